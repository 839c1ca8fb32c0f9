import type { Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';

/** V8's explicit compile hint: every function of the file is compiled with the script, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every browser script with V8's `allFunctionsCalledOnLoad` magic comment (Chromium 136 and later; other
 * engines read it as a comment). The scripts are streamed: Chromium parses them on a background thread while they
 * download, but V8 compiles a function lazily, on the main thread, the first time it is called. Webpack's module
 * factories are all called once, while main.js and the route chunks evaluate and while React hydrates, so that
 * lazy compilation was a third of main.js's evaluation task under 4x CPU throttling (issue 13). With the hint the
 * whole file is compiled during streaming. Added after minification, which drops comments, and before the content
 * hashes are computed, so the file names still follow the bytes.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const { Compilation, sources } = compiler.webpack;
              compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
                compilation.hooks.processAssets.tap(
                  { name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
                  () => {
                    for (const { name } of compilation.getAssets()) {
                      if (!name.endsWith('.js')) continue;
                      compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
