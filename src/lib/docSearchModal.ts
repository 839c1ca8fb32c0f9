/**
 * DocSearch's modal, imported with code strings refused while its module evaluates (./codeStrings/refuse.ts): the
 * schema library bundled inside it probes `new Function('')` when its first schema is built, which under this
 * site's CSP throws (and it then validates without compiling) but also reports an `eval` violation. The order of
 * these three lines is the point: each is evaluated in turn.
 */
import './codeStrings/refuse';
export { DocSearchModal } from '@docsearch/react/modal';
import './codeStrings/restore';
