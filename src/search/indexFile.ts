/**
 * The per-locale index file: compact records, the hierarchy rebuilt from parent links, and the MiniSearch index:
 * loaded from the file's packed index, or built from the records (in chunks, so the page stays responsive).
 */
import MiniSearch, { type Options } from 'minisearch';

import type { Analyzer } from './analysis';
import { LEVEL_WEIGHT } from './constants';
import {
  RECORD_TYPES,
  SEARCHABLE_FIELDS,
  type CompactPage,
  type CompactRecord,
  type Hierarchy,
  type SearchIndexFile,
  type SearchRecord,
  type SearchableField,
} from './types';
import { loadPackedIndex, type PackedIndex } from './packedIndex';

/** 32-bit FNV-1a, hex: stable short ids for object IDs. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function objectIdFor(language: string, path: string, position: number): string {
  return `${language}-${fnv1a(path)}-${position}`;
}

const EMPTY_HIERARCHY: Hierarchy = { lvl0: '', lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/** Rebuilds full DocSearch records from the compact rows. */
export function expandRecords(file: Pick<SearchIndexFile, 'language' | 'site' | 'pages' | 'records'>): SearchRecord[] {
  const out: SearchRecord[] = [];
  const positions = new Map<number, number>();
  file.records.forEach(([pageIndex, typeIndex, parent, anchor, text], i) => {
    const page: CompactPage | undefined = file.pages[pageIndex];
    const type = RECORD_TYPES[typeIndex];
    if (!page || !type) throw new Error(`Corrupt search index: record ${i} points to a missing page or type.`);
    const [path, lvl0, tag, version, keywords, kind] = page;
    const hierarchy: Hierarchy =
      parent >= 0 && out[parent] ? { ...out[parent].hierarchy } : { ...EMPTY_HIERARCHY, lvl0 };
    // A heading resets every deeper level; content inherits its heading's hierarchy unchanged.
    if (type !== 'content') {
      const depth = Number(type.slice(3));
      hierarchy[type] = text;
      for (let d = depth + 1; d <= 6; d++) hierarchy[`lvl${d}` as 'lvl2'] = null;
    }
    hierarchy.lvl0 = lvl0;
    const position = positions.get(pageIndex) ?? 0;
    positions.set(pageIndex, position + 1);
    const urlWithoutAnchor = file.site + path;
    out.push({
      objectID: objectIdFor(file.language, path, position),
      type,
      hierarchy,
      content: type === 'content' ? text : null,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor: anchor || null,
      language: file.language,
      docusaurus_tag: tag,
      version,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type] ?? 0, position },
      ...(type === 'lvl1' && keywords ? { keywords } : {}),
      ...(kind === 'legal' || kind === 'news' ? { kind } : {}),
    });
  });
  return out;
}

export function fieldValue(record: SearchRecord, field: SearchableField): string {
  if (field === 'content') return record.content ?? '';
  if (field === 'keywords') return record.keywords ?? '';
  return record.hierarchy[field] ?? '';
}

export type IndexedDocument = { id: number; record: SearchRecord };

/** MiniSearch options shared by indexing and loading (they must be identical). */
export function miniSearchOptions(analyzer: Analyzer): Options<IndexedDocument> {
  return {
    idField: 'id',
    fields: [...SEARCHABLE_FIELDS],
    storeFields: [],
    extractField: (document, fieldName) =>
      fieldName === 'id' ? String(document.id) : fieldValue(document.record, fieldName as SearchableField),
    tokenize: (text) => analyzer.words(text),
    processTerm: (term) => analyzer.terms(term),
  };
}

export interface IndexFileInput {
  language: string;
  site: string;
  pages: CompactPage[];
  records: CompactRecord[];
}

export function indexFileOf(input: IndexFileInput): SearchIndexFile {
  return {
    v: 1,
    language: input.language,
    site: input.site.replace(/\/+$/, ''),
    pages: input.pages,
    records: input.records,
  };
}

export function checkIndexFile(file: SearchIndexFile): void {
  if (file.v !== 1) throw new Error(`Unsupported search index version ${String(file.v)}.`);
  const packed = file.index;
  if (
    packed !== undefined &&
    !(
      Array.isArray(packed?.terms) &&
      Array.isArray(packed.fieldLength) &&
      Array.isArray(packed.averageFieldLength) &&
      (packed.surface === undefined || Array.isArray(packed.surface))
    )
  ) {
    throw new Error('Corrupt search index: its packed index is not in the expected form.');
  }
  if (file.synonyms !== undefined && !Array.isArray(file.synonyms)) {
    throw new Error('Corrupt search index: its synonyms are not a list.');
  }
}

/**
 * The records' MiniSearch index: loaded from `packed` when the file has one, else built here, `chunkSize`
 * records between yields to the event loop (0: all at once).
 */
export async function createMiniSearch(
  records: SearchRecord[],
  analyzer: Analyzer,
  chunkSize = 250,
  packed?: PackedIndex,
): Promise<MiniSearch<IndexedDocument>> {
  if (packed) return loadPackedIndex(packed, records.length, miniSearchOptions(analyzer));
  const mini = new MiniSearch<IndexedDocument>(miniSearchOptions(analyzer));
  const documents = records.map((record, id) => ({ id, record }));
  if (chunkSize <= 0) mini.addAll(documents);
  else await mini.addAllAsync(documents, { chunkSize });
  return mini;
}
