/**
 * Reads a Markdown/MDX page with remark (remark-parse, remark-frontmatter, remark-gfm, remark-directive
 * for admonitions, remark-mdx for .mdx files: the parsers Docusaurus itself uses) and lists what a
 * translation must keep (headings and explicit ids, links, images, admonitions, code blocks, MDX
 * imports and components) and the prose a translator must translate. Lines are 1-based lines of the file.
 */
import { createSlugger } from '@docusaurus/utils';
import type { Nodes, Parents, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface Heading {
  level: number;
  text: string;
  id: string | null;
  anchor: string;
  line: number;
}
export interface LinkRef {
  target: string;
  line: number;
}
export interface ImageRef {
  src: string;
  line: number;
}
export interface Admonition {
  type: string;
  line: number;
}
export interface CodeBlock {
  lang: string;
  code: string;
  line: number;
}
export interface MdxImport {
  statement: string;
  line: number;
}
export interface Component {
  name: string;
  line: number;
}
export interface Paragraph {
  text: string;
  raw: string;
  line: number;
  words: number;
}
export interface FrontMatterBlock {
  raw: string;
  startLine: number;
  endLine: number;
}
export interface ParsedDoc {
  frontMatter: FrontMatterBlock | null;
  headings: Heading[];
  links: LinkRef[];
  images: ImageRef[];
  admonitions: Admonition[];
  codeBlocks: CodeBlock[];
  imports: MdxImport[];
  components: Component[];
  /** Prose blocks: paragraphs (also in list items, quotes, admonitions and components). */
  paragraphs: Paragraph[];
  /** Words of visible text outside code and front matter. */
  words: number;
  /**
   * The file with everything but prose blanked out (same length and lines): text of paragraphs,
   * headings, table cells and emphasis markers stay; code, URLs, HTML, JSX tags and expressions,
   * front matter and heading ids become spaces. The termbase check reads it.
   */
  prose: string;
  /** The text as parsed (BOM removed). */
  text: string;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const HAS_LETTER = /\p{L}/u;

/** Words of a plain-text string (tokens that contain at least one letter). */
export function countWords(text: string): number {
  let n = 0;
  for (const match of text.matchAll(WORD)) if (HAS_LETTER.test(match[0])) n += 1;
  return n;
}

/**
 * Splits an explicit heading id off a heading's text: `Text {#id}` (after parsing: the text), or an
 * MDX comment `{/* #id *\/}` / HTML comment `<!-- #id -->` (the syntaxes Docusaurus 3 reads).
 */
export function splitHeadingId(raw: string): { text: string; id: string | null } {
  const classic = /^(.*?)\s*\\?\{#([^\s}]+)\}\s*$/.exec(raw);
  if (classic) return { text: classic[1], id: classic[2] };
  const comment = /^(.*?)\s*(?:<!--\s*#(\S+?)(?:\s[^>]*)?\s*-->|\{\/\*\s*#(\S+?)(?:\s[\s\S]*?)?\s*\*\/\})\s*$/.exec(
    raw,
  );
  if (comment) return { text: comment[1], id: comment[2] ?? comment[3] ?? null };
  return { text: raw, id: null };
}

/**
 * MDX reads `{#id}` as a JavaScript expression. Docusaurus escapes it before parsing; so do we, keeping
 * every offset: ` {#id}` becomes `\{#id}` (the space gives way to the backslash).
 */
function escapeHeadingIds(text: string): string {
  return text.replace(
    /^(#{1,6}[ \t].*?) \{#([^\s}]+)\}[ \t]*$/gm,
    (_m, head: string, id: string) => `${head}\\{#${id}}`,
  );
}

const processors = {
  md: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective),
  mdx: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).use(remarkMdx),
};

/** Parses a page into an mdast tree (throws the parser's message on invalid MDX). */
export function parseTree(text: string, mdx: boolean): Root {
  return (mdx ? processors.mdx : processors.md).parse(mdx ? escapeHeadingIds(text) : text);
}

const HTML_LINK = /<(?:a|Link)\b[^>]*?\s(?:href|to)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const HTML_IMAGE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const HTML_COMPONENT = /<([A-Z][\w.]*)(?=[\s/>])/g;

type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

function jsxAttribute(node: JsxElement, names: string[]): string | null {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !names.includes(attribute.name)) continue;
    if (typeof attribute.value === 'string') return attribute.value;
    const literal = attribute.value ? /^\s*["'`]([^"'`]*)["'`]\s*$/.exec(attribute.value.value) : null;
    if (literal) return literal[1];
  }
  return null;
}

/** Text a reader sees: text, inline code and alt text; not URLs, HTML, expressions or heading ids. */
function visibleText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
      return node.alt ?? '';
    case 'html':
    case 'code':
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'definition':
      return '';
    case 'break':
      return ' ';
    case 'heading':
      return splitHeadingId(node.children.map(visibleText).join('')).text;
    default:
      if ('children' in node) {
        const parts = (node.children as Nodes[]).map(visibleText);
        const blockLike =
          node.type === 'tableRow' || node.type === 'table' || node.type === 'root' || node.type === 'list';
        return parts.join(blockLike || node.type === 'listItem' || node.type === 'blockquote' ? ' ' : '');
      }
      return '';
  }
}

const plain = (text: string) => text.replace(/[ \t\r\n]+/g, ' ').trim();

/** Parses a page. `mdx`: read it as MDX (.mdx files), otherwise as CommonMark + GFM, as Docusaurus does. */
export function parseMarkdown(input: string, options: { mdx?: boolean } = {}): ParsedDoc {
  const text = input.replace(/^\uFEFF/, '');
  // As Docusaurus decides: front matter `mdx: { format: mdx }` makes a .md file MDX.
  const mdx =
    (options.mdx ?? false) || /^---\r?\n(?:[^\n]*\n)*?mdx:[ \t]*\r?\n[ \t]+format:[ \t]*mdx[ \t]*\r?\n/.test(text);
  const tree = parseTree(text, mdx);
  const doc: ParsedDoc = {
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
    prose: '',
    text,
  };
  const slugger = createSlugger();
  const prose = text.replace(/[^\n]/g, ' ').split('');
  const keep = (start: number, end: number) => {
    for (let i = start; i < end; i += 1) prose[i] = text[i];
  };
  const lineOf = (node: Nodes) => node.position?.start.line ?? 1;

  const walk = (node: Nodes, parent: Parents | null) => {
    const line = lineOf(node);
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    switch (node.type) {
      case 'yaml':
        doc.frontMatter = { raw: node.value, startLine: line, endLine: node.position?.end.line ?? line };
        return;
      case 'heading': {
        const { text: headingText, id } = splitHeadingId(node.children.map(visibleText).join(''));
        const shown = plain(headingText);
        doc.headings.push({ level: node.depth, text: shown, id, anchor: id ?? slugger.slug(shown), line });
        break;
      }
      case 'paragraph': {
        const words = countWords(plain(visibleText(node)));
        const inTable = parent?.type === 'tableCell';
        // An admonition title (`:::tip[Title]`) is a label, not a paragraph.
        const isLabel = (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
        if (words > 0 && !inTable && !isLabel) {
          doc.paragraphs.push({ text: plain(visibleText(node)), raw: text.slice(start, end), line, words });
        }
        break;
      }
      case 'text':
        keep(start, end);
        return;
      case 'strong':
      case 'emphasis':
      case 'delete': {
        const first = node.children[0]?.position?.start.offset ?? end;
        const last = node.children[node.children.length - 1]?.position?.end.offset ?? end;
        keep(start, first);
        keep(last, end);
        break;
      }
      case 'link': {
        doc.links.push({ target: node.url, line });
        // An autolink's text is its URL: not prose.
        const label = node.children.length === 1 && node.children[0].type === 'text' ? node.children[0].value : null;
        if (label !== null && [label, `http://${label}`, `mailto:${label}`].includes(node.url)) return;
        break;
      }
      case 'definition':
        doc.links.push({ target: node.url, line });
        return;
      case 'image':
        doc.images.push({ src: node.url, line });
        return;
      case 'containerDirective':
        doc.admonitions.push({ type: node.name.toLowerCase(), line });
        break;
      case 'leafDirective':
      case 'textDirective':
        // Not an admonition: Docusaurus shows it as the text it was written as.
        keep(start, end);
        return;
      case 'code':
        doc.codeBlocks.push({ lang: (node.lang ?? '').toLowerCase(), code: node.value, line });
        return;
      case 'html': {
        for (const m of node.value.matchAll(HTML_LINK)) doc.links.push({ target: m[1] ?? m[2] ?? '', line });
        for (const m of node.value.matchAll(HTML_IMAGE)) doc.images.push({ src: m[1] ?? m[2] ?? '', line });
        for (const m of node.value.matchAll(HTML_COMPONENT)) doc.components.push({ name: m[1], line });
        return;
      }
      case 'mdxjsEsm': {
        node.value.split(/\n(?=(?:import|export)\s)/).forEach((statement, index, all) => {
          const offset = all.slice(0, index).reduce((n, s) => n + s.split('\n').length, 0);
          doc.imports.push({ statement: statement.replace(/\s+/g, ' ').trim(), line: line + offset });
        });
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (node.name && /^[A-Z]/.test(node.name)) doc.components.push({ name: node.name, line });
        if (node.name === 'a' || node.name === 'Link') {
          const href = jsxAttribute(node, ['href', 'to']);
          if (href !== null) doc.links.push({ target: href, line });
        }
        if (node.name === 'img') {
          const src = jsxAttribute(node, ['src']);
          if (src !== null) doc.images.push({ src, line });
        }
        break;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, node as Parents);
  };
  walk(tree, null);

  // Heading ids are not prose.
  for (const h of doc.headings) if (h.id) blankHeadingId(prose, text, h.line);
  doc.prose = prose.join('');
  doc.words = countWords(visibleText(tree));
  return doc;
}

function blankHeadingId(prose: string[], text: string, line: number) {
  let offset = 0;
  for (let l = 1; l < line; l += 1) offset = text.indexOf('\n', offset) + 1;
  const endOfLine = text.indexOf('\n', offset);
  const lineText = text.slice(offset, endOfLine < 0 ? text.length : endOfLine);
  const id = /\\?\{#[^\s}]+\}\s*$/.exec(lineText);
  if (id) for (let i = offset + id.index; i < offset + lineText.length; i += 1) prose[i] = ' ';
}

/** Text of inline Markdown as a reader sees it: link text, alt text, code, no markup, HTML or comments. */
export function plainInline(markdown: string): string {
  return visibleText(processors.md.parse(markdown))
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}
