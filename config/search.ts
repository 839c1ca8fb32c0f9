/**
 * Search, chosen at build time:
 * - local (default): a per-locale index built from the site's own HTML, searched in the browser;
 *   no query leaves the visitor's browser and no credentials are needed.
 * - hosted: set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME (optional
 *   ALGOLIA_ASSISTANT_ID for Ask AI; ALGOLIA_HOSTS, comma-separated URLs, routes the client to other
 *   hosts, for tests). The local index is still built: it answers when every host is unreachable.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { PluginConfig } from '@docusaurus/types';

import pluginSearchIndex, { type SearchIndexPluginOptions } from '../src/plugins/search-index';
import { SEARCH_LIMITS } from '../src/search/constants';
import type { SearchClientConfig } from '../src/search/types';
import { brand } from './brand';

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

export class SearchConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchConfigError';
  }
}

type Env = Record<string, string | undefined>;

function parseHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  for (const host of hosts) {
    let url: URL;
    try {
      url = new URL(host);
    } catch {
      throw new SearchConfigError(
        `ALGOLIA_HOSTS: "${host}" is not a URL (expected e.g. https://example-dsn.algolia.net).`,
      );
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new SearchConfigError(`ALGOLIA_HOSTS: "${host}" must use http or https.`);
    }
  }
  return hosts;
}

/**
 * DocSearch's modal stylesheet is copied next to each locale's index under a content-hashed name
 * and linked when the modal opens, instead of joining every page's styles.css.
 */
function modalStylesheet(): { from: string; fileName: string } {
  const from = createRequire(path.join(__dirname, '..', 'package.json')).resolve('@docsearch/css/dist/modal.css');
  const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 12);
  return { from, fileName: `docsearch-modal.${hash}.css` };
}

export const searchModalStylesheet = modalStylesheet();

/** Reads the environment; throws the spec's "app id or key is missing" error for half a hosted setup. */
export function resolveSearchConfig(env: Env = process.env): SearchClientConfig {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const assistantId = env.ALGOLIA_ASSISTANT_ID?.trim() || null;
  const hosts = parseHosts(env.ALGOLIA_HOSTS);
  if (!appId && !apiKey && !indexName && !assistantId && hosts.length === 0) {
    return {
      mode: 'local',
      indexName: brand.projectName,
      limits: SEARCH_LIMITS,
      modalStylesheet: searchModalStylesheet.fileName,
      reportMissingResultsPath: reportMissingResults.enabled ? reportMissingResults.path : null,
    };
  }
  const missing = [!appId && 'app id (ALGOLIA_APP_ID)', !apiKey && 'search API key (ALGOLIA_SEARCH_API_KEY)'].filter(
    Boolean,
  );
  if (missing.length > 0) {
    throw new SearchConfigError(
      `Hosted search is configured but the Algolia ${missing.join(' and the ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        'Set both, or unset every ALGOLIA_* variable to use the built-in local search.',
    );
  }
  if (!indexName) {
    throw new SearchConfigError(
      'Hosted search is configured but the Algolia index name (ALGOLIA_INDEX_NAME) is missing.',
    );
  }
  return {
    mode: 'hosted',
    appId,
    apiKey,
    indexName,
    assistantId,
    hosts,
    limits: SEARCH_LIMITS,
    modalStylesheet: searchModalStylesheet.fileName,
    reportMissingResultsPath: reportMissingResults.enabled ? reportMissingResults.path : null,
  };
}

/** Origins the browser may connect to for search (CSP connect-src); empty in local mode. */
export function connectSourcesFor(config: SearchClientConfig): string[] {
  if (config.mode === 'local') return [];
  const sources: string[] = [...brand.searchServiceSources];
  for (const host of config.hosts) {
    const origin = new URL(host).origin;
    if (!sources.includes(origin)) sources.push(origin);
  }
  if (config.assistantId) sources.push(ASK_AI_ORIGIN);
  return sources;
}

/** Pages the hosted crawler would not index either (plus the demos, which are noindex too). */
export const searchIndexOptions: SearchIndexPluginOptions = {
  excludeRoutes: [
    '/search',
    '/404.html',
    '/demos/**',
    '/category/demos',
    '/category/dynamic-ntt',
    '/dynamic-ntt',
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
  modalStylesheet: searchModalStylesheet,
};

export const searchConfig: SearchClientConfig = resolveSearchConfig();

/** Plugins to register (docusaurus.config.ts spreads them into `plugins`). */
export const searchPlugins: PluginConfig[] = [[pluginSearchIndex, searchIndexOptions]];

/** Serializable browser config: `customFields.search`, read with useDocusaurusContext(). */
export const searchCustomFields: SearchClientConfig = searchConfig;

/** CSP connect-src additions: none in local mode, the search service's domains in hosted mode. */
export function searchConnectSources(): string[] {
  return connectSourcesFor(searchConfig);
}
