/**
 * The MiniSearch index of a locale, built at build time and shipped in its index file, so the browser loads it
 * instead of analysing every record (stemming, tokenizing, inserting) on the visitor's first search.
 *
 * MiniSearch's own JSON would add 82 KB gzip to the Spanish file (47 KB of records); this packing adds 42: the
 * record ids are implied (record i is document i), field lengths are one flat array, and each term's postings
 * are delta-coded document numbers with the term frequency only where it is above 1. The terms' surface forms
 * add 6 more (94 KB in all).
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

import { SEARCHABLE_FIELDS } from './types';

export interface PackedIndex {
  /** Per record, the length of each searchable field (SEARCHABLE_FIELDS order), one after the other. */
  fieldLength: number[];
  averageFieldLength: number[];
  /**
   * One row per indexed term: the term, then per field where it occurs `[field, gap, gap, ...]`, each gap the
   * distance from the previous document (from 0), followed by `-n` when the term occurs n > 1 times there.
   */
  terms: Array<[string, ...number[][]]>;
  /** Per term, its most frequent written form (SearchEngine's suggestions), '' when it is the term itself. */
  surface?: string[];
}

const FIELD_COUNT = SEARCHABLE_FIELDS.length;

export function packIndex(
  index: AsPlainObject,
  documentCount: number,
  surfaceForms?: ReadonlyMap<string, string>,
): PackedIndex {
  if (index.documentCount !== documentCount || index.nextId !== documentCount || (index.dirtCount ?? 0) !== 0) {
    throw new Error('packIndex: the index must hold exactly the records, in order, with nothing removed.');
  }
  SEARCHABLE_FIELDS.forEach((field, i) => {
    if (index.fieldIds[field] !== i) throw new Error(`packIndex: field ${field} is not field ${i}.`);
  });
  const fieldLength: number[] = [];
  for (let doc = 0; doc < documentCount; doc++) {
    if (index.documentIds[doc] !== String(doc)) throw new Error(`packIndex: document ${doc} is not record ${doc}.`);
    const lengths = index.fieldLength[doc] ?? [];
    for (let field = 0; field < FIELD_COUNT; field++) fieldLength.push(lengths[field] ?? 0);
  }
  // MiniSearch iterates its term tree last child first: inserted in the reverse of that order, the terms rebuild
  // the tree node for node, so fuzzy and prefix matches come out in the same order as from the built index.
  const terms = [...index.index].reverse().map(([term, fields]): [string, ...number[][]] => {
    const rows = Object.entries(fields)
      .map(([field, postings]): number[] => {
        const row = [Number(field)];
        let previous = 0;
        const docs = Object.entries(postings as Record<string, number>)
          .map(([doc, frequency]) => [Number(doc), frequency] as const)
          .sort((a, b) => a[0] - b[0]);
        for (const [doc, frequency] of docs) {
          row.push(doc - previous);
          if (frequency > 1) row.push(-frequency);
          previous = doc;
        }
        return row;
      })
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    return [term, ...rows];
  });
  const surface = surfaceForms?.size
    ? terms.map(([term]) => {
        const form = surfaceForms.get(term);
        return form === undefined || form === term ? '' : form;
      })
    : undefined;
  return { fieldLength, averageFieldLength: index.averageFieldLength, terms, ...(surface ? { surface } : {}) };
}

/** The surface forms shipped with a packed index, by term. */
export function unpackSurfaceForms(packed: PackedIndex): Map<string, string> {
  const surface = packed.surface ?? [];
  return new Map(packed.terms.map(([term], i) => [term, surface[i] || term]));
}

type Postings = Map<number, Map<number, number>>;

/** The part of MiniSearch's term index (a SearchableMap) that loading writes to. */
interface TermIndex {
  set(term: string, postings: Postings): unknown;
  readonly size: number;
}

/** Per field, the documents a term occurs in and how often, from a term's packed rows. */
function postingsOf(rows: number[][]): Postings {
  const fields: Postings = new Map();
  for (const [field, ...gaps] of rows) {
    const postings = new Map<number, number>();
    let doc = 0;
    for (const value of gaps) {
      if (value < 0) postings.set(doc, -value);
      else {
        doc += value;
        postings.set(doc, 1);
      }
    }
    fields.set(field ?? -1, postings);
  }
  return fields;
}

/** MiniSearch's serialized form (its version 2) of everything but the term index. */
function plainObjectOf(packed: PackedIndex, documentCount: number): AsPlainObject {
  if (packed.fieldLength.length !== documentCount * FIELD_COUNT) {
    throw new Error('Corrupt search index: the packed index does not match the records.');
  }
  // Record i is document i; its id is the string MiniSearch got from miniSearchOptions' extractField.
  const documentIds: Record<number, string> = {};
  const fieldLength: Record<number, number[]> = {};
  for (let doc = 0; doc < documentCount; doc++) {
    documentIds[doc] = String(doc);
    fieldLength[doc] = packed.fieldLength.slice(doc * FIELD_COUNT, (doc + 1) * FIELD_COUNT);
  }
  return {
    documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds: Object.fromEntries(SEARCHABLE_FIELDS.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
}

/**
 * The MiniSearch index of `documentCount` records from their packed index. MiniSearch.loadJS reads everything
 * but the terms; the terms' postings go straight into its term index, as the Maps it keeps them in. Handing them
 * to loadJS as objects (loadPackedIndexFromObjects) took longer than indexing the records (65-90 ms against
 * 70-80, cold, in Node; this: 16-25): objects keyed by document numbers are slow to build, and loadJS turns each
 * back into a Map. Should a MiniSearch release keep its term index elsewhere, the objects are used instead
 * (slower, same index); the tests compare both with the index built from the records.
 */
export function loadPackedIndex<T>(packed: PackedIndex, documentCount: number, options: Options<T>): MiniSearch<T> {
  const mini = MiniSearch.loadJS(plainObjectOf(packed, documentCount), options);
  const termIndex = (mini as unknown as { _index?: Partial<TermIndex> })._index;
  if (typeof termIndex?.set !== 'function' || termIndex.size !== 0) {
    return loadPackedIndexFromObjects(packed, documentCount, options);
  }
  for (const [term, ...rows] of packed.terms) (termIndex as TermIndex).set(term, postingsOf(rows));
  return mini;
}

/** The same index through MiniSearch's public loader only. */
export function loadPackedIndexFromObjects<T>(
  packed: PackedIndex,
  documentCount: number,
  options: Options<T>,
): MiniSearch<T> {
  const index: AsPlainObject['index'] = packed.terms.map(([term, ...rows]) => [
    term,
    Object.fromEntries([...postingsOf(rows)].map(([field, postings]) => [field, Object.fromEntries(postings)])),
  ]);
  return MiniSearch.loadJS({ ...plainObjectOf(packed, documentCount), index }, options);
}
