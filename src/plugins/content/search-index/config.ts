/**
 * The search configuration of a build: reads the environment (see config/search.ts for the variables and
 * the values), finds DocSearch's modal stylesheet, and says which origins the CSP must allow.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  ASK_AI_ORIGIN,
  HOSTED_TIMEOUTS,
  reportMissingResults,
  SEARCH_LIMITS,
  searchIndexOptions,
} from '../../../../config/search';
import { brand } from '../../../../config/brand';
import type { SearchClientConfig } from '../../../search/types';
import type { SearchIndexPluginOptions } from './index';

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
  const from = createRequire(path.join(__dirname, '..', '..', '..', '..', 'package.json')).resolve(
    '@docsearch/css/dist/modal.css',
  );
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
    timeouts: { ...HOSTED_TIMEOUTS },
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

export const searchConfig: SearchClientConfig = resolveSearchConfig();

/** The search-index plugin's options: the values of config/search.ts plus the modal stylesheet found here. */
export const searchIndexPluginOptions: SearchIndexPluginOptions = {
  ...searchIndexOptions,
  modalStylesheet: searchModalStylesheet,
};

/** Serializable browser config: `customFields.search`, read with useDocusaurusContext(). */
export const searchCustomFields: SearchClientConfig = searchConfig;

/** CSP connect-src additions: none in local mode, the search service's domains in hosted mode. */
export function searchConnectSources(): string[] {
  return connectSourcesFor(searchConfig);
}
