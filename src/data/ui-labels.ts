/**
 * Interface labels that steps name, per locale: what the reader's screen shows.
 *
 * - A string: the label as that locale's interface shows it; steps name it in bold.
 * - 'english': that interface is in English only in this locale (Brave Ads Manager is not localised), so steps
 *   quote the English label in bold, with a translation in parentheses on first use (terms.ts `labelRule`).
 * - null: the interface is localised but its string in this locale is not on record. Steps describe the control
 *   in the locale's words and give the English label marked as English (`englishLabelMarkers`), e.g.
 *   de "(in der englischen Oberfläche **Advanced Control**)". Record the localised string here once it has been
 *   read off a Brave build in that language; never guess it.
 *
 * `npm run check:conventions` holds translated docs and posts to this list.
 */
import { type TargetLocale, uiLabels } from './terms';

export type LabelOnScreen = string | 'english' | null;

export interface InterfaceLabel {
  id: string;
  surface: 'ads-manager' | 'browser';
  /** The English label, exactly as the English interface shows it. */
  en: string;
  locales: Record<TargetLocale, LabelOnScreen>;
}

const englishEverywhere: Record<TargetLocale, LabelOnScreen> = {
  de: 'english',
  es: 'english',
  fr: 'english',
  pt: 'english',
};
const notOnRecord: Record<TargetLocale, LabelOnScreen> = { de: null, es: null, fr: null, pt: null };

export const interfaceLabels: readonly InterfaceLabel[] = [
  // Brave Ads Manager: English in every locale (the labels and their translations for parentheses: terms.ts).
  ...uiLabels.map((label) => ({
    id: label.id,
    surface: 'ads-manager' as const,
    en: label.en,
    locales: englishEverywhere,
  })),
  { id: 'generate-api-key', surface: 'ads-manager', en: 'Generate API Key', locales: englishEverywhere },
  // The Brave browser: localised. Brave Shields, as the reporting page's "Is my reporting blocked?" steps name it.
  { id: 'shields-advanced-control', surface: 'browser', en: 'Advanced Control', locales: notOnRecord },
  { id: 'shields-block-trackers-and-ads', surface: 'browser', en: 'Block Trackers and Ads', locales: notOnRecord },
];

/** How a page says, next to a label, that it is the English interface's label. */
export const englishLabelMarkers: Record<TargetLocale, RegExp> = {
  de: /\benglisch(?:e[nrs]?)?\b/iu,
  es: /\ben inglés\b/iu,
  fr: /\ben anglais\b/iu,
  pt: /\bem inglês\b/iu,
};
