/**
 * Prism's core from `prismjs`, in manual mode: loaded in a page after DOMContentLoaded it would otherwise
 * re-highlight every `code[class*=language-]` of the document on its own, under React's feet. The grammars are
 * Prism's own files; they register on the global `Prism` the core sets.
 */
import type PrismType from 'prismjs';

type PrismGlobal = { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
const scope = globalThis as PrismGlobal;
scope.Prism ??= {};
scope.Prism.manual = true;
scope.Prism.disableWorkerMessageHandler = true;

/* eslint-disable @typescript-eslint/no-require-imports -- the core must run after the lines above */
const Prism = require('prismjs/components/prism-core.js') as typeof PrismType;
require('prismjs/components/prism-clike.js');
require('prismjs/components/prism-javascript.js');
require('prismjs/components/prism-typescript.js');
/* eslint-enable @typescript-eslint/no-require-imports */

export default Prism;
