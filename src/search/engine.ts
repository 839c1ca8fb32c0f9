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
  /** The locale's vocabulary holds the word: it is never read as a typo of another ("code" is not "come"). */
  known: boolean;
  /** Variants that are German compounds ending in the word ("abrechnung" for "rechnung"): partial credit. */
  compounds: ReadonlySet<string>;
  /** Variants that are the parts of the word, a German compound ("bild", "gross" for "Bildgröße"): each adds credit. */
  parts: ReadonlySet<string>;
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
  /** The query asks whether something is allowed (RANKING.permissionIntent). */
  permission?: boolean;
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
    // The words a rule adds are searched as parts of the query: a function word among them ("de" of "jeux d'argent")
    // would be found on every page, so only the words that carry meaning are added.
    const meaningful = (words: string[]) => {
      const kept = words.filter((word) => !isStopword(this.language, word));
      return kept.length > 0 ? kept : words;
    };
    this.synonyms = rules.map(([when, add]) => ({
      when: when.map(fold).filter((w) => w.length > 0),
      add: meaningful(fold(add)),
    }));
  }

  /** Whether the locale's vocabulary (every indexed term) holds `term`. */
  private hasTerm(term: string): boolean {
    return this.surface().has(term);
  }

  private compoundTails: Map<string, string[]> = new Map();

  /**
   * Indexed German compounds that end in the word ("Abrechnung" for "Rechnung"; not "Rechnungsadresse", which begins
   * with it), the decompounding of the index's side: a query for the simple word finds the page that only uses a
   * compound of it. Compared by written form too, since the stemmer cuts a compound's ending where it leaves the
   * simple word's ("abrechn", "rechnung").
   */
  private compoundsEndingIn(word: string, terms: readonly string[]): string[] {
    const written = foldDiacritics(lower(word));
    if (!RANKING.decompound.includes(this.language) || written.length < 5) return [];
    let found = this.compoundTails.get(written);
    if (!found) {
      found = [];
      for (const [candidate, form] of this.surface()) {
        const compound =
          (form.length >= written.length + 2 && foldDiacritics(form).endsWith(written)) ||
          terms.some((term) => candidate.length >= term.length + 2 && candidate.endsWith(term));
        if (compound) found.push(candidate);
        if (found.length >= 24) break;
      }
      this.compoundTails.set(written, found);
    }
    return found;
  }

  /**
   * A German compound the index does not hold ("Kreditkartenzahlung") as two words it does hold ("Kreditkarten",
   * "zahlung"), with or without a linking s/es/n/en; else its longest part the index holds; null when there is none.
   */
  splitCompound(word: string, known = false): string[] | null {
    if (!RANKING.decompound.includes(this.language) || word.length < 8) return null;
    const has = (part: string) => {
      const terms = this.analyzer.terms(part);
      return terms.length > 0 && terms.some((term) => this.hasTerm(term));
    };
    if (!known && has(word)) return null;
    let best: string[] | null = null;
    let single: string | null = null;
    // For a compound the index holds: both parts, one of them known, the known one as long as can be.
    let pair: { parts: string[]; known: number } | null = null;
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
        const knownLength = found ? found.length : tailKnown ? tail.length : 0;
        if (knownLength >= 4 && (!pair || knownLength > pair.known))
          pair = { parts: [found ?? head, tail], known: knownLength };
      }
    }
    if (known) return best ?? pair?.parts ?? null;
    return best ?? (single ? [single] : null);
  }

  /** Whether a word being typed is the beginning of a word of the vocabulary ("Kampag"), so not a compound to split. */
  private begins(word: string): boolean {
    const starts = [foldDiacritics(lower(word)), ...this.analyzer.terms(word)];
    for (const term of this.surface().keys()) if (starts.some((start) => term.startsWith(start))) return true;
    return false;
  }

  /** Query words that can match anything (single letters are not indexed). */
  queryWords(query: string): string[] {
    return this.analyzer.words(query).filter((word) => this.analyzer.terms(word).length > 0);
  }

  /** A word of the query: its terms, plus, in German, the indexed compounds that end in them. */
  private queryWord(word: string, terms: string[], prefix: boolean, group: number, typos: number): QueryWord {
    const known = terms.some((term) => this.hasTerm(term));
    const compounds = new Set(this.compoundsEndingIn(word, terms));
    return {
      variants: [...new Set([...terms, ...compounds])],
      prefix,
      group,
      typos,
      known,
      compounds,
      parts: new Set(),
    };
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
      const known = this.analyzer.terms(word).some((term) => this.hasTerm(term));
      // A compound the index lacks stands for its parts, each a part of the query ("Kreditkartenzahlung"); one it has
      // also finds pages that use its parts ("Bildgröße", "Größe der Hintergrundbilder") at a compound's credit.
      const parts = known || (partial && this.begins(word)) ? null : this.splitCompound(word);
      const alternatives = known ? (this.splitCompound(word, true) ?? []) : [];
      for (const part of parts ?? [word]) {
        const variants = new Set(this.analyzer.terms(part));
        // While typing, the last word is partial: also try its unstemmed form as a prefix.
        if (partial) variants.add(foldDiacritics(lower(part)));
        if (variants.size === 0) continue;
        wordGroup.set(i, groups);
        const queryWord = this.queryWord(part, [...variants], partial, groups, typosFor(foldDiacritics(lower(part))));
        const extra = alternatives.flatMap((alternative) => {
          const terms = this.analyzer.terms(alternative);
          return [...terms, ...this.compoundsEndingIn(alternative, terms)];
        });
        if (extra.length) {
          queryWord.variants = [...new Set([...queryWord.variants, ...extra])];
          queryWord.parts = new Set(extra);
        }
        out.push(queryWord);
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
          if (variants.length) out.push(this.queryWord(word, variants, false, group, typosFor(word)));
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

  /** One word's query: typo tolerance only for a word the vocabulary lacks, never for one it holds. */
  private wordQuery(word: QueryWord, typedLength: boolean): Query {
    return {
      combineWith: 'OR',
      prefix: word.prefix,
      fuzzy: (term: string) =>
        word.known || this.hasTerm(term) ? 0 : typedLength ? Math.max(typosFor(term), word.typos) : typosFor(term),
      // One or two letters typed so far: complete them against headings only, which is what a
      // visitor expects while typing and keeps the prefix expansion small.
      ...(word.prefix && word.variants.every((v) => v.length <= SHORT_PREFIX) ? { fields: [...HEADING_FIELDS] } : {}),
      queries: word.variants,
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

  /** Each word's matches, searched one word at a time so a record knows how it holds each part of the query. */
  private runWords(words: QueryWord[], filters: ParsedFacetFilters, typedLength = false): SearchResult[][] {
    return words.map((word) => this.run(this.wordQuery(word, typedLength), filters));
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
    plan.permission = this.asksPermission(this.analyzer.words(query));
    if (plan.words.length === 0) return { hits: [], queryWords: words };
    const empty = (lists: SearchResult[][]) => lists.every((list) => list.length === 0);
    let results = this.runWords(plan.words, filters);
    if (empty(results)) results = this.runWords(plan.words, filters, true);
    const shorten = (word: QueryWord): QueryWord => ({
      ...word,
      prefix: true,
      known: false,
      variants: [...new Set(word.variants.map((v) => (v.length >= 6 ? v.slice(0, Math.ceil(v.length * 0.7)) : v)))],
    });
    if (empty(results)) {
      // Nothing within the typo tolerance: a word misspelt past its ending ("facturaton") keeps no suffix the
      // stemmer knows, so try each word's beginning, with one typo, as a prefix.
      results = this.runWords(plan.words.map(shorten), filters);
    } else {
      // A word the vocabulary lacks and no typo reaches is often another form of a page's word ("suspension" for
      // "suspendido", a typo past the ending): its beginning, as a prefix, counts like a typo.
      plan.words.forEach((word, w) => {
        if (results[w].length > 0 || word.known || word.prefix) return;
        results[w] = this.run(this.wordQuery(shorten(word), false), filters);
      });
    }
    return { hits: this.rank(results, plan), queryWords: words };
  }

  /** How well a record's matched terms hold a word: itself, a compound ending in it, a longer word, a near word. */
  private quality(word: QueryWord, terms: readonly string[]): number {
    const q = RANKING.matchQuality;
    let best = 0;
    let parts = 0;
    for (const term of terms) {
      if (word.parts.has(term)) parts = Math.min(q.compound, parts + q.part);
      else if (word.variants.includes(term)) best = Math.max(best, word.compounds.has(term) ? q.compound : q.exact);
      else if (word.prefix && word.variants.some((v) => term.startsWith(v)))
        // A word still being typed is completed at full credit; a whole word of the vocabulary is that word first.
        best = Math.max(best, word.known ? q.prefix : q.exact);
      else best = Math.max(best, q.typo);
    }
    return Math.max(best, parts);
  }

  private legalWords: Set<string> | null = null;

  /** Whether the query asks for the legal texts (RANKING.legalIntent). */
  private asksForLegal(words: readonly QueryWord[]): boolean {
    this.legalWords ??= new Set(
      this.analyzer.words(RANKING.legalIntent[this.language] ?? '').flatMap((word) => this.analyzer.terms(word)),
    );
    const legal = this.legalWords;
    return words.some((word) => word.variants.some((v) => legal.has(v)));
  }

  /**
   * Whether the query asks whether something is allowed ("can I use a link shortener", "darf ich"): the policy texts
   * answer that, so they are not ranked down as legal texts (RANKING.permissionIntent).
   */
  private asksPermission(words: readonly string[]): boolean {
    const folded = words.map((word) => foldDiacritics(lower(word)));
    return (RANKING.permissionIntent[this.language] ?? []).some(
      (wording) => indexOfSequence(folded, this.analyzer.words(foldDiacritics(lower(wording)))) >= 0,
    );
  }

  private pageCount = 0;

  /**
   * Pages first, each scored as a whole from every record that holds a part of the query (RANKING.pageScore): how much
   * of the query it holds, each part weighted by its rarity among pages and by the field it is in, how close the
   * words are in one record and whether neighbours of the query are neighbours in the text, and its BM25 evidence;
   * legal texts after help pages unless the query asks for them, hubs after the pages they list. Within a page,
   * Algolia's tie-breaking order: more of the query in the record, fewer typos, best attribute, higher level, score,
   * position. A page shows the records that hold the most parts, up to RANKING.hitsPerPageGroup.
   */
  private rank(perWord: SearchResult[][], plan: QueryPlan): EngineHit[] {
    const { words } = plan;
    const q = RANKING.matchQuality;
    interface PartMatch {
      quality: number;
      boost: number;
      terms: string[];
    }
    interface Scored {
      record: SearchRecord;
      score: number;
      terms: string[];
      parts: Map<number, PartMatch>;
      /** Idf-weighted share of the query this record holds. */
      share: number;
      typos: number;
      bestAttribute: number;
      groups: { size: number };
    }
    const byId = new Map<number, Scored>();
    perWord.forEach((results, w) => {
      const word = words[w];
      for (const result of results) {
        const id = Number(result.id);
        let scored = byId.get(id);
        if (!scored) {
          const record = this.records[id];
          scored = {
            record,
            score: 0,
            terms: [],
            parts: new Map(),
            share: 0,
            typos: 0,
            bestAttribute: Number.MAX_SAFE_INTEGER,
            groups: { size: 0 },
          };
          byId.set(id, scored);
        }
        const quality = this.quality(word, result.terms);
        let boost = 0;
        for (const term of result.terms) {
          for (const field of result.match[term] ?? []) {
            boost = Math.max(boost, FIELD_BOOST[field as SearchableField] ?? 0);
            const rank = ATTRIBUTE_RANK[field as SearchableField] ?? 99;
            if (rank < scored.bestAttribute) scored.bestAttribute = rank;
          }
        }
        scored.score += result.score * quality;
        for (const term of result.terms) if (!scored.terms.includes(term)) scored.terms.push(term);
        const previous = scored.parts.get(word.group);
        if (!previous || quality * boost > previous.quality * previous.boost)
          scored.parts.set(word.group, { quality, boost, terms: result.terms });
      }
    });
    // Rarity of each part among pages.
    if (this.pageCount === 0) this.pageCount = new Set(this.records.map((r) => r.url_without_anchor)).size;
    const pagesWith = new Map<number, Set<string>>();
    for (const scored of byId.values()) {
      for (const group of scored.parts.keys()) {
        const set = pagesWith.get(group) ?? new Set<string>();
        set.add(scored.record.url_without_anchor);
        pagesWith.set(group, set);
      }
    }
    const idf = new Array<number>(plan.groups).fill(0);
    for (let g = 0; g < plan.groups; g++)
      idf[g] = Math.log(1 + this.pageCount / Math.max(1, pagesWith.get(g)?.size ?? 0));
    const idfTotal = idf.reduce((a, b) => a + b, 0) || 1;
    const maxBoost = Math.max(...Object.values(FIELD_BOOST));
    const pages = new Map<string, Scored[]>();
    for (const scored of byId.values()) {
      let share = 0;
      let typos = 0;
      for (const [group, part] of scored.parts) {
        share += idf[group] * part.quality;
        if (part.quality <= q.typo) typos += 1;
      }
      scored.share = share / idfTotal;
      scored.typos = typos;
      scored.groups = { size: scored.parts.size };
      const list = pages.get(scored.record.url_without_anchor);
      if (list) list.push(scored);
      else pages.set(scored.record.url_without_anchor, [scored]);
    }
    const byRecord = (a: Scored, b: Scored) =>
      b.share - a.share ||
      a.typos - b.typos ||
      a.bestAttribute - b.bestAttribute ||
      b.record.weight.level - a.record.weight.level ||
      b.score - a.score ||
      a.record.weight.position - b.record.weight.position;
    const legalAsked = this.asksForLegal(words) || plan.permission === true;
    const weights = RANKING.pageScore;
    const ranked = [...pages.values()].map((records) => {
      // Per part: the best credit any record of the page gives it, and the best field weight at that credit. A part
      // found only in the section name (which every record of a section carries) counts half.
      const best = new Map<number, { quality: number; boost: number }>();
      for (const r of records) {
        for (const [group, part] of r.parts) {
          const quality = part.boost <= FIELD_BOOST.lvl0 ? part.quality / 2 : part.quality;
          const previous = best.get(group);
          if (!previous || quality * part.boost > previous.quality * previous.boost)
            best.set(group, { quality, boost: part.boost });
        }
      }
      let coverage = 0;
      let field = 0;
      let typoParts = 0;
      for (const [group, part] of best) {
        coverage += idf[group] * part.quality;
        field += (idf[group] * part.quality * part.boost) / maxBoost;
        if (part.quality <= q.typo) typoParts += 1;
      }
      const scores = records.map((r) => r.score).sort((a, b) => b - a);
      let evidence = 0;
      scores.slice(0, RANKING.pageEvidence.length).forEach((score, i) => (evidence += score * RANKING.pageEvidence[i]));
      records.sort(byRecord);
      return {
        records,
        coverage: coverage / idfTotal,
        field: field / idfTotal,
        record: records[0].share,
        section: sectionShare(records, idf, idfTotal),
        phrase: plan.groups > 1 ? this.phraseShare(records, plan.groups) : 0,
        title: this.titleMatch(records[0].record.url_without_anchor, words, idf, idfTotal),
        typo: typoParts / plan.groups,
        evidence,
        hub: this.hubs().has(records[0].record.url_without_anchor),
        legal: records[0].record.kind === 'legal' && !legalAsked,
        news: records[0].record.kind === 'news',
        total: 0,
      };
    });
    const maxEvidence = Math.max(1e-9, ...ranked.map((page) => page.evidence));
    for (const page of ranked) {
      page.total =
        weights.coverage * page.coverage +
        weights.field * page.field +
        weights.record * page.record +
        weights.section * page.section +
        weights.phrase * page.phrase +
        weights.title * page.title +
        weights.evidence * (page.evidence / maxEvidence) -
        weights.typo * page.typo -
        (page.hub ? weights.hub : 0) -
        (page.legal ? weights.legal : 0) -
        (page.news ? weights.news : 0);
    }
    const kept = ranked;
    kept.sort((a, b) => b.total - a.total || a.records[0].record.weight.position - b.records[0].record.weight.position);
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

  /**
   * The best share, over a page's leading records, of neighbouring parts of the query (in the query's order) that
   * stand next to each other in one field of the record, one word apart at most ("New Creative", "créer une
   * campagne"); the two in the other order, or a little further apart, count half.
   */
  private phraseShare(
    records: ReadonlyArray<{ record: SearchRecord; parts: ReadonlyMap<number, { terms: readonly string[] }> }>,
    groups: number,
  ): number {
    let best = 0;
    for (const { record, parts } of records.slice(0, 8)) {
      if (parts.size < 2) continue;
      for (const field of SEARCHABLE_FIELDS) {
        const text = fieldValue(record, field);
        if (!text) continue;
        const positions = new Map<number, number[]>();
        this.analyzer.words(text).forEach((token, i) => {
          const terms = this.analyzer.terms(token);
          for (const [group, part] of parts) {
            if (terms.some((term) => part.terms.includes(term))) {
              const list = positions.get(group) ?? [];
              list.push(i);
              positions.set(group, list);
            }
          }
        });
        if (positions.size < 2) continue;
        let credit = 0;
        for (let g = 0; g + 1 < groups; g++) {
          const a = positions.get(g);
          const b = positions.get(g + 1);
          if (!a || !b) continue;
          let pair = 0;
          for (const i of a) {
            for (const j of b) {
              if (j > i && j - i <= 2) pair = 1;
              else if (Math.abs(j - i) <= 3) pair = Math.max(pair, 0.5);
            }
          }
          credit += pair;
        }
        best = Math.max(best, credit / (groups - 1));
      }
    }
    return best;
  }

  private titles: Map<string, string[][]> | null = null;

  /**
   * How well the query names the page: over its title and each of its keywords, the share of that name's words the
   * query holds times the share of the query (by rarity) the name holds; the best of them. "New tab takeover" names
   * the page of that title more than "Dynamic new tab takeover", and the keyword "New Creative" names its page.
   */
  private titleMatch(url: string, words: readonly QueryWord[], idf: readonly number[], idfTotal: number): number {
    if (!this.titles) {
      this.titles = new Map();
      for (const record of this.records) {
        if (record.type !== 'lvl1' || this.titles.has(record.url_without_anchor)) continue;
        const names = [record.hierarchy.lvl1, ...(record.keywords ?? '').split(',')]
          .map((name) => this.analyzer.words(name).filter((word) => !isStopword(this.language, word)))
          .filter((name) => name.length > 0)
          .map((name) => name.flatMap((word) => [this.analyzer.terms(word).join(' ')]));
        this.titles.set(record.url_without_anchor, names);
      }
    }
    let best = 0;
    for (const name of this.titles.get(url) ?? []) {
      const groups = new Set<number>();
      let held = 0;
      for (const token of name) {
        const terms = token.split(' ');
        const word = words.find((w) =>
          terms.some((term) => w.variants.some((v) => term === v || (w.prefix && term.startsWith(v)))),
        );
        if (!word) continue;
        held += 1;
        groups.add(word.group);
      }
      if (held === 0) continue;
      let share = 0;
      for (const group of groups) share += idf[group];
      best = Math.max(best, (held / name.length) * (share / idfTotal));
    }
    return best;
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

/**
 * The best share of the query (by rarity, at its credit) that one section of a page holds: the records under one
 * anchor, its heading and its paragraphs, taken together.
 */
function sectionShare(
  records: ReadonlyArray<{ record: SearchRecord; parts: ReadonlyMap<number, { quality: number }> }>,
  idf: readonly number[],
  idfTotal: number,
): number {
  const sections = new Map<string, Map<number, number>>();
  for (const { record, parts } of records) {
    const held = sections.get(record.url) ?? new Map<number, number>();
    for (const [group, part] of parts) held.set(group, Math.max(held.get(group) ?? 0, part.quality));
    sections.set(record.url, held);
  }
  let best = 0;
  for (const held of sections.values()) {
    let share = 0;
    for (const [group, quality] of held) share += idf[group] * quality;
    best = Math.max(best, share / idfTotal);
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
