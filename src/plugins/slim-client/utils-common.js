// The client's `@docusaurus/utils-common` (see ./index.ts): the same functions, imported from the package's own
// files, without the CommonJS index that pulls all of tslib into the main bundle for one helper.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

// Defined in the package's index itself; a test keeps the two equal.
export const blogPostContainerID = '__blog-post-container';
