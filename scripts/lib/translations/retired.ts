/**
 * Retired terms (src/data/terms.ts `retiredTerms`): features and endpoints Brave withdrew. A page may name one
 * only inside a dated notice, so readers learn when it ended: an admonition, or a paragraph, list or table, whose
 * text carries the retirement date (ISO, or the long date of the page's locale: "4 de febrero de 2026").
 * Headings and front matter never qualify. Blog posts dated on or before the retirement are history and exempt.
 * Run over the English sources and every translation, and over UI strings (a message must carry the date).
 */
import type { Nodes, Root } from 'mdast';
import { retiredTerms, type RetiredTerm } from '../../../src/data/terms';
import { type ParsedDoc, parseTree } from './markdown';
import { checkablePageText, compileVariant, lineStarts, position, uiMessages } from './terms';

export interface RetiredHit {
  line: number;
  column: number;
  found: string;
  term: RetiredTerm;
}

/** The ways a page of `locale` may write the retirement date. */
export function datesOf(iso: string, locale: string): string[] {
  const date = new Date(`${iso}T12:00:00Z`);
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return [...new Set([iso, long, long.replace(/\s+/g, ' ')])];
}

const compiled = new Map<RetiredTerm, RegExp[]>();
function patternsOf(term: RetiredTerm): RegExp[] {
  let list = compiled.get(term);
  if (!list) {
    list = term.patterns.map((p) => compileVariant(p));
    compiled.set(term, list);
  }
  return list;
}

/** Each match of a retired term in `text`, with its line and column (1-based). */
function matches(text: string): { index: number; line: number; column: number; found: string; term: RetiredTerm }[] {
  const starts = lineStarts(text);
  const out: { index: number; line: number; column: number; found: string; term: RetiredTerm }[] = [];
  for (const term of retiredTerms) {
    const seen = new Set<number>();
    for (const regex of patternsOf(term)) {
      for (const m of text.matchAll(regex)) {
        const index = m.index ?? 0;
        if (m[0] === '' || seen.has(index)) continue;
        seen.add(index);
        out.push({ index, ...position(starts, index), found: m[0], term });
      }
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Blocks that can hold a dated notice. */
const NOTICE_BLOCKS = new Set(['containerDirective', 'paragraph', 'list', 'table']);

/** Line spans (1-based, inclusive) of the notice blocks of a page, and of its headings. */
function blockSpans(tree: Root): { notices: [number, number][]; headings: [number, number][] } {
  const notices: [number, number][] = [];
  const headings: [number, number][] = [];
  const walk = (node: Nodes) => {
    const span = node.position ? ([node.position.start.line, node.position.end.line] as [number, number]) : null;
    if (span && node.type === 'heading') headings.push(span);
    if (span && NOTICE_BLOCKS.has(node.type)) notices.push(span);
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return { notices, headings };
}

export interface PageInfo {
  text: string;
  doc: ParsedDoc;
  mdx: boolean;
  locale: string;
  /** A blog post's date (YYYY-MM-DD); undefined for docs. */
  postDate?: string;
}

/** Mentions of retired terms that are not inside a dated notice. */
export function checkRetiredPage(page: PageInfo): RetiredHit[] {
  const found = matches(checkablePageText(page.doc)).filter((m) => !(page.postDate && page.postDate <= m.term.retired));
  if (found.length === 0) return [];
  let spans: ReturnType<typeof blockSpans>;
  try {
    spans = blockSpans(parseTree(page.text, page.mdx));
  } catch {
    spans = { notices: [], headings: [] };
  }
  const lines = page.text.split('\n');
  const textOf = ([from, to]: [number, number]) =>
    lines
      .slice(from - 1, to)
      .join('\n')
      .replace(/\s+/g, ' ');
  return found
    .filter((m) => {
      if (spans.headings.some(([a, b]) => a <= m.line && m.line <= b)) return true;
      const dates = datesOf(m.term.retired, page.locale);
      return !spans.notices.some(
        ([a, b]) => a <= m.line && m.line <= b && dates.some((d) => textOf([a, b]).includes(d)),
      );
    })
    .map(({ line, column, found: text, term }) => ({ line, column, found: text, term }));
}

/** Mentions of retired terms in the messages of a translation file that do not carry the date themselves. */
export function checkRetiredUi(text: string, locale: string): RetiredHit[] {
  const { prose, spans } = uiMessages(text);
  return matches(prose)
    .filter((m) => {
      const span = spans.find((msg) => msg.start <= m.index && m.index < msg.end);
      const message = span ? text.slice(span.start, span.end) : '';
      return !datesOf(m.term.retired, locale).some((d) => message.includes(d));
    })
    .map(({ line, column, found, term }) => ({ line, column, found, term }));
}

/** The problem text: what was retired, when, and what to say instead. */
export function retiredMessage(hit: RetiredHit): string {
  const instead = hit.term.replacement ? `use ${hit.term.replacement}` : 'nothing replaces it';
  return `"${hit.found}": ${hit.term.en}, retired on ${hit.term.retired} (${instead}): name it only in a dated notice (an admonition, paragraph, list or table that gives the date)`;
}
