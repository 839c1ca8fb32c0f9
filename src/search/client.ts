/**
 * LocalSearchClient: answers the calls DocSearch's modal and the search page make to an Algolia
 * client (`search({requests})`, and the legacy array form) from the local engine, with
 * Algolia-shaped responses: hits with `_highlightResult` / `_snippetResult`, `page`, `nbPages`,
 * `nbHits`, `hitsPerPage`, `index`, `queryID`, and the query echoed.
 */
import { SEARCH_LIMITS } from '../../config/search';
import { DEFAULT_HIGHLIGHT, DEFAULT_SNIPPET_ELLIPSIS } from './constants';
import type { SearchEngine } from './engine';
import { parseFacetFilters, type FacetFilters } from './facets';
import { fnv1a } from './indexFile';
import {
  highlight,
  snippet,
  type HighlightResult,
  type HighlightTags,
  type SnippetResult,
  type WordMatcher,
} from './highlight';
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchRecord } from './types';

export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  /** Attributes whose values are counted over every hit (Algolia's facets), e.g. `hierarchy.lvl0`. */
  facets?: string[];
  [other: string]: unknown;
}

/** v5 request (`{indexName, query, ...params}`) or legacy (`{indexName, params}`). */
export type SearchRequest = SearchParams & { indexName: string; params?: string | SearchParams };
export type SearchInput = { requests: SearchRequest[] } | SearchRequest[];

type LevelResults<T> = Partial<Record<HierarchyLevel, T>>;

/** A DocSearch record as the hosted API returns it: the record's fields (not its ranking) plus highlights. */
export interface SearchHit extends Omit<SearchRecord, 'weight'> {
  _highlightResult: { hierarchy: LevelResults<HighlightResult>; content?: HighlightResult };
  /**
   * `excerpt` (local index only): for a heading hit, a snippet of the page's paragraph that best shows the match,
   * when the request asks for a content snippet. The results page shows it under the title.
   */
  _snippetResult: { hierarchy: LevelResults<SnippetResult>; content?: SnippetResult; excerpt?: SnippetResult };
  /** As Algolia's with `getRankingInfo`: how many parts of the query the hit matched only through a typo. */
  _rankingInfo?: { nbTypos: number };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  /** Per requested facet attribute, the number of hits with each value. */
  facets?: Record<string, Record<string, number>>;
}

export interface SearchResults {
  results: SearchResponse[];
}

/** Anything that answers Algolia-shaped searches: the local client, the hosted wrapper. */
export interface SearchBackend {
  search(input: SearchInput): Promise<SearchResults>;
}

/** The local index's client, on the main thread or in the search worker (./worker). */
export interface LocalBackend extends SearchBackend {
  suggest(query: string, facetFilters?: FacetFilters, max?: number): Promise<string[]>;
  preload(): Promise<unknown>;
}

const JSON_PARAMS = new Set([
  'facetFilters',
  'attributesToRetrieve',
  'attributesToSnippet',
  'attributesToHighlight',
  'facets',
]);
const NUMBER_PARAMS = new Set(['hitsPerPage', 'page']);

/** Parses a legacy `params` string (`query=a&hitsPerPage=20&facetFilters=[...]`). */
export function parseParamsString(params: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    if (JSON_PARAMS.has(key)) {
      out[key] = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
    } else if (NUMBER_PARAMS.has(key)) {
      out[key] = Number(value);
    } else if (key === 'clickAnalytics') {
      out.clickAnalytics = value === 'true';
    } else {
      out[key] = value;
    }
  }
  if (typeof out.facetFilters === 'string') out.facetFilters = [out.facetFilters];
  return out;
}

export function normalizeRequests(input: SearchInput): SearchRequest[] {
  const requests = Array.isArray(input) ? input : input.requests;
  return requests.map((request) => {
    const { params, ...rest } = request;
    const fromParams = typeof params === 'string' ? parseParamsString(params) : (params ?? {});
    return { ...fromParams, ...rest } as SearchRequest;
  });
}

/** `content:10` -> ['content', 10]; `hierarchy.lvl1` -> ['hierarchy.lvl1', default]. */
function parseSnippetAttribute(spec: string, defaultWords: number): [string, number] {
  const [attribute, count] = spec.split(':');
  const words = Number(count);
  return [attribute, Number.isFinite(words) && words > 0 ? words : defaultWords];
}

/**
 * Two lines of one page that crop to the same words (the "Paused" row of the campaign table and of the ad set
 * table: both end "…its dates have not ended and budget is left") would show as one line twice, pointing at two
 * places. Each such line gets the first words of its own text in front, as few as tell them apart.
 */
export function distinguishSnippets(
  hits: SearchHit[],
  resnippet: (hit: SearchHit, index: number, lead: number) => SnippetResult,
): void {
  const groups = new Map<string, number[]>();
  hits.forEach((hit, i) => {
    const value = hit._snippetResult.content?.value;
    if (hit.content === null || value === undefined) return;
    const key = `${hit.url_without_anchor}\u0000${value}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const longest = Math.max(...members.map((i) => (hits[i].content ?? '').split(/\s+/u).length));
    for (let lead = 2; lead <= longest; lead += 1) {
      const values = members.map((i) => resnippet(hits[i], i, lead));
      if (new Set(values.map((v) => v.value)).size < members.length && lead < longest) continue;
      members.forEach((i, j) => {
        hits[i]._snippetResult.content = values[j];
      });
      break;
    }
  }
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

function serializeParams(request: SearchRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

export interface LocalSearchClientOptions {
  /** Loads (once) the engine of the current locale. */
  loadEngine: () => Promise<SearchEngine>;
  maxQueryLength?: number;
}

export class LocalSearchClient implements LocalBackend {
  private readonly maxQueryLength: number;
  private queryCounter = 0;

  constructor(private readonly options: LocalSearchClientOptions) {
    this.maxQueryLength = options.maxQueryLength ?? SEARCH_LIMITS.maxQueryLength;
  }

  /** Starts loading the index without searching (hover, focus, Ctrl/Cmd+K). */
  preload(): Promise<SearchEngine> {
    return this.options.loadEngine();
  }

  async search(input: SearchInput): Promise<SearchResults> {
    const engine = await this.options.loadEngine();
    return { results: normalizeRequests(input).map((request) => this.searchOne(engine, request)) };
  }

  /** Suggested queries for the no-results screen (each returns results). */
  async suggest(query: string, facetFilters?: FacetFilters, max = 3): Promise<string[]> {
    const engine = await this.options.loadEngine();
    return engine.suggest(this.cap(query), parseFacetFilters(facetFilters), max);
  }

  private cap(query: string): string {
    return [...query].slice(0, this.maxQueryLength).join('');
  }

  private searchOne(engine: SearchEngine, request: SearchRequest): SearchResponse {
    const started = Date.now();
    const query = this.cap(typeof request.query === 'string' ? request.query : '');
    const hitsPerPage = clampInt(request.hitsPerPage, SEARCH_LIMITS.hitsPerPage, 0, 1000);
    const page = clampInt(request.page, 0, 0, 1000);
    const { hits, queryWords } = engine.search(query, parseFacetFilters(request.facetFilters));
    const nbHits = hits.length;
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage);
    const tags: HighlightTags = {
      pre: request.highlightPreTag ?? DEFAULT_HIGHLIGHT.pre,
      post: request.highlightPostTag ?? DEFAULT_HIGHLIGHT.post,
    };
    const ellipsis = request.snippetEllipsisText ?? DEFAULT_SNIPPET_ELLIPSIS;
    const snippetSpecs = (request.attributesToSnippet ?? []).map((spec) =>
      parseSnippetAttribute(spec, SEARCH_LIMITS.snippetWords),
    );
    const contentWords = snippetSpecs.find(([attribute]) => attribute === 'content')?.[1];
    const matchers: WordMatcher[] = [];
    const pageHits = hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => {
      const isMatch = engine.matcher(hit.terms);
      matchers.push(isMatch);
      const { record } = hit;
      const highlightResult: SearchHit['_highlightResult'] = { hierarchy: {} };
      for (const level of HIERARCHY_LEVELS) {
        const value = record.hierarchy[level];
        if (value !== null) highlightResult.hierarchy[level] = highlight(value, isMatch, tags, queryWords.length);
      }
      if (record.content !== null)
        highlightResult.content = highlight(record.content, isMatch, tags, queryWords.length);
      const snippetResult: SearchHit['_snippetResult'] = { hierarchy: {} };
      for (const [attribute, words] of snippetSpecs) {
        const text = valueOf(record, attribute);
        if (text === null) continue;
        const result = snippet(text, isMatch, tags, words, ellipsis, queryWords.length);
        if (attribute === 'content') snippetResult.content = result;
        else snippetResult.hierarchy[attribute.replace('hierarchy.', '') as HierarchyLevel] = result;
      }
      const excerpt = hit.excerpt?.record.content;
      if (contentWords !== undefined && record.content === null && hit.excerpt && excerpt) {
        const matches = engine.matcher(hit.excerpt.terms);
        snippetResult.excerpt = snippet(excerpt, matches, tags, contentWords, ellipsis, queryWords.length);
      }
      return { ...toHit(record, highlightResult, snippetResult), _rankingInfo: { nbTypos: hit.typos } };
    });
    if (contentWords !== undefined) {
      distinguishSnippets(pageHits, (hit, i, lead) =>
        snippet(hit.content ?? '', matchers[i], tags, contentWords, ellipsis, queryWords.length, lead),
      );
    }
    this.queryCounter += 1;
    const facets = request.facets?.length
      ? facetCounts(
          hits.map((hit) => hit.record),
          request.facets,
        )
      : undefined;
    return {
      ...(facets ? { facets } : {}),
      hits: pageHits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
      query,
      params: serializeParams({ ...request, query }),
      index: request.indexName,
      queryID: fnv1a(`${request.indexName}\u0000${query}\u0000${this.queryCounter}`).repeat(4),
    };
  }
}

/** Algolia's facet counts: per attribute, how many of the records hold each value. */
export function facetCounts(
  records: readonly SearchRecord[],
  attributes: readonly string[],
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      let value: unknown = record;
      for (const part of attribute.split('.')) value = (value as Record<string, unknown> | null)?.[part];
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === null || item === undefined || item === '') continue;
        counts[String(item)] = (counts[String(item)] ?? 0) + 1;
      }
    }
    out[attribute] = counts;
  }
  return out;
}

function valueOf(record: SearchRecord, attribute: string): string | null {
  if (attribute === 'content') return record.content;
  const match = /^hierarchy\.(lvl[0-6])$/.exec(attribute);
  return match ? record.hierarchy[match[1] as HierarchyLevel] : null;
}

function toHit(
  record: SearchRecord,
  highlightResult: SearchHit['_highlightResult'],
  snippetResult: SearchHit['_snippetResult'],
): SearchHit {
  return {
    objectID: record.objectID,
    type: record.type,
    hierarchy: { ...record.hierarchy },
    content: record.content,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    version: record.version,
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}
