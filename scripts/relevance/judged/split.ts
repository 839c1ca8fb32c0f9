import fs from 'node:fs';
import path from 'node:path';

export const JUDGED_LOCALES = ['en', 'de', 'es', 'fr', 'pt'] as const;
export type JudgedLocale = (typeof JUDGED_LOCALES)[number];

export const QUERY_KINDS = [
  'keyword',
  'synonym',
  'question',
  'typo',
  'accent',
  'inflection',
  'ui',
  'long',
  'legal',
  'negation',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export type JudgedQuery = {
  readonly id: string;
  readonly q: string;
  readonly kind: QueryKind;
  /** Routes without locale prefix; landing on any of them counts as a success. */
  readonly pages: readonly string[];
};

export type JudgedFile = { readonly locale: JudgedLocale; readonly queries: readonly JudgedQuery[] };
export type JudgedSplit = { readonly dev: readonly JudgedQuery[]; readonly test: readonly JudgedQuery[] };

/** Changing the seed reshuffles the sets, which would make earlier test figures meaningless: don't. */
export const SPLIT_SEED = 'brave-ads-judged-2026-12';
export const TEST_SHARE = 0.3;

/** FNV-1a, 32 bits: stable across Node versions and platforms, unlike anything keyed on object order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // Final mix (from MurmurHash3): without it, ids that differ only in their last digit get
  // hashes in the same order as the digits, and neighbouring queries land on the same side.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Splits queries into dev (~70 %) and test (~30 %), stratified by kind: each kind puts
 * round(30 %) of its queries, those with the lowest seeded hash of their id, in test. A query's
 * side depends only on its id and the size of its kind, so adding a query to one kind doesn't
 * move the queries of the others.
 */
export function splitQueries(queries: readonly JudgedQuery[]): JudgedSplit {
  const byKind = new Map<string, JudgedQuery[]>();
  for (const query of queries) {
    const group = byKind.get(query.kind) ?? [];
    group.push(query);
    byKind.set(query.kind, group);
  }
  const kinds = [...byKind.keys()].sort();
  const quota = new Map(kinds.map((kind) => [kind, Math.round(byKind.get(kind)!.length * TEST_SHARE)]));
  const testIds = new Set<string>();
  for (const kind of kinds) {
    const ranked = [...byKind.get(kind)!].sort(
      (a, b) => hash(`${SPLIT_SEED}:${a.id}`) - hash(`${SPLIT_SEED}:${b.id}`) || (a.id < b.id ? -1 : 1),
    );
    for (const query of ranked.slice(0, quota.get(kind))) testIds.add(query.id);
  }
  return {
    dev: queries.filter((query) => !testIds.has(query.id)),
    test: queries.filter((query) => testIds.has(query.id)),
  };
}

/** The judged file of a locale, as written (scripts/relevance/judged/<locale>.json). */
export function readJudgedFile(locale: JudgedLocale): JudgedFile {
  const file = path.join(__dirname, `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JudgedFile;
}

/** The dev and test halves of a locale's judged queries. Tune on dev; report test once per change. */
export function judgedSet(locale: JudgedLocale): JudgedSplit {
  return splitQueries(readJudgedFile(locale).queries);
}
