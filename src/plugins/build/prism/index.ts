import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalFile } from '../internals/check';

/**
 * Keeps Prism out of every page's first load. The classic theme registers a client module that imports Prism and
 * its extra grammars into the main bundle, so every page evaluates them at start-up, pages without code too. That
 * module is swapped for an empty one (the entry `prism-client-module` of config/internals.ts); the code block
 * (src/theme/CodeBlock) registers the grammars itself, so Prism arrives with the pages that show code. Without the
 * swap, both register them: the same result, loaded on every page.
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
