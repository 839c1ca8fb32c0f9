/**
 * Algolia-shaped highlight and snippet values. Every piece of text is HTML-escaped first; only the
 * caller's highlight tags are added afterwards, so hostile titles or queries render as text.
 */
import { tokenize, type Token } from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Decides whether a word of the text matched the query (by its analysed terms). */
export type WordMatcher = (word: string) => boolean;

function matchInfo(tokens: Token[], isMatch: WordMatcher): { matched: boolean[]; words: string[] } {
  const matched = tokens.map((t) => isMatch(t.text));
  const seen = new Set<string>();
  tokens.forEach((t, i) => {
    if (matched[i]) seen.add(t.text.toLowerCase());
  });
  return { matched, words: [...seen] };
}

function level(matchedWords: number, queryWords: number): MatchLevel {
  if (matchedWords === 0) return 'none';
  return matchedWords >= queryWords ? 'full' : 'partial';
}

/** Escapes `text[from, to)` and wraps the matched tokens inside it with the tags. */
function render(
  text: string,
  tokens: Token[],
  matched: boolean[],
  from: number,
  to: number,
  tags: HighlightTags,
): string {
  let out = '';
  let cursor = from;
  tokens.forEach((token, i) => {
    if (!matched[i] || token.start < from || token.end > to) return;
    out += escapeHtml(text.slice(cursor, token.start));
    out += tags.pre + escapeHtml(token.text) + tags.post;
    cursor = token.end;
  });
  out += escapeHtml(text.slice(cursor, to));
  return out;
}

/**
 * `_highlightResult` entry for an attribute: the whole text, escaped, matched words wrapped.
 * `queryWordCount` decides between a partial and a full match, as Algolia's matchLevel does.
 */
export function highlight(
  text: string,
  isMatch: WordMatcher,
  tags: HighlightTags,
  queryWordCount: number,
): HighlightResult {
  const tokens = tokenize(text);
  const { matched, words } = matchInfo(tokens, isMatch);
  const matchLevel = level(words.length, queryWordCount);
  const result: HighlightResult = {
    value: render(text, tokens, matched, 0, text.length, tags),
    matchLevel,
    matchedWords: words,
  };
  if (matchLevel !== 'none') result.fullyHighlighted = tokens.length > 0 && matched.every(Boolean);
  return result;
}

/** Whether the token at `index` starts a sentence: the text's start, or after `.`, `:`, `;`, `?` or `!`. */
function startsSentence(text: string, tokens: readonly { start: number }[], index: number): boolean {
  if (index === 0) return true;
  const before = text.slice(0, tokens[index].start).trimEnd();
  return /[.!?:;]["'»”)]?$/.test(before);
}

/**
 * `_snippetResult` entry: a window of `wordCount` words around the first match (or the start of
 * the text), with `ellipsis` where text was cut. The window starts at the beginning of the match's sentence when
 * that is at most half a window back, so a snippet reads from a sentence's start rather than mid-clause; otherwise
 * it keeps two words before the match, as Algolia does. With `lead`, a window that starts later in the text is
 * preceded by the text's first `lead` words: two lines of one page that crop to the same window (the "Paused" row
 * of two tables) then read differently.
 */
export function snippet(
  text: string,
  isMatch: WordMatcher,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
  queryWordCount: number,
  lead = 0,
): SnippetResult {
  const tokens = tokenize(text);
  const { matched, words } = matchInfo(tokens, isMatch);
  const matchLevel = level(words.length, queryWordCount);
  const count = Math.max(1, Math.floor(wordCount));
  if (tokens.length <= count) {
    return { value: render(text, tokens, matched, 0, text.length, tags), matchLevel };
  }
  const first = matched.indexOf(true);
  // Keep a little context before the first match, as Algolia does, without running past the end.
  let startToken = first <= 0 ? 0 : Math.max(0, first - Math.min(2, Math.floor((count - 1) / 2)));
  let atSentence = false;
  for (let i = first; i >= Math.max(0, first - Math.floor(count / 2)); i -= 1) {
    if (startsSentence(text, tokens, i)) {
      startToken = i;
      atSentence = true;
      break;
    }
  }
  // Near the end of the text a window would slide back to hold its full count; one that starts a sentence stays.
  if (!atSentence) startToken = Math.min(startToken, tokens.length - count);
  const endToken = Math.min(startToken + count, tokens.length) - 1;
  const from = startToken === 0 ? 0 : tokens[startToken].start;
  const to = endToken === tokens.length - 1 ? text.length : tokens[endToken].end;
  const escapedEllipsis = escapeHtml(ellipsis);
  // A lead that reaches the window joins it; a shorter one stands before it, the cut marked on both sides.
  const leadEnd = Math.min(Math.max(0, Math.floor(lead)), startToken);
  const joined = leadEnd > 0 && leadEnd === startToken;
  const leadText =
    leadEnd > 0 && !joined
      ? `${render(text, tokens, matched, 0, tokens[leadEnd - 1].end, tags)} ${escapedEllipsis} `
      : '';
  const windowFrom = joined ? 0 : from;
  const value =
    leadText +
    (windowFrom > 0 && !leadText ? escapedEllipsis : '') +
    render(text, tokens, matched, windowFrom, to, tags) +
    (to < text.length ? escapedEllipsis : '');
  return { value, matchLevel };
}

const ENTITY_RE = /&(amp|lt|gt|quot|#39|#039|#x27);/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#039': "'",
  '#x27': "'",
};

/**
 * Undoes one level of escaping: every entity `escapeHtml` writes (and the other spellings of the apostrophe),
 * in one pass, so `&amp;lt;` becomes `&lt;`, not `<`.
 */
export function unescapeHtml(text: string): string {
  return text.replace(ENTITY_RE, (whole, name: string) => ENTITIES[name] ?? whole);
}

/**
 * Makes a highlighted value from another engine safe to inject: only the requested tags survive,
 * every other piece is escaped exactly once (whether or not the engine escaped it already).
 */
export function sanitizeHighlighted(value: string, tags: HighlightTags): string {
  return value
    .split(tags.pre)
    .map((segment, i) => {
      if (i === 0) return escapeOnce(segment);
      const close = segment.indexOf(tags.post);
      if (close < 0) return escapeOnce(segment);
      return (
        tags.pre + escapeOnce(segment.slice(0, close)) + tags.post + escapeOnce(segment.slice(close + tags.post.length))
      );
    })
    .join('');
}

function escapeOnce(text: string): string {
  return escapeHtml(unescapeHtml(text));
}
