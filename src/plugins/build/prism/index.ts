import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalFile } from '../internals/check';

/**
 * Keeps Prism out of every page. The classic theme registers a client module that imports Prism into the main
 * bundle, so every page loads and evaluates it at start-up. Our code blocks are highlighted when the page is built
 * (src/plugins/markdown/code-blocks) and no page runs Prism, so that module is swapped for an empty one (the entry
 * `prism-client-module` of config/internals.ts). Without the swap, the same pages, with Prism loaded for nothing.
 */
export default function prismPlugin(context: LoadContext): Plugin {
  const stockModule = internalFile(context.siteDir, 'prism-client-module');
  return {
    name: 'prism-with-code-blocks',
    configureWebpack() {
      return {
        resolve: { alias: { [stockModule]: path.join(context.siteDir, 'src/plugins/build/prism/noClientModule.ts') } },
      };
    },
  };
}
