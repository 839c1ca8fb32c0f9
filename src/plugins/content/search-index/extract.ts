/**
 * Built HTML page -> DocSearch records, with the selectors of the official DocSearch crawler
 * template for Docusaurus v2+:
 *   lvl0    active sidebar category / navbar item (default "Documentation", localized)
 *   lvl1    header h1, article h1          lvl2..lvl4  article h2..h4
 *   lvl5    article h5, article td:first-child, row headers (th) with the caption   lvl6  article h6
 *   content article p, article li, and the other cells of a row, under the row's first cell (the crawler keeps only
 *           td:last-child: a middle column, "What it means" of the statuses, could not be found)
 * Code blocks, navigation, TOC, footers, pagination and hidden elements are removed first.
 * Build-time only (Node): never imported by browser code.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

import { RECORD_TYPES, type RecordType } from '../../../search/types';

/**
 * Page chrome, removed before extraction; the Markdown of each page (src/plugins/content/llms) removes the same
 * list, so the search records and the Markdown are read from the same part of the page.
 */
export const CHROME_SELECTORS = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'footer',
  '.navbar',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.table-of-contents',
  '.pagination-nav',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.hash-link',
  '[aria-hidden="true"]',
  '[style*="display:none"]',
  '[style*="display: none"]',
  '[data-search-exclude]',
].join(', ');

/** The heading of a page's closing list of links to other pages (`## Related pages {#related-pages}`). */
export const RELATED_PAGES = 'h2#related-pages';

/** Removed before extraction: the chrome, plus code blocks, hidden tab panels and tab lists. */
export const EXCLUDED_SELECTORS = [CHROME_SELECTORS, 'pre', '.theme-code-block', '[hidden]', '[role="tablist"]'].join(
  ', ',
);

export interface ExtractedRecord {
  type: RecordType;
  /** Index of the enclosing heading record in the page, -1 for none. */
  parent: number;
  anchor: string;
  text: string;
}

export interface ExtractedPage {
  lvl0: string;
  tag: string;
  version: string;
  language: string;
  /** `<meta name="keywords">` then `<meta name="description">`, comma-separated as written (empty when none). */
  keywords?: string;
  records: ExtractedRecord[];
}

export interface ExtractOptions {
  /** lvl0 when no navbar/sidebar item is active ("Documentation" in the page's language). */
  defaultLvl0: string;
  /** lvl0 of blog pages when no navbar item is active. */
  blogLvl0: string;
  /** Site title suffix removed from `<title>` when a page has no h1 (" | Brave Ads"). */
  titleSuffix: string;
  /** Index the page even though it asks search engines to skip it (site search lists the demos; crawlers do not). */
  ignoreRobots?: boolean;
}

export type SkipReason = 'noindex' | 'redirect' | 'excluded-tag' | 'empty';

/** DocSearch metadata tags of pages the hosted crawler would not need: lists of tags and posts. */
export const SKIPPED_TAGS = new Set([
  'doc_tags_list',
  'doc_tag_doc_list',
  'blog_tags_list',
  'blog_tags_posts',
  'blog_posts_list',
  'blog_authors_list',
  'blog_authors_posts',
  'blog_archive',
]);

const PICTOGRAPHS_RE = /^[\p{Extended_Pictographic}\uFE0F\u200D\s]+/u;

export function cleanText(text: string): string {
  return (
    text
      // Zero-width characters and the soft hyphens of long title words (src/lib/hyphenate.ts) are not part of a word.
      .replace(/[\u00AD\u200B-\u200D\uFEFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(PICTOGRAPHS_RE, '')
      .trim()
  );
}

function meta($: CheerioAPI, name: string): string {
  return ($(`meta[name="${name}"]`).attr('content') ?? '').trim();
}

function lvl0Of($: CheerioAPI, options: ExtractOptions): string {
  // The template's choice: the deepest active sidebar category, else the active navbar item.
  const sidebar = $('.menu__link.menu__link--sublist.menu__link--active').last();
  const sidebarText = cleanText(sidebar.text());
  if (sidebarText) return sidebarText;
  const navbar = cleanText($('.navbar__item.navbar__link--active').last().text());
  if (navbar) return navbar;
  if ($('html').hasClass('blog-wrapper')) return options.blogLvl0;
  return options.defaultLvl0;
}

/** Own text of a list item: without nested lists, paragraphs and tables (they are records of their own). */
function ownText($: CheerioAPI, element: Element): string {
  const clone = $(element).clone();
  clone.find('ul, ol, p, table, li').remove();
  return cleanText(clone.text());
}

const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** The Docusaurus tag of the page (`docs-default-current`, `blog_posts_list`...), `default` when it has none. */
function tagOf($: CheerioAPI): string {
  return meta($, 'docsearch:docusaurus_tag') || meta($, 'docusaurus_tag') || 'default';
}

/** The elements of `selector` that no reader drops: neither they nor an ancestor match EXCLUDED_SELECTORS. */
function kept($: CheerioAPI, selector: string) {
  return $(selector).filter((_, element) => $(element).closest(EXCLUDED_SELECTORS).length === 0);
}

/**
 * What every reader of a built page needs first, read without changing the page: whether it is left out (and why),
 * else its title, the search records' lvl1 (the first `header h1, article h1`, as category index pages keep their h1
 * outside <article>; else the `<title>` without the site's suffix).
 */
export function pageHead(
  $: CheerioAPI,
  titleSuffix: string,
  ignoreRobots = false,
): { title: string } | { skip: SkipReason } {
  if (!ignoreRobots && /noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return { skip: 'noindex' };
  if ($('meta[http-equiv="refresh" i]').length > 0) return { skip: 'redirect' };
  if (SKIPPED_TAGS.has(tagOf($))) return { skip: 'excluded-tag' };
  const heading = kept($, 'header h1, article h1').first().clone();
  heading.find(EXCLUDED_SELECTORS).remove();
  const title = cleanText(heading.text()) || cleanText(kept($, 'title').text().replace(titleSuffix, ''));
  return title ? { title } : { skip: 'empty' };
}

export function extractPage(html: string, options: ExtractOptions): { page: ExtractedPage } | { skip: SkipReason } {
  const $ = load(html);
  const head = pageHead($, options.titleSuffix, options.ignoreRobots);
  if ('skip' in head) return head;
  const tag = tagOf($);
  const language =
    meta($, 'docsearch:language') || meta($, 'docusaurus_locale') || ($('html').attr('lang') ?? '').split('-')[0];
  const version = meta($, 'docsearch:version') || meta($, 'docusaurus_version');
  // lvl0 is read before the chrome is removed: it comes from the navbar and the sidebar.
  const lvl0 = lvl0Of($, options);

  $(EXCLUDED_SELECTORS).remove();
  // "Related pages" ends many pages with links to others, a line each: a hit there would lead to the page that
  // links, not to the page that answers. Its heading has the same id in every locale.
  $(RELATED_PAGES).each((_, heading) => {
    $(heading).nextUntil('h1, h2').remove();
    $(heading).remove();
  });

  const records: ExtractedRecord[] = [];
  // Latest heading record per level (index into records), to compute parents.
  const headings: Array<number | undefined> = [];
  const currentParent = (belowLevel: number): number => {
    for (let level = belowLevel - 1; level >= 1; level--) {
      const index = headings[level];
      if (index !== undefined) return index;
    }
    return -1;
  };
  // The lvl5 record of each table row that has a row header.
  const rowLabels = new Map<Element, number>();
  const anchorOf = (index: number): string => (index >= 0 ? records[index].anchor : '');
  const push = (record: ExtractedRecord): number => {
    records.push(record);
    return records.length - 1;
  };

  const headingRecord = (level: number, text: string, id: string): void => {
    const parent = currentParent(level);
    const index = push({ type: RECORD_TYPES[level - 1], parent, anchor: level === 1 ? '' : id, text });
    headings[level] = index;
    for (let deeper = level + 1; deeper <= 6; deeper++) headings[deeper] = undefined;
  };

  // lvl1: the page's title (pageHead); its h1 makes no record of its own below.
  const h1 = $('header h1, article h1').first();
  headingRecord(1, head.title, '');

  const article = $('article').first();
  const scope = article.length ? article : $('main').first();
  scope.find('h1, h2, h3, h4, h5, h6, p, li, th, td').each((_, node) => {
    const element = node as Element;
    const name = element.tagName.toLowerCase();
    const $el = $(element);
    if (node === h1.get(0)) return;
    if (name in HEADING_LEVEL) {
      const text = cleanText($el.text());
      if (text) headingRecord(HEADING_LEVEL[name], text, ($el.attr('id') ?? '').trim());
      return;
    }
    if (name === 'th') {
      // A row header (the label of a spec row: "Title length") heads its row, prefixed with the table's caption.
      if ($el.closest('thead').length > 0 || $el.parent().children('th').first().get(0) !== element) return;
      const label = cleanText($el.text());
      if (!label) return;
      const caption = cleanText($el.closest('table').children('caption').text());
      const parent = currentParent(5);
      const row = $el.parent().get(0);
      const index = push({
        type: 'lvl5',
        parent,
        anchor: anchorOf(parent),
        text: caption ? `${caption}: ${label}` : label,
      });
      if (row) rowLabels.set(row, index);
      return;
    }
    if (name === 'td') {
      const row = $el.parent();
      if (row.children('th').length > 0 && row.closest('thead').length === 0) {
        // Cells of a row with a header: every cell is content under that row's label, so label and value match together.
        const text = cleanText($el.text());
        if (!text) return;
        const label = rowLabels.get(row.get(0) as Element);
        const parent = label ?? currentParent(7);
        push({ type: 'content', parent, anchor: anchorOf(parent), text });
        return;
      }
      const isFirst = row.children('td').first().get(0) === element;
      const text = cleanText($el.text());
      if (!text) return;
      if (isFirst) {
        // A row's first cell is a heading for that row only (scoped to the row, unlike the crawler).
        const parent = currentParent(5);
        const index = push({ type: 'lvl5', parent, anchor: anchorOf(parent), text });
        rowLabels.set(row.get(0) as Element, index);
      } else {
        const parent = rowLabels.get(row.get(0) as Element) ?? currentParent(7);
        push({ type: 'content', parent, anchor: anchorOf(parent), text });
      }
      return;
    }
    // p and li: skip those inside table cells (the cell is the record) and nested in another record.
    if ($el.closest('td, th').length > 0) return;
    const text = name === 'li' ? ownText($, element) : cleanText($el.text());
    if (!text) return;
    const parent = currentParent(7);
    push({ type: 'content', parent, anchor: anchorOf(parent), text });
  });

  // The description joins the keywords: both are the writer's own words for what the page covers, and a
  // description's clauses ("how unspent budget returns to your account balance") name it the way visitors ask.
  const keywords = [...meta($, 'keywords').split(','), meta($, 'description')]
    .map(cleanText)
    .filter(Boolean)
    .join(', ');
  return { page: { lvl0, tag, version, language, keywords, records } };
}
