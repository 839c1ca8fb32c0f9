/**
 * Where the modal's stylesheet is served (copied there by the search-index plugin; its name is in the site
 * config), and a preload of it that the first-load bundle can afford: a few lines, no rules.
 */
import { SEARCH_FILES_DIR } from '@site/src/search/files';

export function modalStylesheetUrl(baseUrl: string, fileName: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}${SEARCH_FILES_DIR}/${fileName}`;
}

let preloaded = false;

/**
 * Fetches the modal's stylesheet alongside the modal's chunk, on the first intent. The chunk links the
 * stylesheet when it runs and the modal opens once it applies: without the preload, its request waited for
 * the chunk (one more round trip between intent and the open modal on a phone's connection). The dev server
 * has no copied file (the chunk imports the CSS itself).
 */
export function preloadModalStylesheet(baseUrl: string, fileName: string | null): void {
  if (preloaded || !fileName || process.env.NODE_ENV !== 'production') return;
  preloaded = true;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = modalStylesheetUrl(baseUrl, fileName);
  document.head.appendChild(link);
}
