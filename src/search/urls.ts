/** URL and display helpers shared by the modal and the search page (pure). */
import { escapeHtml } from './highlight';
import { ESCAPED_ONCE, isSiteRelativeUrl } from './storage';
import type { Hierarchy } from './types';

/**
 * Index URLs are absolute (`https://ads-help.brave.com/es/...`), as the hosted crawler records
 * them. Links of this site become site-relative paths, so they work on any host (a preview on
 * 127.0.0.1 included) and navigate client-side; other URLs are kept.
 */
export function toSiteRelativeUrl(url: string, siteUrl: string): string {
  let parsed: URL;
  let site: URL;
  try {
    parsed = new URL(url);
    site = new URL(siteUrl);
  } catch {
    return url;
  }
  if (parsed.origin !== site.origin) return url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Hits of any backend (the hosted one included) as site-relative links: same-origin URLs become
 * paths, and a hit whose URL is still not a path on this site (another host, `javascript:`, `//x`)
 * is dropped.
 */
export function keepSiteHits<T extends { url: string }>(hits: readonly T[], siteUrl: string): T[] {
  return hits
    .map((hit) => ({ ...hit, url: toSiteRelativeUrl(hit.url, siteUrl) }))
    .filter((hit) => isSiteRelativeUrl(hit.url));
}

export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** `/es/search?q=…` */
export function searchPageUrl(baseUrl: string, query: string, page = 0): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const params = new URLSearchParams({ q: query });
  if (page > 0) params.set('page', String(page + 1));
  return `${base}search?${params.toString()}`;
}

interface DisplayHit {
  hierarchy: Hierarchy;
  content: string | null;
}

/**
 * DocSearch injects a hit's raw attributes as HTML where it has no snippet (recent and favorite
 * searches are stored without snippets): escape them once, so hostile text stays text, and mark
 * them as escaped, so the stored copy is read back exactly (./storage.ts).
 */
export function escapeHitForDisplay<T extends DisplayHit>(hit: T): T {
  const hierarchy = { ...hit.hierarchy };
  for (const key of Object.keys(hierarchy) as Array<keyof Hierarchy>) {
    const value = hierarchy[key];
    if (typeof value === 'string') (hierarchy as Record<string, string | null>)[key] = escapeHtml(value);
  }
  const content = typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content;
  return { ...hit, hierarchy, content, [ESCAPED_ONCE]: true };
}

export interface SearchPageQuery {
  query: string;
  /** 0-based. */
  page: number;
}

/** `?q=…&page=…` (1-based in the URL) -> the capped query and the 0-based page. */
export function parseSearchPageQuery(search: string, maxLength: number): SearchPageQuery {
  const params = new URLSearchParams(search);
  const query = [...(params.get('q') ?? '')].slice(0, maxLength).join('');
  const page = Math.max(0, Math.min(999, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1));
  return { query, page };
}

/**
 * The "Let us know." link of the no-results screen: the configured page of the visitor's locale
 * (`/es/account-management/contact?q=…`), or null when the link is off or the path is not a path
 * on this site.
 */
export function missingResultsUrl(baseUrl: string, path: string | null | undefined, query: string): string | null {
  if (!path || !/^\/[^/\\]/.test(path)) return null;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${path.slice(1)}?${new URLSearchParams({ q: query }).toString()}`;
}
