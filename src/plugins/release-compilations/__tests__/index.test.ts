import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { rspack } from '@docusaurus/faster';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import releaseCompilationsPlugin, { GC_FUNCTION, ReleaseCompilationsPlugin } from '..';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A runtime module written in JavaScript, as Docusaurus's ChunkAssetPlugin adds to every entry chunk. */
class ChunkNameRuntimeModule extends rspack.RuntimeModule {
  constructor() {
    super('chunk-name', rspack.RuntimeModule.STAGE_ATTACH);
  }
  generate(): string {
    return `// chunk ${String((this.chunk as { name?: string } | null)?.name)}`;
  }
}

const AddRuntimeModule = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('test', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('test', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkNameRuntimeModule());
      });
    });
  },
};

/** The builds whose compiler was collected. The registry lives as long as the tests (one that is itself collected
 * calls nobody), and what it holds for a compiler is a number, not a closure that could keep the compiler alive. */
const collectedBuilds = new Set<number>();
const registry = new FinalizationRegistry<number>((build) => collectedBuilds.add(build));
let builds = 0;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'release-compilations-'));
  writeFileSync(path.join(dir, 'index.js'), 'console.log("entry");\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds the entry, closes the compiler, and returns whether the compiler could be collected, and the output. */
async function buildAndClose(plugins: RspackPluginInstance[]): Promise<{ collected: boolean; output: string }> {
  const build = ++builds;
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'out'), filename: 'main.js' },
      optimization: { minimize: false },
      plugins: [AddRuntimeModule, ...plugins],
    });
    registry.register(compiler, build);
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors())
        return reject(error ?? new Error(String(stats?.toString('errors-only'))));
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
    });
  });
  // Finalizers run in tasks after a collection: collect and give them turns, a bounded number of times.
  for (let i = 0; i < 20 && !collectedBuilds.has(build); i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { collected: collectedBuilds.has(build), output: readFileSync(path.join(dir, 'out/main.js'), 'utf8') };
}

describe('release-compilations', () => {
  test('a closed compiler whose build had a runtime module in JavaScript can be collected', async () => {
    const released = await buildAndClose([new ReleaseCompilationsPlugin()]);
    expect(released.output).toContain('// chunk main');
    expect(released.collected).toBe(true);
  });

  test('without the plugin, Rspack keeps that compiler alive (what the plugin is for)', async () => {
    const kept = await buildAndClose([]);
    expect(kept.output).toContain('// chunk main');
    expect(kept.collected).toBe(false);
  });

  test("when a locale loads, the last locale's compilers are collected if the build exposed the collector", async () => {
    const plugin = releaseCompilationsPlugin();
    const holder = globalThis as { [GC_FUNCTION]?: () => void; gc?: () => void };
    const collect = jest.fn();
    holder[GC_FUNCTION] = collect;
    try {
      await plugin.loadContent?.();
      expect(collect).toHaveBeenCalledTimes(1);
      // A plain `docusaurus build` exposes nothing: the plugin leaves collection to V8, and never calls a global gc().
      delete holder[GC_FUNCTION];
      const gc = jest.fn();
      holder.gc = gc;
      await expect(plugin.loadContent?.()).resolves.toBeUndefined();
      expect(gc).not.toHaveBeenCalled();
    } finally {
      delete holder[GC_FUNCTION];
      delete holder.gc;
    }
  });

  test('the Docusaurus plugin adds the Rspack plugin to both compilers', () => {
    const plugin = releaseCompilationsPlugin();
    const utils = {} as never;
    for (const isServer of [false, true]) {
      const config = plugin.configureWebpack?.({} as never, isServer, utils, undefined as never);
      expect(config).toEqual({ plugins: [expect.any(ReleaseCompilationsPlugin)] });
    }
  });
});
