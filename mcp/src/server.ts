/**
 * The MCP server over one site: the tools search_help, get_page and list_pages, and each locale's llms.txt as a
 * resource. Every input is checked (zod schemas with messages a person can act on, then the page resolver); a bad
 * input is answered with a tool error, never a crash and never a read outside the site's files.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

import type { LocaleCode } from '../../config/locales';
import { foldDiacritics, lower } from '../../src/search/normalize';
import { InputError, localeName, resolvePageRef } from './resolve';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_LENGTH, searchHelp } from './search';
import { LOCALES, type LocaleSite, type PageEntry, type Site } from './site';

export const SERVER_NAME = 'brave-ads-help';

const localeList = LOCALES.join(', ');

const localeSchema = z
  .enum(LOCALES as [LocaleCode, ...LocaleCode[]], {
    error: (issue) => `Unknown locale ${JSON.stringify(issue.input)}: use one of ${localeList}.`,
  })
  .describe(`Language edition of the help centre: ${localeList}.`);

const querySchema = z
  .string({ error: 'The query must be a string.' })
  .max(MAX_QUERY_LENGTH, { error: `The query is longer than ${MAX_QUERY_LENGTH} characters: search for a few words.` })
  .refine((query) => query.trim() !== '', { error: 'The query is empty: give a few words to search for.' })
  .describe('Words to search for, in the language of the locale (like the search box of the site).');

const limitSchema = z
  .number({ error: 'limit must be a number.' })
  .int({ error: 'limit must be a whole number.' })
  .min(1, { error: `limit must be between 1 and ${MAX_LIMIT}.` })
  .max(MAX_LIMIT, { error: `limit must be between 1 and ${MAX_LIMIT}.` })
  .default(DEFAULT_LIMIT)
  .describe(`How many results (1-${MAX_LIMIT}, default ${DEFAULT_LIMIT}).`);

const resultSchema = z.object({
  rank: z.number(),
  title: z.string(),
  section: z.string(),
  url: z.string(),
  snippet: z.string(),
});

const pageSchema = z.object({
  title: z.string(),
  description: z.string(),
  section: z.string(),
  subsection: z.string().nullable(),
  url: z.string(),
  markdownUrl: z.string(),
});

const fold = (text: string): string => foldDiacritics(lower(text.trim()));

function localeSite(site: Site, locale: LocaleCode): LocaleSite {
  const found = site.locales.get(locale);
  if (!found) throw new InputError(`Unknown locale "${locale}": use one of ${localeList}.`);
  return found;
}

/** A page without a Markdown copy (a blog post, a category page), written from its search records. */
function markdownFromRecords(site: LocaleSite, url: string): string | null {
  const records = site.engine.records.filter((record) => record.url_without_anchor === url);
  if (records.length === 0) return null;
  const title = records[0].hierarchy.lvl1;
  const lines = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `url: ${JSON.stringify(url)}`,
    `language: ${JSON.stringify(site.locale)}`,
    'source: "search index (this page has no Markdown copy)"',
    '---',
    '',
  ];
  for (const record of records) {
    if (record.type === 'content') lines.push(record.content ?? '', '');
    else lines.push(`${'#'.repeat(Number(record.type.slice(3)))} ${record.hierarchy[record.type] ?? ''}`, '');
  }
  return `${lines.join('\n').trim()}\n`;
}

function findPage(site: LocaleSite, route: string): PageEntry | undefined {
  const exact = site.byRoute.get(route);
  if (exact) return exact;
  const folded = route.toLowerCase();
  const matches = site.pages.filter((page) => page.route.toLowerCase() === folded);
  return matches.length === 1 ? matches[0] : undefined;
}

function pagesIn(site: LocaleSite, section: string | undefined): PageEntry[] {
  if (section === undefined || section.trim() === '') return site.pages;
  const wanted = fold(section);
  const pages = site.pages.filter((page) => {
    const firstSegment = page.route.slice(site.baseUrl.length).split('/')[0];
    return [page.section, page.subsection ?? '', firstSegment].some((name) => name !== '' && fold(name) === wanted);
  });
  if (pages.length === 0) {
    const names = [...new Set(site.pages.map((page) => page.section))].join('; ');
    throw new InputError(
      `No section "${section.slice(0, 80)}" in the ${localeName(site.locale)} edition. Sections: ${names}. ` +
        `A section may also be named by its path segment (getting-started, ad-placements, ...).`,
    );
  }
  return pages;
}

const text = (value: string) => [{ type: 'text' as const, text: value }];

export function createHelpServer(site: Site, version: string): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: 'Brave Ads help centre', version },
    {
      instructions:
        `The Brave Ads help centre (${site.origin}) for advertisers, offline, in ${localeList}. ` +
        'Search with search_help in the language of the person you help, read a page with get_page (a URL or path ' +
        "from the results), and browse the pages of a section with list_pages. Each edition's llms.txt is a resource.",
    },
  );

  server.registerTool(
    'search_help',
    {
      title: 'Search the Brave Ads help centre',
      description:
        "Searches one language edition of the Brave Ads help centre with the ranking of the site's own search box. " +
        'Returns ranked results: title (page › heading), section, URL and a snippet with the matched words in bold.',
      inputSchema: { query: querySchema, locale: localeSchema.default('en'), limit: limitSchema },
      outputSchema: { locale: z.string(), query: z.string(), results: z.array(resultSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, locale, limit }) => {
      const results = await searchHelp(localeSite(site, locale), query, limit);
      const lines = results.map(
        (result) => `${result.rank}. [${result.title}](${result.url}) (${result.section})\n   ${result.snippet}`,
      );
      const summary =
        results.length === 0
          ? `No results for "${query}" in the ${localeName(locale)} edition. Try other or fewer words.`
          : lines.join('\n');
      return { content: text(summary), structuredContent: { locale, query, results } };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a help centre page',
      description:
        'Returns the Markdown of one page of the help centre. Give its URL or path (as search_help or list_pages ' +
        'return it); with a path without a locale prefix, locale picks the edition (English by default).',
      inputSchema: {
        url: z
          .string({ error: 'url must be a string.' })
          .describe(
            `The page's URL (${site.origin}/es/account-management/billing) or path (/es/account-management/billing).`,
          ),
        locale: localeSchema.optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url, locale }) => {
      const ref = resolvePageRef(url, site.origin, locale);
      const edition = localeSite(site, ref.locale);
      const page = findPage(edition, ref.route);
      if (page) return { content: text(page.markdown) };
      const fromRecords = markdownFromRecords(edition, `${site.origin}${ref.route}`);
      if (fromRecords) return { content: text(fromRecords) };
      throw new InputError(
        `No page at ${ref.route} in the ${localeName(ref.locale)} edition. Use list_pages or search_help to find one.`,
      );
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List help centre pages',
      description:
        "Lists the documentation pages of one language edition in the order of the site's sidebar, with their " +
        'section, description, URL and Markdown URL. section narrows the list: a section title in that language, or ' +
        'its path segment (getting-started, ad-placements, campaign-performance, ...).',
      inputSchema: {
        locale: localeSchema.default('en'),
        section: z
          .string({ error: 'section must be a string.' })
          .max(200, { error: 'section is longer than 200 characters.' })
          .optional()
          .describe('A section title (as list_pages shows it) or path segment; leave out for every page.'),
      },
      outputSchema: { locale: z.string(), pages: z.array(pageSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ locale, section }) => {
      const pages = pagesIn(localeSite(site, locale), section).map((page) => ({
        title: page.title,
        description: page.description,
        section: page.section,
        subsection: page.subsection,
        url: page.url,
        markdownUrl: page.markdownUrl,
      }));
      const lines = pages.map(
        (page) =>
          `- [${page.title}](${page.url}) (${[page.section, page.subsection].filter(Boolean).join(' › ')})` +
          (page.description ? `: ${page.description}` : ''),
      );
      return { content: text(lines.join('\n')), structuredContent: { locale, pages } };
    },
  );

  for (const edition of site.locales.values()) {
    server.registerResource(
      `llms-txt-${edition.locale}`,
      edition.llmsUrl,
      {
        title: `llms.txt, ${localeName(edition.locale)}`,
        description: `Index of the ${localeName(edition.locale)} edition for language models (llmstxt.org).`,
        mimeType: 'text/markdown',
      },
      async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: edition.llmsTxt }] }),
    );
  }
  return server;
}
