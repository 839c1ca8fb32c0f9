/** Word tokenizer shared by indexing, querying and highlighting (so offsets line up). */

export interface Token {
  /** The word as written. */
  text: string;
  start: number;
  end: number;
}

// Letters, combining marks and digits; apostrophes, hyphens and punctuation split words
// ("l'annonce" -> "l", "annonce"; "e-mail" -> "e", "mail").
const WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD_RE)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], start, end: start + match[0].length });
  }
  return tokens;
}

/** Words only, for MiniSearch's `tokenize` option. */
export function words(text: string): string[] {
  return text.match(WORD_RE) ?? [];
}
