/**
 * Search, chosen at build time:
 * - local (default): a per-locale index built from the site's own HTML, searched in the browser;
 *   no query leaves the visitor's browser and no credentials are needed.
 * - hosted: set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME (optional
 *   ALGOLIA_ASSISTANT_ID for Ask AI; ALGOLIA_HOSTS, comma-separated URLs, routes the client to other
 *   hosts, for tests). The local index is still built: it answers when every host is unreachable.
 *
 * This module holds the values only; src/plugins/content/search-index/config.ts reads the environment and
 * docusaurus.config.ts registers the plugin.
 */
import type { SearchIndexPluginOptions } from '../src/plugins/content/search-index';
import type { SearchLimits } from '../src/search/types';
import { brand } from './brand';
import { notCrawled } from './indexing';

/** Ask AI (DocSearch 4.7) streams answers from this origin: allowed only when an assistant id is set. */
export const ASK_AI_ORIGIN = 'https://askai.algolia.com';

/**
 * The no-results screen's "Believe this query should return results? Let us know." link: on by
 * default, to the contact page (of the visitor's locale) with the query. `enabled: false` removes it.
 */
export const reportMissingResults = {
  enabled: true,
  path: '/account-management/contact',
} as const;

/**
 * How long the hosted client waits for a host before it tries the next one, and in the end answers from the
 * local index. The Algolia client's defaults (connect 1 s, read 2 s) suit a desktop on a good line; on a phone
 * on a slow mobile network a first connection can take longer, and falling back then costs the visitor the
 * local index download (about 60-70 KB) for nothing.
 */
export const HOSTED_TIMEOUTS = { connectMs: 2_000, readMs: 5_000 } as const;

/** Limits of the spec (section 9) in one place, handed to the browser with the search config. */
export const SEARCH_LIMITS: SearchLimits = {
  maxQueryLength: 64,
  hitsPerPage: 20,
  maxResultsPerGroup: 5,
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  smallScreenMaxWidth: 768,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  stallThresholdMs: 300,
};

/**
 * What site search (local, hosted and the MCP server) leaves out: the search page, the not-found page, generated
 * lists, the category pages that only repeat the demo gallery, and the page for writers about writing pages (not an
 * advertiser's answer; the sitemap leaves it out too). The demos and their gallery are in: visitors ask
 * for a demo by what it shows ("matrix rain demo", "curseur avant après"), although crawlers are kept off the demos.
 */
export const searchIndexOptions: Omit<SearchIndexPluginOptions, 'modalStylesheet'> = {
  siteSearchOnly: notCrawled.routePrefixes.map((prefix) => `${prefix}**`),
  excludeRoutes: [
    '/search',
    '/404.html',
    '/markdown-page',
    '/category/demos',
    '/category/dynamic-ntt',
    '/**/tags',
    '/**/tags/**',
    '/blog/archive',
    '/blog/page/**',
    '/blog/authors/**',
  ],
  defaultLvl0: {
    de: 'Dokumentation',
    en: 'Documentation',
    es: 'Documentación',
    fr: 'Documentation',
    pt: 'Documentação',
  },
  blogLvl0: { de: 'Blog', en: 'Blog', es: 'Blog', fr: 'Blog', pt: 'Blog' },
  titleSuffix: ` | ${brand.adBrand}`,
};
