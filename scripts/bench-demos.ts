#!/usr/bin/env -S npx tsx
/**
 * Benchmarks the five demo creatives of static/creatives/: opens each one alone in Debian's Chromium
 * (playwright-core, never a downloaded browser) for a few seconds and reports
 *   - frames per second, counted with requestAnimationFrame, with the 95th percentile and worst frame time;
 *   - long animation frames (PerformanceObserver 'long-animation-frame': count, total and worst duration);
 *   - the creative's total bytes (every file of its folder) and the same files gzipped.
 * Prints a table and writes bench-results/demos.json. Figures, not assertions: nothing here fails a build.
 *
 *   npm run bench:demos -- [--seconds 5] [--runs 1] [--viewport 1280x800] [--dpr 1] [--only slider,digital-rain]
 *                                [--dir static/creatives] [--out bench-results/demos.json]
 * The machine should be otherwise idle: a busy CPU lowers every figure (software compositing shares it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './lib/chromium';

const root = path.resolve(__dirname, '..');
const allDemoIds = ['pan-and-zoom', 'pan-and-zoom-2', 'carousel-autofade', 'slider', 'digital-rain'];

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    viewport: { type: 'string', default: '1280x800' },
    dpr: { type: 'string', default: '1' },
    out: { type: 'string', default: 'bench-results/demos.json' },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    dir: { type: 'string', default: 'static/creatives' },
  },
});
const creativesDir = path.resolve(root, values.dir);
const demoIds = values.only ? values.only.split(',').filter((id) => allDemoIds.includes(id)) : allDemoIds;
const seconds = Number(values.seconds);
const runs = Math.max(1, Math.floor(Number(values.runs)) || 1);
const [width, height] = values.viewport.split('x').map(Number);
const deviceScaleFactor = Number(values.dpr);
if (!(seconds > 0) || !(width > 0) || !(height > 0) || !(deviceScaleFactor > 0)) {
  console.error(
    'Usage: npm run bench:demos -- [--seconds 5] [--viewport 1280x800] [--dpr 1] [--only id,id] [--dir path]',
  );
  process.exit(2);
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });
}

function sizeOf(id: string) {
  const files = filesOf(path.join(creativesDir, id));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(file);
    bytes += statSync(file).size;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, bytes, gzipBytes };
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Static server for static/creatives on an ephemeral loopback port. */
function serveCreatives(): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.normalize(path.join(creativesDir, pathname));
    if (!file.startsWith(creativesDir + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** What the page-side instrumentation keeps on `window`. */
interface RafStats {
  calls: number;
  totalMs: number;
  maxMs: number;
}
type BenchWindow = Window & { __benchOriginalRaf?: typeof requestAnimationFrame; __benchRaf: RafStats };
/** A long-animation-frame entry (not yet in TypeScript's DOM library). */
type LoafEntry = PerformanceEntry & { blockingDuration?: number; scripts?: Array<{ duration: number }> };
interface Loaf {
  duration: number;
  blocking: number;
  scriptMs: number;
}
interface PageMeasurement {
  elapsed: number;
  intervals: number[];
  loafs: Loaf[];
  loafSupported: boolean;
  creativeRaf: RafStats;
}

/**
 * Injected before the creative's own scripts: times every requestAnimationFrame callback of the creative,
 * so the report shows how much main-thread time its animation code takes per frame.
 */
function instrumentFrames() {
  const win = window as unknown as BenchWindow;
  const original = window.requestAnimationFrame.bind(window);
  win.__benchOriginalRaf = original;
  win.__benchRaf = { calls: 0, totalMs: 0, maxMs: 0 };
  window.requestAnimationFrame = (callback) =>
    original((time) => {
      const start = performance.now();
      callback(time);
      const spent = performance.now() - start;
      const stats = win.__benchRaf;
      stats.calls += 1;
      stats.totalMs += spent;
      stats.maxMs = Math.max(stats.maxMs, spent);
    });
}

/** Runs in the creative's page: counts frames and long animation frames for `ms` milliseconds. */
function measureInPage(ms: number): Promise<PageMeasurement> {
  const win = window as unknown as BenchWindow;
  return new Promise((resolve) => {
    const loafs: Loaf[] = [];
    let observer: PerformanceObserver | null = null;
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LoafEntry[]) {
          const scriptMs = (entry.scripts ?? []).reduce((sum, s) => sum + s.duration, 0);
          loafs.push({ duration: entry.duration, blocking: entry.blockingDuration ?? 0, scriptMs });
        }
      });
      observer.observe({ type: 'long-animation-frame' });
    }
    const intervals: number[] = [];
    const raf = win.__benchOriginalRaf ?? requestAnimationFrame;
    win.__benchRaf = { calls: 0, totalMs: 0, maxMs: 0 };
    let start = 0;
    let last = 0;
    const tick = (now: number) => {
      if (!start) start = now;
      else intervals.push(now - last);
      last = now;
      if (now - start < ms) raf(tick);
      else {
        observer?.disconnect();
        resolve({
          elapsed: now - start,
          intervals,
          loafs,
          loafSupported: observer !== null,
          creativeRaf: win.__benchRaf,
        });
      }
    };
    raf(tick);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** Top-level work (scripts run as CommonJS under tsx, so no top-level await). */
async function main(): Promise<void> {
  const server = await serveCreatives();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });

  /** Opens one creative in a fresh context and measures it for `seconds`. */
  async function measure(id: string) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor,
      reducedMotion: 'no-preference',
    });
    await context.addInitScript(instrumentFrames);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${base}/${id}/index.html?lang=en`, { waitUntil: 'load' });
    // Let images decode and the first layers rasterise before counting.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 750)));
    const raw = await page.evaluate(measureInPage, seconds * 1000);
    await context.close();

    const sorted = [...raw.intervals].sort((a, b) => a - b);
    const loafTotal = raw.loafs.reduce((sum, l) => sum + l.duration, 0);
    return {
      id,
      ...sizeOf(id),
      fps: round((raw.intervals.length / raw.elapsed) * 1000),
      frames: raw.intervals.length,
      p95FrameMs: round(percentile(sorted, 95)),
      maxFrameMs: round(sorted.at(-1) ?? 0),
      slowFrames: raw.intervals.filter((d) => d > 25).length,
      creativeCallbacks: raw.creativeRaf.calls,
      creativeScriptMsPerFrame: round(raw.creativeRaf.totalMs / Math.max(1, raw.creativeRaf.calls), 2),
      creativeScriptMaxMs: round(raw.creativeRaf.maxMs, 2),
      longAnimationFrames: raw.loafSupported ? raw.loafs.length : null,
      longAnimationFrameTotalMs: raw.loafSupported ? round(loafTotal) : null,
      longAnimationFrameMaxMs: raw.loafSupported ? round(Math.max(0, ...raw.loafs.map((l) => l.duration))) : null,
      longAnimationFrameScriptMs: raw.loafSupported ? round(raw.loafs.reduce((sum, l) => sum + l.scriptMs, 0)) : null,
      consoleErrors: errors,
    };
  }

  type Measurement = Awaited<ReturnType<typeof measure>>;
  const results: Array<Measurement & { fpsRuns: number[] }> = [];
  try {
    // Runs go round-robin over the creatives, so a busy moment of the machine hits them alike.
    const runsById = new Map<string, Measurement[]>(demoIds.map((id) => [id, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const id of demoIds) runsById.get(id)?.push(await measure(id));
    }
    // The median run (by fps) is reported; every run's fps is kept.
    for (const [, all] of runsById) {
      const byFps = [...all].sort((a, b) => a.fps - b.fps);
      results.push({ ...byFps[Math.floor((byFps.length - 1) / 2)], fpsRuns: all.map((r) => r.fps) });
    }
  } finally {
    await browser.close();
    server.close();
  }

  const [load1] = (await import('node:os')).loadavg();
  const report = {
    generatedAt: new Date().toISOString(),
    loadAverage1m: round(load1, 2),
    browser: `Chromium ${browser.version()}`,
    flags: 'headless, --disable-gpu (software compositing)',
    viewport: { width, height, deviceScaleFactor },
    secondsPerCreative: seconds,
    runsPerCreative: runs,
    results,
  };
  const outFile = path.resolve(root, values.out);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `${report.browser}, ${width}x${height} @${deviceScaleFactor}x, ${seconds} s per creative (${report.flags}), load average ${report.loadAverage1m}\n`,
  );
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.id,
        {
          fps: r.fps,
          'fps runs': r.fpsRuns.join(' / '),
          'p95 ms': r.p95FrameMs,
          'max ms': r.maxFrameMs,
          'frames >25ms': r.slowFrames,
          'js ms/frame': r.creativeScriptMsPerFrame,
          LoAF: r.longAnimationFrames ?? 'n/a',
          'LoAF ms': r.longAnimationFrameTotalMs ?? 'n/a',
          files: r.files,
          bytes: r.bytes,
          'gzip bytes': r.gzipBytes,
          errors: r.consoleErrors.length,
        },
      ]),
    ),
  );
  console.log(`\nWrote ${path.relative(root, outFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
