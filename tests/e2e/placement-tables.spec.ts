import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { load } from 'cheerio';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

import type { SearchIndexFile, SearchManifest } from '../../src/search/types';
import { textOf } from '../../src/plugins/markdown/table-cards';
import { parseTree } from '../../scripts/lib/translations/markdown';
import { buildDir } from './built-site';
import { localePrefix as prefix, locales, type Locale } from './fixtures';

/**
 * What the build reads from its own HTML (the search records, the Markdown copies, llms-full.txt) holds every table
 * a reader sees on the placement pages: each page shows as many tables as its source has (Markdown tables and
 * <PlacementSpecs> spec tables), every cell of every one of them is in the page's Markdown copy and in llms-full.txt,
 * and every body cell (a row's label and values) in the page's search records. A table the readers of the HTML missed (content a renderer moved out of line,
 * a table rendered only in the browser) fails here.
 */
const PLACEMENTS = [
  'ad-placements/brave-browser/ntt',
  'ad-placements/brave-browser/dynamic-ntt',
  'ad-placements/brave-browser/notification',
  'ad-placements/brave-search/keyword',
];

const root = path.resolve(__dirname, '../..');
/** Whitespace folded, soft hyphens (long words on phones) and zero-width marks dropped. */
const norm = (text: string): string =>
  text
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

type MdNode = { type: string; name?: string | null; value?: string; children?: MdNode[] };
const parser = unified().use(remarkParse).use(remarkGfm);

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The texts of every table cell of some Markdown. */
function markdownCells(markdown: string): Set<string> {
  const cells = new Set<string>();
  walk(parser.parse(markdown) as MdNode, (node) => {
    if (node.type === 'tableCell') cells.add(norm(textOf(node as Parameters<typeof textOf>[0])));
  });
  return cells;
}

/** The source of a placement page in a locale (English docs, or the locale's translation). */
function sourceOf(locale: Locale, page: string): string {
  const base =
    locale === 'en'
      ? path.join(root, 'docs')
      : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
  return fs.readFileSync(path.join(base, `${page}.mdx`), 'utf8');
}

/** Markdown tables and spec tables in a page's source. */
function sourceTableCount(source: string): number {
  let count = 0;
  walk(parseTree(source, true) as MdNode, (node) => {
    if (node.type === 'table') count += 1;
    if (node.type === 'mdxJsxFlowElement' && node.name === 'PlacementSpecs') count += 1;
  });
  return count;
}

function searchIndex(locale: Locale): SearchIndexFile {
  const dir = path.join(buildDir, prefix(locale), 'search-index');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SearchManifest;
  return JSON.parse(fs.readFileSync(path.join(dir, manifest.index), 'utf8')) as SearchIndexFile;
}

for (const locale of locales) {
  test(`${locale}: every table of the placement pages is in the Markdown copies, llms-full.txt and the search records`, () => {
    const index = searchIndex(locale);
    const llmsFull = markdownCells(fs.readFileSync(path.join(buildDir, prefix(locale), 'llms-full.txt'), 'utf8'));
    for (const page of PLACEMENTS) {
      const route = `${prefix(locale)}/${page}`;
      const $ = load(fs.readFileSync(path.join(buildDir, `${route}.html`), 'utf8'));
      const tables = $('article table').toArray();
      expect([route, tables.length]).toEqual([route, sourceTableCount(sourceOf(locale, page))]);
      const textsOf = (selector: string): string[] =>
        [
          ...new Set(
            tables.flatMap((table) =>
              $(table)
                .find(selector)
                .toArray()
                .map((cell) => norm($(cell).text())),
            ),
          ),
        ].filter(Boolean);
      const cells = textsOf('th, td');
      // The search records hold the rows (a row's label with its cells); column headers are not records.
      const bodyCells = textsOf('tbody th, tbody td');
      expect(cells.length, `${route}: cells`).toBeGreaterThan(10);

      const copy = markdownCells(fs.readFileSync(path.join(buildDir, `${route}.md`), 'utf8'));
      expect([route, 'Markdown copy', cells.filter((cell) => !copy.has(cell))]).toEqual([route, 'Markdown copy', []]);
      expect([route, 'llms-full.txt', cells.filter((cell) => !llmsFull.has(cell))]).toEqual([
        route,
        'llms-full.txt',
        [],
      ]);

      const pageIndex = index.pages.findIndex(([pageRoute]) => pageRoute === route);
      expect(pageIndex, `${route} in the search index`).toBeGreaterThanOrEqual(0);
      const records = norm(
        index.records
          .filter(([p]) => p === pageIndex)
          .map((record) => record[4])
          .join(' | '),
      );
      expect([route, 'search records', bodyCells.filter((cell) => !records.includes(cell))]).toEqual([
        route,
        'search records',
        [],
      ]);
    }
  });
}
