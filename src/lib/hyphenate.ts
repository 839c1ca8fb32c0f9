/**
 * Soft hyphens (U+00AD) in long words of a page title, from the locale's TeX hyphenation patterns, added at build
 * time. `hyphens: auto` depends on the browser having a dictionary for the language (Debian's Chromium, for one,
 * has none), and without one a long German compound in a phone-sized title breaks anywhere, with no hyphen. A soft
 * hyphen is invisible until the line breaks there, and then shows as a hyphen in every browser.
 *
 * Build-time only (Node): the patterns are far too large for the client. The text readers of the built pages (the
 * search index, the Markdown twins) remove soft hyphens.
 */
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { hyphenateSync as de } from 'hyphen/de';
import { hyphenateSync as en } from 'hyphen/en-us';
import { hyphenateSync as es } from 'hyphen/es';
import { hyphenateSync as fr } from 'hyphen/fr';
import { hyphenateSync as pt } from 'hyphen/pt';
import { defaultLocale } from '../../config/locales';
import { HYPHENATED_TITLE, SOFT_HYPHEN } from './hyphenatedTitle';

const BY_LANGUAGE: Record<string, typeof de> = { de, en, es, fr, pt };

/** Words shorter than this fit a phone's title line in every locale; leaving them alone keeps the pages' code lean. */
const MIN_WORD_LENGTH = 14;

/**
 * `text` with soft hyphens at the syllable breaks of its long words, or undefined when nothing changes (a short
 * title, a locale without patterns). `locale` is a site locale ('de', 'pt-BR' reads as 'pt').
 */
export function hyphenateTitle(text: string, locale: string): string | undefined {
  const hyphenate = BY_LANGUAGE[locale.toLowerCase().split('-')[0] ?? ''];
  if (!hyphenate || text.includes(SOFT_HYPHEN)) return undefined;
  const result = hyphenate(text, { hyphenChar: SOFT_HYPHEN, minWordLength: MIN_WORD_LENGTH });
  return result === text ? undefined : result;
}

/** The site locale and kind of a Markdown file, from where Docusaurus reads it. */
function docLocale(filePath: string, siteDir: string): string | null {
  const parts = path.relative(siteDir, filePath).split(path.sep);
  if (parts[0] === 'docs') return defaultLocale;
  if (parts[0] === 'i18n' && parts[2] === 'docusaurus-plugin-content-docs') return parts[1] ?? null;
  return null;
}

/**
 * Docusaurus's front matter parser, plus soft hyphens in a doc's long title words: for its heading
 * (`hyphenated_title`) and for its label (`sidebar_label`, Docusaurus's own key, from the title when the writer set
 * none), which the sidebar, the breadcrumbs, the category cards and the previous/next cards show. Accessible names
 * and the text readers of the built pages leave soft hyphens out.
 */
export function parseFrontMatterWithHyphens(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const locale = docLocale(params.filePath, siteDir);
    const { frontMatter } = result;
    if (locale === null || typeof frontMatter.title !== 'string') return result;
    const title = hyphenateTitle(frontMatter.title, locale);
    if (title !== undefined) frontMatter[HYPHENATED_TITLE] = title;
    const label =
      typeof frontMatter.sidebar_label === 'string' ? hyphenateTitle(frontMatter.sidebar_label, locale) : title;
    if (label !== undefined) frontMatter.sidebar_label = label;
    return result;
  };
}
