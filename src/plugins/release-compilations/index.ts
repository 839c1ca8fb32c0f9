import type { Plugin } from '@docusaurus/types';
import { internalEntry } from '../../../config/internals';

/** What the plugin uses of Rspack's compiler, compilation and runtime module. */
type RuntimeModule = { compilation: unknown; chunk: unknown; chunkGraph: unknown };
type Compilation = { addRuntimeModule(chunk: never, module: never): void };
type Compiler = {
  hooks: {
    thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void };
    shutdown: { tap(name: string, fn: () => void): void };
  };
};

const NAME = 'release-compilations';

/** The name scripts/build.ts gives V8's collector (`--expose-gc-as`). */
export const GC_FUNCTION = 'braveAdsCollectGarbage';

/**
 * Lets a closed compiler's memory go. Rspack keeps the code generator of each runtime
 * module written in JavaScript (Docusaurus's ChunkAssetPlugin adds one to every entry chunk) behind a global
 * handle, a root the garbage collector never clears. The generator is bound to its module, the module holds the
 * compilation it was attached to, and the compilation holds its compiler: every compiler of the process stayed
 * alive, and with it the native module graph of its build, so a `docusaurus build` of several locales grew with
 * every locale. Once the compiler is closed, its runtime modules let go of the compilation.
 */
export class ReleaseCompilationsPlugin {
  apply(compiler: Compiler): void {
    const modules: RuntimeModule[] = [];
    const release = (): void => {
      for (const module of modules.splice(0)) {
        module.compilation = null;
        module.chunk = null;
        module.chunkGraph = null;
      }
    };
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Under `docusaurus start` the compiler rebuilds: what an earlier compilation added is left as it was (a rebuild
      // may reuse it), and only the last compilation's modules are released, when the compiler closes.
      modules.length = 0;
      const add = compilation.addRuntimeModule.bind(compilation);
      compilation.addRuntimeModule = (chunk, module) => {
        modules.push(module as RuntimeModule);
        add(chunk, module);
      };
    });
    compiler.hooks.shutdown.tap(NAME, release);
  }
}

export default function releaseCompilationsPlugin(): Plugin {
  // Registered in the internals manifest (config/internals.ts); a stock build leaves this plugin out.
  internalEntry('release-compilations');
  return {
    name: NAME,
    configureWebpack() {
      return { plugins: [new ReleaseCompilationsPlugin()] };
    },
    // A locale's site is loading: the last locale's build has returned and nothing refers to its compilers any more.
    // What they hold is native memory, which V8 does not count, so the heap alone may not call for a collection
    // before this locale's compilers have grown beside them. scripts/build.ts exposes the collector under its own
    // name (GC_FUNCTION), not as gc(): Docusaurus's perf logger would collect before each of its measurements. A
    // plain `docusaurus build` leaves collection to V8.
    async loadContent() {
      (globalThis as { [GC_FUNCTION]?: () => void })[GC_FUNCTION]?.();
    },
  };
}
