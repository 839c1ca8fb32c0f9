// @ts-check
'use strict';
/**
 * A small line-based reader for our Markdown/MDX docs: it finds what a translation must keep
 * (headings and their explicit ids, links, images, admonitions, code blocks, MDX imports and
 * components) and the prose a translator must translate (paragraphs and list items outside
 * code, tables, front matter, comments and JSX). Line numbers are 1-based lines of the file.
 *
 * It is not a full CommonMark parser: it reads the constructs our docs use, the same way for
 * the English source and its translation, which is what a structural comparison needs.
 */
// Docusaurus's own heading slugger. Its module alone, not the @docusaurus/utils index: loading the
// index fixes the generated-files directory name before the check can choose it (english-ui.cjs).
const { createSlugger } = require('@docusaurus/utils/lib/slugger');

/** @typedef {{ level: number, text: string, id: string | null, anchor: string, line: number }} Heading */
/** @typedef {{ target: string, line: number }} LinkRef */
/** @typedef {{ src: string, line: number }} ImageRef */
/** @typedef {{ type: string, line: number }} Admonition */
/** @typedef {{ lang: string, code: string, line: number }} CodeBlock */
/** @typedef {{ statement: string, line: number }} MdxImport */
/** @typedef {{ name: string, line: number }} Component */
/** @typedef {{ text: string, raw: string, line: number, words: number }} Paragraph */
/** @typedef {{ raw: string, startLine: number, endLine: number }} FrontMatterBlock */
/**
 * @typedef {object} ParsedDoc
 * @property {FrontMatterBlock | null} frontMatter
 * @property {Heading[]} headings
 * @property {LinkRef[]} links
 * @property {ImageRef[]} images
 * @property {Admonition[]} admonitions
 * @property {CodeBlock[]} codeBlocks
 * @property {MdxImport[]} imports
 * @property {Component[]} components
 * @property {Paragraph[]} paragraphs prose blocks (paragraphs, list items, blockquote lines)
 * @property {number} words words of visible text outside code and front matter
 */

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const HAS_LETTER = /\p{L}/u;

/**
 * Words of a plain-text string (tokens that contain at least one letter).
 * @param {string} text
 * @returns {number}
 */
function countWords(text) {
  let n = 0;
  for (const match of text.matchAll(WORD)) if (HAS_LETTER.test(match[0])) n += 1;
  return n;
}

/** Inline code spans, removed before looking for links so `[a](b)` in code is not a link. */
const INLINE_CODE = /(`+)([\s\S]*?[^`])\1(?!`)/g;
const IMAGE = /!\[((?:[^[\]\\]|\\.)*)\]\(\s*<?([^\s)>]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const LINK = /\[((?:[^[\]\\]|\\.|\[[^\]]*\])*)\]\(\s*<?([^\s)>]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const LINK_DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+.*)?$/;
const AUTOLINK = /<((?:https?|mailto):[^\s<>]+)>/g;
const BARE_URL = /(^|[\s(*_~])((?:https?:\/\/|www\.)[^\s<>()[\]]+)/g;
const HTML_LINK = /<(?:a|Link)\b[^>]*?\s(?:href|to)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;
const HTML_IMAGE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;
const COMPONENT = /<([A-Z][\w.]*)(?=[\s/>])/g;
const HTML_COMMENT_INLINE = /<!--[\s\S]*?-->/g;
const MDX_COMMENT_INLINE = /\{\/\*[\s\S]*?\*\/\}/g;

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*(.*)$/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ADMONITION_OPEN = /^\s*(:{3,})([A-Za-z][\w-]*)(.*)$/;
const ADMONITION_CLOSE = /^\s*:{3,}\s*$/;
const LIST_ITEM = /^(\s*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
const TABLE_ROW = /^\s*\|/;
const BLOCKQUOTE = /^\s*>\s?/;
const JSX_OR_HTML_LINE = /^\s*<\/?[A-Za-z][\w.:-]*(?=[\s/>]|$)/;
const IMPORT_EXPORT = /^(import|export)\s/;

/**
 * Text of inline Markdown as a reader sees it: link text without targets, image alt text,
 * code without backticks, no emphasis markers, HTML tags or comments.
 * @param {string} text
 * @returns {string}
 */
function plainInline(text) {
  // Code spans and escaped characters are literal: set them aside while markup is removed.
  /** @type {string[]} */
  const literals = [];
  /** @param {string} literal */
  const protect = (literal) => `\uE000${literals.push(literal) - 1}\uE001`;
  return text
    .replace(HTML_COMMENT_INLINE, ' ')
    .replace(MDX_COMMENT_INLINE, ' ')
    .replace(INLINE_CODE, (_m, _ticks, code) => protect(String(code).trim()))
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, (_m, ch) => protect(String(ch)))
    .replace(IMAGE, (_m, alt) => String(alt))
    .replace(LINK, (_m, label) => String(label))
    .replace(AUTOLINK, (_m, url) => String(url))
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/\uE000(\d+)\uE001/g, (_m, index) => literals[Number(index)] ?? '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/**
 * Splits an explicit heading id off a heading's raw text: `Text {#id}`, `Text <!-- #id -->`
 * or `Text {/* #id *\/}` (the syntaxes Docusaurus 3 reads).
 * @param {string} raw
 * @returns {{ text: string, id: string | null }}
 */
function splitHeadingId(raw) {
  const classic = /^(.*?)\s*\{#([^\s}]+)\}\s*$/.exec(raw);
  if (classic) return { text: classic[1], id: classic[2] };
  const comment = /^(.*?)\s*(?:<!--\s*#(\S+?)(?:\s[^>]*)?\s*-->|\{\/\*\s*#(\S+?)(?:\s[\s\S]*?)?\s*\*\/\})\s*$/.exec(
    raw,
  );
  if (comment) return { text: comment[1], id: comment[2] ?? comment[3] ?? null };
  return { text: raw, id: null };
}

/**
 * Targets of links and images on one line of Markdown (code spans already removed).
 * @param {string} line
 * @param {number} lineNo
 * @param {ParsedDoc} doc
 */
function collectInline(line, lineNo, doc) {
  let rest = line.replace(HTML_COMMENT_INLINE, ' ').replace(MDX_COMMENT_INLINE, ' ');
  for (const m of rest.matchAll(IMAGE)) doc.images.push({ src: m[2], line: lineNo });
  // A linked image `[![alt](img)](href)` is an image inside a link: drop images, then read links.
  rest = rest.replace(IMAGE, (_m, alt) => String(alt));
  for (const m of rest.matchAll(LINK)) doc.links.push({ target: m[2], line: lineNo });
  // GFM does not autolink inside link text: blank links out before looking for bare URLs.
  const withoutLinks = rest.replace(LINK, ' ');
  for (const m of withoutLinks.matchAll(AUTOLINK)) doc.links.push({ target: m[1], line: lineNo });
  const withoutTags = withoutLinks.replace(AUTOLINK, ' ').replace(/<[^>]*>/g, (tag) => tag.replace(/\S/g, ' '));
  for (const m of withoutTags.matchAll(BARE_URL)) {
    const url = m[2].replace(/[.,;:!?'"*_~]+$/, '');
    doc.links.push({ target: url.startsWith('www.') ? `http://${url}` : url, line: lineNo });
  }
  for (const m of rest.matchAll(HTML_LINK)) doc.links.push({ target: m[1] ?? m[2] ?? m[3] ?? '', line: lineNo });
  for (const m of rest.matchAll(HTML_IMAGE)) doc.images.push({ src: m[1] ?? m[2] ?? m[3] ?? '', line: lineNo });
  for (const m of rest.matchAll(COMPONENT)) doc.components.push({ name: m[1], line: lineNo });
}

/**
 * @param {string} text the whole file
 * @param {{ mdx?: boolean }} [options] `mdx`: read `import`/`export` lines (.mdx files)
 * @returns {ParsedDoc}
 */
function parseMarkdown(text, options = {}) {
  const mdx = options.mdx ?? false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  /** @type {ParsedDoc} */
  const doc = {
    frontMatter: null,
    headings: [],
    links: [],
    images: [],
    admonitions: [],
    codeBlocks: [],
    imports: [],
    components: [],
    paragraphs: [],
    words: 0,
  };
  const slugger = createSlugger();
  /** @type {string[]} */
  const visibleText = [];

  let i = 0;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((l, idx) => idx > 0 && /^---\s*$/.test(l));
    if (end > 0) {
      doc.frontMatter = { raw: lines.slice(1, end).join('\n'), startLine: 1, endLine: end + 1 };
      i = end + 1;
    }
  }

  /** The open text block (paragraph, list item, table, JSX block), if any. */
  /** @type {{ block: { lines: string[], line: number, prose: boolean, listItem?: boolean } | null }} */
  const open = { block: null };
  const flush = () => {
    const block = open.block;
    if (!block) return;
    const raw = block.lines.join(' ');
    const plain = plainInline(raw);
    visibleText.push(plain);
    const words = countWords(plain);
    if (block.prose && words > 0) doc.paragraphs.push({ text: plain, raw, line: block.line, words });
    open.block = null;
  };
  /**
   * @param {string} content
   * @param {number} lineNo
   * @param {boolean} prose
   */
  const addToBlock = (content, lineNo, prose) => {
    if (!open.block) open.block = { lines: [], line: lineNo, prose };
    open.block.lines.push(content);
  };
  /**
   * @param {number} level
   * @param {string} raw
   * @param {number} lineNo
   */
  const addHeading = (level, raw, lineNo) => {
    const { text: headingText, id } = splitHeadingId(raw.trim());
    const plain = plainInline(headingText);
    visibleText.push(plain);
    // As Docusaurus does: an explicit id is used as written; only generated ids go through the slugger.
    const anchor = id ?? slugger.slug(plain);
    doc.headings.push({ level, text: plain, id, anchor, line: lineNo });
  };

  /** Skips a multi-line construct starting at `start`; returns the index of its last line. */
  const skipUntil = (/** @type {number} */ start, /** @type {RegExp} */ end) => {
    let j = start;
    while (j < lines.length && !end.test(lines[j])) j += 1;
    return Math.min(j, lines.length - 1);
  };

  for (; i < lines.length; i += 1) {
    const line = lines[i];
    const lineNo = i + 1;

    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      flush();
      const [, indent, marker, info] = fence;
      const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      /** @type {string[]} */
      const code = [];
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j])) {
        code.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
        j += 1;
      }
      const lang = (info.trim().split(/[\s{]/)[0] ?? '').toLowerCase();
      doc.codeBlocks.push({ lang, code: code.join('\n'), line: lineNo });
      i = j;
      continue;
    }

    if (/^\s*$/.test(line)) {
      flush();
      continue;
    }

    // Comments: HTML comments in .md, MDX expression comments in .mdx; may span lines.
    if (/^\s*<!--/.test(line) && !/-->/.test(line.replace(/^\s*<!--/, ''))) {
      flush();
      i = skipUntil(i + 1, /-->/);
      continue;
    }
    if (/^\s*\{\/\*/.test(line) && !/\*\/\}/.test(line)) {
      flush();
      i = skipUntil(i + 1, /\*\/\}/);
      continue;
    }
    const uncommented = line.replace(HTML_COMMENT_INLINE, '').replace(MDX_COMMENT_INLINE, '');
    if (/^\s*$/.test(uncommented)) continue;

    if (mdx && IMPORT_EXPORT.test(line)) {
      flush();
      /** @type {string[]} */
      const statement = [line];
      while (i + 1 < lines.length && !/^\s*$/.test(lines[i + 1]) && !IMPORT_EXPORT.test(lines[i + 1])) {
        i += 1;
        statement.push(lines[i]);
      }
      doc.imports.push({ statement: statement.join(' ').replace(/\s+/g, ' ').trim(), line: lineNo });
      continue;
    }

    const atx = ATX_HEADING.exec(line);
    if (atx) {
      flush();
      const raw = atx[2] ?? '';
      collectInline(raw.replace(INLINE_CODE, ' '), lineNo, doc);
      addHeading(atx[1].length, raw, lineNo);
      continue;
    }

    const setext = SETEXT_UNDERLINE.exec(line);
    const pending = open.block;
    if (setext && pending && pending.prose && !pending.listItem) {
      open.block = null;
      addHeading(setext[1][0] === '=' ? 1 : 2, pending.lines.join(' '), pending.line);
      continue;
    }
    if (THEMATIC_BREAK.test(line)) {
      flush();
      continue;
    }

    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      flush();
      doc.admonitions.push({ type: admonition[2].toLowerCase(), line: lineNo });
      const title = admonition[3].replace(/^\[(.*)\]\s*(\{.*\})?$/, '$1').trim();
      if (title) {
        collectInline(title.replace(INLINE_CODE, ' '), lineNo, doc);
        visibleText.push(plainInline(title));
      }
      continue;
    }
    if (ADMONITION_CLOSE.test(line)) {
      flush();
      continue;
    }

    const linkDefinition = LINK_DEFINITION.exec(line);
    if (linkDefinition) {
      flush();
      doc.links.push({ target: linkDefinition[2], line: lineNo });
      continue;
    }

    collectInline(uncommented.replace(INLINE_CODE, ' '), lineNo, doc);

    if (TABLE_ROW.test(line)) {
      if (open.block?.prose) flush();
      addToBlock(line.replace(/\|/g, ' ').replace(/(^|\s):?-{3,}:?(?=\s|$)/g, ' '), lineNo, false);
      continue;
    }
    if (!open.block && JSX_OR_HTML_LINE.test(line)) {
      // A JSX/HTML block lasts until the next blank line; its text is not checked as prose.
      addToBlock(line, lineNo, false);
      continue;
    }

    const content = line.replace(BLOCKQUOTE, '');
    const item = LIST_ITEM.exec(content);
    if (item) {
      flush();
      addToBlock(content.slice(item[0].length), lineNo, true);
      if (open.block) open.block.listItem = true;
      continue;
    }
    if (content !== line && open.block && !open.block.prose) flush();
    addToBlock(content.trim(), lineNo, true);
  }
  flush();

  doc.words = visibleText.reduce((sum, t) => sum + countWords(t), 0);
  return doc;
}

module.exports = { parseMarkdown, plainInline, splitHeadingId, countWords };
