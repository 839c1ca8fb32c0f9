import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalEntry, isApplied } from '../../../config/internals';
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
  // Both swaps are entries of the internals manifest (config/internals.ts), each left out when the build does not
  // apply it (SITE_ADAPTER_OMIT).
  const alias: Record<string, string> = {};
  if (isApplied('prism-include-languages')) {
    alias[internalFile(context.siteDir, 'prism-include-languages')] = path.join(
      context.siteDir,
      'src/plugins/code-highlighting/empty-client-module.js',
    );
  }
  if (isApplied('prism-react-renderer')) {
    // Prism with the grammars the site uses, not the package's 25 (see ./prism-react-renderer.ts).
    alias[internalEntry('prism-react-renderer').aliasKey ?? ''] = path.join(
      context.siteDir,
      'src/plugins/code-highlighting/prism-react-renderer.ts',
    );
  }
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return { resolve: { alias } };
    },
  };
}
