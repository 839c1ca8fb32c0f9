/** Highlight tags: `<mark>` in the modal (DocSearch), the legacy DocSearch span on the search page. */
export const MODAL_HIGHLIGHT = { pre: '<mark>', post: '</mark>' } as const;
export const PAGE_HIGHLIGHT = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
} as const;
/** Algolia's defaults, used when a request names no tags. */
export const DEFAULT_HIGHLIGHT = { pre: '<em>', post: '</em>' } as const;
export const DEFAULT_SNIPPET_ELLIPSIS = '…';

/** DocSearch custom ranking level per record type (lvl1 = 90 ... content = 0). */
export const LEVEL_WEIGHT: Record<string, number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/**
 * Id of the JSON a page carries with its locale's search settings (src/plugins/build/search-early), read by the
 * search box before React's context exists (src/theme/SearchBar/shellSearch.ts).
 */
export const SEARCH_CONTEXT_ELEMENT_ID = 'search-context';
