/**
 * One locale's pages -> the content-hashed index file and its manifest. Build-time only.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  RECORD_TYPES,
  SEARCH_FILES_DIR,
  type CompactPage,
  type CompactRecord,
  type PageKind,
  type SearchIndexFile,
  type SearchManifest,
} from '../../../search/types';
import { policyPageOf } from '../../../data/policies';
import { searchRulesFor } from '../../../data/search-thesaurus';
import { createAnalyzer } from '../../../search/analysis';
import { surfaceFormsOf } from '../../../search/engine';
import { createMiniSearch, expandRecords } from '../../../search/indexFile';
import { packIndex } from '../../../search/packedIndex';
import { loadStemmer } from '../../../search/stemmers';
import type { ExtractedPage } from './extract';

export interface PageInput {
  /** Route path with the locale's base URL (`/es/account-management/billing`). */
  route: string;
  page: ExtractedPage;
  /** The page's kind (pageKindOf), absent for a help page. */
  kind?: PageKind;
}

/**
 * A page's kind from the site's own data: the advertiser policy pages (src/data/policies.ts, keyed by doc id) are
 * legal texts. `path` is the route without the locale's base URL (`/advertiser-policies/search-policies`).
 */
export function pageKindOf(path: string): PageKind | undefined {
  const route = path.replace(/^\/+|\/+$/g, '');
  if (policyPageOf(route)) return 'legal';
  return route.startsWith('blog/') ? 'news' : undefined;
}

export function compactPages(inputs: readonly PageInput[]): { pages: CompactPage[]; records: CompactRecord[] } {
  const pages: CompactPage[] = [];
  const records: CompactRecord[] = [];
  inputs.forEach(({ route, page, kind }, pageIndex) => {
    const row: CompactPage = [route, page.lvl0, page.tag, page.version];
    if (page.keywords || kind) row.push(page.keywords ?? '');
    if (kind) row.push(kind);
    pages.push(row);
    const offset = records.length;
    for (const record of page.records) {
      records.push([
        pageIndex,
        RECORD_TYPES.indexOf(record.type),
        record.parent >= 0 ? record.parent + offset : -1,
        record.anchor,
        record.text,
      ]);
    }
  });
  return { pages, records };
}

export function buildLocaleIndex(language: string, site: string, inputs: readonly PageInput[]): SearchIndexFile {
  return { v: 1, language, site: site.replace(/\/+$/, ''), ...compactPages(inputs) };
}

/**
 * The file with its MiniSearch index, built here with the browser's own text analysis (../../search/analysis) and
 * packed (../../search/packedIndex), so a visitor's first search loads it instead of building it.
 */
export async function withPackedIndex(file: SearchIndexFile): Promise<SearchIndexFile> {
  const analyzer = createAnalyzer(file.language, await loadStemmer(file.language));
  const records = expandRecords(file);
  const mini = await createMiniSearch(records, analyzer, 0);
  const synonyms = searchRulesFor(file.language).map(({ when, add }): [string[], string] => [when, add]);
  return {
    ...file,
    index: packIndex(mini.toJSON(), records.length, surfaceFormsOf(records, analyzer)),
    ...(synonyms.length ? { synonyms } : {}),
  };
}

export interface WrittenIndex {
  fileName: string;
  bytes: number;
  records: number;
}

export const contentHash = (content: string | Buffer): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 12);

/**
 * Writes `search-index/index.<hash>.json`, `search-index/manifest.json` naming it, and the modal stylesheet
 * (linked on intent, so it is not part of every page's styles.css) into the locale's out dir.
 */
export async function writeLocaleIndex(
  outDir: string,
  file: SearchIndexFile,
  stylesheet?: { fileName: string; content: string },
): Promise<WrittenIndex> {
  const json = JSON.stringify(file);
  const fileName = `index.${contentHash(json)}.json`;
  const stylesName = stylesheet?.fileName;
  const dir = path.join(outDir, SEARCH_FILES_DIR);
  await mkdir(dir, { recursive: true });
  // Files of earlier builds into the same directory are stale.
  for (const existing of await readdir(dir)) {
    const stale =
      /^(index\.[0-9a-f]+\.json|docsearch-modal\.[0-9a-f]+\.css)$/.test(existing) &&
      existing !== fileName &&
      existing !== stylesName;
    if (stale) await rm(path.join(dir, existing));
  }
  await writeFile(path.join(dir, fileName), json);
  if (stylesheet) await writeFile(path.join(dir, stylesheet.fileName), stylesheet.content);
  const manifest: SearchManifest = {
    v: 1,
    language: file.language,
    index: fileName,
    records: file.records.length,
    bytes: Buffer.byteLength(json),
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return { fileName, bytes: manifest.bytes, records: manifest.records };
}
