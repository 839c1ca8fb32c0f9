#!/usr/bin/env -S npx tsx
/**
 * Search benchmark: prints figures, asserts nothing (budgets live in the tests).
 *   - index bytes per locale (raw and gzip) and the search code loaded on intent (gzip);
 *   - first-load search bytes (must be 0: the modal, engine and index load on intent);
 *   - time to first results after page load, keystroke-to-rendered-results percentiles (Chromium);
 *   - per-query latency percentiles of the engine in Node;
 *   - the same on a synthetic corpus 100 times larger.
 * Writes bench-results/search.json.
 *
 *   npm run bench:search -- [--dir build] [--locale es] [--runs 5] [--scale 100]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium, type BrowserContext, type Page } from '@playwright/test';

import { createAnalyzer } from '../src/search/analysis';
import { LocalSearchClient, type SearchRequest } from '../src/search/client';
import { SearchEngine } from '../src/search/engine';
import { loadStemmer } from '../src/search/stemmers';
import type { SearchIndexFile, SearchManifest } from '../src/search/types';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './lib/chromium';

/** The phone run's query per locale: about 20 characters, words of the locale's pages. */
const PHONE_QUERIES: Record<string, string> = {
  en: 'campaign ads billing',
  de: 'Kampagne Abrechnung',
  es: 'facturación campañas',
  fr: 'facturation campagne',
  pt: 'faturamento campanha',
};

/** Timing helpers the benchmark installs in the page. */
type BenchWindow = Window & { __benchClear: () => Promise<void>; __benchType: (query: string) => Promise<number> };
interface Percentiles {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
interface TraceEvent {
  ph: string;
  name: string;
  ts: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    locale: { type: 'string', default: 'es' },
    runs: { type: 'string', default: '5' },
    scale: { type: 'string', default: '100' },
    chromium: { type: 'string', default: CHROMIUM_PATH },
  },
});
const buildDir = path.resolve(root, values.dir);
const runs = Number(values.runs);
const scale = Number(values.scale);
if (!existsSync(path.join(buildDir, 'search-index', 'manifest.json'))) {
  console.error(`No search index in ${buildDir}: build the site first (npm run build).`);
  process.exit(1);
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
}
const fmt = (p: Percentiles) =>
  `p50 ${p.p50.toFixed(2)} ms, p95 ${p.p95.toFixed(2)} ms, p99 ${p.p99.toFixed(2)} ms (n=${p.n})`;

// ---------- 1. Index bytes per locale ----------
function localeDirs() {
  const out: Array<[string, string]> = [['en', buildDir]];
  for (const entry of readdirSync(buildDir)) {
    const dir = path.join(buildDir, entry);
    if (/^[a-z]{2}$/.test(entry) && existsSync(path.join(dir, 'search-index', 'manifest.json'))) out.push([entry, dir]);
  }
  return out;
}
interface IndexInfo {
  file: string;
  records: number;
  pages: number;
  rawBytes: number;
  gzipBytes: number;
  json: SearchIndexFile;
}
const indexes: Record<string, IndexInfo> = {};
for (const [locale, dir] of localeDirs()) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'search-index', 'manifest.json'), 'utf8')) as SearchManifest;
  const raw = readFileSync(path.join(dir, 'search-index', manifest.index));
  const file = JSON.parse(raw.toString('utf8')) as SearchIndexFile;
  indexes[locale] = {
    file: manifest.index,
    records: file.records.length,
    pages: file.pages.length,
    rawBytes: raw.length,
    gzipBytes: gz(raw),
    json: file,
  };
}

// ---------- 2. Node: per-query latency ----------
function queriesFrom(file: SearchIndexFile, count: number): string[] {
  // Deterministic pseudo-random queries from the corpus: words, prefixes, two-word queries, typos.
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = [...new Set(file.records.flatMap((r) => r[4].toLowerCase().match(/\p{L}{4,}/gu) ?? []))];
  const pick = () => words[Math.floor(rand() * words.length)];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = pick();
    const kind = i % 4;
    if (kind === 0) out.push(w);
    else if (kind === 1) out.push(w.slice(0, Math.max(2, Math.ceil(w.length / 2))));
    else if (kind === 2) out.push(`${w} ${pick()}`);
    else out.push(w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w);
  }
  return out;
}

function modalRequest(query: string, language: string): SearchRequest {
  return {
    indexName: `bench_${language}`,
    query,
    hitsPerPage: 20,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    facetFilters: [`language:${language}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}

async function nodeLatency(file: SearchIndexFile, queries: string[]) {
  const analyzer = createAnalyzer(file.language, await loadStemmer(file.language));
  const t0 = performance.now();
  const engine = await SearchEngine.create(file, analyzer, 0);
  const buildMs = performance.now() - t0;
  const client = new LocalSearchClient({ loadEngine: async () => engine });
  for (const q of queries.slice(0, 20)) await client.search({ requests: [modalRequest(q, file.language)] }); // warm-up
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const q of queries) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await client.search({ requests: [modalRequest(q, file.language)] });
      samples.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  // Wall time suffers when other processes share the CPU; CPU time is the engine's own cost.
  return { indexBuildMs: buildMs, perQuery: percentiles(samples), perQueryCpu: percentiles(cpu) };
}

function synthetic(file: SearchIndexFile, factor: number): SearchIndexFile {
  const pages: SearchIndexFile['pages'] = [];
  const records: SearchIndexFile['records'] = [];
  for (let copy = 0; copy < factor; copy++) {
    const pageOffset = pages.length;
    const recordOffset = records.length;
    for (const [p, lvl0, tag, version] of file.pages) pages.push([`${p}-copy-${copy}`, lvl0, tag, version]);
    for (const [page, type, parent, anchor, text] of file.records) {
      records.push([page + pageOffset, type, parent >= 0 ? parent + recordOffset : -1, anchor, text]);
    }
  }
  // No packed index: it describes the original records only, so the browser indexes these copies itself.
  return { ...file, pages, records, index: undefined };
}

const benchLocale = indexes[values.locale] ? values.locale : 'en';
const target = indexes[benchLocale].json;
const queries = queriesFrom(target, 400);
console.log(
  `Search benchmark on ${path.relative(root, buildDir) || '.'} (locale ${benchLocale}, ${queries.length} queries)\n`,
);
console.log('Index per locale:');
for (const [locale, info] of Object.entries(indexes)) {
  console.log(
    `  ${locale}: ${info.file}  ${info.pages} pages, ${info.records} records, ${kb(info.rawBytes)} raw, ${kb(info.gzipBytes)} gzip`,
  );
}

/** Top-level work (scripts run as CommonJS under tsx, so no top-level await). */
async function main(): Promise<void> {
  const node = await nodeLatency(target, queries);
  console.log(
    `\nNode ${process.version}: index ${target.index ? 'loaded from its packed form' : 'built'} in ${node.indexBuildMs.toFixed(1)} ms\n` +
      `  per query, wall: ${fmt(node.perQuery)}\n  per query, CPU:  ${fmt(node.perQueryCpu)}`,
  );
  const big = synthetic(target, scale);
  const bigRaw = Buffer.from(JSON.stringify(big));
  const nodeBig = await nodeLatency(big, queries);
  console.log(
    `Node, synthetic corpus x${scale} (${big.records.length} records, ${kb(bigRaw.length)} raw, ${kb(gz(bigRaw))} gzip): ` +
      `index built in ${nodeBig.indexBuildMs.toFixed(1)} ms`,
  );
  console.log(`  per query, wall: ${fmt(nodeBig.perQuery)}`);
  console.log(`  per query, CPU:  ${fmt(nodeBig.perQueryCpu)}`);

  // ---------- 3. Chromium ----------
  const MIME: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
    '.xml': 'application/xml',
  };
  function fileFor(urlPath: string): string | null {
    const clean = decodeURIComponent(urlPath.split('?')[0]);
    const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')];
    for (const candidate of candidates) {
      const full = path.join(buildDir, candidate);
      if (full.startsWith(buildDir) && existsSync(full) && statSync(full).isFile()) return full;
    }
    return null;
  }
  const server = createServer((req, res) => {
    const full = fileFor(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (!full) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': MIME[path.extname(full)] ?? 'application/octet-stream' });
    res.end(readFileSync(full));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const startPath = benchLocale === 'en' ? '/' : `/${benchLocale}/`;
  const MARKERS = /addAllAsync|DocSearch-Dropdown|search\/manifest\.json|liteClient/;

  const browser = await chromium.launch({
    executablePath: values.chromium,
    args: [...CHROMIUM_FLAGS],
  });

  function assetBytes(url: string): Buffer | null {
    const full = fileFor(new URL(url).pathname);
    return full ? readFileSync(full) : null;
  }

  /** Marks of the first search, in the page's clock (performance.now()); `window.__searchMarks` holds them. */
  type SearchMarks = { key?: number; input?: number; hit?: number; hits?: number };

  /**
   * A context whose pages record their first search: the Ctrl+K keydown, the input shown, the first hit or
   * no-results screen, and the first hit of a query. With `query`, that query is set in the input the moment the
   * modal shows it, as a visitor already typing would (no Playwright round trip per key).
   */
  async function markedContext(query: string | null = null): Promise<BrowserContext> {
    const context = await browser.newContext();
    // tsx compiles this file with esbuild's keepNames: functions handed to page.evaluate call its __name helper,
    // which the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f;');
    await context.addInitScript((text: string | null) => {
      const marks: SearchMarks = {};
      Object.defineProperty(window, '__searchMarks', { value: marks });
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      addEventListener(
        'keydown',
        (event) => {
          if (marks.key === undefined && event.key === 'k' && event.ctrlKey) marks.key = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (marks.key === undefined) return;
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        if (input && marks.input === undefined) {
          marks.input = performance.now();
          if (text !== null && setter) {
            setter.call(input, text);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }
        }
        marks.hit ??= document.querySelector('.DocSearch-Hit, .DocSearch-NoResults') ? performance.now() : undefined;
        marks.hits ??= document.querySelector('.DocSearch-Hits .DocSearch-Hit') ? performance.now() : undefined;
      }).observe(document, { childList: true, subtree: true });
    }, query);
    return context;
  }

  /** Milliseconds from the Ctrl+K keydown to each mark of the page's first search (null: not reached). */
  async function marksSinceKey(page: Page): Promise<Record<'input' | 'hit' | 'hits', number | null>> {
    const marks = await page.evaluate(() => (window as unknown as { __searchMarks: SearchMarks }).__searchMarks);
    const since = (mark?: number) =>
      mark === undefined || marks.key === undefined ? null : Math.round(mark - marks.key);
    return { input: since(marks.input), hit: since(marks.hit), hits: since(marks.hits) };
  }

  /** The start page, hydrated, its search shortcuts live. */
  async function openStartPage(page: Page): Promise<void> {
    await page.goto(origin + startPath);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    // The button shows its shortcut keys once its effects ran: the shortcuts are live from then on.
    await page.locator('.DocSearch-Button-Key').first().waitFor();
  }

  /**
   * A visitor on a phone (390 px, touch, CPU 4x slower through the DevTools protocol) on a cold page: Ctrl+K as soon
   * as the document is parsed, while the page is still starting, then a 20-character query typed key by key. In the
   * page's clock: the key to a search field shown (the box that takes the typing while the modal loads, or the modal),
   * and the last keystroke to the first results for the whole query (the box's or the modal's), index load included.
   * A key the page lost leaves search closed: null.
   */
  async function phoneColdRun(query: string) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript('globalThis.__name = (f) => f;');
    await context.addInitScript((text: string) => {
      const marks: { key?: number; open?: number; last?: number; results?: number } = {};
      Object.defineProperty(window, '__phoneMarks', { value: marks });
      addEventListener(
        'keydown',
        (event) => {
          if (marks.key === undefined && event.key === 'k' && event.ctrlKey) marks.key = performance.now();
          else if (event.key.length === 1 && !event.ctrlKey) marks.last = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        // Open: a search field is on screen and takes the typing, the modal's or the box shown while it loads.
        const field = document.querySelector('.DocSearch-Modal .DocSearch-Input, [data-search-shell] input');
        if (field && marks.open === undefined) marks.open = performance.now();
        // Results for the whole query, in the modal or in the box that lists them while the modal loads.
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
        const box = document.querySelector<HTMLInputElement>('[data-search-shell] input');
        if (
          (input?.value === text && document.querySelector('.DocSearch-Hits .DocSearch-Hit')) ||
          (box?.value === text && document.querySelector('[data-search-shell] [role="option"]'))
        )
          marks.results ??= performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, query);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin + startPath, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query);
    const done = await page
      .waitForFunction(() => (window as unknown as { __phoneMarks: { results?: number } }).__phoneMarks.results, null, {
        timeout: 30_000,
      })
      .then(() => true)
      .catch(() => false);
    const marks = await page.evaluate(
      () =>
        (window as unknown as { __phoneMarks: { key?: number; open?: number; last?: number; results?: number } })
          .__phoneMarks,
    );
    await context.close();
    const since = (from?: number, to?: number) =>
      from === undefined || to === undefined ? null : Math.round(Math.max(0, to - from));
    return {
      keyToOpenMs: since(marks.key, marks.open),
      lastKeyToResultsMs: done ? since(marks.last, marks.results) : null,
    };
  }

  async function chromiumRun({ syntheticIndex }: { syntheticIndex?: SearchIndexFile } = {}) {
    // The page's own clock for the first search: Playwright's round trips (each typed key, each waitFor poll)
    // are part of the wall time above, not of what a visitor waits for.
    const context = await markedContext();
    const page = await context.newPage();
    if (syntheticIndex) {
      await page.route('**/search-index/manifest.json', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            v: 1,
            language: syntheticIndex.language,
            index: 'index.5e7e7e7e7e7e.json',
            records: syntheticIndex.records.length,
            bytes: 0,
          }),
        }),
      );
      const body = JSON.stringify(syntheticIndex);
      await page.route('**/search-index/index.5e7e7e7e7e7e.json', (route) =>
        route.fulfill({ contentType: 'application/json', body }),
      );
    }
    const loaded: Array<{ url: string; type: string; phase: string }> = [];
    page.on('request', (request) =>
      loaded.push({ url: request.url(), type: request.resourceType(), phase: 'pending' }),
    );
    await openStartPage(page);
    const firstLoad = loaded.splice(0).filter((r) => r.type === 'script' || r.type === 'stylesheet');
    const firstLoadSearch = firstLoad
      .map((r) => assetBytes(r.url))
      .filter((b): b is Buffer => b !== null && MARKERS.test(b.toString('utf8')));
    const t0 = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const firstQuery = queries[0];
    await page.keyboard.type(firstQuery);
    await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor({ timeout: 30_000 });
    const timeToFirstResults = Date.now() - t0;
    const since = await marksSinceKey(page);
    const inPage = { toInputMs: since.input, toFirstHitMs: since.hit };
    const intentAssets = loaded
      .filter((r) => r.type === 'script' || r.type === 'stylesheet')
      .map((r) => assetBytes(r.url))
      .filter((b): b is Buffer => b !== null);
    // Helpers installed once in the page; each keystroke is timed inside the page (wall time to the
    // next frame after the results render) and, around it, the renderer's main-thread busy time is
    // read through the DevTools protocol (TaskDuration), which other processes on the machine do not
    // inflate the way they inflate wall time.
    await page.evaluate(() => {
      const win = window as unknown as BenchWindow;
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      const modal = document.querySelector('.DocSearch-Modal');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!input || !modal || !setter) throw new Error('The search modal is not open.');
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const until = (predicate: () => boolean) =>
        new Promise<void>((resolve) => {
          if (predicate()) return resolve();
          const observer = new MutationObserver(() => {
            if (predicate()) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(modal, { childList: true, subtree: true });
        });
      const type = (text: string) => {
        setter.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const rendered = () => document.querySelector('.DocSearch-Hits .DocSearch-Hit, .DocSearch-NoResults');
      win.__benchClear = async () => {
        type('');
        await until(() => !rendered());
        await frame();
      };
      win.__benchType = async (query) => {
        const start = performance.now();
        type(query);
        await until(() => Boolean(rendered()));
        await frame();
        return performance.now() - start;
      };
    });
    // Wall time suffers when other processes share the CPU: a trace also gives the renderer main
    // thread's CPU time (tdur of its top-level tasks) between the marks around each keystroke.
    const cdp = await context.newCDPSession(page);
    const traceEvents: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,blink.user_timing,__metadata',
      transferMode: 'ReportEvents',
    });
    const keystroke: number[] = [];
    const list = queries.slice(0, 120);
    for (const [i, query] of list.entries()) {
      await page.evaluate(() => (window as unknown as BenchWindow).__benchClear());
      await page.evaluate((n) => performance.mark(`bench-start-${n}`), i);
      keystroke.push(await page.evaluate((q) => (window as unknown as BenchWindow).__benchType(q), query));
      await page.evaluate((n) => performance.mark(`bench-end-${n}`), i);
    }
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    const mainThread = traceEvents.find(
      (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
    );
    const marks = new Map(traceEvents.filter((e) => /^bench-(start|end)-\d+$/.test(e.name)).map((e) => [e.name, e.ts]));
    const tasks = traceEvents.filter(
      (e) => e.ph === 'X' && /(^|::)RunTask$/.test(e.name) && e.tid === mainThread?.tid && typeof e.tdur === 'number',
    );
    const keystrokeWork = list
      .map((_, i) => [marks.get(`bench-start-${i}`), marks.get(`bench-end-${i}`)])
      .filter((pair): pair is [number, number] => pair[0] !== undefined && pair[1] !== undefined)
      .map(
        ([from, to]) =>
          tasks.filter((t) => t.ts >= from && t.ts <= to).reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000,
      );
    // Once loaded: the modal closed and opened again with the shortcut (code and index already in memory), a new
    // query typed, until its highlighted hits are on screen (a <mark> is only in the hits of a query).
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    const again = queries[1] ?? firstQuery;
    const t1 = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(again);
    const loadedFirstResults = await page
      .locator('.DocSearch-Hits .DocSearch-Hit mark')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => Date.now() - t1)
      .catch(() => null);
    await context.close();
    return {
      firstLoadScripts: firstLoad.length,
      firstLoadSearchBytesGzip: firstLoadSearch.reduce((sum, b) => sum + gz(b), 0),
      intentBytesGzip: intentAssets.reduce((sum, b) => sum + gz(b), 0),
      intentAssets: intentAssets.length,
      timeToFirstResultsMs: timeToFirstResults,
      inPage,
      firstResultsOnceLoadedMs: loadedFirstResults,
      keystrokes: keystroke,
      keystrokeWorkMs: keystrokeWork,
    };
  }

  /**
   * The first search without Playwright's typing: from the Ctrl+K keydown to the input, and to the first hit of
   * the query on screen, the query set as the input appears.
   */
  async function firstResultsRun(query: string): Promise<{ toInputMs: number | null; toHitsMs: number | null }> {
    const context = await markedContext(query);
    const page = await context.newPage();
    await openStartPage(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor({ timeout: 30_000 });
    const since = await marksSinceKey(page);
    await context.close();
    return { toInputMs: since.input, toHitsMs: since.hits };
  }

  const chromiumRuns: Array<Awaited<ReturnType<typeof chromiumRun>>> = [];
  for (let i = 0; i < runs; i++) chromiumRuns.push(await chromiumRun());
  // A whole word of the corpus (the queries' first kind), so it has hits.
  const firstQuery = queries.find((q) => !q.includes(' ') && q.length >= 5) ?? queries[0];
  const firstRuns: Array<Awaited<ReturnType<typeof firstResultsRun>>> = [];
  for (let i = 0; i < Math.max(runs, 7); i++) firstRuns.push(await firstResultsRun(firstQuery));
  const measured = (ms: number | null): ms is number => typeof ms === 'number';
  const firstInput = percentiles(firstRuns.map((r) => r.toInputMs).filter(measured));
  const firstHits = percentiles(firstRuns.map((r) => r.toHitsMs).filter(measured));
  const ttfr = percentiles(chromiumRuns.map((r) => r.timeToFirstResultsMs));
  const inPageMs = (pick: (r: (typeof chromiumRuns)[number]) => number | null) =>
    percentiles(chromiumRuns.map(pick).filter(measured));
  const inPageInput = inPageMs((r) => r.inPage.toInputMs);
  const inPageHit = inPageMs((r) => r.inPage.toFirstHitMs);
  const onceLoaded = percentiles(chromiumRuns.map((r) => r.firstResultsOnceLoadedMs).filter(measured));
  const keys = percentiles(chromiumRuns.flatMap((r) => r.keystrokes));
  const keysWork = percentiles(chromiumRuns.flatMap((r) => r.keystrokeWorkMs));
  const phoneQuery = PHONE_QUERIES[benchLocale] ?? PHONE_QUERIES.en;
  const phoneRuns: Array<Awaited<ReturnType<typeof phoneColdRun>>> = [];
  for (let i = 0; i < runs; i++) phoneRuns.push(await phoneColdRun(phoneQuery));
  const phoneOpen = percentiles(phoneRuns.map((r) => r.keyToOpenMs).filter(measured));
  const phoneResults = percentiles(phoneRuns.map((r) => r.lastKeyToResultsMs).filter(measured));
  const bigRuns = [await chromiumRun({ syntheticIndex: big })];
  const bigTtfr = bigRuns[0].timeToFirstResultsMs;
  const bigKeys = percentiles(bigRuns[0].keystrokes);
  const bigKeysWork = percentiles(bigRuns[0].keystrokeWorkMs);
  await browser.close();
  server.close();

  const engineBytes = chromiumRuns[0].intentBytesGzip;
  console.log(`\nChromium (${startPath}, ${runs} cold page loads):`);
  console.log(
    `  search code on first load: ${kb(chromiumRuns[0].firstLoadSearchBytesGzip)} gzip (${chromiumRuns[0].firstLoadScripts} scripts and styles before hydration)`,
  );
  console.log(
    `  search code loaded on intent (modal, engine, stemmer, CSS): ${chromiumRuns[0].intentAssets} files, ${kb(engineBytes)} gzip`,
  );
  console.log(
    `  time to first results after page load (Ctrl+K, type, first hit): median ${ttfr.p50} ms, max ${ttfr.max} ms`,
  );
  console.log(
    `    in the page's clock, from the Ctrl+K keydown: input shown median ${inPageInput.p50 ?? '–'} ms (max ${inPageInput.max ?? '–'}), first hit median ${inPageHit.p50 ?? '–'} ms (max ${inPageHit.max ?? '–'}; typing included)`,
  );
  console.log(
    `  first results, the query set as the input appears ("${firstQuery}", ${firstRuns.length} cold page loads): input median ${firstInput.p50} ms, hits median ${firstHits.p50} ms (runs ${firstRuns.map((r) => r.toHitsMs).join(', ')})`,
  );
  console.log(
    `  first results once loaded (modal closed, Ctrl+K again, a new query): median ${onceLoaded.p50 ?? '–'} ms, max ${onceLoaded.max ?? '–'} ms`,
  );
  console.log(`  keystroke to rendered results (wall, to the next frame): ${fmt(keys)}`);
  console.log(
    `  phone profile (390 px, touch, CPU 4x slower), cold page, Ctrl+K at DOMContentLoaded, "${phoneQuery}" typed: ` +
      `key to open modal median ${phoneOpen.p50 ?? '–'} ms (max ${phoneOpen.max ?? '–'}), last keystroke to first ` +
      `results median ${phoneResults.p50 ?? '–'} ms (max ${phoneResults.max ?? '–'}), goal <= 300 ms each; ` +
      `${phoneRuns.filter((r) => r.keyToOpenMs === null).length} of ${phoneRuns.length} first keys lost`,
  );
  console.log(`  main-thread CPU per keystroke (trace): ${fmt(keysWork)}`);
  console.log(
    `Chromium, synthetic corpus x${scale}: time to first results ${bigTtfr} ms\n` +
      `  keystroke to rendered results (wall): ${fmt(bigKeys)}\n  main-thread CPU per keystroke: ${fmt(bigKeysWork)}`,
  );

  const results = {
    date: new Date().toISOString(),
    loadAverage: loadavg(),
    node: process.version,
    build: path.relative(root, buildDir) || '.',
    locale: benchLocale,
    queries: queries.length,
    index: Object.fromEntries(
      Object.entries(indexes).map(([l, i]) => [
        l,
        { file: i.file, pages: i.pages, records: i.records, rawBytes: i.rawBytes, gzipBytes: i.gzipBytes },
      ]),
    ),
    engineBytesGzip: engineBytes,
    firstLoadSearchBytesGzip: chromiumRuns[0].firstLoadSearchBytesGzip,
    chromium: {
      timeToFirstResultsMs: ttfr,
      inPageToInputMs: inPageInput,
      inPageToFirstHitMs: inPageHit,
      firstResults: { query: firstQuery, toInputMs: firstInput, toHitsMs: firstHits },
      firstResultsOnceLoadedMs: onceLoaded,
      keystrokeToResultsMs: keys,
      keystrokeMainThreadWorkMs: keysWork,
      phoneCold: { query: phoneQuery, keyToOpenMs: phoneOpen, lastKeyToResultsMs: phoneResults },
    },
    nodeEngine: node,
    synthetic: {
      factor: scale,
      records: big.records.length,
      rawBytes: bigRaw.length,
      gzipBytes: gz(bigRaw),
      node: nodeBig,
      chromium: {
        timeToFirstResultsMs: bigTtfr,
        keystrokeToResultsMs: bigKeys,
        keystrokeMainThreadWorkMs: bigKeysWork,
      },
    },
  };
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'search.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench-results/search.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
