/**
 * Loader for the browser's copy of the locale's main strings (`@generated/translation-groups/main.json`, see
 * src/plugins/translation-groups): drops the strings of the theme components this site never renders, which
 * ./index.ts replaced with ./RenderNothing.js (their ids start with the `prefixes` option): every page loads them.
 */
module.exports = function dropStrings(source) {
  const { prefixes = [] } = this.getOptions();
  const strings = JSON.parse(source);
  for (const id of Object.keys(strings)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) delete strings[id];
  }
  return JSON.stringify(strings);
};
