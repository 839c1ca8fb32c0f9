#!/usr/bin/env -S npx tsx
/**
 * Relevance benchmark: the blind judged set of scripts/relevance/judged (written per locale from the pages, before any
 * engine ran, split once into dev and test), run through our engine (the built index of each locale) and through
 * Pagefind (a devDependency, used here only) indexing the same pages and the same regions of them, side by side.
 * Scored at page level: success@1, success@3, MRR@10 and the share of queries with no result, per locale and half,
 * and per kind of query. Tune on dev only: --verbose lists dev misses, never test ones. Exits 1 when a target is
 * missed.
 *
 *   npm run bench:relevance -- [--dir build] [--locale en,de] [--no-pagefind] [--verbose]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import { load } from 'cheerio';

import { searchRulesFor } from '../src/data/search-thesaurus';
import { EXCLUDED_SELECTORS } from '../src/plugins/content/search-index/extract';
import { pageKindOf } from '../src/plugins/content/search-index/build';
import { htmlFilesFor } from '../src/plugins/content/search-index/routes';
import { createAnalyzer } from '../src/search/analysis';
import { SearchEngine } from '../src/search/engine';
import { RANKING } from '../src/search/ranking';
import { loadStemmer } from '../src/search/stemmers';
import type { SearchIndexFile, SearchManifest } from '../src/search/types';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { judgedSet, type JudgedLocale, type JudgedQuery } from './relevance/judged/split';
import { score, TARGETS, type Scores } from './relevance/score';

type RelevanceLocale = JudgedLocale;
const LOCALES: RelevanceLocale[] = ['en', 'de', 'es', 'fr', 'pt'];
const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    locale: { type: 'string', default: LOCALES.join(',') },
    'no-pagefind': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench-results/relevance.json' },
    // Tuning on dev: page-score weights to try instead of RANKING.pageScore's, as JSON ({"title": 2}).
    weights: { type: 'string' },
  },
});
const buildDir = path.resolve(root, values.dir);
if (values.weights) Object.assign(RANKING.pageScore, JSON.parse(values.weights) as Partial<typeof RANKING.pageScore>);
const locales = values.locale.split(',').map((l) => l.trim()) as RelevanceLocale[];

const localeDir = (locale: string) => (locale === 'en' ? buildDir : path.join(buildDir, locale));
const localePrefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

function readIndex(locale: string): { file: SearchIndexFile; bytes: number; gzip: number } {
  const dir = path.join(localeDir(locale), 'search-index');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SearchManifest;
  const raw = readFileSync(path.join(dir, manifest.index));
  return { file: JSON.parse(raw.toString('utf8')) as SearchIndexFile, bytes: raw.length, gzip: gzipSync(raw).length };
}

/** `/es/account-management/billing` -> `/account-management/billing`; `/es/` -> `/`. */
function pageKey(locale: string, pathname: string): string {
  const prefix = localePrefix(locale);
  let key = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  key = key.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  return key === '' ? '/' : key;
}

async function oursFor(locale: string, file: SearchIndexFile): Promise<(query: string) => string[]> {
  // Page kinds as the build derives them now (a build from before they existed has none).
  for (const page of file.pages) {
    const kind = pageKindOf(pageKey(locale, page[0]));
    if (kind && page[5] === undefined) page.splice(4, 2, page[4] ?? '', kind);
  }
  const engine = await SearchEngine.create(file, createAnalyzer(locale, await loadStemmer(locale)), 0);
  // The search rules (termbase synonyms and thesaurus) as they are now (the build ships the same rows), so editing them needs no rebuild.
  engine.setSynonyms(searchRulesFor(locale).map(({ when, add }) => [when, add] as const));
  return (query) => {
    const pages: string[] = [];
    for (const hit of engine.search(query, []).hits) {
      const key = pageKey(locale, new URL(hit.record.url_without_anchor).pathname);
      if (!pages.includes(key)) pages.push(key);
      if (pages.length >= 10) break;
    }
    return pages;
  };
}

/**
 * Pagefind over the same pages as our index, reading the same region (the article without the excluded parts) and
 * the same keywords.
 */
async function buildPagefind(locale: string, file: SearchIndexFile, outDir: string): Promise<void> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: locale });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const base = `${localePrefix(locale)}/`;
  for (const [route] of file.pages) {
    const htmlFile = htmlFilesFor(localeDir(locale), route, base).find((candidate) => existsSync(candidate));
    if (!htmlFile) throw new Error(`No HTML file for ${route}`);
    const $ = load(readFileSync(htmlFile, 'utf8'));
    $(EXCLUDED_SELECTORS).remove();
    const article = $('article').first();
    const body = (article.length ? article : $('main').first()).attr('data-pagefind-body', '');
    // Our index reads the page's keywords (its meta tag): Pagefind gets them too, as text of the region, weighted as a
    // heading, so both engines see the same words.
    const keywords = ($('meta[name="keywords"]').attr('content') ?? '').trim();
    if (keywords) body.append($('<p data-pagefind-weight="7"></p>').text(keywords.replace(/,/g, ', ')));
    const added = await index.addHTMLFile({ url: route, content: $.html() });
    if (added.errors.length) throw new Error(`Pagefind ${route}: ${added.errors.join('; ')}`);
  }
  await index.writeFiles({ outputPath: outDir });
}

type Half = 'dev' | 'test';
type Judged = JudgedQuery & { half: Half };
type Table = Record<string, Record<Half, { ours: Scores; pagefind?: Scores }>>;

async function main(): Promise<void> {
  for (const locale of locales) {
    if (!existsSync(path.join(localeDir(locale), 'search-index', 'manifest.json'))) {
      console.error(`No search index for ${locale} in ${buildDir}: build the site first.`);
      process.exit(1);
    }
  }
  const judged: Record<string, Judged[]> = {};
  for (const locale of locales) {
    const { dev, test } = judgedSet(locale);
    judged[locale] = [
      ...dev.map((query) => ({ ...query, half: 'dev' as const })),
      ...test.map((query) => ({ ...query, half: 'test' as const })),
    ];
  }
  const table: Table = {};
  const sizes: Record<string, { bytes: number; gzip: number; records: number }> = {};
  const pagefindRoot = path.join(tmpdir(), `bench-relevance-pagefind-${process.pid}`);
  const rankedOurs: Record<string, string[][]> = {};
  for (const locale of locales) {
    const { file, bytes, gzip } = readIndex(locale);
    sizes[locale] = { bytes, gzip, records: file.records.length };
    // A judged page the build does not index is a miss for both engines. Pages left out on purpose (the noindex demos,
    // config/search.ts) are named; any other (renamed, removed) stops the run.
    const indexed = new Set(file.pages.map(([route]) => pageKey(locale, route)));
    const missing = [...new Set(judged[locale].flatMap((query) => query.pages))].filter((page) => !indexed.has(page));
    const unexpected = missing.filter((page) => !/^\/(demos\/|category\/(demos|dynamic-ntt)$)/.test(page));
    if (unexpected.length) throw new Error(`Judged pages missing from the ${locale} index: ${unexpected.join(', ')}`);
    const unreachable = judged[locale].filter((query) => query.pages.every((page) => !indexed.has(page))).length;
    if (unreachable)
      console.log(
        `${locale}: ${unreachable} judged queries name only pages left out of search (${missing.join(', ')})`,
      );
    const ours = await oursFor(locale, file);
    rankedOurs[locale] = judged[locale].map((query) => ours(query.q));
    if (!values['no-pagefind']) await buildPagefind(locale, file, path.join(pagefindRoot, locale, 'pagefind'));
  }
  let rankedPagefind: Record<string, string[][]> | null = null;
  if (!values['no-pagefind']) {
    (await import('pagefind')).close();
    rankedPagefind = await runPagefind(
      pagefindRoot,
      Object.fromEntries(locales.map((locale) => [locale, judged[locale].map((query) => query.q)])),
    );
    rmSync(pagefindRoot, { recursive: true, force: true });
  }

  let met = true;
  const rows: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(0).padStart(3)}%`;
  const fmt = (s: Scores) => `${pct(s.success1)} ${pct(s.success3)}  ${s.mrr10.toFixed(3)} ${pct(s.zero)}`;
  const header = (first: string) =>
    `${first.padEnd(17)}   n |  ours: s@1  s@3   MRR  zero | pagefind: s@1  s@3   MRR  zero`;
  const pick = (ranked: Record<string, string[][]>, keep: (query: Judged, locale: string) => boolean) =>
    locales.flatMap((locale) =>
      judged[locale]
        .map((query, i) => ({ query, ranked: ranked[locale][i], relevant: query.pages }))
        .filter(({ query }) => keep(query, locale)),
    );
  const line = (label: string, keep: (query: Judged, locale: string) => boolean) => {
    const ours = score(pick(rankedOurs, keep));
    const pf = rankedPagefind ? score(pick(rankedPagefind, keep)) : undefined;
    return {
      ours,
      pf,
      text: `${label.padEnd(17)} ${String(ours.n).padStart(3)} |       ${fmt(ours)}${pf ? ` |           ${fmt(pf)}` : ''}`,
    };
  };
  rows.push(header('locale half'));
  for (const locale of locales) {
    table[locale] = {} as Table[string];
    for (const half of ['dev', 'test'] as const) {
      const { ours, pf, text } = line(`${locale} ${half}`, (query, l) => l === locale && query.half === half);
      table[locale][half] = { ours, ...(pf ? { pagefind: pf } : {}) };
      rows.push(text);
      if (ours.success3 < TARGETS.success3 || ours.mrr10 < TARGETS.mrr10 || ours.zero > TARGETS.zero) met = false;
      if (pf && ours.success3 - pf.success3 < TARGETS.aheadOfPagefind) met = false;
    }
  }
  for (const half of ['dev', 'test'] as const) {
    rows.push('', header(`kind (${half}, all)`));
    const kinds = [...new Set(locales.flatMap((locale) => judged[locale].map((query) => query.kind)))].sort();
    for (const kind of kinds) rows.push(line(kind, (query) => query.half === half && query.kind === kind).text);
    rows.push(line('all', (query) => query.half === half).text);
  }
  console.log(rows.join('\n'));
  console.log(
    `\nIndex size: ${locales.map((l) => `${l} ${(sizes[l].bytes / 1024).toFixed(0)} KB (${(sizes[l].gzip / 1024).toFixed(0)} KB gzip)`).join(', ')}`,
  );
  if (values.verbose) {
    // Dev misses only: the test half is never looked at query by query.
    for (const locale of locales) {
      judged[locale].forEach((query, i) => {
        if (query.half !== 'dev') return;
        const ranked = rankedOurs[locale][i];
        const rank = ranked.findIndex((page) => query.pages.includes(page));
        if (rank !== 0) {
          const pf = rankedPagefind?.[locale][i].findIndex((page) => query.pages.includes(page));
          console.log(
            `${locale} dev ${query.id} ${query.kind} "${query.q}" -> ${query.pages.join(' ')}: ours ${rank < 0 ? 'miss' : rank + 1}${pf === undefined ? '' : `, pagefind ${pf < 0 ? 'miss' : pf + 1}`}; top ${ranked.slice(0, 3).join(' ')}`,
          );
        }
      });
    }
  }
  console.log(
    `\nTargets (every locale and half: success@3 >= ${TARGETS.success3}, MRR@10 >= ${TARGETS.mrr10}, zero <= ${TARGETS.zero * 100} %, success@3 ${TARGETS.aheadOfPagefind * 100} points ahead of Pagefind): ${met ? 'met' : 'NOT met'}`,
  );
  const out = path.resolve(root, values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), sizes, table }, null, 2));
  process.exitCode = met ? 0 : 1;
}

/** Pagefind answers in a browser (its search runs in WebAssembly there): one page per locale, served from `dir`. */
async function runPagefind(dir: string, queriesOf: Record<string, string[]>): Promise<Record<string, string[][]>> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file) || pathname.endsWith('/')) {
      response
        .writeHead(pathname === '/' ? 200 : 404, { 'content-type': 'text/html' })
        .end('<!doctype html><title>bench</title>');
      return;
    }
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.wasm')
        ? 'application/wasm'
        : 'application/octet-stream';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    ...(existsSync(CHROMIUM_PATH) ? { executablePath: CHROMIUM_PATH } : {}),
    args: [...CHROMIUM_FLAGS],
  });
  const out: Record<string, string[][]> = {};
  try {
    for (const locale of locales) {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const queries = queriesOf[locale];
      const urls = await page.evaluate(
        async ({ src, queries }) => {
          const pagefind = await import(src);
          await pagefind.options({ baseUrl: '/' });
          await pagefind.init();
          const results: string[][] = [];
          for (const query of queries) {
            const search = await pagefind.search(query);
            const data = await Promise.all(
              search.results.slice(0, 10).map((result: { data: () => Promise<{ url: string }> }) => result.data()),
            );
            results.push(data.map((d: { url: string }) => d.url));
          }
          return results;
        },
        { src: `${origin}/${locale}/pagefind/pagefind.js`, queries },
      );
      if (values.verbose) console.log(`pagefind ${locale} sample: ${urls[0].slice(0, 3).join(' ')}`);
      out[locale] = urls.map((list) => {
        const keys: string[] = [];
        for (const url of list) {
          const key = pageKey(locale, url.split('#')[0]);
          if (!keys.includes(key)) keys.push(key);
        }
        return keys;
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
