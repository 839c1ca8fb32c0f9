/**
 * The browser's search backend for the current locale, created once per page session and shared
 * by the modal, the search box shown while the modal loads and the search page: the local client (in a worker,
 * ./worker), or the hosted client falling back to it.
 * Loaded on intent only (the SearchBar imports this module dynamically).
 */
import { HostedSearchClient, toAlgoliaHosts, type FallbackStore, type RemoteSearchClient } from './hosted';
import { SearchSession, type SuggestingBackend } from './session';
import type { HostedSearchConfig, SearchClientConfig } from './types';
import { localBackend } from './local';

export interface BackendContext {
  config: SearchClientConfig;
  /** The locale's base URL (`/es/`), where its index lives. */
  baseUrl: string;
  language: string;
  /** Added to the Algolia agent in hosted mode. */
  docusaurusVersion?: string;
}

const FALLBACK_KEY = 'search.hostedFallback';

/** "Fell back to the local index": remembered for the tab's session, so reloads do not retry dead hosts. */
function sessionFallbackStore(): FallbackStore {
  let memory = false;
  return {
    get() {
      if (memory) return true;
      try {
        return window.sessionStorage.getItem(FALLBACK_KEY) === '1';
      } catch {
        return false;
      }
    },
    set(value) {
      memory = value;
      try {
        if (value) window.sessionStorage.setItem(FALLBACK_KEY, '1');
        else window.sessionStorage.removeItem(FALLBACK_KEY);
      } catch {
        // Storage may be disabled; the in-memory flag still holds for this page.
      }
    },
  };
}

async function createRemote(config: HostedSearchConfig, docusaurusVersion?: string): Promise<RemoteSearchClient> {
  const { liteClient } = await import('algoliasearch/lite');
  const client = liteClient(config.appId, config.apiKey, {
    ...(config.hosts.length ? { hosts: toAlgoliaHosts(config.hosts) } : {}),
    timeouts: { connect: config.timeouts.connectMs, read: config.timeouts.readMs, write: 30_000 },
  });
  client.addAlgoliaAgent('docsearch-local-fallback');
  if (docusaurusVersion) client.addAlgoliaAgent('docusaurus', docusaurusVersion);
  return client as unknown as RemoteSearchClient;
}

const backends = new Map<string, SuggestingBackend>();

export function getSearchBackend(context: BackendContext): SuggestingBackend {
  const key = `${context.config.mode}\u0000${context.baseUrl}\u0000${context.language}`;
  const existing = backends.get(key);
  if (existing) return existing;
  const local = localBackend({
    baseUrl: context.baseUrl,
    language: context.language,
    maxQueryLength: context.config.limits.maxQueryLength,
  });
  let backend: SuggestingBackend;
  if (context.config.mode === 'local') {
    backend = local;
  } else {
    const hosted = context.config;
    let remote: Promise<RemoteSearchClient> | null = null;
    backend = new HostedSearchClient({
      remote: () => (remote ??= createRemote(hosted, context.docusaurusVersion)),
      local: () => local,
      store: sessionFallbackStore(),
    });
  }
  backends.set(key, backend);
  return backend;
}

const sessions = new Map<SuggestingBackend, SearchSession>();

/** The modal's session (status, real hit counts) around the shared backend. */
export function getSearchSession(context: BackendContext): SearchSession {
  const backend = getSearchBackend(context);
  let session = sessions.get(backend);
  if (!session) {
    session = new SearchSession(backend);
    sessions.set(backend, session);
  }
  return session;
}
