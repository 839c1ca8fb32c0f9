import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { labelParts, termFor, targetLocales, type Locale } from '@site/src/data/terms';

/** The site's locale as a termbase locale (anything unknown reads as English). */
function useTermLocale(): Locale {
  const { currentLocale } = useDocusaurusContext().i18n;
  return (targetLocales as readonly string[]).includes(currentLocale) ? (currentLocale as Locale) : 'en';
}

/** A headword: first letter upper case, as a glossary entry starts (German nouns already are). */
export function headword(term: string, locale: Locale): string {
  return term.charAt(0).toLocaleUpperCase(locale) + term.slice(1);
}

export type TermProps = {
  /** Concept id of `src/data/terms.ts`, e.g. `ad-set`. */
  readonly id: string;
  /** The plural form, where the termbase has one. */
  readonly plural?: boolean;
};

/**
 * A glossary headword taken from the termbase, in the page's locale, so that the glossary can never
 * name a concept differently from the termbase. Usage in MDX: `- <Term id="ad-set" />: definition`.
 */
export function Term({ id, plural = false }: TermProps): ReactNode {
  const locale = useTermLocale();
  return <strong>{headword(termFor(id, locale, { plural }), locale)}</strong>;
}

export type LabelProps = {
  /** Label id of the termbase's Ads Manager label table, e.g. `new-campaign`. */
  readonly id: string;
};

/**
 * An Ads Manager on-screen label by the one rule of every locale: the label as the interface shows it
 * (English), in bold, with its translation in parentheses: **New Campaign** (Nueva campaña).
 */
export function Label({ id }: LabelProps): ReactNode {
  const { label, translation } = labelParts(id, useTermLocale());
  return (
    <>
      <strong lang="en">{label}</strong>
      {translation ? ` (${translation})` : null}
    </>
  );
}
