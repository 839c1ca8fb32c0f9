/**
 * `npm run build`: the production build of every locale, in Docusaurus processes of two locales each, run one after
 * the other, that share one module cache.
 *
 * One `docusaurus build` of all five locales keeps what each locale's bundling left behind: its resident memory
 * grows by about 115 MB per locale (457 -> 617 -> 734 -> 849 -> 955 MB after each one, with a full GC after
 * each; the JS heap is a third of it, the rest is Rspack's native memory) and peaks at 1017 MB. A process per
 * group of locales bounds that. The default locale comes first: its build clears the whole output directory.
 *
 * Docusaurus bundles every locale from scratch: the second locale transforms the same theme and library modules as
 * the first. The processes of one build share an Rspack cache (src/plugins/shared-build-cache), made empty for the
 * build and removed after it, so a build is as cold as before and the output is the same (the one difference: the
 * minifier names two variables of one locale's runtime chunk the other way round). Five locales, 2 cores, load
 * about 2, wall time (CPU time, largest process):
 * - no shared cache, three locales per process: 48.1-50.0 s (71-74 s CPU, 750 MiB);
 * - shared cache, three locales per process: 34.6-37.2 s (49-53 s CPU, 844-861 MiB);
 * - shared cache, two locales per process: 35.9-39.3 s (51-55 s CPU, 710-717 MiB), kept for its memory.
 *
 *   npx tsx scripts/build.ts [--out-dir dir] [other `docusaurus build` options]
 *
 * With `--locale` among the options, it runs one `docusaurus build` with the options as given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultLocale, localeCodes, localePrefix } from '../config/locales';
import { CACHE_DIR_ENV } from '../src/plugins/shared-build-cache';

/** Locales per process: the memory peak grows with it, the start-up cost shrinks (see above). */
const LOCALES_PER_PROCESS = 2;
/** V8 collects sooner instead of growing the heap (the heap of one locale's build stays under 300 MB). */
const NODE_FLAGS = ['--max-old-space-size=768'];

const root = path.resolve(__dirname, '..');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** The locales in build order, cut into groups: the default locale first (it clears the output directory). */
export function localeGroups(
  locales: readonly string[],
  first: string,
  size: number = LOCALES_PER_PROCESS,
): string[][] {
  const ordered = [first, ...locales.filter((locale) => locale !== first)];
  const groups: string[][] = [];
  for (let i = 0; i < ordered.length; i += size) groups.push(ordered.slice(i, i + size));
  return groups;
}

/** The Docusaurus process running now, to pass a signal on to. */
let current: ChildProcess | null = null;
/** Set by Ctrl+C or a termination signal: no further Docusaurus process starts. */
let stopped: NodeJS.Signals | null = null;

/** Runs one `docusaurus build`; its exit code (1 when a signal ended it). */
function run(args: readonly string[], cacheDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    current = spawn(process.execPath, [...NODE_FLAGS, docusaurus, 'build', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, [CACHE_DIR_ENV]: cacheDir },
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
  const oneBuild = args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
  // A module cache shared by the locales of this build only (src/plugins/shared-build-cache): made empty here and
  // removed at the end, so every build starts cold and no two builds share one. BRAVE_ADS_BUILD_CACHE=off builds
  // each locale from scratch, as Docusaurus does (the bench's A/B); DOCUSAURUS_PERSISTENT_CACHE=1 leaves caching to
  // Docusaurus's own cache, kept from one build to the next.
  const ownCache = process.env.BRAVE_ADS_BUILD_CACHE !== 'off' && process.env.DOCUSAURUS_PERSISTENT_CACHE !== '1';
  const cacheDir = ownCache ? mkdtempSync(path.join(os.tmpdir(), 'brave-ads-build-cache-')) : '';
  // A signal stops the build: it goes on to the Docusaurus process (which exits with 0 on it, so its exit code cannot
  // tell), no other one starts, and the cache folder is removed below.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopped = signal;
      current?.kill(signal);
    });
  }
  let status = 0;
  try {
    const builds = oneBuild
      ? [args]
      : localeGroups(localeCodes, defaultLocale).map((group) => [
          ...group.flatMap((locale) => ['--locale', locale]),
          ...args,
        ]);
    for (const build of builds) {
      if (!stopped) status = await run(build, cacheDir);
      if (stopped) status = 128 + os.constants.signals[stopped];
      if (status !== 0) break;
    }
  } finally {
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  }
  if (status !== 0) process.exit(status);
  if (!oneBuild) {
    // Every edition where the site serves it: a lone locale built at the root would have replaced the others.
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
