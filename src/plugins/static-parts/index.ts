import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The one file every page's parts module is (with its own query). */
export const PARTS_FILE = /[\\/]src[\\/]components[\\/]StaticParts[\\/]parts\.js$/;

/**
 * Serves the modules that src/plugins/static-parts/rehype.ts writes into docs: the one file they all import,
 * each with its own query, becomes that page's strings (./partsLoader.cjs). A public loader rule, in the server
 * and the browser builds alike.
 */
export default function staticPartsPlugin(context: LoadContext): Plugin {
  return {
    name: 'static-parts',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: PARTS_FILE,
              resourceQuery: /^\?parts=/,
              enforce: 'pre' as const,
              use: [{ loader: path.join(context.siteDir, 'src/plugins/static-parts/partsLoader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
