import type { I18nConfig } from '@docusaurus/types';

export const defaultLocale = 'en';

/** The five editions, in the order the language dropdown lists them. */
export const localeCodes = ['de', 'en', 'es', 'fr', 'pt'] as const;
export type LocaleCode = (typeof localeCodes)[number];

/**
 * Each edition's base URL is spelled out, so a build of one locale alone puts it where the site serves it (`/es/`):
 * Docusaurus otherwise builds a lone locale at the root, as for a site with a domain per language, and gives every
 * other edition the root as well (`npm run build -- --locale es`, the hosted-search build of one locale).
 */
export const localeConfigs = {
  de: { label: 'Deutsch', direction: 'ltr', htmlLang: 'de-DE', calendar: 'gregory', path: 'de', baseUrl: '/de/' },
  en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en', baseUrl: '/' },
  // Neutral Spanish, for Spain and Latin America alike: `es`, not a region, in lang and hreflang.
  es: { label: 'Español', direction: 'ltr', htmlLang: 'es', calendar: 'gregory', path: 'es', baseUrl: '/es/' },
  fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr', baseUrl: '/fr/' },
  pt: { label: 'Português', direction: 'ltr', htmlLang: 'pt-BR', calendar: 'gregory', path: 'pt', baseUrl: '/pt/' },
} satisfies Record<LocaleCode, NonNullable<I18nConfig['localeConfigs'][string]>>;

export const i18n = {
  defaultLocale,
  locales: [...localeCodes],
  localeConfigs,
} satisfies Partial<I18nConfig>;

/** URL prefix of a locale's edition: '' for the default locale, '/es' for Spanish. */
export function localePrefix(locale: LocaleCode): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The base URL of the edition a source file belongs to: a file under `i18n/<locale>/` is that locale's. */
export function editionBaseUrl(filePath: string): string {
  const match = /[\\/]i18n[\\/]([^\\/]+)[\\/]/.exec(filePath);
  const locale =
    match && (localeCodes as readonly string[]).includes(match[1]) ? (match[1] as LocaleCode) : defaultLocale;
  return localeConfigs[locale].baseUrl;
}
