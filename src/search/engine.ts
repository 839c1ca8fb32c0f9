/**
 * The local search engine: MiniSearch over one locale's records, with Algolia-like semantics
 * (all words required, falling back to any word; prefix on the last word; typo tolerance by word
 * length; one hit per URL; a page's lvl1 hit before its deeper hits).
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchResult } from 'minisearch';

import type { Analyzer } from './analysis';
import { matchesFacetFilters, type ParsedFacetFilters } from './facets';
import { checkIndexFile, createMiniSearch, expandRecords, fieldValue, type IndexedDocument } from './indexFile';
import { foldDiacritics, lower } from './normalize';
import { unpackSurfaceForms } from './packedIndex';
import { SEARCHABLE_FIELDS, type SearchIndexFile, type SearchRecord, type SearchableField } from './types';

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Indexed terms this record matched: drives highlighting. */
  terms: ReadonlySet<string>;
}

export interface EngineResult {
  hits: EngineHit[];
  /** Words of the query that can match (after dropping single letters). */
  queryWords: string[];
}

/** Field boosts: headings weigh more than paragraphs, the section name (lvl0) least. */
const FIELD_BOOST: Record<SearchableField, number> = {
  lvl0: 0.5,
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.5,
  lvl4: 1.5,
  lvl5: 1.2,
  lvl6: 1.2,
  content: 1,
};

/**
 * Attribute priority for ranking (Algolia's "attribute" criterion): headings, then content, and the
 * section name (lvl0) last, since it matches every record of a section.
 */
const ATTRIBUTE_RANK: Record<SearchableField, number> = {
  lvl1: 0,
  lvl2: 1,
  lvl3: 2,
  lvl4: 3,
  lvl5: 4,
  lvl6: 5,
  content: 6,
  lvl0: 7,
};

const SHORT_PREFIX = 2;
const HEADING_FIELDS = ['lvl1', 'lvl2', 'lvl3'] as const;

interface QueryWord {
  variants: string[];
  prefix: boolean;
}

/** Typo tolerance by word length, as Algolia's minWordSizefor1Typo / minWordSizefor2Typos. */
export function typosFor(term: string): number {
  if (term.length >= 7) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

export class SearchEngine {
  readonly records: SearchRecord[];
  readonly language: string;
  private readonly mini: MiniSearch<IndexedDocument>;
  private surfaceForms: Map<string, string> | null = null;

  private constructor(
    language: string,
    records: SearchRecord[],
    mini: MiniSearch<IndexedDocument>,
    readonly analyzer: Analyzer,
  ) {
    this.language = language;
    this.records = records;
    this.mini = mini;
  }

  /** Expands the records and loads their packed index, or indexes them (`chunkSize` 0 indexes synchronously). */
  static async create(file: SearchIndexFile, analyzer: Analyzer, chunkSize?: number): Promise<SearchEngine> {
    checkIndexFile(file);
    const records = expandRecords(file);
    const mini = await createMiniSearch(records, analyzer, chunkSize, file.index);
    const engine = new SearchEngine(file.language, records, mini, analyzer);
    if (file.index?.surface) engine.surfaceForms = unpackSurfaceForms(file.index);
    return engine;
  }

  /** Query words that can match anything (single letters are not indexed). */
  queryWords(query: string): string[] {
    return this.analyzer.words(query).filter((word) => this.analyzer.terms(word).length > 0);
  }

  private queryWordsOf(words: string[], lastIsPartial: boolean): QueryWord[] {
    return words.map((word, i) => {
      const isLast = i === words.length - 1;
      const variants = new Set(this.analyzer.terms(word));
      // While typing, the last word is partial: also try its unstemmed form as a prefix.
      if (isLast && lastIsPartial) variants.add(foldDiacritics(lower(word)));
      return { variants: [...variants], prefix: isLast && lastIsPartial };
    });
  }

  private buildQuery(words: QueryWord[], combineWith: 'AND' | 'OR'): Query {
    return {
      combineWith,
      queries: words.map((word) => ({
        combineWith: 'OR' as const,
        prefix: word.prefix,
        fuzzy: (term: string) => typosFor(term),
        // One or two letters typed so far: complete them against headings only, which is what a
        // visitor expects while typing and keeps the prefix expansion small.
        ...(word.prefix && word.variants.every((v) => v.length <= SHORT_PREFIX) ? { fields: [...HEADING_FIELDS] } : {}),
        queries: word.variants,
      })),
    };
  }

  private run(query: Query, filters: ParsedFacetFilters): SearchResult[] {
    return this.mini.search(query, {
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      filter: filters.length ? (result) => matchesFacetFilters(this.records[Number(result.id)], filters) : undefined,
    });
  }

  search(query: string, filters: ParsedFacetFilters): EngineResult {
    const words = this.queryWords(query);
    if (words.length === 0) {
      if (query.trim() !== '') return { hits: [], queryWords: [] };
      // An empty query browses every record, as Algolia does.
      const hits = this.records
        .filter((record) => filters.length === 0 || matchesFacetFilters(record, filters))
        .map((record) => ({ record, score: 0, terms: new Set<string>() }));
      return { hits, queryWords: [] };
    }
    const queryWords = this.queryWordsOf(words, !/\s$/.test(query));
    let results = this.run(this.buildQuery(queryWords, 'AND'), filters);
    // Like Algolia's removeWordsIfNoResults: "allOptional", when every word cannot match together.
    if (results.length === 0 && words.length > 1) {
      results = this.run(this.buildQuery(queryWords, 'OR'), filters);
    }
    return { hits: this.rank(results, queryWords), queryWords: words };
  }

  /**
   * Algolia's tie-breaking order, approximated: more query words, fewer typos, best attribute
   * (headings before content), higher level (lvl1 before lvl2 ... before content), then the
   * BM25 score and the position in the page.
   */
  private rank(results: SearchResult[], words: QueryWord[]): EngineHit[] {
    const exactCache = new Map<string, boolean>();
    const isExact = (term: string): boolean => {
      let exact = exactCache.get(term);
      if (exact === undefined) {
        exact = words.some((word) => word.variants.some((v) => term === v || (word.prefix && term.startsWith(v))));
        exactCache.set(term, exact);
      }
      return exact;
    };
    const scored = results.map((result) => {
      const record = this.records[Number(result.id)];
      let matchedWords = 0;
      for (const word of words) if (word.variants.some((v) => result.queryTerms.includes(v))) matchedWords += 1;
      let typos = 0;
      let bestAttribute = Number.MAX_SAFE_INTEGER;
      for (const term in result.match) {
        if (!isExact(term)) typos += 1;
        for (const field of result.match[term]) {
          const rank = ATTRIBUTE_RANK[field as SearchableField] ?? 99;
          if (rank < bestAttribute) bestAttribute = rank;
        }
      }
      return { record, score: result.score, terms: result.terms, matchedWords, typos, bestAttribute };
    });
    scored.sort(
      (a, b) =>
        b.matchedWords - a.matchedWords ||
        a.typos - b.typos ||
        a.bestAttribute - b.bestAttribute ||
        b.record.weight.level - a.record.weight.level ||
        b.score - a.score ||
        a.record.weight.position - b.record.weight.position,
    );
    // One hit per URL (DocSearch's `distinct` on url): the best record under each anchor.
    const seen = new Set<string>();
    const distinct = scored.filter((hit) => {
      if (seen.has(hit.record.url)) return false;
      seen.add(hit.record.url);
      return true;
    });
    return parentsFirst(distinct).map(({ record, score, terms }) => ({ record, score, terms: new Set(terms) }));
  }

  /** Does a word of a record's text match one of the hit's indexed terms? */
  matcher(terms: ReadonlySet<string>): (word: string) => boolean {
    return (word) => this.analyzer.terms(word).some((term) => terms.has(term));
  }

  /**
   * Up to `max` queries that return results, for the no-results screen: the query with each word
   * replaced by the closest indexed words (looser typo tolerance), then the section names (lvl0)
   * of the closest records. Every suggestion is checked to return at least one hit.
   */
  suggest(query: string, filters: ParsedFacetFilters, max = 3): string[] {
    const words = this.queryWords(query);
    const out: string[] = [];
    const normalizedQuery = foldDiacritics(lower(query.trim()));
    const add = (candidate: string): void => {
      const text = candidate.trim();
      if (!text || out.length >= max) return;
      const key = foldDiacritics(lower(text));
      if (key === normalizedQuery || out.some((s) => foldDiacritics(lower(s)) === key)) return;
      if (this.search(text, filters).hits.length > 0) out.push(text);
    };
    if (words.length > 0) {
      const loose: Query = {
        combineWith: 'OR',
        queries: words.map((word) => ({
          combineWith: 'OR' as const,
          prefix: true,
          fuzzy: (term: string) => Math.min(3, typosFor(term) + 1),
          queries: this.analyzer.terms(word),
        })),
      };
      const results = this.run(loose, filters);
      const surface = this.surface();
      const phrases = new Map<string, number>();
      for (const result of results) {
        const phrase = result.terms.map((term) => surface.get(term) ?? term).join(' ');
        phrases.set(phrase, (phrases.get(phrase) ?? 0) + result.score);
      }
      [...phrases.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .forEach(([phrase]) => add(phrase));
      for (const result of results.slice(0, 20)) add(this.records[Number(result.id)].hierarchy.lvl0);
    }
    return out;
  }

  /** The most frequent written form of each indexed term: shipped in the packed index, or built on first use. */
  private surface(): Map<string, string> {
    this.surfaceForms ??= surfaceFormsOf(this.records, this.analyzer);
    return this.surfaceForms;
  }
}

/**
 * The most frequent written form of each term of the records ("campañ" -> "campaña"), for the suggestions of the
 * no-results screen. Analyses every word of every record: the build ships it with the packed index.
 */
export function surfaceFormsOf(records: readonly SearchRecord[], analyzer: Analyzer): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const record of records) {
    for (const field of SEARCHABLE_FIELDS) {
      if (field === 'lvl0' && record.type !== 'lvl1') continue;
      for (const word of analyzer.words(fieldValue(record, field))) {
        const written = lower(word);
        for (const term of analyzer.terms(word)) {
          const forms = counts.get(term) ?? new Map<string, number>();
          forms.set(written, (forms.get(written) ?? 0) + 1);
          counts.set(term, forms);
        }
      }
    }
  }
  const best = new Map<string, string>();
  for (const [term, forms] of counts) {
    best.set(term, [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0][0]);
  }
  return best;
}

/** Moves each page's lvl1 hit right before the first of its deeper hits, so DocSearch nests them. */
export function parentsFirst<T extends { record: SearchRecord }>(hits: T[]): T[] {
  const lvl1ByPage = new Map<string, T>();
  for (const hit of hits) {
    if (hit.record.type === 'lvl1' && !lvl1ByPage.has(hit.record.url_without_anchor)) {
      lvl1ByPage.set(hit.record.url_without_anchor, hit);
    }
  }
  const emitted = new Set<T>();
  const out: T[] = [];
  for (const hit of hits) {
    if (emitted.has(hit)) continue;
    const parent = lvl1ByPage.get(hit.record.url_without_anchor);
    if (parent && parent !== hit && !emitted.has(parent)) {
      out.push(parent);
      emitted.add(parent);
    }
    out.push(hit);
    emitted.add(hit);
  }
  return out;
}
