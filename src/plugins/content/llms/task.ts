/**
 * Writes a locale's `<page>.md` files, llms.txt and llms-full.txt from its built pages: the llms plugin's postBuild
 * hands this over to the build's task runner (../postbuild-tasks). Its input is plain data. Build-time Node code only.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { load } from 'cheerio';
import logger from '@docusaurus/logger';

import { pageHead } from '../search-index/extract';
import { htmlFilesFor, leftOut } from '../search-index/routes';
import { llmsFullTxt, llmsTxt, markdownFileFor, sidebarSections, type LlmsPage, type SidebarItem } from './llms-txt';
import { pageMarkdown } from './markdown';
import type { LlmsLocaleText } from './index';

/** A doc the llms files may list (unlisted docs and drafts are left out before). */
export type LlmsDoc = { id: string; description: string; permalink: string };

export type LlmsInput = {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  locale: string;
  text: LlmsLocaleText;
  docs: LlmsDoc[];
  sidebar: SidebarItem[];
  /** Routes left out, as for the search index. */
  excludeRoutes: string[];
  /** Routes whose page asks not to be indexed (Docusaurus's build metadata). */
  noIndexRoutes: string[];
  titleSuffix: string;
};

export default async function writeLlmsFiles(input: LlmsInput): Promise<void> {
  const { outDir, baseUrl, locale } = input;
  const site = input.siteUrl.replace(/\/+$/, '');
  const isLeftOut = leftOut(input.excludeRoutes, input.noIndexRoutes, baseUrl);
  const pages = new Map<string, LlmsPage>();
  const markdownById = new Map<string, string>();
  for (const doc of input.docs) {
    if (isLeftOut(doc.permalink)) continue;
    const file = htmlFilesFor(outDir, doc.permalink, baseUrl).find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`llms plugin: no HTML file for ${doc.permalink}.`);
    const html = await readFile(file, 'utf8');
    // One parse for both: the search index's reading of the page's head (so the Markdown's title is the search
    // records' lvl1), then the Markdown.
    const $ = load(html);
    const head = pageHead($, input.titleSuffix);
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
  const sections = sidebarSections(input.sidebar, pages, input.text.topLevelTitle);
  await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(sections, input.text));
  await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(sections, markdownById));
  const listed = sections.reduce((sum, section) => sum + section.pages.length, 0);
  logger.info(
    `llms for locale ${locale}: ${pages.size} Markdown pages, ${listed} listed in llms.txt and llms-full.txt.`,
  );
}
