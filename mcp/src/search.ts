/**
 * search_help: the site's own search, as the modal runs it. The modal (src/theme/SearchBar) sends DocSearch's
 * requests to LocalSearchClient over the locale's engine, with the contextual facet filters of
 * src/search/backend.ts; this sends the same request to the same client, so the results come in the same order.
 * Only the presentation differs: longer snippets, Markdown emphasis instead of `<mark>`.
 */
import { LocalSearchClient, type SearchHit, type SearchRequest } from '../../src/search/client';
import { contextualFacetFilters, DOCS_SEARCH_TAGS } from '../../src/search/facets';
import { HIERARCHY_LEVELS, type HierarchyLevel } from '../../src/search/types';
import type { LocaleCode } from '../../config/locales';
import type { LocaleSite } from './site';

/** Longer than the modal's 10 words: an assistant reads the snippet to choose which page to open. */
export const SNIPPET_WORDS = 30;
export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 20;
export const DEFAULT_LIMIT = 5;

const HEADING_LEVELS = HIERARCHY_LEVELS.filter((level) => level !== 'lvl0');

export interface SearchResultItem {
  rank: number;
  title: string;
  section: string;
  url: string;
  snippet: string;
}

/** The request the modal sends (src/theme/SearchBar/SearchModal.tsx), with this server's snippet and tags. */
export function searchRequest(locale: LocaleCode, query: string, limit: number): SearchRequest {
  return {
    indexName: `help_${locale}`,
    query,
    facetFilters: contextualFacetFilters(locale, DOCS_SEARCH_TAGS),
    hitsPerPage: limit,
    page: 0,
    attributesToSnippet: HEADING_LEVELS.map((level) => `hierarchy.${level}:${SNIPPET_WORDS}`).concat(
      `content:${SNIPPET_WORDS}`,
    ),
    highlightPreTag: '**',
    highlightPostTag: '**',
    snippetEllipsisText: '…',
  };
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'", '&amp;': '&' };

/** The client escapes text for HTML (DocSearch injects it); an assistant reads plain text. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:lt|gt|quot|#039|amp);/g, (entity) => ENTITIES[entity]);
}

function toItem(hit: SearchHit, rank: number, site: LocaleSite): SearchResultItem {
  const headings = HEADING_LEVELS.map((level) => hit.hierarchy[level]).filter((value): value is string => !!value);
  const matched =
    hit.type === 'content'
      ? hit._snippetResult.content?.value
      : hit._snippetResult.hierarchy[hit.type as HierarchyLevel]?.value;
  let snippet = unescapeHtml(matched ?? '');
  // A page's title hit says little on its own: its description says what the page covers.
  if (hit.type === 'lvl1') {
    const page = site.pages.find((entry) => entry.url === hit.url_without_anchor);
    if (page?.description) snippet = `${snippet} — ${page.description}`;
  }
  return { rank, title: headings.join(' › '), section: hit.hierarchy.lvl0, url: hit.url, snippet };
}

export async function searchHelp(site: LocaleSite, query: string, limit: number): Promise<SearchResultItem[]> {
  const client = new LocalSearchClient({ loadEngine: async () => site.engine, maxQueryLength: MAX_QUERY_LENGTH });
  const { results } = await client.search({ requests: [searchRequest(site.locale, query, limit)] });
  return results[0].hits.map((hit, i) => toItem(hit, i + 1, site));
}
