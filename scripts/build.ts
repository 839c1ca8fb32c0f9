/**
 * `npm run build`: the production build of every locale, in one Docusaurus process whose locales share one module
 * cache, with its heap capped, and a process beside it that writes each locale's search index and llms files.
 *
 * Docusaurus bundles every locale from scratch: the second locale transforms the same theme and library modules as
 * the first. The locales of a build share an Rspack cache (src/plugins/shared-build-cache), made empty for the
 * build and removed after it, so a build is as cold as before and the output is the same (the one difference: the
 * minifier may name two variables of one locale's runtime chunk the other way round). Five locales, 2 cores:
 * - no shared cache, three locales per process: 48.1-50.0 s (71-74 s CPU, 750 MiB);
 * - shared cache, two locales per process: 35.9-39.3 s (51-55 s CPU, 710-717 MiB);
 * - shared cache, one process (src/plugins/release-compilations): 24.7-36.8 s (36-56 s CPU, 619-770 MiB); the CPU
 *   time of the same build varies by half with the hour (the bench prints a host probe beside it).
 * The locales ran in groups, a process each, until release-compilations: every closed compiler stayed in memory
 * (130-150 MB a locale, 1.15-1.19 GB after five).
 *
 * The search index and the llms files of a locale are written by a task runner beside Docusaurus
 * (src/plugins/postbuild-tasks): the plugins hand them over through an IPC channel and Docusaurus goes on to the next
 * locale. The script waits for every task and fails if one failed. Same output. Five locales, bench, alternating
 * (host probe 1298-1342 ms): 27.6-28.5 s with the runner, 30.2-32.6 s with BRAVE_ADS_BUILD_TASKS=inline (the tasks in
 * postBuild), for the same CPU time (47-51 s); processes: Docusaurus 600-627 MiB, the runner 135 MiB, this script
 * 76 MiB (tree 796-862 MiB against 684-700).
 *
 *   npx tsx scripts/build.ts [--out-dir dir] [other `docusaurus build` options]
 *
 * With `--locale` among the options, it builds those locales only and does not check for the others.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isApplied } from '../config/internals';
import { localeCodes, localePrefix } from '../config/locales';
import { checkInternals } from '../src/plugins/adapter/check';
import { isTaskMessage, TaskRunner, TASKS_ENV } from '../src/plugins/postbuild-tasks';
import { GC_FUNCTION } from '../src/plugins/release-compilations';
import { CACHE_DIR_ENV } from '../src/plugins/shared-build-cache';

/**
 * V8 collects sooner instead of growing the heap (the heap of a five-locale build stays under 250 MB), and each
 * locale's compilers are collected once they are done (src/plugins/release-compilations calls the collector).
 */
const NODE_FLAGS = ['--max-old-space-size=768', `--expose-gc-as=${GC_FUNCTION}`];

const root = path.resolve(__dirname, '..');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** The Docusaurus process, to pass a signal on to. */
let current: ChildProcess | null = null;
/** Set by Ctrl+C or a termination signal. */
let stopped: NodeJS.Signals | null = null;

/** Runs the tasks the plugins hand over (src/plugins/postbuild-tasks). */
const runner = new TaskRunner(root);

/** Runs `docusaurus build`; its exit code (1 when a signal ended it). */
function run(args: readonly string[], cacheDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    current = spawn(process.execPath, [...NODE_FLAGS, docusaurus, 'build', ...args], {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // BRAVE_ADS_BUILD_TASKS=inline leaves the tasks in postBuild, as a plain `docusaurus build` does (for A/B runs).
      env: { ...process.env, [CACHE_DIR_ENV]: cacheDir, [TASKS_ENV]: process.env[TASKS_ENV] ?? 'ipc' },
    });
    current.on('message', (message: unknown) => {
      if (isTaskMessage(message)) runner.handOver(message);
    });
    current.on('error', reject);
    current.on('exit', (code) => {
      current = null;
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // The internals manifest first (config/internals.ts): a refused entry stops the build before Docusaurus starts.
  const problems = checkInternals(root);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem.message);
    process.exit(1);
  }
  const someLocales = args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
  // A module cache shared by the locales of this build only (src/plugins/shared-build-cache): made empty here and
  // removed at the end, so every build starts cold and no two builds share one. BRAVE_ADS_BUILD_CACHE=off builds
  // each locale from scratch, as Docusaurus does (the bench's A/B); DOCUSAURUS_PERSISTENT_CACHE=1 leaves caching to
  // Docusaurus's own cache, kept from one build to the next.
  // A stock build (SITE_STOCK=1) has no shared cache, nor one that leaves the entry out (SITE_ADAPTER_OMIT): the plugin
  // is an entry of the internals manifest.
  const ownCache =
    isApplied('shared-build-cache') &&
    process.env.BRAVE_ADS_BUILD_CACHE !== 'off' &&
    process.env.DOCUSAURUS_PERSISTENT_CACHE !== '1';
  const cacheDir = ownCache ? mkdtempSync(path.join(os.tmpdir(), 'brave-ads-build-cache-')) : '';
  // A signal stops the build: it goes on to the Docusaurus process (which exits with 0 on it, so its exit code cannot
  // tell), and the cache folder is removed below.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopped = signal;
      current?.kill(signal);
      runner.kill(signal);
    });
  }
  let status: number;
  try {
    // Docusaurus builds the default locale first: it clears the whole output directory.
    status = await run(args, cacheDir);
    // The last locale's tasks may still be running; a failed task fails the build.
    const failures = await runner.ended();
    for (const failure of failures) console.error(failure);
    if (failures.length > 0 && status === 0) status = 1;
    if (stopped) status = 128 + os.constants.signals[stopped];
  } finally {
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  }
  if (status !== 0) process.exit(status);
  if (!someLocales) {
    // Every edition where the site serves it: a locale built alone at the root would have replaced the others.
    const outDir = path.resolve(root, outDirOf(args));
    const missing = localeCodes.filter((code) => !existsSync(path.join(outDir, localePrefix(code), 'index.html')));
    if (missing.length > 0) {
      console.error(`build: no home page for ${missing.join(', ')} in ${outDir}; the build is incomplete.`);
      process.exit(1);
    }
  }
}

/** The `--out-dir` among Docusaurus's options (`build` by default). */
export function outDirOf(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--out-dir' && args[i + 1]) return args[i + 1];
    if (arg.startsWith('--out-dir=')) return arg.slice('--out-dir='.length);
  }
  return 'build';
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
