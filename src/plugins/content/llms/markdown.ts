/**
 * Built HTML page -> the Markdown a reader (or an AI assistant) gets at `<page URL>.md`.
 *
 * The page is read the way the search index reads it (src/plugins/content/search-index/extract.ts): the same
 * chrome is removed (CHROME_SELECTORS) and the same `article` is the scope, so the Markdown and the search
 * records never disagree. Unlike the index, code blocks are kept (with their language) and the panels of
 * tabs are all kept, each under its label. The remaining HTML goes through unified
 * (rehype-parse -> rehype-remark -> remark-gfm -> remark-stringify): tables become GFM tables,
 * admonitions blockquotes that start with their (localized) label, links and images absolute URLs.
 * Build-time only (Node).
 */
import { load, type CheerioAPI, type Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { CHROME_SELECTORS } from '../search-index/extract';
import { withoutSoftHyphens } from '../../../lib/hyphenatedTitle';

export interface PageMarkdownOptions {
  /** Canonical URL of the page (absolute). */
  url: string;
  title: string;
  description: string;
  language: string;
}

const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' });

/** `/es/foo`, `#id`, `img/x.png` -> absolute URLs, resolved against the page's URL as a browser would. */
export function absoluteUrl(href: string, pageUrl: string): string {
  const value = href.trim();
  if (value === '') return value;
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}

/** Text of a code block, with the line breaks Prism's per-line spans and `<br>`s stand for. */
function codeText($: CheerioAPI, pre: Cheerio<Element>): string {
  const code = pre.find('code').first();
  const scope = code.length ? code : pre;
  scope.find('br').replaceWith('\n');
  const lines = scope.find('.token-line');
  if (lines.length > 0) {
    return lines
      .map((_, line) => $(line).text().replace(/\n$/, ''))
      .get()
      .join('\n');
  }
  return scope.text().replace(/\n$/, '');
}

function languageOf(pre: Cheerio<Element>): string {
  const holders = [pre.get(0), ...pre.parents().get()].filter(Boolean) as Element[];
  for (const holder of holders) {
    const match = /(?:^|\s)language-([\w+#-]+)/.exec(holder.attribs?.class ?? '');
    if (match && match[1] !== 'text') return match[1];
    if (holder.tagName === 'article') break;
  }
  return '';
}

/** Rewrites the article's Docusaurus-specific markup into plain HTML that rehype-remark maps well. */
function simplify($: CheerioAPI, article: Cheerio<Element>, options: PageMarkdownOptions): void {
  // Code blocks: one <pre><code class="language-x"> with the plain text (the copy button etc. go away).
  article.find('pre').each((_, node) => {
    const pre = $(node as Element);
    const language = languageOf(pre);
    const text = codeText($, pre);
    const block = pre.closest('.theme-code-block');
    const replacement = $('<pre><code></code></pre>');
    replacement.find('code').text(text);
    if (language) replacement.find('code').attr('class', `language-${language}`);
    (block.length ? block : pre).replaceWith(replacement);
  });

  // Tabs: every panel is kept under its label (readers choose a tab; a document shows them all).
  article.find('.tabs-container').each((_, node) => {
    const container = $(node as Element);
    const labels = container
      .find('[role="tab"]')
      .map((__, tab) => $(tab).text().trim())
      .get();
    const panels = container.find('[role="tabpanel"]');
    const parts = panels
      .map((index, panel) => `<p><strong>${escapeHtml(labels[index] ?? '')}</strong></p>${$(panel).html() ?? ''}`)
      .get();
    container.replaceWith(parts.join(''));
  });

  // Admonitions: a blockquote whose first line is the label readers see ("Note", "Nota", "Hinweis"...).
  article.find('.theme-admonition').each((_, node) => {
    const box = $(node as Element);
    const heading = box.children().first();
    const label = heading.text().trim();
    const content = box.children().eq(1);
    const quote = $('<blockquote></blockquote>');
    if (label) quote.append(`<p><strong>${escapeHtml(label)}</strong></p>`);
    quote.append(content.length ? (content.html() ?? '') : '');
    box.replaceWith(quote);
  });

  // Spec tables and any other table: header cells stay header cells; a table without <thead> gets its
  // first row promoted so GFM can express it.
  article.find('table').each((_, node) => {
    const table = $(node as Element);
    if (table.find('thead').length === 0) {
      const first = table.find('tr').first();
      first.children('td').each((__, cell) => {
        (cell as Element).tagName = 'th';
      });
    }
  });

  article.find('a[href]').each((_, node) => {
    const link = $(node as Element);
    link.attr('href', absoluteUrl(link.attr('href') ?? '', options.url));
  });
  article.find('img').each((_, node) => {
    const image = $(node as Element);
    const src = image.attr('src') ?? '';
    const alt = (image.attr('alt') ?? '').trim();
    // The dark twin of an illustration (src/plugins/markdown/themed-illustrations) repeats the light one: a document keeps one.
    if (/#gh-dark-mode-only$/.test(src)) {
      image.remove();
      return;
    }
    // An illustration inlined into the page (data: URL) has no address of its own: its alt text stands in.
    if (/^data:/i.test(src.trim())) {
      image.replaceWith(alt ? `<em>${escapeHtml(alt)}</em>` : '');
      return;
    }
    image.attr('src', absoluteUrl(src, options.url));
    image.attr('alt', alt);
  });
  // Icons and decorative images say nothing in text; hidden things left after the tabs are not content.
  article.find('img[alt=""], [role="presentation"], [hidden]').remove();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** A YAML string that needs no escaping rules beyond JSON's (JSON strings are valid YAML scalars). */
const yaml = (value: string): string => JSON.stringify(value);

/**
 * The page's article as Markdown, with title, description and canonical URL on top. Takes the page's HTML, or the
 * page already loaded (which it changes: the llms plugin reads the page's head first, then this, from one parse).
 */
export function pageMarkdown(page: string | CheerioAPI, options: PageMarkdownOptions): string {
  const $ = typeof page === 'string' ? load(page) : page;
  $(CHROME_SELECTORS).remove();
  const article = $('article').first();
  const scope = (article.length ? article : $('main').first()) as Cheerio<Element>;
  simplify($, scope, options);
  const body = withoutSoftHyphens(String(processor.processSync(scope.html() ?? '')))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const header = [
    '---',
    `title: ${yaml(options.title)}`,
    `description: ${yaml(options.description)}`,
    `url: ${yaml(options.url)}`,
    `language: ${yaml(options.language)}`,
    '---',
  ].join('\n');
  return `${header}\n\n${body}\n`;
}
