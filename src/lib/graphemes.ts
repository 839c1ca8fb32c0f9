/** Grapheme clusters, one segmenter per locale for the page's lifetime (building one costs a phone real time). */
const segmenters = new Map<string, Intl.Segmenter>();

/**
 * Characters as a reader sees them: an emoji family, a flag or a letter with accents each one string. An empty text
 * builds no segmenter. Where Intl.Segmenter is missing: code points, close enough.
 */
export function graphemes(text: string, locale = 'en'): string[] {
  if (text === '') return [];
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return Array.from(text);
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
    segmenters.set(locale, segmenter);
  }
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
