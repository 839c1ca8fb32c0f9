/**
 * The local search engine: MiniSearch over one locale's records, ranked by the evidence of whole pages: a page
 * that holds every word of the query, spread over its records or not, comes before pages that hold fewer (any-word
 * fallback); function words count only when a query has nothing else; synonyms and problem wordings of the locale
 * stand for the page's own words; German compounds missing from the index are split into words it has. Prefix on
 * the last word, typo tolerance by word length, one hit per URL and per line a page shows, a page's lvl1 hit before
 * its deeper hits.
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchResult } from 'minisearch';

import type { Analyzer } from './analysis';
import { matchesFacetFilters, type ParsedFacetFilters } from './facets';
import { checkIndexFile, createMiniSearch, expandRecords, fieldValue, type IndexedDocument } from './indexFile';
import { foldDiacritics, lower } from './normalize';
import { unpackSurfaceForms } from './packedIndex';
import { RANKING } from './ranking';
import { isStopword } from './stopwords';
import { SEARCHABLE_FIELDS, type SearchIndexFile, type SearchRecord, type SearchableField } from './types';

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Indexed terms this record matched: drives highlighting. */
  terms: ReadonlySet<string>;
  /** For a heading hit: the paragraph of the page that best shows the match (its excerpt on the results page). */
  excerpt?: { record: SearchRecord; terms: ReadonlySet<string> };
  /** Parts of the query this record matched only through a typo (Algolia's `nbTypos`). */
  typos: number;
}

export interface EngineResult {
  hits: EngineHit[];
  /** Words of the query that can match (after dropping single letters). */
  queryWords: string[];
}

/** Field boosts: headings weigh more than paragraphs, the section name (lvl0) least. */
const FIELD_BOOST: Record<SearchableField, number> = RANKING.fieldBoost;

/**
 * Attribute priority for ranking (Algolia's "attribute" criterion): headings, then content, and the
 * section name (lvl0) last, since it matches every record of a section.
 */
const ATTRIBUTE_RANK = Object.fromEntries(RANKING.attributes.map((field, i) => [field, i])) as Record<
  SearchableField,
  number
>;

const SHORT_PREFIX = 2;
const HEADING_FIELDS = ['lvl1', 'lvl2', 'lvl3'] as const;

interface QueryWord {
  variants: string[];
  prefix: boolean;
  /** The part of the query the word stands for (a synonym's words share the group of the words they replace). */
  group: number;
  /**
   * Typos allowed by the length of the word as typed, used only when nothing matched: stemming shortens a word
   * ("cilbage" → "cilbag") and with it the budget, but widening it for every query lets long words match noise.
   */
  typos: number;
}

/** Typo tolerance by word length, as Algolia's minWordSizefor1Typo / minWordSizefor2Typos. */
export function typosFor(term: string): number {
  if (term.length >= RANKING.minWordSizefor2Typos) return 2;
  if (term.length >= RANKING.minWordSizefor1Typo) return 1;
  return 0;
}

/** A synonym rule of the locale, its words folded. */
interface Synonym {
  when: string[][];
  add: string[];
}

/** A part of the query: the words a page must hold (or one of their synonyms) to count as holding it. */
interface QueryPlan {
  words: QueryWord[];
  /** Number of parts (groups) a page can cover. */
  groups: number;
}

export class SearchEngine {
  readonly records: SearchRecord[];
  readonly language: string;
  private readonly mini: MiniSearch<IndexedDocument>;
  private surfaceForms: Map<string, string> | null = null;
  private synonyms: Synonym[] = [];

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
    engine.setSynonyms(file.synonyms ?? []);
    return engine;
  }

  /** The locale's synonym rules (`[when, add]`), replacing the index file's. */
  setSynonyms(rules: ReadonlyArray<readonly [readonly string[], string]>): void {
    const fold = (text: string) => this.analyzer.words(text).map((word) => foldDiacritics(lower(word)));
    this.synonyms = rules.map(([when, add]) => ({ when: when.map(fold).filter((w) => w.length > 0), add: fold(add) }));
  }

  /** Whether the index holds `term` exactly. */
  private hasTerm(term: string): boolean {
    const index = (this.mini as unknown as { _index?: { has?: (key: string) => boolean } })._index;
    return typeof index?.has === 'function' ? index.has(term) : true;
  }

  /**
   * A German compound the index does not hold ("Kreditkartenzahlung") as two words it does hold ("Kreditkarten",
   * "zahlung"), with or without a linking s/es/n/en; else its longest part the index holds; null when there is none.
   */
  splitCompound(word: string): string[] | null {
    if (!RANKING.decompound.includes(this.language) || word.length < 8) return null;
    const has = (part: string) => {
      const terms = this.analyzer.terms(part);
      return terms.length > 0 && terms.some((term) => this.hasTerm(term));
    };
    if (has(word)) return null;
    let best: string[] | null = null;
    let single: string | null = null;
    for (let i = 4; i <= word.length - 4; i++) {
      const head = word.slice(0, i);
      const tail = word.slice(i);
      const heads = [head, head.replace(/(es|s|en|n)$/u, '')].filter((h) => h.length >= 3);
      const found = heads.find(has);
      const tailKnown = has(tail);
      if (found && tailKnown) {
        if (!best || Math.min(found.length, tail.length) > Math.min(best[0].length, best[1].length))
          best = [found, tail];
      } else {
        // Only one part is known ("Attributions|zeitraum"): its longest known part stands for the compound.
        for (const part of [found, tailKnown ? tail : null]) {
          if (part && part.length >= 5 && (!single || part.length > single.length)) single = part;
        }
      }
    }
    return best ?? (single ? [single] : null);
  }

  /** Query words that can match anything (single letters are not indexed). */
  queryWords(query: string): string[] {
    return this.analyzer.words(query).filter((word) => this.analyzer.terms(word).length > 0);
  }

  /**
   * The query's parts: its content words (function words only when it has nothing else), compounds split, and the
   * words of each synonym whose wording it contains, grouped with the part they stand for.
   */
  private plan(words: string[], lastIsPartial: boolean): QueryPlan {
    const folded = words.map((word) => foldDiacritics(lower(word)));
    const content = words.filter((word) => !isStopword(this.language, word));
    const keepAll = content.length === 0;
    const out: QueryWord[] = [];
    let groups = 0;
    const wordGroup = new Map<number, number>();
    words.forEach((word, i) => {
      const isLast = i === words.length - 1;
      const partial = isLast && lastIsPartial;
      if (!keepAll && isStopword(this.language, word) && !(partial && content.length === 0)) return;
      const parts = partial ? null : this.splitCompound(word);
      for (const part of parts ?? [word]) {
        const variants = new Set(this.analyzer.terms(part));
        // While typing, the last word is partial: also try its unstemmed form as a prefix.
        if (partial) variants.add(foldDiacritics(lower(part)));
        if (variants.size === 0) continue;
        wordGroup.set(i, groups);
        out.push({
          variants: [...variants],
          prefix: partial,
          group: groups,
          typos: typosFor(foldDiacritics(lower(part))),
        });
        groups += 1;
      }
    });
    // A synonym's words join the group of the first content word of its wording; a wording of function words only
    // ("what is") is a part of its own.
    for (const synonym of this.synonyms) {
      for (const when of synonym.when) {
        const at = indexOfSequence(folded, when);
        if (at < 0) continue;
        let group = -1;
        for (let i = at; i < at + when.length && group < 0; i++) group = wordGroup.get(i) ?? -1;
        if (group < 0) group = groups++;
        for (const word of synonym.add) {
          const variants = this.analyzer.terms(word);
          if (variants.length) out.push({ variants, prefix: false, group, typos: typosFor(word) });
        }
        // Every other word of the wording is covered by the synonym too.
        for (let i = at; i < at + when.length; i++) {
          const other = wordGroup.get(i);
          if (other !== undefined && other !== group) for (const w of out) if (w.group === other) w.group = group;
        }
        break;
      }
    }
    // Renumber the groups 0..n-1 (merges leave gaps).
    const ids = new Map<number, number>();
    for (const word of out) {
      if (!ids.has(word.group)) ids.set(word.group, ids.size);
      word.group = ids.get(word.group) ?? 0;
    }
    return { words: out, groups: ids.size };
  }

  private buildQuery(words: QueryWord[], combineWith: 'AND' | 'OR', typedLength = false): Query {
    return {
      combineWith,
      queries: words.map((word) => ({
        combineWith: 'OR' as const,
        prefix: word.prefix,
        fuzzy: (term: string) => (typedLength ? Math.max(typosFor(term), word.typos) : typosFor(term)),
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
        .map((record) => ({ record, score: 0, terms: new Set<string>(), typos: 0 }));
      return { hits, queryWords: [] };
    }
    const plan = this.plan(words, !/\s$/.test(query));
    if (plan.words.length === 0) return { hits: [], queryWords: words };
    let results = this.run(this.buildQuery(plan.words, 'OR'), filters);
    if (results.length === 0) results = this.run(this.buildQuery(plan.words, 'OR', true), filters);
    if (results.length === 0) {
      // Nothing within the typo tolerance: a word misspelt past its ending ("facturaton") keeps no suffix the
      // stemmer knows, so try each word's beginning, with one typo, as a prefix.
      const shortened = plan.words.map((word) => ({
        ...word,
        prefix: true,
        variants: [...new Set(word.variants.map((v) => (v.length >= 6 ? v.slice(0, Math.ceil(v.length * 0.7)) : v)))],
      }));
      results = this.run(this.buildQuery(shortened, 'OR'), filters);
    }
    return { hits: this.rank(results, plan), queryWords: words };
  }

  /**
   * Pages first: a page's evidence is every query part found in any of its records. Pages that cover every part
   * come first (all words, Algolia's default), else pages are ranked by how many parts they cover (any word); then
   * fewer parts matched only through a typo, then the BM25 scores of the page's best records. Within a page,
   * Algolia's tie-breaking order: more parts in the record, fewer typos, best attribute, higher level, score,
   * position. A page shows the records that hold the most parts, up to RANKING.hitsPerPageGroup.
   */
  private rank(results: SearchResult[], plan: QueryPlan): EngineHit[] {
    const { words } = plan;
    interface Scored {
      record: SearchRecord;
      score: number;
      terms: string[];
      groups: Set<number>;
      exactGroups: Set<number>;
      typos: number;
      bestAttribute: number;
    }
    const pages = new Map<string, Scored[]>();
    for (const result of results) {
      const record = this.records[Number(result.id)];
      const groups = new Set<number>();
      const exactGroups = new Set<number>();
      for (const word of words) {
        if (!word.variants.some((v) => result.queryTerms.includes(v))) continue;
        groups.add(word.group);
        if (result.terms.some((term) => word.variants.some((v) => term === v || (word.prefix && term.startsWith(v)))))
          exactGroups.add(word.group);
      }
      // Typos count per part of the query, as Algolia's typo criterion does: a part matched exactly somewhere in the
      // record has none, even if a near word of the same record also matched it ("Abrechnung" and "Rechnung").
      const typos = groups.size - exactGroups.size;
      let bestAttribute = Number.MAX_SAFE_INTEGER;
      for (const term in result.match) {
        for (const field of result.match[term]) {
          const rank = ATTRIBUTE_RANK[field as SearchableField] ?? 99;
          if (rank < bestAttribute) bestAttribute = rank;
        }
      }
      const scored = { record, score: result.score, terms: result.terms, groups, exactGroups, typos, bestAttribute };
      const list = pages.get(record.url_without_anchor);
      if (list) list.push(scored);
      else pages.set(record.url_without_anchor, [scored]);
    }
    const byRecord = (a: Scored, b: Scored) =>
      b.groups.size - a.groups.size ||
      a.typos - b.typos ||
      a.bestAttribute - b.bestAttribute ||
      b.record.weight.level - a.record.weight.level ||
      b.score - a.score ||
      a.record.weight.position - b.record.weight.position;
    const ranked = [...pages.values()].map((records) => {
      const covered = new Set<number>();
      const exact = new Set<number>();
      for (const r of records) {
        r.groups.forEach((g) => covered.add(g));
        r.exactGroups.forEach((g) => exact.add(g));
      }
      const scores = records.map((r) => r.score).sort((a, b) => b - a);
      let evidence = 0;
      scores.slice(0, RANKING.pageEvidence.length).forEach((score, i) => (evidence += score * RANKING.pageEvidence[i]));
      records.sort(byRecord);
      const hub = this.hubs().has(records[0].record.url_without_anchor);
      return { records, covered: covered.size, typos: covered.size - exact.size, evidence, hub };
    });
    // Pages that lack at most RANKING.partsMissing parts of a longer query follow those that have them all.
    const enough = plan.groups >= 3 ? plan.groups - RANKING.partsMissing : plan.groups;
    const full = ranked.filter((page) => page.covered >= enough);
    const kept = full.length > 0 ? full : ranked;
    kept.sort(
      (a, b) =>
        b.covered - a.covered ||
        a.typos - b.typos ||
        Number(a.hub) - Number(b.hub) ||
        b.evidence - a.evidence ||
        a.records[0].record.weight.position - b.records[0].record.weight.position,
    );
    const seen = new Set<string>();
    const out: Scored[] = [];
    const excerpts = new Map<Scored, { record: SearchRecord; terms: ReadonlySet<string> }>();
    for (const page of kept) {
      // A heading hit's excerpt: the best matched paragraph under the same anchor, else of the page, else the
      // paragraph that follows the heading.
      const paragraphs = page.records.filter((r) => r.record.type === 'content');
      const excerptFor = (hit: Scored): { record: SearchRecord; terms: ReadonlySet<string> } | undefined => {
        const best = paragraphs.find((r) => r.record.url === hit.record.url) ?? paragraphs[0];
        if (best) return { record: best.record, terms: new Set([...best.terms, ...hit.terms]) };
        const next = this.paragraphAfter(hit.record);
        return next ? { record: next, terms: new Set(hit.terms) } : undefined;
      };
      const most = page.records[0].groups.size;
      let shown = 0;
      const lines = new Set<string>();
      for (const hit of page.records) {
        if (shown >= RANKING.hitsPerPageGroup || hit.groups.size < most) break;
        // One hit per URL (DocSearch's `distinct` on url): the best record under each anchor.
        if (seen.has(hit.record.url)) continue;
        // One hit per line of the page as the results show it (its text under the page title): a table row or a
        // link named as a section of the same page ("Budget" in a table of fields and the "Budget" heading) would
        // otherwise show twice, identical, pointing at two places. The best record keeps it (records are sorted).
        const line = displayedLine(hit.record);
        if (lines.has(line)) continue;
        lines.add(line);
        seen.add(hit.record.url);
        out.push(hit);
        if (hit.record.type !== 'content') {
          const excerpt = excerptFor(hit);
          if (excerpt) excerpts.set(hit, excerpt);
        }
        shown += 1;
      }
    }
    return parentsFirst(out).map((hit) => ({
      record: hit.record,
      score: hit.score,
      terms: new Set(hit.terms),
      typos: hit.typos,
      ...(excerpts.has(hit) ? { excerpt: excerpts.get(hit) } : {}),
    }));
  }

  /** The first paragraph after a heading record, in the same page. */
  private paragraphAfter(record: SearchRecord): SearchRecord | undefined {
    const index = this.records.indexOf(record);
    for (let i = index + 1; i > 0 && i < this.records.length; i++) {
      const next = this.records[i];
      if (next.url_without_anchor !== record.url_without_anchor) return undefined;
      if (next.type === 'content') return next;
    }
    return undefined;
  }

  private hubPages: Set<string> | null = null;

  /**
   * Pages that only list other pages (a category's index: each of its sections is titled with another page's title).
   * They come after the pages they list when both hold the query.
   */
  hubs(): Set<string> {
    if (this.hubPages) return this.hubPages;
    const titles = new Set<string>();
    const sections = new Map<string, string[]>();
    for (const record of this.records) {
      if (record.type === 'lvl1') titles.add(lower(record.hierarchy.lvl1));
      if (record.type === 'lvl2' && record.hierarchy.lvl2) {
        const list = sections.get(record.url_without_anchor) ?? [];
        list.push(lower(record.hierarchy.lvl2));
        sections.set(record.url_without_anchor, list);
      }
    }
    this.hubPages = new Set(
      [...sections]
        .filter(([, list]) => list.length >= 1 && list.every((title) => titles.has(title)))
        .map(([url]) => url),
    );
    return this.hubPages;
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

/** The text a hit shows as its title (a heading's own text, or the paragraph), folded for comparison. */
export function displayedLine(record: SearchRecord): string {
  const text = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
  return foldDiacritics(lower(text)).replace(/\s+/gu, ' ').trim();
}

/** Where the words `needle` start in `haystack`, -1 when they do not occur in order. */
export function indexOfSequence(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return i;
  }
  return -1;
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
