/**
 * Text analysis: one word -> the terms it is indexed (and searched) under.
 *
 * A word gets up to two terms: fold(stem(word)) and fold(stem(fold(word))). Snowball stemmers
 * recognise accented suffixes only ("facturación" -> "factur"), while visitors often type without
 * accents ("facturacion"); indexing both forms lets either spelling find the other, and diacritic
 * folding makes "campana" find "campaña". Shared by the build-time index and the browser, so the
 * indexed terms and the query terms are produced by the same code.
 */
import { foldDiacritics, lower, spellingFor } from './normalize';
import type { Stemmer } from './stemmers';
import { words } from './tokenize';

export interface Analyzer {
  language: string;
  /** Terms for one word (already tokenized); empty when the word is not indexed. */
  terms(word: string): string[];
  /** Words of a text, for MiniSearch's `tokenize`. */
  words(text: string): string[];
}

export function createAnalyzer(language: string, stem: Stemmer): Analyzer {
  const spelling = spellingFor(language);
  const cache = new Map<string, string[]>();
  return {
    language,
    words,
    terms(word: string): string[] {
      const cached = cache.get(word);
      if (cached) return cached;
      const lowered = spelling(lower(word));
      let result: string[];
      // Single letters carry no meaning on their own ("l'", "d'"), digits do ("3 steps").
      if (lowered.length < 2 && !/\p{N}/u.test(lowered)) {
        result = [];
      } else {
        const a = foldDiacritics(stem(lowered));
        const folded = foldDiacritics(lowered);
        const b = foldDiacritics(stem(folded));
        result = a === b ? [a] : [a, b];
      }
      if (cache.size > 20_000) cache.clear();
      cache.set(word, result);
      return result;
    },
  };
}
