/**
 * Front matter key of a doc's title with soft hyphens in its long words, set by the build (src/lib/hyphenate.ts) only
 * when the title has a long word. src/theme/DocItem/Content shows it as the page's heading; `title` itself stays plain
 * for the document title and the search index. A module of its own so the client and the page readers use it without
 * the build's hyphenation patterns.
 */
export const HYPHENATED_TITLE = 'hyphenated_title';

export const SOFT_HYPHEN = '\u00AD';

/** For the text readers of the built pages (the search index, the Markdown twins): words as written. */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(SOFT_HYPHEN, '');
}
