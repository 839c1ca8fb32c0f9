/**
 * The MCP server (mcp/) on a small site made here in the build's layout (search index written by the search-index
 * plugin's own code, llms.txt, Markdown pages), spoken to in memory with the SDK's client. The same server on the
 * production build, as a child process, and its package: tests/e2e/mcp.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';

import { localeCodes, localeConfigs, type LocaleCode } from '../../config/locales';
import { createHelpServer } from '../../mcp/src/server';
import { InputError, resolvePageRef } from '../../mcp/src/resolve';
import { searchRequest, unescapeHtml } from '../../mcp/src/search';
import { loadSite, parseLlmsTxt, routeOf, SiteLoadError, type Site } from '../../mcp/src/site';
import { LineTransport } from '../../mcp/src/transport';
import { buildLocaleIndex, withPackedIndex, writeLocaleIndex } from '../../src/plugins/content/search-index/build';
import { contextualFacetFilters, DOCS_SEARCH_TAGS } from '../../src/search/facets';

const origin = 'https://ads-help.brave.com';

/** Per locale: the section, the billing page's title and a sentence. */
const WORDS: Record<LocaleCode, { section: string; billing: string; sentence: string }> = {
  de: { section: 'Kontoverwaltung', billing: 'Abrechnung', sentence: 'Die Abrechnung erfolgt monatlich.' },
  en: { section: 'Account management', billing: 'Billing', sentence: 'Billing happens every month.' },
  es: { section: 'Gestión de cuentas', billing: 'Facturación', sentence: 'La facturación es mensual & sencilla.' },
  fr: { section: 'Gestion du compte', billing: 'Facturation', sentence: 'La facturation est mensuelle.' },
  pt: { section: 'Gestão da conta', billing: 'Cobrança', sentence: 'A cobrança é mensal.' },
};

async function writeFixtureSite(root: string): Promise<void> {
  for (const locale of localeCodes) {
    const base = localeConfigs[locale].baseUrl;
    const dir = path.join(root, base);
    const { section, billing, sentence } = WORDS[locale];
    const page = (title: string, text: string, tag = 'docs-default-current') => ({
      lvl0: section,
      tag,
      version: tag === 'default' ? '' : 'current',
      language: locale,
      records: [
        { type: 'lvl1' as const, parent: -1, anchor: '', text: title },
        { type: 'lvl2' as const, parent: 0, anchor: 'details', text: `${title} details` },
        { type: 'content' as const, parent: 1, anchor: 'details', text },
      ],
    });
    const file = buildLocaleIndex(locale, origin, [
      { route: `${base}account-management/billing`, page: page(billing, sentence) },
      { route: `${base}getting-started/create-account`, page: page('Account', 'Sign up to start.') },
      { route: `${base}blog/news`, page: page('News', 'A post without a Markdown copy.', 'default') },
    ]);
    mkdirSync(dir, { recursive: true });
    await writeLocaleIndex(dir, await withPackedIndex(file));
    const md = (route: string) => `${origin}${base}${route}.md`;
    writeFileSync(
      path.join(dir, 'llms.txt'),
      [
        `# Help (${locale})`,
        '',
        '> Summary.',
        '',
        `## ${section}`,
        '',
        `- [${billing} \\[beta\\]](${md('account-management/billing')}): How billing works.`,
        '',
        '## Getting started',
        '',
        '### Accounts',
        '',
        `- [Account](${md('getting-started/create-account')})`,
        '',
      ].join('\n'),
    );
    for (const [route, title] of [
      ['account-management/billing', billing],
      ['getting-started/create-account', 'Account'],
    ]) {
      mkdirSync(path.dirname(path.join(dir, `${route}.md`)), { recursive: true });
      writeFileSync(path.join(dir, `${route}.md`), `---\ntitle: "${title}"\n---\n\n# ${title}\n`);
    }
  }
}

describe('resolvePageRef', () => {
  it.each([
    [`${origin}/es/account-management/billing`, undefined, 'es', '/es/account-management/billing'],
    [
      `http://ads-help.brave.com/es/account-management/billing?x=1#pricing`,
      undefined,
      'es',
      '/es/account-management/billing',
    ],
    ['/es/account-management/billing.md', undefined, 'es', '/es/account-management/billing'],
    ['es/account-management/billing.html', 'es', 'es', '/es/account-management/billing'],
    ['/account-management/billing', 'fr', 'fr', '/fr/account-management/billing'],
    ['/account-management/billing', undefined, 'en', '/account-management/billing'],
    [`${origin}/`, undefined, 'en', '/'],
    ['/de/index.md', undefined, 'de', '/de/'],
    ['/es/campa%C3%B1a', undefined, 'es', '/es/campaña'],
  ] as const)('%s (locale %s) -> %s %s', (input, locale, expectedLocale, route) => {
    expect(resolvePageRef(input, origin, locale)).toEqual({ locale: expectedLocale, route });
  });

  it.each(
    (
      [
        ['', /Give a page/],
        ['   ', /Give a page/],
        ['x'.repeat(2049), /longer than 2048/],
        ['../etc/passwd', /leads outside/],
        ['/es/./billing', /leads outside/],
        ['/es/%2e%2e/%2e%2e/etc/passwd', /leads outside/],
        ['/es/..%2F..%2Fetc', /leads outside/],
        ['/es/a%00b', /leads outside/],
        ['/es/%E0%A4%A', /malformed percent escape/],
        ['..\\secret', /backslash/],
        ['/es/bill\ting', /backslash or a control character/],
        ['https://example.com/es/billing', /not on the help centre's site/],
        ['https://ads-help.brave.com.example.com/', /not on the help centre's site/],
        ['//example.com/x', /not on the help centre's site/],
        ['ftp://ads-help.brave.com/x', /not on the help centre's site/],
        ['data:text/plain,hello', /not on the help centre's site/],
        ['http://[::1', /not a valid URL/],
      ] as Array<[string, RegExp]>
    ).map(([input, message]) => [JSON.stringify(input).slice(0, 40), input, message] as const),
  )('%s is refused', (_label, input, message) => {
    expect(() => resolvePageRef(input, origin)).toThrow(InputError);
    expect(() => resolvePageRef(input, origin)).toThrow(message);
  });

  it('refuses a locale prefix that contradicts the locale given', () => {
    expect(() => resolvePageRef('/es/glossary', origin, 'de')).toThrow(/Español \(es\) edition, not of Deutsch \(de\)/);
  });
});

describe('llms.txt and routes', () => {
  it('reads the pages of an llms.txt with their H2 and H3 and unescapes titles', () => {
    const text = '# T\n\n> S\n\n## A\n\n- [One \\[x\\]](https://h/a.md): First.\n\n### B\n\n- [Two](https://h/b.md)\n';
    expect(parseLlmsTxt(text)).toEqual([
      { title: 'One [x]', markdownUrl: 'https://h/a.md', description: 'First.', section: 'A', subsection: null },
      { title: 'Two', markdownUrl: 'https://h/b.md', description: '', section: 'A', subsection: 'B' },
    ]);
  });

  it('maps Markdown files to routes', () => {
    expect(routeOf('/es/', 'index.md')).toBe('/es/');
    expect(routeOf('/', 'index.md')).toBe('/');
    expect(routeOf('/', 'a/b.md')).toBe('/a/b');
  });

  it('undoes the client HTML escaping of snippets', () => {
    expect(unescapeHtml('a &amp;lt; &lt;b&gt; &quot;c&quot; &#039;d&#039;')).toBe('a &lt; <b> "c" \'d\'');
  });

  it('sends the modal its own facet filters', () => {
    expect(searchRequest('es', 'x', 5).facetFilters).toEqual(contextualFacetFilters('es', [...DOCS_SEARCH_TAGS]));
  });
});

describe('MCP server on a fixture site', () => {
  let root: string;
  let site: Site;
  let client: Client;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mcp-site-'));
    await writeFixtureSite(root);
    site = await loadSite(root);
    const server = createHelpServer(site, '0.0.0-test');
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await server.connect(serverTransport);
    client = new Client({ name: 'unit', version: '1.0.0' });
    await client.connect(clientTransport);
  });

  afterAll(async () => {
    await client?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  const textOf = (result: Awaited<ReturnType<typeof call>>) =>
    (result.content as Array<{ text?: string }>).map((part) => part.text ?? '').join('\n');

  it('reads every locale of the site', () => {
    expect(site.origin).toBe(origin);
    expect([...site.locales.keys()]).toEqual([...localeCodes]);
    expect(
      site.locales.get('es')?.pages.map((page) => [page.route, page.title, page.section, page.subsection]),
    ).toEqual([
      ['/es/account-management/billing', 'Facturación [beta]', 'Gestión de cuentas', null],
      ['/es/getting-started/create-account', 'Account', 'Getting started', 'Accounts'],
    ]);
  });

  it.each(localeCodes)('%s: finds the billing page first, with a bold snippet', async (locale) => {
    const result = await call('search_help', { query: WORDS[locale].billing.toLowerCase(), locale });
    const { results } = result.structuredContent as { results: Array<{ url: string; title: string; snippet: string }> };
    expect(results[0].url).toBe(`${origin}${localeConfigs[locale].baseUrl}account-management/billing`);
    expect(results[0].title).toBe(WORDS[locale].billing);
    expect(results[0].snippet).toContain(`**${WORDS[locale].billing}**`);
    expect(results[0].snippet).toContain('How billing works.');
    expect(results.map((hit) => hit.url)).toContain(`${results[0].url}#details`);
  });

  it('gives plain text in snippets (no HTML entities)', async () => {
    const result = await call('search_help', { query: 'mensual', locale: 'es' });
    const { results } = result.structuredContent as { results: Array<{ snippet: string }> };
    expect(results[0].snippet).toBe('La facturación es **mensual** & sencilla.');
  });

  it('reads a page, and a page without Markdown from its records', async () => {
    expect(textOf(await call('get_page', { url: '/es/account-management/billing' }))).toContain('# Facturación');
    const blog = textOf(await call('get_page', { url: `${origin}/pt/blog/news` }));
    expect(blog).toContain('source: "search index (this page has no Markdown copy)"');
    expect(blog).toContain('# News\n\n## News details\n\nA post without a Markdown copy.');
  });

  it('lists pages by section title, path segment or subsection', async () => {
    const titles = async (section: string) =>
      (
        (await call('list_pages', { locale: 'es', section })).structuredContent as { pages: Array<{ title: string }> }
      ).pages.map((page) => page.title);
    expect(await titles('gestion de CUENTAS')).toEqual(['Facturación [beta]']);
    expect(await titles('account-management')).toEqual(['Facturación [beta]']);
    expect(await titles('Accounts')).toEqual(['Account']);
    expect((await call('list_pages', { locale: 'es', section: 'Nope' })).isError).toBe(true);
  });

  it('answers bad input with tool errors', async () => {
    for (const [name, args, message] of [
      ['search_help', { query: 'x', locale: 'xx' }, /Unknown locale "xx"/],
      ['search_help', { query: '' }, /query is empty/],
      ['search_help', { query: 'q'.repeat(10_000) }, /longer than 200 characters/],
      ['search_help', { query: 'x', limit: 2.5 }, /whole number/],
      ['get_page', { url: '../../../etc/passwd' }, /leads outside/],
      ['get_page', { url: 'https://evil.example/es/account-management/billing' }, /not on the help centre's site/],
      ['get_page', { url: '/es/nowhere' }, /No page at \/es\/nowhere in the Español \(es\) edition/],
      ['get_page', {}, /url/],
    ] as const) {
      const result = await call(name, args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(message);
    }
  });

  it('serves each llms.txt as a resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain(`${origin}/fr/llms.txt`);
    const read = await client.readResource({ uri: `${origin}/llms.txt` });
    expect((read.contents[0] as { text: string }).text).toMatch(/^# Help \(en\)/);
  });
});

describe('loadSite', () => {
  it('says to build first when there is no build', async () => {
    await expect(loadSite(path.join(os.tmpdir(), 'no-such-build-dir'))).rejects.toThrow(SiteLoadError);
  });

  it('refuses an llms.txt link outside its locale folder', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mcp-bad-'));
    try {
      await writeFixtureSite(root);
      writeFileSync(path.join(root, 'llms.txt'), `## A\n\n- [Other](${origin}/es/account-management/billing.md)\n`);
      await expect(loadSite(root)).rejects.toThrow(/not a Markdown page of https:\/\/ads-help\.brave\.com\//);
      writeFileSync(path.join(root, 'llms.txt'), `## A\n\n- [Up](${origin}/../package.json.md)\n`);
      await expect(loadSite(root)).rejects.toThrow(SiteLoadError);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a build holding symlinks', () => {
  it('never reads a file through a link that leads out of the build, and says which page it left out', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mcp-links-'));
    const outside = mkdtempSync(path.join(os.tmpdir(), 'mcp-outside-'));
    try {
      await writeFixtureSite(root);
      writeFileSync(path.join(outside, 'secret.md'), 'SECRET outside the build');
      const billing = path.join(root, 'es/account-management/billing.md');
      unlinkSync(billing);
      symlinkSync(path.join(outside, 'secret.md'), billing);
      // A linked folder: every page under it leads out too.
      rmSync(path.join(root, 'fr/getting-started'), { recursive: true });
      mkdirSync(path.join(outside, 'gs'));
      writeFileSync(path.join(outside, 'gs/create-account.md'), 'SECRET folder');
      symlinkSync(path.join(outside, 'gs'), path.join(root, 'fr/getting-started'));
      const site = await loadSite(root);
      const texts = [...site.locales.values()].flatMap((edition) => edition.pages.map((page) => page.markdown));
      expect(texts.join('\n')).not.toContain('SECRET');
      expect(site.locales.get('es')?.byRoute.has('/es/account-management/billing')).toBe(false);
      expect(site.skipped).toEqual([
        expect.stringMatching(/Markdown of \/es\/account-management\/billing .* not a regular file inside the build/),
        expect.stringMatching(/\/fr\/getting-started\/create-account is left out/),
      ]);
      // A link out as an llms.txt stops the start with a message.
      unlinkSync(path.join(root, 'de/llms.txt'));
      symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'de/llms.txt'));
      await expect(loadSite(root)).rejects.toThrow(/The de llms.txt .* is not a regular file inside the build/);
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('the stdio transport answers every line', () => {
  let root: string;
  let input: PassThrough;
  let output: PassThrough;
  let received: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mcp-frames-'));
    await writeFixtureSite(root);
    const server = createHelpServer(await loadSite(root), '0.0.0-test');
    input = new PassThrough();
    output = new PassThrough();
    received = '';
    output.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    // A short line cap, so an oversized frame costs the test little.
    await server.connect(new LineTransport(input, output, 64 * 1024));
  });

  afterAll(() => {
    input.end();
    rmSync(root, { recursive: true, force: true });
  });

  /** Sends the lines and waits for `count` more answers, parsed. */
  async function exchange(text: string, count: number): Promise<unknown[]> {
    const before = received.split('\n').filter(Boolean).length;
    input.write(text);
    for (let i = 0; i < 200 && received.split('\n').filter(Boolean).length < before + count; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return received
      .split('\n')
      .filter(Boolean)
      .slice(before)
      .map((line) => JSON.parse(line) as unknown);
  }
  const line = (value: unknown) => `${JSON.stringify(value)}\n`;
  const request = (id: unknown, method: string, params?: unknown) =>
    line({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });

  it.each([
    ['params null', request(1, 'ping', null), 1, -32600],
    ['params a string', request(2, 'ping', 'x'), 2, -32600],
    ['params an array', request(3, 'ping', [1]), 3, -32602],
    ['trailing garbage', '{"jsonrpc":"2.0","id":4,"method":"ping"} x\n', null, -32700],
    ['not JSON', '{"jsonrpc":\n', null, -32700],
    ['id null', request(null, 'ping'), null, -32600],
    ['a fractional id', request(1.5, 'ping'), null, -32600],
    ['no jsonrpc', line({ id: 7, method: 'ping' }), 7, -32600],
    ['a numeric method', line({ jsonrpc: '2.0', id: 8, method: 7 }), 8, -32600],
    ['a JSON null', 'null\n', null, -32600],
    ['an empty batch', '[]\n', null, -32600],
    ['tools/call without a name', request(9, 'tools/call', { arguments: {} }), 9, -32602],
    ['arguments not an object', request(10, 'tools/call', { name: 'get_page', arguments: 'x' }), 10, -32602],
  ])('%s: one JSON-RPC error, the id kept when it is valid', async (_name, text, id, code) => {
    const [answer] = (await exchange(text, 1)) as Array<{ id: unknown; error: { code: number; message: string } }>;
    expect(answer).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
    // One short line a person can act on, never a schema dump.
    expect(answer.error.message).not.toContain('\n');
    expect(answer.error.message.length).toBeLessThan(300);
  });

  it('answers a batch with one error per element, in an array', async () => {
    const [answer] = await exchange(line([{ jsonrpc: '2.0', id: 11, method: 'ping' }, { x: 1 }]), 1);
    expect(answer).toEqual([
      expect.objectContaining({ id: 11, error: expect.objectContaining({ code: -32600 }) }),
      expect.objectContaining({ id: null, error: expect.objectContaining({ code: -32600 }) }),
    ]);
  });

  it('reads a request with a byte order mark or a "__proto__" key as the request it is', async () => {
    const answers = await exchange(
      `\uFEFF${request(12, 'ping')}{"jsonrpc":"2.0","id":13,"method":"ping","__proto__":{"x":1}}\n`,
      2,
    );
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 12, result: {} },
      { jsonrpc: '2.0', id: 13, result: {} },
    ]);
  });

  it('answers a frame over the size cap and keeps serving the next one', async () => {
    const huge = request(14, 'ping', { pad: 'a'.repeat(200 * 1024) });
    const answers = await exchange(huge + request(15, 'ping'), 2);
    expect(answers).toEqual([
      expect.objectContaining({ id: null, error: expect.objectContaining({ code: -32600 }) }),
      { jsonrpc: '2.0', id: 15, result: {} },
    ]);
  });
});
