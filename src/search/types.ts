/**
 * The one record contract between the build-time index plugin (src/plugins/content/search-index) and the
 * browser (src/search). Records follow the DocSearch crawler template for Docusaurus v2+, so the
 * same objects can be uploaded to a hosted index and answered by the local engine.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/** Record types a hit can have: a heading level (lvl1 to lvl6) or a paragraph of content. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';
export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export type Hierarchy = { lvl0: string; lvl1: string } & Record<
  Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>,
  string | null
>;

/** A DocSearch record, as the hosted crawler would produce it for a Docusaurus page. */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Paragraph text for `content` records; null for heading records. */
  content: string | null;
  /** Absolute URL, with `#anchor` when the record sits under an anchored heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** Locale code of the page (`<meta name="docsearch:language">`). */
  language: string;
  /** `<meta name="docsearch:docusaurus_tag">`: `default`, `docs-default-current`, ... */
  docusaurus_tag: string;
  /** `<meta name="docsearch:version">` (docs pages), else empty. */
  version: string;
  /**
   * The page's keywords and description (its front matter, `<meta name="keywords">` and `"description"`), on its lvl1
   * record only: the topics its writer named, searchable as evidence for the whole page and never shown.
   */
  keywords?: string;
  /**
   * What the page is: `legal` for the advertiser policies and terms (src/data/policies.ts), which rank after the help
   * pages unless the query asks for rules or terms. Absent for help pages.
   */
  kind?: PageKind;
  /** DocSearch custom ranking: level (lvl1 = 90 ... content = 0) and position in the page. */
  weight: { pageRank: number; level: number; position: number };
}

/** Compact record row stored in the index file: hierarchy is rebuilt from the parent chain. */
export type CompactRecord = [
  page: number,
  type: number, // index into RECORD_TYPES
  parent: number, // index of the enclosing heading record, -1 for none
  anchor: string, // '' when none
  text: string, // heading text (lvlN records) or content
];

/** The kinds of page search tells apart (absent: a help page): legal texts, and news (the blog's posts). */
export type PageKind = 'legal' | 'news';

/**
 * One page: its path (with base URL), lvl0, docusaurus_tag, version and, when it has some, its keywords ('' when it
 * has none but has a kind) and its kind.
 */
export type CompactPage = [
  path: string,
  lvl0: string,
  tag: string,
  version: string,
  keywords?: string,
  kind?: PageKind,
];

/**
 * The content-hashed file written for each locale: `<baseUrl>search-index/index.<hash>.json`: the records, and
 * the MiniSearch index built from them at build time, packed (./packedIndex.ts). A file without `index` (older
 * builds, test corpora) is indexed in the browser from its records.
 */
export interface SearchIndexFile {
  /** Format version: bump when the layout or the text analysis changes in a way older readers cannot follow. */
  v: 1;
  language: string;
  /** Origin + base of absolute URLs (siteConfig.url without trailing slash). */
  site: string;
  pages: CompactPage[];
  records: CompactRecord[];
  index?: PackedIndex;
  /** The locale's search synonyms and problem wordings (src/data/search-synonyms.ts): `[when, add]` rows. */
  synonyms?: Array<[when: string[], add: string]>;
}

import type { PackedIndex } from './packedIndex';

// In its own module: the search button's first-load code needs the name and nothing else of this file.
export { SEARCH_FILES_DIR } from './files';

/** `<baseUrl>search-index/manifest.json`: the fixed-name pointer to the current hashed index file. */
export interface SearchManifest {
  v: 1;
  language: string;
  index: string;
  records: number;
  bytes: number;
}

/** Fields indexed by the engine, in ranking order. */
export const SEARCHABLE_FIELDS = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
  'keywords',
] as const;
export type SearchableField = (typeof SEARCHABLE_FIELDS)[number];

/** Search configuration handed to the browser through `customFields.search` (config/search.ts). */
export interface SearchLimits {
  maxQueryLength: number;
  hitsPerPage: number;
  maxResultsPerGroup: number;
  snippetWords: number;
  snippetWordsSmallScreen: number;
  smallScreenMaxWidth: number;
  recentSearches: number;
  recentSearchesWithFavorites: number;
  favoriteSearches: number;
  stallThresholdMs: number;
}

export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  assistantId: string | null;
  /** Host URLs (e.g. `http://127.0.0.1:4701`) replacing Algolia's defaults; empty for the defaults. */
  hosts: string[];
  /** Per-host connect and read timeouts (config/search.ts: HOSTED_TIMEOUTS). */
  timeouts: { connectMs: number; readMs: number };
}

interface CommonSearchConfig {
  limits: SearchLimits;
  /**
   * DocSearch's modal stylesheet, emitted by the search-index plugin as `<baseUrl>search/<name>`
   * and linked on intent (null: use the bundled stylesheet, as the dev server does).
   */
  modalStylesheet: string | null;
  /**
   * Where the no-results screen's "Let us know." link goes (a site path; the query is added as
   * `?q=`), or null for no link. Set in config/search.ts (`reportMissingResults`).
   */
  reportMissingResultsPath?: string | null;
}

export type SearchClientConfig =
  | ({ mode: 'local'; indexName: string } & CommonSearchConfig)
  | ({ mode: 'hosted' } & CommonSearchConfig & HostedSearchConfig);

/** What the search box needs to search before the page has hydrated: the locale's settings, from the built page. */
export interface PageSearchContext {
  siteUrl: string;
  /** The locale's base URL (`/es/`), where its index lives. */
  baseUrl: string;
  language: string;
  docusaurusVersion: string;
  search: SearchClientConfig;
}
