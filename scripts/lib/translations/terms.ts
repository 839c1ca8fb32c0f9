/**
 * The termbase check: finds in a locale's pages and UI strings the wrong variants that
 * `src/data/terms.ts` lists for that locale, with line, column and the term to use instead.
 * Pages are read through the remark parser (`ParsedDoc.prose`), so code, URLs, HTML, JSX and heading
 * ids never match; front matter text keys (title, description, sidebar_label, keywords, a card's summary...) do.
 */
import { concepts, type Concept, type Locale } from '../../../src/data/terms';
import type { ParsedDoc } from './markdown';

export interface CompiledVariant {
  concept: Concept;
  /** The variant as written in the termbase (a phrase or a regular expression source). */
  label: string;
  reason: string;
  regex: RegExp;
}

export interface TermHit {
  line: number;
  column: number;
  /** The text that matched. */
  found: string;
  variant: CompiledVariant;
  /** The term to use. */
  use: string;
}

const WORD_CHAR = '[\\p{L}\\p{N}_]';
/** `\b` of JavaScript only knows ASCII letters: this one knows é, ñ, ü... */
const UNICODE_BOUNDARY = `(?:(?<=${WORD_CHAR})(?!${WORD_CHAR})|(?<!${WORD_CHAR})(?=${WORD_CHAR}))`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A variant as a global Unicode regular expression with Unicode-aware `\b`. */
export function compileVariant(pattern: string | RegExp): RegExp {
  if (typeof pattern === 'string') {
    return new RegExp(`${UNICODE_BOUNDARY}${escapeRegExp(pattern).replace(/ /g, '\\s+')}${UNICODE_BOUNDARY}`, 'giu');
  }
  const flags = [...new Set(`${pattern.flags}gu`)].filter((f) => f !== 'y').join('');
  // `\b` outside character classes (the termbase writes none inside them).
  return new RegExp(pattern.source.replace(/(?<!\\)\\b/g, UNICODE_BOUNDARY), flags);
}

const compiled = new Map<Locale, CompiledVariant[]>();

/** The variants of a locale, compiled once. */
export function variantsFor(locale: string): CompiledVariant[] {
  const key = locale as Locale;
  let list = compiled.get(key);
  if (!list) {
    list = concepts.flatMap((concept) =>
      (concept.variants?.[key] ?? []).map((v) => ({
        concept,
        label: typeof v.pattern === 'string' ? v.pattern : `/${v.pattern.source}/${v.pattern.flags}`,
        reason: v.reason,
        regex: compileVariant(v.pattern),
      })),
    );
    compiled.set(key, list);
  }
  return list;
}

/** The term a variant should be replaced with in a locale. */
export function termToUse(concept: Concept, locale: string): string {
  return locale in concept.terms ? concept.terms[locale as keyof Concept['terms']].term : concept.en;
}

/** Offsets of line starts, for turning an index into line and column (both 1-based). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}
export function position(starts: number[], index: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: index - starts[lo] + 1 };
}

/** Variants of `locale` in a text where only prose is left (other characters blanked, same offsets). */
export function findVariants(prose: string, locale: string): TermHit[] {
  const starts = lineStarts(prose);
  const found: { index: number; end: number; text: string; variant: CompiledVariant }[] = [];
  for (const variant of variantsFor(locale)) {
    for (const m of prose.matchAll(variant.regex)) {
      if (m[0] !== '') found.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0], variant });
    }
  }
  // One report per place: a variant inside a longer one ("Anuncios de Brave" inside
  // "Administrador de Anuncios de Brave") is the longer one's.
  found.sort((a, b) => a.index - b.index || b.end - a.end);
  const hits: TermHit[] = [];
  let coveredUntil = -1;
  for (const f of found) {
    if (f.end <= coveredUntil) continue;
    coveredUntil = Math.max(coveredUntil, f.end);
    hits.push({
      ...position(starts, f.index),
      found: f.text,
      variant: f.variant,
      use: termToUse(f.variant.concept, locale),
    });
  }
  return hits;
}

/** Front matter keys whose values readers see (`summary` of `sidebar_custom_props`: a card on the category pages). */
const FRONT_MATTER_TEXT = /^(title|description|sidebar_label|pagination_label|keywords|[ \t]+summary)\s*:/;

/** A page's prose plus the visible front matter values, at their offsets in the file. */
export function checkablePageText(doc: ParsedDoc): string {
  if (!doc.frontMatter) return doc.prose;
  const lines = doc.text.split('\n');
  const proseLines = doc.prose.split('\n');
  let inList = false;
  for (let i = doc.frontMatter.startLine; i < doc.frontMatter.endLine - 1 && i < lines.length; i += 1) {
    const line = lines[i];
    const key = FRONT_MATTER_TEXT.exec(line);
    if (key) {
      proseLines[i] = ' '.repeat(key[0].length) + line.slice(key[0].length);
      inList = true;
    } else if (inList && /^\s+-\s/.test(line)) {
      proseLines[i] = line;
    } else {
      inList = false;
    }
  }
  return proseLines.join('\n');
}

/** Variants in a page. */
export function checkPage(doc: ParsedDoc, locale: string): TermHit[] {
  return findVariants(checkablePageText(doc), locale);
}

/** The message strings of a translation file (JSON), at their offsets, everything else blanked; and their spans. */
export function uiMessages(text: string): { prose: string; spans: { start: number; end: number }[] } {
  const chars = text.replace(/[^\n]/g, ' ').split('');
  const spans: { start: number; end: number }[] = [];
  for (const m of text.matchAll(/"message"\s*:\s*("(?:[^"\\\n]|\\.)*")/g)) {
    const start = (m.index ?? 0) + m[0].length - m[1].length + 1;
    const end = start + m[1].length - 2;
    for (let i = start; i < end; i += 1) chars[i] = text[i];
    spans.push({ start, end });
  }
  return { prose: chars.join(''), spans };
}

/**
 * Variants in the messages of a translation file (JSON: `"key": { "message": "..." }`). Only message
 * strings are read: keys and descriptions are for translators.
 */
export function checkUiFile(text: string, locale: string): TermHit[] {
  return findVariants(uiMessages(text).prose, locale);
}
