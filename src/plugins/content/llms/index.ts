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
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import type { SidebarItem } from './llms-txt';
import writeLlmsFiles, { type LlmsInput } from './task';
import { handOff, type Task } from '../../build/postbuild-tasks';
import { noIndexRoutes } from '../search-index/routes';

const llmsTask: Task<LlmsInput> = { module: path.join(__dirname, 'task.ts'), run: writeLlmsFiles };

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
    // Handed over to the build's task runner: the next locale's build goes on meanwhile (../postbuild-tasks).
    async postBuild({ outDir, siteConfig, i18n, baseUrl, routesBuildMetadata }) {
      if (!version) throw new Error('llms plugin: the docs plugin content was not loaded.');
      const locale = i18n.currentLocale;
      const text = options.text[locale] ?? options.text[i18n.defaultLocale];
      if (!text) throw new Error(`llms plugin: no llms.txt text for locale "${locale}".`);
      const sidebar = version.sidebars[options.sidebar];
      if (!sidebar) throw new Error(`llms plugin: no sidebar named "${options.sidebar}".`);
      const input: LlmsInput = {
        outDir,
        baseUrl,
        siteUrl: siteConfig.url,
        locale,
        text,
        docs: version.docs
          .filter((doc) => !doc.unlisted && doc.frontMatter.draft !== true)
          .map(({ id, description, permalink }) => ({ id, description, permalink })),
        sidebar,
        excludeRoutes: options.excludeRoutes,
        noIndexRoutes: noIndexRoutes(routesBuildMetadata),
        titleSuffix: options.titleSuffix,
      };
      await handOff(llmsTask, input, `The llms files for locale ${locale}`);
    },
  };
}
