// @ts-check
'use strict';
/**
 * Finds paragraphs of a translation that are still in English. Detection itself is franc-min
 * (an ESM package): the CLI injects it through `createFrancDetector`, tests inject a stub.
 *
 * Before detecting, a paragraph loses what is legitimately English in every edition, so that a
 * well-translated paragraph full of product names is not taken for English:
 *   1. inline code, URLs, link targets, HTML/JSX tags and comments (link text and image alt
 *      text stay: readers and screen readers get them in the page's language);
 *   2. terms the glossary keeps in English (KEPT_IN_ENGLISH: product names, CPM, CTR, BAT...);
 *   3. interface labels quoted or in bold, up to four words (**New Campaign**, « New Creative »):
 *      Ads Manager's interface is in English, and translations quote its labels as they appear.
 * Only paragraphs of at least 12 words are checked, and only when at least 6 words remain.
 */
const { plainInline, countWords } = require('./markdown-blocks.cjs');

/** @typedef {(text: string) => string} DetectLanguage returns an ISO 639-3 code, or 'und' */
/** @typedef {import('./markdown-blocks.cjs').Paragraph} Paragraph */

/** ISO 639-3 codes of the site's languages: detection only chooses among these. */
const SITE_LANGUAGES = ['deu', 'eng', 'spa', 'fra', 'por'];

const MIN_PARAGRAPH_WORDS = 12;
const MIN_REMAINING_WORDS = 6;
const MAX_LABEL_WORDS = 4;

/**
 * Kept in English in every edition (glossary: "Kept in English everywhere"), plus product and
 * third-party names. Longest first, so "Brave Ads Manager" goes before "Brave Ads".
 */
const KEPT_IN_ENGLISH = [
  'Brave Ads Manager',
  'Basic Attention Token',
  'Verifiable Ad Conversions',
  'Google Analytics',
  'Adobe Analytics',
  'Brave Browser',
  'Brave Search',
  'Brave Rewards',
  'Ads Manager',
  'Brave Ads',
  'Dynamic NTT',
  'Brave',
  'NTT',
  'CPM',
  'CPC',
  'CTR',
  'CTA',
  'BAT',
  'USD',
  'IAB',
  'VAC',
  'API',
  'URLs',
  'URL',
  'UTM',
  'CSV',
  'JSON',
  'HTML',
].sort((a, b) => b.length - a.length);

/** @param {string} s */
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEPT_TERMS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${KEPT_IN_ENGLISH.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** @param {string} span */
const isLabel = (span) => countWords(span) <= MAX_LABEL_WORDS;

/**
 * The part of a paragraph that language detection should see.
 * @param {string} raw paragraph Markdown
 * @returns {string}
 */
function proseForDetection(raw) {
  const text = raw
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, (_m, label) => String(label))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, ' ')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, (m, _d, span) => (isLabel(span) ? ' ' : m))
    .replace(/"([^"\n]+)"|“([^”\n]+)”|„([^“”\n]+)[“”]|«\s*([^»\n]+?)\s*»|‘([^’\n]+)’/g, (m, ...spans) => {
      const span = spans.slice(0, 5).find((s) => typeof s === 'string') ?? '';
      return isLabel(span) ? ' ' : m;
    });
  return plainInline(text).replace(KEPT_TERMS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * @param {string} raw paragraph Markdown
 * @param {DetectLanguage} detect
 * @returns {boolean}
 */
function isEnglishParagraph(raw, detect) {
  if (countWords(plainInline(raw)) < MIN_PARAGRAPH_WORDS) return false;
  const prose = proseForDetection(raw);
  if (countWords(prose) < MIN_REMAINING_WORDS) return false;
  return detect(prose) === 'eng';
}

/**
 * @param {Paragraph[]} paragraphs
 * @param {DetectLanguage} detect
 * @returns {Paragraph[]} the paragraphs detected as English
 */
function findEnglishParagraphs(paragraphs, detect) {
  return paragraphs.filter((p) => isEnglishParagraph(p.raw, detect));
}

/**
 * Wraps franc-min's `franc` (imported by the ESM caller) as a detector limited to our languages.
 * @param {(text: string, options: { only: string[], minLength: number }) => string} franc
 * @returns {DetectLanguage}
 */
function createFrancDetector(franc) {
  return (text) => franc(text, { only: SITE_LANGUAGES, minLength: 10 });
}

module.exports = {
  SITE_LANGUAGES,
  KEPT_IN_ENGLISH,
  MIN_PARAGRAPH_WORDS,
  proseForDetection,
  isEnglishParagraph,
  findEnglishParagraphs,
  createFrancDetector,
};
