/**
 * Folder of the search files in each locale's output. Not `search/`: with trailingSlash false the
 * search page is `search.html`, and a `search/` folder beside it makes static servers answer
 * `/search` with a directory (a 404 here, a redirect on some hosts).
 */
export const SEARCH_FILES_DIR = 'search-index';
