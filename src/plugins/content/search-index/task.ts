/**
 * Writes a locale's search index from its built pages: the search-index plugin's postBuild hands this over to the
 * build's task runner (../postbuild-tasks). Its input is plain data. Build-time Node code only.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import logger from '@docusaurus/logger';

import { buildLocaleIndex, pageKindOf, withPackedIndex, writeLocaleIndex, type PageInput } from './build';
import { extractPage, type SkipReason } from './extract';
import { htmlFilesFor, leftOut, routeMatcher, withoutBase } from './routes';
import type { SearchIndexPluginOptions } from './index';
import { SEARCH_FILES_DIR } from '../../../search/types';

export type SearchIndexInput = {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  language: string;
  routesPaths: string[];
  /** Routes whose page asks not to be indexed (Docusaurus's build metadata). */
  noIndexRoutes: string[];
  options: SearchIndexPluginOptions;
};

export default async function writeSearchIndex(input: SearchIndexInput): Promise<void> {
  const { outDir, baseUrl, language, options } = input;
  const siteSearchOnly = routeMatcher(options.siteSearchOnly);
  const searchable = (route: string) => siteSearchOnly(withoutBase(route, baseUrl));
  const isLeftOut = leftOut(
    options.excludeRoutes,
    input.noIndexRoutes.filter((route) => !searchable(route)),
    baseUrl,
  );
  const skipped: Record<SkipReason | 'excluded-route' | 'no-file', number> = {
    'excluded-route': 0,
    'no-file': 0,
    noindex: 0,
    redirect: 0,
    'excluded-tag': 0,
    empty: 0,
  };
  const inputs: PageInput[] = [];
  for (const route of [...new Set(input.routesPaths)].sort()) {
    if (isLeftOut(route)) {
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
      ignoreRobots: searchable(route),
    });
    if ('skip' in result) {
      skipped[result.skip] += 1;
      continue;
    }
    const kind = pageKindOf(route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route);
    inputs.push({ route, page: result.page, ...(kind ? { kind } : {}) });
  }
  const index = await withPackedIndex(buildLocaleIndex(language, input.siteUrl, inputs));
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
}
