import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalEntry } from '../../../config/internals';
import { internalFile } from '../adapter/check';

/**
 * Keeps Prism out of the first load of pages without code. The classic theme registers a client module,
 * `prism-include-languages`, that imports Prism (with our extra languages) into the main bundle of every page:
 * about 20 KB gzip that most pages never use. This plugin swaps that module for an empty one; `@theme/CodeBlock`
 * (src/theme/CodeBlock) loads Prism and registers the languages itself, in a chunk of its own, on the pages that
 * show code. `prism-react-renderer` itself is swapped for ./prism-react-renderer.ts: the same `Highlight` and
 * `Prism`, without the grammars and colour themes the site never uses.
 */
export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  // Both swaps are entries of the internals manifest (config/internals.ts).
  const stockModule = internalFile(context.siteDir, 'prism-include-languages');
  const prismRenderer = internalEntry('prism-react-renderer').aliasKey ?? '';
  const emptyModule = path.join(context.siteDir, 'src/plugins/code-highlighting/empty-client-module.js');
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [stockModule]: emptyModule,
            // Prism with the grammars the site uses, not the package's 25 (see ./prism-react-renderer.ts).
            [prismRenderer]: path.join(context.siteDir, 'src/plugins/code-highlighting/prism-react-renderer.ts'),
          },
        },
      };
    },
  };
}
