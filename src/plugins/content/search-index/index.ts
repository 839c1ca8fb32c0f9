/**
 * Local Docusaurus plugin: after each locale is built, reads its HTML pages, turns them into
 * DocSearch records (task.ts, extract.ts) and writes `<outDir>/search-index/index.<hash>.json` plus the
 * fixed-name `search-index/manifest.json` that the browser reads on first search intent.
 * Build-time Node code only: the browser never imports this folder.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { noIndexRoutes } from './routes';
import writeSearchIndex, { type SearchIndexInput } from './task';
import { handOff, type Task } from '../../build/postbuild-tasks';

const searchIndexTask: Task<SearchIndexInput> = { module: path.join(__dirname, 'task.ts'), run: writeSearchIndex };

export type SearchIndexPluginOptions = {
  /** Route patterns (without the locale's base URL) never indexed: `/search`, `/demos/**` ... */
  excludeRoutes: string[];
  /**
   * Route patterns indexed although their pages ask search engines to skip them: visitors of the site look for
   * the demos by name ("digital rain demo"), while crawlers are kept off them (config/indexing.ts).
   */
  siteSearchOnly: string[];
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
  const siteSearchOnly = o.siteSearchOnly ?? [];
  if (!Array.isArray(siteSearchOnly) || !siteSearchOnly.every((r) => typeof r === 'string')) {
    throw new Error('search-index plugin: `siteSearchOnly` must be a list of route patterns.');
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
    siteSearchOnly,
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
    // Handed over to the build's task runner: the next locale's build goes on meanwhile (../postbuild-tasks).
    async postBuild({ outDir, routesPaths, siteConfig, i18n, baseUrl, routesBuildMetadata }) {
      const input: SearchIndexInput = {
        outDir,
        baseUrl,
        siteUrl: siteConfig.url,
        language: i18n.currentLocale,
        routesPaths,
        noIndexRoutes: noIndexRoutes(routesBuildMetadata),
        options,
      };
      await handOff(searchIndexTask, input, `The search index for locale ${input.language}`);
    },
  };
}
