/**
 * What the modal needs around a backend: it never rejects (DocSearch 4.7 resets its own error
 * status and leaves an unhandled rejection), it records the error and each query's real hit count
 * (DocSearch adds nbHits up across keystrokes), and it tells subscribers.
 */
import type { SearchBackend, SearchInput, SearchResponse, SearchResults } from './client';
import { normalizeRequests } from './client';
import type { FacetFilters } from './facets';

export interface SearchStatus {
  /** Last query answered (or failed). */
  query: string;
  /** The error of the last search, null when it succeeded. */
  error: Error | null;
  /** Hosted mode fell back to the local index for this session. */
  fallback: boolean;
}

export interface SuggestingBackend extends SearchBackend {
  suggest?(query: string, facetFilters?: FacetFilters, max?: number): Promise<string[]>;
  preload?(): Promise<unknown>;
  readonly usingFallback?: boolean;
}

const MAX_REMEMBERED = 100;

function emptyResponse(indexName: string, query: string, hitsPerPage: number): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query,
    params: '',
    index: indexName,
    queryID: '',
  };
}

export class SearchSession {
  private status: SearchStatus = { query: '', error: null, fallback: false };
  private readonly listeners = new Set<() => void>();
  private readonly hitCounts = new Map<string, number>();
  private sequence = 0;

  constructor(private readonly backend: SuggestingBackend) {
    this.status = { ...this.status, fallback: Boolean(backend.usingFallback) };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): SearchStatus => this.status;

  /** nbHits of the last answer to `query`, or null before it was answered. */
  nbHitsFor(query: string): number | null {
    return this.hitCounts.get(query) ?? null;
  }

  preload(): void {
    this.backend.preload?.().catch(() => {
      // The search itself reports the failure; preloading is only a head start.
    });
  }

  suggest(query: string, facetFilters?: FacetFilters, max = 3): Promise<string[]> {
    return this.backend.suggest ? this.backend.suggest(query, facetFilters, max) : Promise.resolve([]);
  }

  search = async (input: SearchInput): Promise<SearchResults> => {
    const requests = normalizeRequests(input);
    const query = typeof requests[0]?.query === 'string' ? requests[0].query : '';
    const sequence = ++this.sequence;
    try {
      const results = await this.backend.search(input);
      const first = results.results[0];
      if (first) this.remember(query, first.nbHits ?? 0);
      if (sequence === this.sequence) this.update({ query, error: null });
      return results;
    } catch (error) {
      if (sequence === this.sequence) {
        this.update({ query, error: error instanceof Error ? error : new Error(String(error)) });
      }
      return {
        results: requests.map((request) =>
          emptyResponse(
            request.indexName,
            typeof request.query === 'string' ? request.query : '',
            request.hitsPerPage ?? 20,
          ),
        ),
      };
    }
  };

  private remember(query: string, nbHits: number): void {
    this.hitCounts.delete(query);
    this.hitCounts.set(query, nbHits);
    if (this.hitCounts.size > MAX_REMEMBERED) {
      const oldest = this.hitCounts.keys().next().value;
      if (oldest !== undefined) this.hitCounts.delete(oldest);
    }
  }

  private update(partial: Partial<SearchStatus>): void {
    this.status = { ...this.status, ...partial, fallback: Boolean(this.backend.usingFallback) };
    this.listeners.forEach((listener) => listener());
  }
}
