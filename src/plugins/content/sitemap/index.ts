import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { notCrawled } from '../../../../config/indexing';
import { robotsTxt, sitemapEntries, sitemapXml, type Edition } from './sitemap';

export const SITEMAP_FILENAME = 'sitemap.xml';
export const ROBOTS_FILENAME = 'robots.txt';

/** The editions of the site from the normalised i18n config (each locale's URL, prefix and hreflang). */
export function editionsOf(context: Pick<LoadContext, 'i18n' | 'siteConfig'>): Edition[] {
  const { i18n, siteConfig } = context;
  return i18n.locales.map((locale) => {
    const config = i18n.localeConfigs[locale];
    return {
      locale,
      hreflang: config?.htmlLang || locale,
      url: config?.url || siteConfig.url,
      baseUrl:
        config?.baseUrl || (locale === i18n.defaultLocale ? siteConfig.baseUrl : `${siteConfig.baseUrl}${locale}/`),
    };
  });
}

/**
 * Writes `sitemap.xml` for the locale being built (and, for the default locale, the site's `robots.txt`), each page with `xhtml:link` alternates for every
 * edition and x-default (the preset's sitemap plugin cannot emit them; set `sitemap: false` there).
 * Every edition has the same routes (untranslated pages fall back to English), so a page's
 * alternates are its route under each edition's prefix, as in the pages' own hreflang links.
 */
export default function sitemapPlugin(context: LoadContext): Plugin {
  return {
    name: 'brave-ads-sitemap',
    async postBuild({ outDir, routesPaths, routesBuildMetadata, siteConfig }) {
      if (siteConfig.noIndex) return;
      const editions = editionsOf(context);
      const current = editions.find((e) => e.locale === context.i18n.currentLocale);
      if (!current) throw new Error(`sitemap: unknown locale ${context.i18n.currentLocale}`);
      const entries = sitemapEntries({
        routesPaths,
        routesBuildMetadata,
        current: { ...current, baseUrl: context.baseUrl },
        editions,
        defaultLocale: context.i18n.defaultLocale,
      });
      if (entries.length === 0) throw new Error(`sitemap: no indexable page in locale ${current.locale}`);
      await fs.writeFile(path.join(outDir, SITEMAP_FILENAME), sitemapXml(entries));
      // robots.txt lives at the origin's root, which the default locale's build writes.
      if (current.locale === context.i18n.defaultLocale) {
        const robots = robotsTxt({
          editions,
          defaultLocale: context.i18n.defaultLocale,
          disallowPrefixes: notCrawled.routePrefixes,
        });
        await fs.writeFile(path.join(outDir, ROBOTS_FILENAME), robots);
      }
    },
  };
}
