/**
 * Browser-safe logic of the outdated-translation notice (no Node imports): which doc a page
 * translates, whether its translation is behind the English source, and where the English page is.
 */
import type { TranslationStatusGlobalData } from './types';

const LOCALIZED_DOCS = /\/docusaurus-plugin-content-docs\/current\/(.+)$/;

/**
 * The doc's path inside docs/ for a translated doc, from its metadata.source
 * ('@site/i18n/es/docusaurus-plugin-content-docs/current/campaign-performance/reporting.md').
 * Null for a page served from the English file (no translation, nothing to compare).
 */
export function translatedDocKey(source: string): string | null {
  return LOCALIZED_DOCS.exec(source)?.[1] ?? null;
}

export function isTranslationStatusData(data: unknown): data is TranslationStatusGlobalData {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { sources?: unknown }).sources === 'object' &&
    (data as { sources: unknown }).sources !== null
  );
}

/**
 * The current English hash when the translation records another one. A translation without a
 * stamp, or a doc the plugin has no hash for, is not reported: the translation check flags those.
 */
export function outdatedSourceHash(recorded: unknown, source: string, data: unknown): string | null {
  if (typeof recorded !== 'string' || !isTranslationStatusData(data)) return null;
  const key = translatedDocKey(source);
  const current = key ? data.sources[key] : undefined;
  return current !== undefined && current !== recorded ? current : null;
}

/**
 * The English page's path: the current path with the locale's base URL swapped for the
 * English one ('/es/campaign-performance/reporting' -> '/campaign-performance/reporting').
 */
export function englishPath(pathname: string, localeBaseUrl: string, englishBaseUrl: string): string {
  if (`${pathname}/` === localeBaseUrl) return englishBaseUrl;
  const rest = pathname.startsWith(localeBaseUrl) ? pathname.slice(localeBaseUrl.length) : pathname.replace(/^\/+/, '');
  return `${englishBaseUrl}${rest}`;
}

/**
 * Commit time (ms) of the English version a translated doc follows, when the build found it in
 * git; null on English pages, untranslated pages and when history had no match.
 */
export function englishVersionTime(source: string, data: unknown): number | null {
  if (!isTranslationStatusData(data)) return null;
  const key = translatedDocKey(source);
  const time = key ? data.englishDates?.[key] : undefined;
  return typeof time === 'number' && Number.isFinite(time) ? time : null;
}
