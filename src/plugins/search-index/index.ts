/**
 * Local Docusaurus plugin: after each locale is built, reads its HTML pages, turns them into
 * DocSearch records (see extract.ts) and writes `<outDir>/search-index/index.<hash>.json` plus the
 * fixed-name `search-index/manifest.json` that the browser reads on first search intent.
 * Build-time Node code only: the browser never imports this folder.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { buildLocaleIndex, writeLocaleIndex, type PageInput } from './build';
import { extractPage, type SkipReason } from './extract';
import { htmlFilesFor, routeMatcher, withoutBase } from './routes';
import { SEARCH_FILES_DIR } from '../../search/types';

export type SearchIndexPluginOptions = {
  /** Route patterns (without the locale's base URL) never indexed: `/search`, `/demos/**` ... */
  excludeRoutes: string[];
  /** lvl0 when no sidebar category or navbar item is active, per locale. */
  defaultLvl0: Record<string, string>;
  /** lvl0 of blog pages, per locale. */
  blogLvl0: Record<string, string>;
  /** Removed from `<title>` when a page has no h1. */
  titleSuffix: string;
  /** DocSearch's modal CSS copied to `search-index/<fileName>` (see config/search.ts), or null. */
  modalStylesheet: { from: string; fileName: string } | null;
};

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

/** Checks the options handed over by config/search.ts (Docusaurus passes them untyped). */
export function validateSearchIndexOptions(options: unknown): SearchIndexPluginOptions {
  const o = (options ?? {}) as Partial<Record<keyof SearchIndexPluginOptions, unknown>>;
  if (!Array.isArray(o.excludeRoutes) || !o.excludeRoutes.every((r) => typeof r === 'string')) {
    throw new Error('search-index plugin: `excludeRoutes` must be a list of route patterns.');
  }
  if (!isStringRecord(o.defaultLvl0) || !isStringRecord(o.blogLvl0) || typeof o.titleSuffix !== 'string') {
    throw new Error('search-index plugin: `defaultLvl0` and `blogLvl0` (per locale) and `titleSuffix` are required.');
  }
  const sheet = o.modalStylesheet as { from?: unknown; fileName?: unknown } | null | undefined;
  if (
    sheet != null &&
    (typeof sheet.from !== 'string' || typeof sheet.fileName !== 'string' || !/^[\w.-]+\.css$/.test(sheet.fileName))
  ) {
    throw new Error('search-index plugin: `modalStylesheet` must be null or { from, fileName }.');
  }
  return {
    excludeRoutes: o.excludeRoutes,
    defaultLvl0: o.defaultLvl0,
    blogLvl0: o.blogLvl0,
    titleSuffix: o.titleSuffix,
    modalStylesheet: sheet ? { from: sheet.from as string, fileName: sheet.fileName as string } : null,
  };
}

export default function pluginSearchIndex(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateSearchIndexOptions(rawOptions);
  return {
    name: 'search-index',
    async postBuild({ outDir, routesPaths, siteConfig, i18n, baseUrl, routesBuildMetadata }) {
      const language = i18n.currentLocale;
      const isExcluded = routeMatcher(options.excludeRoutes);
      const skipped: Record<SkipReason | 'excluded-route' | 'no-file', number> = {
        'excluded-route': 0,
        'no-file': 0,
        noindex: 0,
        redirect: 0,
        'excluded-tag': 0,
        empty: 0,
      };
      const inputs: PageInput[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (isExcluded(withoutBase(route, baseUrl)) || routesBuildMetadata?.[route]?.noIndex) {
          skipped['excluded-route'] += 1;
          continue;
        }
        const file = htmlFilesFor(outDir, route, baseUrl).find((candidate) => existsSync(candidate));
        if (!file) {
          skipped['no-file'] += 1;
          continue;
        }
        const result = extractPage(await readFile(file, 'utf8'), {
          defaultLvl0: options.defaultLvl0[language] ?? options.defaultLvl0.en ?? 'Documentation',
          blogLvl0: options.blogLvl0[language] ?? 'Blog',
          titleSuffix: options.titleSuffix,
        });
        if ('skip' in result) {
          skipped[result.skip] += 1;
          continue;
        }
        inputs.push({ route, page: result.page });
      }
      const index = buildLocaleIndex(language, siteConfig.url, inputs);
      const sheet = options.modalStylesheet;
      const stylesheet = sheet ? { fileName: sheet.fileName, content: await readFile(sheet.from, 'utf8') } : undefined;
      const written = await writeLocaleIndex(outDir, index, stylesheet);
      const skippedText = Object.entries(skipped)
        .filter(([, count]) => count > 0)
        .map(([reason, count]) => `${count} ${reason}`)
        .join(', ');
      logger.info(
        `Search index for locale ${language}: ${SEARCH_FILES_DIR}/${written.fileName}, ${inputs.length} pages, ` +
          `${written.records} records, ${Math.round(written.bytes / 1024)} KB (skipped: ${skippedText || 'none'}).`,
      );
    },
  };
}
