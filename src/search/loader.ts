/**
 * Loads a locale's index from the site's own origin, once: `<baseUrl>search-index/manifest.json`
 * (fixed name, revalidated) names the content-hashed `index.<hash>.json` (immutable). Nothing here
 * runs before the visitor shows intent to search.
 */
import { createAnalyzer } from './analysis';
import { SearchEngine } from './engine';
import { loadStemmer } from './stemmers';
import { SEARCH_FILES_DIR, type SearchIndexFile, type SearchManifest } from './types';

const INDEX_NAME_RE = /^index\.[0-9a-f]{8,64}\.json$/;

export class SearchIndexLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchIndexLoadError';
  }
}

/**
 * The site answered, but its index (or the manifest naming it) is missing, cut short or not an index: searching
 * again will not help, and the network is not to blame, so the modal and the search page say the index is damaged.
 */
export class SearchIndexDamagedError extends SearchIndexLoadError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchIndexDamagedError';
  }
}

/**
 * The development server renders no HTML, and the index is read from the built HTML: it has no index. Said at
 * once, so the modal and the search page show a notice (build, then serve) rather than a network error.
 */
export class SearchIndexMissingInDevelopment extends SearchIndexLoadError {
  constructor() {
    super('The development server has no search index: build the site and serve it to search.');
    this.name = 'SearchIndexMissingInDevelopment';
  }
}

/** Whether this bundle comes from the development server (a build-time constant there). */
export const IS_DEVELOPMENT = process.env.NODE_ENV === 'development';

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

async function fetchJson<T>(fetcher: Fetcher, url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch (error) {
    throw new SearchIndexLoadError(`Could not fetch ${url}`, { cause: error });
  }
  // Not there: the site answered, so the network is fine. Other statuses (a server error) may pass.
  if (response.status === 404 || response.status === 410)
    throw new SearchIndexDamagedError(`Fetching ${url} answered HTTP ${response.status}`);
  if (!response.ok) throw new SearchIndexLoadError(`Fetching ${url} answered HTTP ${response.status}`);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new SearchIndexLoadError(`Could not read ${url}`, { cause: error });
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new SearchIndexDamagedError(`${url} is not valid JSON`, { cause: error });
  }
}

export function manifestUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${SEARCH_FILES_DIR}/manifest.json`;
}

export async function fetchManifest(baseUrl: string, fetcher: Fetcher): Promise<SearchManifest> {
  const manifestAddress = manifestUrl(baseUrl);
  const manifest = await fetchJson<SearchManifest>(fetcher, manifestAddress, { cache: 'no-cache' });
  if (manifest?.v !== 1 || typeof manifest.index !== 'string' || !INDEX_NAME_RE.test(manifest.index)) {
    throw new SearchIndexDamagedError(`${manifestAddress} does not name a search index file`);
  }
  return manifest;
}

const manifests = new Map<string, Promise<SearchManifest>>();

/** The manifest of a locale, fetched once per page session (failures are retried). */
export function loadManifest(
  baseUrl: string,
  fetcher: Fetcher = (url, init) => fetch(url, init),
): Promise<SearchManifest> {
  let manifest = manifests.get(baseUrl);
  if (!manifest) {
    manifest = fetchManifest(baseUrl, fetcher);
    manifests.set(baseUrl, manifest);
    manifest.catch(() => manifests.delete(baseUrl));
  }
  return manifest;
}

export async function fetchIndexFile(
  baseUrl: string,
  fetcher: Fetcher,
  manifestLoader: (base: string) => Promise<SearchManifest> = (base) => fetchManifest(base, fetcher),
): Promise<SearchIndexFile> {
  const manifestAddress = manifestUrl(baseUrl);
  const manifest = await manifestLoader(baseUrl);
  const file = await fetchJson<SearchIndexFile>(fetcher, manifestAddress.replace(/manifest\.json$/, manifest.index));
  if (file?.v !== 1 || !Array.isArray(file.records)) {
    throw new SearchIndexDamagedError(`${manifest.index} is not a search index of a supported version`);
  }
  return file;
}

const engines = new Map<string, Promise<SearchEngine>>();

/**
 * The engine of one locale, loaded once per page session. A failed load is forgotten, so the
 * next search tries again (the network may be back).
 */
const defaultFetcher: Fetcher = (url, init) => fetch(url, init);

export function loadEngine(
  baseUrl: string,
  language: string,
  fetcher: Fetcher = defaultFetcher,
): Promise<SearchEngine> {
  const key = `${baseUrl}\u0000${language}`;
  if (IS_DEVELOPMENT) return Promise.reject(new SearchIndexMissingInDevelopment());
  let engine = engines.get(key);
  if (!engine) {
    const manifestLoader = fetcher === defaultFetcher ? (base: string) => loadManifest(base) : undefined;
    engine = Promise.all([fetchIndexFile(baseUrl, fetcher, manifestLoader), loadStemmer(language)]).then(
      ([file, stemmer]) => {
        try {
          return SearchEngine.create(file, createAnalyzer(file.language, stemmer));
        } catch (error) {
          // Records of the wrong shape: the file parsed, but it is not an index this engine can read.
          throw new SearchIndexDamagedError('The search index records cannot be read', { cause: error });
        }
      },
    );
    engines.set(key, engine);
    engine.catch(() => engines.delete(key));
  }
  return engine;
}

/** For tests: forget every loaded engine. */
export function resetLoadedEngines(): void {
  engines.clear();
  manifests.clear();
}
