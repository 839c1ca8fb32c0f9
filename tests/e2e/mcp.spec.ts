/**
 * The MCP server (mcp/): started as a child process on the production build (`npm run mcp -- --build <dir>`) and
 * spoken to with the SDK's client, as an assistant would. No browser: the site's modal is represented by the code
 * path it runs (LocalSearchClient over the engine the loader fetches from the preview server, with the modal's
 * request), and the two must rank alike. Last, the npm package is made from the same build, packed, installed
 * into a temporary folder and run from there with the network cut off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect, test } from '@playwright/test';

import { SEARCH_LIMITS } from '../../config/search';
import { contextualFacetFilters } from '../../src/search/facets';
import { LocalSearchClient } from '../../src/search/client';
import { loadEngine } from '../../src/search/loader';
import { brand } from '../../config/brand';
import { buildDir } from './built-site';
import { localePrefix as prefix, locales, type Locale } from './fixtures';

const root = path.resolve(__dirname, '../..');
const site = brand.siteUrl;

type CallResult = Awaited<ReturnType<Client['callTool']>>;
type Result = { rank: number; title: string; section: string; url: string; snippet: string };
type ListedPage = { title: string; section: string; subsection: string | null; url: string; markdownUrl: string };

async function connect(command: string, args: string[], cwd = root, env?: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, cwd, env, stderr: 'pipe' }));
  return client;
}

const textOf = (result: CallResult): string =>
  (result.content as Array<{ type: string; text?: string }>).map((part) => part.text ?? '').join('\n');

/** Each word the page's own language would use for "billing", and its page. */
const BILLING: Record<Locale, string> = {
  de: 'Abrechnung',
  en: 'billing',
  es: 'facturación',
  fr: 'facturation',
  pt: 'cobrança',
};

/** Queries per locale for the ranking comparison: words, phrases, a typo, a partial last word, no accents. */
const QUERIES: Record<Locale, string[]> = {
  de: ['Abrechnung', 'Kampagne erstellen', 'Benachrichtigung', 'Berichte API', 'Richtlinien', 'Zielgr'],
  en: ['billing', 'new tab takeover', 'notification ad size', 'reportng api', 'campai', 'keyword cpc '],
  es: ['facturación', 'facturacion', 'crear una campaña', 'anuncio de notificación', 'informes api', 'segmen'],
  fr: ['facturation', 'créer une campagne', 'annonce de notification', 'rapports api', 'politiques', 'ciblag'],
  pt: ['cobrança', 'cobranca', 'criar uma campanha', 'anúncio de notificação', 'relatórios api', 'direcion'],
};

test.describe('MCP server on the build (npm run mcp -- --build)', () => {
  // One server for the group: its tests run in order in one worker.
  test.describe.configure({ mode: 'default' });
  let client: Client;

  test.beforeAll(async () => {
    client = await connect('npm', ['run', '--silent', 'mcp', '--', '--build', buildDir]);
  });
  test.afterAll(async () => {
    await client?.close();
  });

  const call = (name: string, args: Record<string, unknown>): Promise<CallResult> =>
    client.callTool({ name, arguments: args });

  /** The call fails as a tool error whose text matches `message`. */
  async function expectError(name: string, args: Record<string, unknown>, message: RegExp): Promise<void> {
    const result = await call(name, args);
    expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
    expect(textOf(result)).toMatch(message);
  }

  test('lists its three tools and each locale llms.txt as a resource', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_pages', 'search_help']);
    const search = tools.find((tool) => tool.name === 'search_help');
    expect(search?.inputSchema.required).toEqual(['query']);
    expect((search?.inputSchema.properties?.locale as { enum: string[] }).enum).toEqual([...locales].sort());
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri).sort()).toEqual(
      locales.map((locale) => `${site}${prefix(locale)}/llms.txt`).sort(),
    );
    for (const locale of locales) {
      const read = await client.readResource({ uri: `${site}${prefix(locale)}/llms.txt` });
      const onDisk = readFileSync(path.join(buildDir, prefix(locale), 'llms.txt'), 'utf8');
      expect((read.contents[0] as { text: string }).text).toBe(onDisk);
    }
  });

  for (const locale of locales) {
    test(`${locale}: a query in the language finds that edition's page first`, async () => {
      const result = await call('search_help', { query: BILLING[locale], locale, limit: 10 });
      expect(result.isError).toBeFalsy();
      const { results } = result.structuredContent as { results: Result[] };
      expect(results.length).toBeGreaterThan(0);
      expect(results[0].url).toBe(`${site}${prefix(locale)}/account-management/billing`);
      for (const hit of results) {
        expect(hit.url.startsWith(`${site}${prefix(locale)}/`)).toBe(true);
        if (locale === 'en') expect(hit.url).not.toMatch(/^https:\/\/[^/]+\/(de|es|fr|pt)\//);
        expect(hit.title).not.toBe('');
        expect(hit.section).not.toBe('');
      }
      expect(results[0].snippet.toLowerCase()).toContain(`**${BILLING[locale].toLowerCase()}**`);
      expect(textOf(result)).toContain(`1. [`);
    });
  }

  test('agrees with the modal: same top results for every query of every locale', async ({ baseURL }) => {
    for (const locale of locales) {
      // What the modal runs (src/theme/SearchBar/SearchModal.tsx and src/search/backend.ts): the engine loaded
      // over HTTP from the site, the local client, the modal's request.
      const modal = new LocalSearchClient({
        loadEngine: () => loadEngine(`${baseURL}${prefix(locale)}/`, locale, (url, init) => fetch(url, init)),
        maxQueryLength: SEARCH_LIMITS.maxQueryLength,
      });
      for (const query of QUERIES[locale]) {
        const { results } = await modal.search({
          requests: [
            {
              indexName: `brave-ads_${locale}`,
              query,
              facetFilters: contextualFacetFilters(locale, ['docs-default-current']),
              hitsPerPage: SEARCH_LIMITS.hitsPerPage,
              attributesToSnippet: [1, 2, 3, 4, 5, 6]
                .map((level) => `hierarchy.lvl${level}:${SEARCH_LIMITS.snippetWords}`)
                .concat(`content:${SEARCH_LIMITS.snippetWords}`),
              snippetEllipsisText: '…',
            },
          ],
        });
        const modalTop = results[0].hits.slice(0, 10).map((hit) => hit.url);
        const server = await call('search_help', { query, locale, limit: 10 });
        const serverTop = (server.structuredContent as { results: Result[] }).results.map((hit) => hit.url);
        expect(serverTop, `${locale} "${query}"`).toEqual(modalTop);
        expect(serverTop.length, `${locale} "${query}" finds something`).toBeGreaterThan(0);
      }
    }
  });

  test('reads a page by URL, by path, by Markdown path, and in another locale', async () => {
    const billing = readFileSync(path.join(buildDir, 'es/account-management/billing.md'), 'utf8');
    for (const url of [
      `${site}/es/account-management/billing`,
      `${site}/es/account-management/billing.md#pricing-models`,
      '/es/account-management/billing',
      'es/account-management/billing.html',
    ]) {
      const result = await call('get_page', { url });
      expect(result.isError, url).toBeFalsy();
      expect(textOf(result), url).toBe(billing);
    }
    // A path without the locale prefix, with a locale: that edition's page.
    expect(textOf(await call('get_page', { url: '/account-management/billing', locale: 'es' }))).toBe(billing);
    const home = await call('get_page', { url: `${site}/` });
    expect(textOf(home)).toBe(readFileSync(path.join(buildDir, 'index.md'), 'utf8'));
    // A search result without a Markdown copy (a blog post) is written from its search records.
    const post = await call('search_help', { query: 'reporting api', locale: 'fr', limit: 20 });
    const blogUrl = (post.structuredContent as { results: Result[] }).results.find((hit) => /\/blog\//.test(hit.url));
    expect(blogUrl).toBeTruthy();
    const blog = await call('get_page', { url: blogUrl!.url });
    expect(blog.isError).toBeFalsy();
    expect(textOf(blog)).toMatch(/^---\ntitle: .+\nurl: "https:\/\/ads-help\.brave\.com\/fr\/blog\//);
  });

  test('lists the pages of a locale, and of one section by title or path segment', async () => {
    for (const locale of locales) {
      const result = await call('list_pages', { locale });
      const { pages } = result.structuredContent as { pages: ListedPage[] };
      const llms = readFileSync(path.join(buildDir, prefix(locale), 'llms.txt'), 'utf8');
      expect(pages.length).toBe((llms.match(/^- \[/gm) ?? []).length);
      for (const page of pages) {
        expect(page.url.startsWith(`${site}${prefix(locale)}/`)).toBe(true);
        expect(llms).toContain(`(${page.markdownUrl})`);
      }
    }
    const bySegment = (await call('list_pages', { locale: 'es', section: 'getting-started' })).structuredContent as {
      pages: ListedPage[];
    };
    expect(bySegment.pages.length).toBeGreaterThan(2);
    expect(new Set(bySegment.pages.map((page) => page.section))).toEqual(new Set(['Primeros pasos']));
    const byTitle = (await call('list_pages', { locale: 'es', section: 'primeros PASOS' })).structuredContent as {
      pages: ListedPage[];
    };
    expect(byTitle.pages).toEqual(bySegment.pages);
  });

  test('every bad input gets a clear error, and the server keeps answering', async () => {
    for (const [tool, args] of [
      ['search_help', { query: 'billing', locale: 'xx' }],
      ['get_page', { url: '/account-management/billing', locale: 'klingon' }],
      ['list_pages', { locale: 'EN' }],
    ] as const) {
      await expectError(tool, args, /Unknown locale ".+": use one of de, en, es, fr, pt\./);
    }
    await expectError('search_help', { query: '' }, /The query is empty/);
    await expectError('search_help', { query: ' \t\n ' }, /The query is empty/);
    await expectError('search_help', { query: 'a'.repeat(10_000) }, /The query is longer than 200 characters/);
    await expectError('search_help', { query: 'billing', limit: 0 }, /limit must be between 1 and 20/);
    await expectError('search_help', { query: 'billing', limit: 10_000 }, /limit must be between 1 and 20/);
    await expectError('search_help', { query: 42 }, /The query must be a string/);
    for (const url of [
      '../../../../etc/passwd',
      '/es/../../../etc/passwd',
      'es/..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/package.json',
      '..\\..\\package.json',
    ]) {
      await expectError('get_page', { url }, /leads outside the help centre|backslash/);
    }
    for (const url of [
      'https://example.com/es/account-management/billing',
      'https://ads-help.brave.com.evil.example/es/account-management/billing',
      '//example.com/account-management/billing',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      await expectError('get_page', { url }, /is not on the help centre's site \(https:\/\/ads-help\.brave\.com\)/);
    }
    await expectError('get_page', { url: '/etc/passwd' }, /No page at \/etc\/passwd in the English \(en\) edition/);
    await expectError('get_page', { url: '/package.json' }, /No page at \/package\.json/);
    await expectError('get_page', { url: '' }, /Give a page/);
    await expectError('get_page', { url: 'x'.repeat(10_000) }, /longer than 2048 characters/);
    await expectError('get_page', { url: '/es/glossary', locale: 'de' }, /a page of the Español \(es\) edition/);
    await expectError('list_pages', { locale: 'fr', section: 'nowhere' }, /No section "nowhere" in the Français/);
    await expect(client.readResource({ uri: 'file:///etc/passwd' })).rejects.toThrow(/not found/);
    // Still serving.
    const after = await call('search_help', { query: 'billing' });
    expect(after.isError).toBeFalsy();
  });
});

test('the npm package installs from its tarball and runs from a temporary folder', async () => {
  test.setTimeout(120_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mcp-package-'));
  let client: Client | undefined;
  try {
    const packageDir = path.join(tmp, 'package');
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'mcp/scripts/bundle.ts', '--build', buildDir, '--out', packageDir],
      { cwd: root, stdio: 'pipe' },
    );
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const files = packed[0].files.map((file) => file.path);
    expect(files).toContain('dist/server.js');
    expect(files).toContain('dist/site/es/account-management/billing.md');
    expect(files).toContain('README.md');
    expect(files.filter((file) => !/^(dist\/|README\.md$|package\.json$)/.test(file))).toEqual([]);
    // Installed offline: the package has no dependencies (everything is in dist/server.js).
    const app = path.join(tmp, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(path.join(app, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', path.join(tmp, packed[0].filename)],
      { cwd: app, stdio: 'pipe' },
    );
    const bin = path.join(app, 'node_modules/.bin/brave-ads-help-mcp');
    const nodeMajor = Number(execFileSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' }).split('.')[0]);
    test.info().annotations.push({ type: 'node', description: `Node ${nodeMajor}` });
    expect(nodeMajor).toBeGreaterThanOrEqual(20);
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+$/);
    // No network at run time: every way out of the process is made to throw before the server starts.
    const noNetwork = path.join(tmp, 'no-network.cjs');
    writeFileSync(
      noNetwork,
      [
        "const refuse = () => { throw new Error('network access refused by the test'); };",
        "require('node:net').Socket.prototype.connect = refuse;",
        "require('node:dns').lookup = refuse;",
        'globalThis.fetch = refuse;',
      ].join('\n'),
    );
    client = await connect(bin, [], app, { NODE_OPTIONS: `--require ${noNetwork}` });
    const search = await client.callTool({ name: 'search_help', arguments: { query: 'facturación', locale: 'es' } });
    expect((search.structuredContent as { results: Result[] }).results[0].url).toBe(
      `${site}/es/account-management/billing`,
    );
    const page = await client.callTool({ name: 'get_page', arguments: { url: '/pt/account-management/billing' } });
    expect(textOf(page)).toBe(readFileSync(path.join(buildDir, 'pt/account-management/billing.md'), 'utf8'));
  } finally {
    await client?.close();
    rmSync(tmp, { recursive: true, force: true });
  }
});
