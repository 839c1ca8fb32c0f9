/**
 * Local Docusaurus plugin: the help centre for AI assistants. After each locale is built it writes, into
 * that locale's out dir:
 *   <page>.md       every doc page as Markdown (markdown.ts), read from the built HTML the way the search
 *                   index reads it (same routes excluded, same chrome removed, title from the same extractor)
 *   llms.txt        the llmstxt.org index of those pages, in sidebar order (llms-txt.ts)
 *   llms-full.txt   every page's Markdown in sidebar order
 * None of these files is a route, so the search index (which reads routes) never contains them.
 * Build-time Node code only.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { load } from 'cheerio';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { pageHead } from '../search-index/extract';
import { htmlFilesFor, routeMatcher, withoutBase } from '../search-index/routes';
import { llmsFullTxt, llmsTxt, markdownFileFor, sidebarSections, type LlmsPage, type SidebarItem } from './llms-txt';
import { pageMarkdown } from './markdown';

export type LlmsLocaleText = { siteName: string; summary: string; details: string; topLevelTitle: string };

export type LlmsPluginOptions = {
  /** Routes (without the locale base) left out, as for the search index (`/demos/**` ...). */
  excludeRoutes: string[];
  /** Per locale: H1, summary and details of llms.txt. */
  text: Record<string, LlmsLocaleText>;
  /** Removed from `<title>` when a page has no h1 (as for the search index). */
  titleSuffix: string;
  /** Name of the docs sidebar to follow. */
  sidebar: string;
};

type DocMeta = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  unlisted?: boolean;
  frontMatter: Record<string, unknown>;
};
type LoadedVersion = { docs: DocMeta[]; sidebars: Record<string, SidebarItem[]> };

/** Checks the options handed over by config/llms.ts (Docusaurus passes them untyped). */
export function validateLlmsOptions(raw: unknown): LlmsPluginOptions {
  const o = (raw ?? {}) as Partial<Record<keyof LlmsPluginOptions, unknown>>;
  if (!Array.isArray(o.excludeRoutes) || typeof o.titleSuffix !== 'string' || typeof o.sidebar !== 'string') {
    throw new Error('llms plugin: `excludeRoutes`, `titleSuffix` and `sidebar` are required.');
  }
  if (typeof o.text !== 'object' || o.text === null) throw new Error('llms plugin: `text` (per locale) is required.');
  return o as LlmsPluginOptions;
}

export default function pluginLlms(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateLlmsOptions(rawOptions);
  let version: LoadedVersion | null = null;
  return {
    name: 'llms',
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        { loadedVersions: LoadedVersion[] } | undefined;
      version = docs?.loadedVersions[0] ?? null;
    },
    async postBuild({ outDir, siteConfig, i18n, baseUrl, routesBuildMetadata }) {
      if (!version) throw new Error('llms plugin: the docs plugin content was not loaded.');
      const locale = i18n.currentLocale;
      const text = options.text[locale] ?? options.text[i18n.defaultLocale];
      if (!text) throw new Error(`llms plugin: no llms.txt text for locale "${locale}".`);
      const site = siteConfig.url.replace(/\/+$/, '');
      const isExcluded = routeMatcher(options.excludeRoutes);
      const pages = new Map<string, LlmsPage>();
      const markdownById = new Map<string, string>();
      for (const doc of version.docs) {
        if (doc.unlisted || doc.frontMatter.draft === true) continue;
        if (isExcluded(withoutBase(doc.permalink, baseUrl)) || routesBuildMetadata?.[doc.permalink]?.noIndex) continue;
        const file = htmlFilesFor(outDir, doc.permalink, baseUrl).find((candidate) => existsSync(candidate));
        if (!file) throw new Error(`llms plugin: no HTML file for ${doc.permalink}.`);
        const html = await readFile(file, 'utf8');
        // One parse for both: the search index's reading of the page's head (so the Markdown's title is the search
        // records' lvl1), then the Markdown.
        const $ = load(html);
        const head = pageHead($, options.titleSuffix);
        if ('skip' in head) continue;
        const { title } = head;
        const url = `${site}${doc.permalink}`;
        const markdownPath = markdownFileFor(doc.permalink, baseUrl);
        const markdownUrl = `${site}${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${markdownPath}`;
        const markdown = pageMarkdown($, { url, title, description: doc.description, language: locale });
        const target = path.join(outDir, markdownPath);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, markdown);
        pages.set(doc.id, { id: doc.id, title, description: doc.description, url, markdownUrl });
        markdownById.set(doc.id, markdown);
      }
      const sidebar = version.sidebars[options.sidebar];
      if (!sidebar) throw new Error(`llms plugin: no sidebar named "${options.sidebar}".`);
      const sections = sidebarSections(sidebar, pages, text.topLevelTitle);
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(sections, text));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(sections, markdownById));
      const listed = sections.reduce((sum, section) => sum + section.pages.length, 0);
      logger.info(
        `llms for locale ${locale}: ${pages.size} Markdown pages, ${listed} listed in llms.txt and llms-full.txt.`,
      );
    },
  };
}
