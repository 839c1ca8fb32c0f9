#!/usr/bin/env -S npx tsx
/**
 * Relevance benchmark: the judged queries of scripts/relevance/queries.ts, in every locale, run through our engine
 * (the built index of each locale) and through Pagefind (a devDependency, used here only) indexing the same pages
 * and the same regions of them, side by side. Scored at page level: success@1, success@3, MRR@10 and the share of
 * queries with no result, for the tuning half and the held-out half. Exits 1 when a target is missed.
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

import { searchSynonymsFor } from '../src/data/search-synonyms';
import { EXCLUDED_SELECTORS } from '../src/plugins/content/search-index/extract';
import { htmlFilesFor } from '../src/plugins/content/search-index/routes';
import { createAnalyzer } from '../src/search/analysis';
import { SearchEngine } from '../src/search/engine';
import { loadStemmer } from '../src/search/stemmers';
import type { SearchIndexFile, SearchManifest } from '../src/search/types';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { halfOf, JUDGED_QUERIES, type RelevanceLocale } from './relevance/queries';
import { score, TARGETS, type Scores } from './relevance/score';

const LOCALES: RelevanceLocale[] = ['en', 'de', 'es', 'fr', 'pt'];
const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    locale: { type: 'string', default: LOCALES.join(',') },
    'no-pagefind': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench-results/relevance.json' },
  },
});
const buildDir = path.resolve(root, values.dir);
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
  const engine = await SearchEngine.create(file, createAnalyzer(locale, await loadStemmer(locale)), 0);
  // The termbase's synonyms as they are now (the build ships the same rows), so editing them needs no rebuild.
  engine.setSynonyms(searchSynonymsFor(locale).map(({ when, add }) => [when, add] as const));
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

type Table = Record<string, { ours: Record<string, Scores>; pagefind?: Record<string, Scores> }>;

async function main(): Promise<void> {
  for (const locale of locales) {
    if (!existsSync(path.join(localeDir(locale), 'search-index', 'manifest.json'))) {
      console.error(`No search index for ${locale} in ${buildDir}: build the site first.`);
      process.exit(1);
    }
  }
  const table: Table = {};
  const sizes: Record<string, { bytes: number; gzip: number; records: number }> = {};
  const pagefindRoot = path.join(tmpdir(), `bench-relevance-pagefind-${process.pid}`);
  const rankedOurs: Record<string, string[][]> = {};
  for (const locale of locales) {
    const { file, bytes, gzip } = readIndex(locale);
    sizes[locale] = { bytes, gzip, records: file.records.length };
    // A judged page the build does not index (renamed, removed) would count as a miss: stop instead.
    const indexed = new Set(file.pages.map(([route]) => pageKey(locale, route)));
    const missing = [...new Set(JUDGED_QUERIES.flatMap((judged) => judged.pages))].filter((page) => !indexed.has(page));
    if (missing.length) throw new Error(`Judged pages missing from the ${locale} index: ${missing.join(', ')}`);
    const ours = await oursFor(locale, file);
    rankedOurs[locale] = JUDGED_QUERIES.map((judged) => ours(judged.q[locale]));
    if (!values['no-pagefind']) await buildPagefind(locale, file, path.join(pagefindRoot, locale, 'pagefind'));
  }
  let rankedPagefind: Record<string, string[][]> | null = null;
  if (!values['no-pagefind']) {
    (await import('pagefind')).close();
    rankedPagefind = await runPagefind(pagefindRoot);
    rmSync(pagefindRoot, { recursive: true, force: true });
  }

  let met = true;
  const rows: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(0).padStart(3)}%`;
  const fmt = (s: Scores) => `${pct(s.success1)} ${pct(s.success3)}  ${s.mrr10.toFixed(3)} ${pct(s.zero)}`;
  rows.push('locale half      n |  ours: s@1  s@3   MRR  zero | pagefind: s@1  s@3   MRR  zero');
  for (const locale of locales) {
    table[locale] = { ours: {} };
    for (const half of ['tune', 'held-out', 'all'] as const) {
      const pick = (ranked: string[][]) =>
        JUDGED_QUERIES.map((judged, i) => ({ ranked: ranked[i], relevant: judged.pages })).filter(
          (_, i) => half === 'all' || halfOf(i) === half,
        );
      const ours = score(pick(rankedOurs[locale]));
      table[locale].ours[half] = ours;
      let line = `${locale.padEnd(6)} ${half.padEnd(8)} ${String(ours.n).padStart(3)} |       ${fmt(ours)}`;
      if (rankedPagefind) {
        const pf = score(pick(rankedPagefind[locale]));
        (table[locale].pagefind ??= {})[half] = pf;
        line += ` |           ${fmt(pf)}`;
        if (ours.mrr10 <= pf.mrr10 && half !== 'all') met = false;
      }
      if (ours.success3 < TARGETS.success3 || ours.mrr10 < TARGETS.mrr10 || ours.zero > TARGETS.zero) met = false;
      rows.push(line);
    }
  }
  console.log(rows.join('\n'));
  console.log(
    `\nIndex size: ${locales.map((l) => `${l} ${(sizes[l].bytes / 1024).toFixed(0)} KB (${(sizes[l].gzip / 1024).toFixed(0)} KB gzip)`).join(', ')}`,
  );
  if (values.verbose) {
    for (const locale of locales) {
      JUDGED_QUERIES.forEach((judged, i) => {
        const ranked = rankedOurs[locale][i];
        const rank = ranked.findIndex((page) => judged.pages.includes(page));
        if (rank !== 0) {
          const pf = rankedPagefind?.[locale][i].findIndex((page) => judged.pages.includes(page));
          console.log(
            `${locale} ${halfOf(i)} #${i} "${judged.q[locale]}": ours ${rank < 0 ? 'miss' : rank + 1}${pf === undefined ? '' : `, pagefind ${pf < 0 ? 'miss' : pf + 1}`}; top ${ranked.slice(0, 3).join(' ')}`,
          );
        }
      });
    }
  }
  console.log(
    `\nTargets (every locale and half: success@3 >= ${TARGETS.success3}, MRR@10 >= ${TARGETS.mrr10}, zero <= ${TARGETS.zero * 100} %, MRR ahead of Pagefind): ${met ? 'met' : 'NOT met'}`,
  );
  const out = path.resolve(root, values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), sizes, table }, null, 2));
  process.exitCode = met ? 0 : 1;
}

/** Pagefind answers in a browser (its search runs in WebAssembly there): one page per locale, served from `dir`. */
async function runPagefind(dir: string): Promise<Record<string, string[][]>> {
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
      const queries = JUDGED_QUERIES.map((judged) => judged.q[locale]);
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
