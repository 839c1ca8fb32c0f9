/**
 * Text normalisation shared by indexing and querying: lower-casing, diacritic folding
 * ("campaña" -> "campana", "Straße" -> "strasse") and the German spelling variants.
 * Pure functions: no DOM, no Node APIs (the build-time plugin uses them too).
 */

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};
const SPECIAL_RE = /[ßẞæœøđðłþı]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;

/** Removes diacritics and expands the letters that have no decomposition (ß, æ, œ, ø ...). */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS_RE, '')
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c);
}

/**
 * German writers without an umlaut key type "ae", "oe", "ue" and "ss" ("Groesse" for "Größe").
 * As in Snowball's German2 variant, map those spellings to the umlaut before stemming ("ue" after
 * "q" stays: "Quelle"), and "ß" to "ss". Applied identically to indexed and query words.
 */
export function germanSpelling(word: string): string {
  return word
    .replace(/ß|ẞ/g, 'ss')
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/(^|[^q])ue/g, '$1ü');
}

/** Locale-specific spelling normalisation applied to a lower-cased word before stemming. */
export function spellingFor(language: string): (word: string) => string {
  return language === 'de' ? germanSpelling : (word) => word;
}

/** Lower-cases with the root locale (no Turkish dotless-i surprises) and NFC-composes. */
export function lower(text: string): string {
  return text.normalize('NFC').toLowerCase();
}
