/**
 * Hosted mode: searches go to Algolia through the lite client. When every host is unreachable
 * (the client's RetryError), the session falls back to the local index and says so; API errors
 * (bad key, missing index) are reported as errors, not hidden.
 */
import {
  normalizeRequests,
  type LocalBackend,
  type SearchBackend,
  type SearchInput,
  type SearchResults,
} from './client';
import { DEFAULT_HIGHLIGHT } from './constants';
import type { FacetFilters } from './facets';
import { sanitizeHighlighted, type HighlightTags } from './highlight';

/** The part of algoliasearch's lite client we call. */
export interface RemoteSearchClient {
  search(input: SearchInput): Promise<SearchResults>;
}

export interface HostDescription {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'readWrite';
}

/** `http://127.0.0.1:4701` -> the lite client's host object. */
export function toAlgoliaHosts(urls: readonly string[]): HostDescription[] {
  return urls.map((address) => {
    const parsed = new URL(address);
    const protocol = parsed.protocol.replace(':', '');
    if (protocol !== 'http' && protocol !== 'https')
      throw new Error(`Unsupported search host protocol in "${address}"`);
    return {
      url: parsed.hostname,
      ...(parsed.port ? { port: Number(parsed.port) } : {}),
      protocol,
      accept: 'readWrite',
    };
  });
}

export function isRetryError(error: unknown): boolean {
  return error instanceof Error && error.name === 'RetryError';
}

/** Where the "fall back for this session" decision is remembered (sessionStorage in the browser). */
export interface FallbackStore {
  get(): boolean;
  set(value: boolean): void;
}

export function memoryFallbackStore(): FallbackStore {
  let value = false;
  return { get: () => value, set: (next) => void (value = next) };
}

export interface HostedSearchClientOptions {
  remote: () => Promise<RemoteSearchClient>;
  local: () => LocalBackend;
  store?: FallbackStore;
  onFallback?: (error: Error) => void;
}

export class HostedSearchClient implements SearchBackend {
  private readonly store: FallbackStore;
  private readonly sections = new Set<string>();

  constructor(private readonly options: HostedSearchClientOptions) {
    this.store = options.store ?? memoryFallbackStore();
  }

  get usingFallback(): boolean {
    return this.store.get();
  }

  async search(input: SearchInput): Promise<SearchResults> {
    if (this.store.get()) return this.options.local().search(input);
    let remote: RemoteSearchClient;
    try {
      remote = await this.options.remote();
      const results = sanitizeResults(await remote.search(input), input);
      for (const result of results.results) {
        for (const hit of result.hits ?? []) if (hit.hierarchy?.lvl0) this.sections.add(hit.hierarchy.lvl0);
      }
      return results;
    } catch (error) {
      if (!isRetryError(error)) throw error;
      this.store.set(true);
      this.options.onFallback?.(error as Error);
      return this.options.local().search(input);
    }
  }

  /**
   * No-results suggestions: from the local engine once it is in use, else the section names seen
   * in this session's results (each of them returned hits).
   */
  async suggest(query: string, facetFilters?: FacetFilters, max = 3): Promise<string[]> {
    if (this.store.get()) return this.options.local().suggest(query, facetFilters, max);
    const q = query.trim().toLowerCase();
    return [...this.sections].filter((section) => section.toLowerCase() !== q).slice(0, max);
  }

  preload(): Promise<unknown> {
    return this.store.get() ? this.options.local().preload() : this.options.remote();
  }
}

function sanitizeTree(node: unknown, tags: HighlightTags): unknown {
  if (Array.isArray(node)) return node.map((child) => sanitizeTree(child, tags));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === 'value' && typeof value === 'string' ? sanitizeHighlighted(value, tags) : sanitizeTree(value, tags);
  }
  return out;
}

/**
 * Highlight and snippet values from the hosted engine are injected as HTML by DocSearch and the
 * search page: keep only the requested tags and escape everything else exactly once.
 */
export function sanitizeResults(results: SearchResults, input: SearchInput): SearchResults {
  const requests = normalizeRequests(input);
  return {
    ...results,
    results: results.results.map((result, i) => {
      const tags: HighlightTags = {
        pre: requests[i]?.highlightPreTag ?? DEFAULT_HIGHLIGHT.pre,
        post: requests[i]?.highlightPostTag ?? DEFAULT_HIGHLIGHT.post,
      };
      return {
        ...result,
        hits: (result.hits ?? []).map((hit) => ({
          ...hit,
          _highlightResult: sanitizeTree(hit._highlightResult, tags) as typeof hit._highlightResult,
          _snippetResult: sanitizeTree(hit._snippetResult, tags) as typeof hit._snippetResult,
        })),
      };
    }),
  };
}
