/**
 * Finds paragraphs of a translation that are still in English. Detection itself is franc-min
 * (injected: the CLI passes `createFrancDetector(franc)`, tests a stub).
 *
 * Before detecting, a paragraph loses what is legitimately English in every edition, so that a
 * well-translated paragraph full of product names is not taken for English: inline code, URLs and
 * e-mail addresses, interface labels (bold or quoted, up to four words) and the terms kept in English.
 */
import type { Nodes } from 'mdast';
import { countWords, type Paragraph, parseTree, plainInline } from './markdown';

/** Returns an ISO 639-3 code, or 'und'. */
export type DetectLanguage = (text: string) => string;

/** ISO 639-3 codes of the site's languages: detection only chooses among these. */
export const SITE_LANGUAGES = ['deu', 'eng', 'spa', 'fra', 'por'];

export const MIN_PARAGRAPH_WORDS = 12;
const MIN_REMAINING_WORDS = 6;
const MAX_LABEL_WORDS = 4;

/**
 * Kept in English in every edition (glossary: "Kept in English everywhere"), plus product and
 * third-party names. Longest first, so "Brave Ads Manager" goes before "Brave Ads".
 */
export const KEPT_IN_ENGLISH = [
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEPT_TERMS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${KEPT_IN_ENGLISH.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
const QUOTED = /"([^"\n]+)"|“([^”\n]+)”|„([^“”\n]+)[“”]|«\s*([^»\n]+?)\s*»|‘([^’\n]+)’/g;

const isLabel = (span: string) => countWords(span) <= MAX_LABEL_WORDS;

/** Text of a node for detection: labels, code, URLs, e-mail addresses and HTML dropped. */
function detectableText(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'image':
      return node.alt ?? '';
    case 'link': {
      const label = node.children.map(detectableText).join('');
      // A bare URL or e-mail address (GFM autolink literal) is not prose.
      const literal = node.url === label || node.url === `http://${label}` || node.url === `mailto:${label}`;
      return literal || /^(?:https?:|mailto:|www\.)/.test(label.trim()) ? ' ' : label;
    }
    case 'strong': {
      const span = node.children.map(detectableText).join('');
      return isLabel(span) ? ' ' : span;
    }
    case 'inlineCode':
    case 'html':
    case 'code':
      return ' ';
    default:
      return 'children' in node
        ? (node.children as Nodes[]).map(detectableText).join(node.type === 'root' ? ' ' : '')
        : '';
  }
}

/** The part of a paragraph (Markdown) that language detection should see. */
export function proseForDetection(raw: string): string {
  return detectableText(parseTree(raw, false))
    .replace(QUOTED, (m: string, ...spans: unknown[]) => {
      const span = spans.slice(0, 5).find((s): s is string => typeof s === 'string') ?? '';
      return isLabel(span) ? ' ' : m;
    })
    .replace(KEPT_TERMS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isEnglishParagraph(raw: string, detect: DetectLanguage): boolean {
  if (countWords(plainInline(raw)) < MIN_PARAGRAPH_WORDS) return false;
  const prose = proseForDetection(raw);
  if (countWords(prose) < MIN_REMAINING_WORDS) return false;
  return detect(prose) === 'eng';
}

/** The paragraphs detected as English. */
export function findEnglishParagraphs(paragraphs: Paragraph[], detect: DetectLanguage): Paragraph[] {
  return paragraphs.filter((p) => isEnglishParagraph(p.raw, detect));
}

/** Wraps franc-min's `franc` as a detector limited to the site's languages. */
export function createFrancDetector(
  franc: (text: string, options: { only: string[]; minLength: number }) => string,
): DetectLanguage {
  return (text) => franc(text, { only: SITE_LANGUAGES, minLength: 10 });
}
