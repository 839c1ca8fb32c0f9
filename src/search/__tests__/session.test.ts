import { LocalSearchClient, type SearchInput } from '../client';
import { fetchIndexFile, loadEngine, resetLoadedEngines, SearchIndexLoadError, type Fetcher } from '../loader';
import { SearchSession } from '../session';
import { sanitizeHighlighted } from '../highlight';
import { escapeHitForDisplay, parseSearchPageQuery, searchPageUrl, toSiteRelativeUrl } from '../urls';
import { contextualFacetFilters } from '../facets';
import { toAlgoliaHosts } from '../hosted';
import { fixtureEngine, fixtureFile, spanishPages } from './fixtures';

const request = (query: string): SearchInput => ({
  requests: [{ indexName: 'i', query, facetFilters: ['language:es'] }],
});

describe('SearchSession (what the modal sees)', () => {
  it('records the real hit count of each query instead of adding them up', async () => {
    const engine = await fixtureEngine('es', spanishPages);
    const session = new SearchSession(new LocalSearchClient({ loadEngine: async () => engine }));
    const c = await session.search(request('c'));
    const ca = await session.search(request('campaña'));
    const cap = await session.search(request('presupuesto'));
    expect(session.nbHitsFor('c')).toBe(c.results[0].nbHits);
    expect(session.nbHitsFor('campaña')).toBe(ca.results[0].nbHits);
    expect(session.nbHitsFor('presupuesto')).toBe(cap.results[0].nbHits);
    expect(session.nbHitsFor('presupuesto')).toBeLessThan(
      c.results[0].nbHits + ca.results[0].nbHits + cap.results[0].nbHits,
    );
    expect(session.nbHitsFor('never asked')).toBeNull();
  });

  it('never rejects: a failure resolves empty, sets the error and tells subscribers; success clears it', async () => {
    let fail = true;
    const engine = await fixtureEngine('es', spanishPages);
    const session = new SearchSession(
      new LocalSearchClient({
        loadEngine: async () => {
          if (fail) throw new SearchIndexLoadError('offline');
          return engine;
        },
      }),
    );
    const seen: Array<string | null> = [];
    session.subscribe(() => seen.push(session.getStatus().error?.message ?? null));
    const failed = await session.search(request('campaña'));
    expect(failed.results[0]).toMatchObject({ hits: [], nbHits: 0, query: 'campaña' });
    expect(session.getStatus()).toMatchObject({ query: 'campaña', fallback: false });
    expect(session.getStatus().error?.name).toBe('SearchIndexLoadError');
    fail = false;
    await session.search(request('campaña'));
    expect(session.getStatus().error).toBeNull();
    expect(seen).toEqual(['offline', null]);
  });
});

describe('index loader', () => {
  const fetcherFor =
    (files: Record<string, unknown>, calls: string[] = []): Fetcher =>
    async (url) => {
      calls.push(url);
      if (!(url in files)) return new Response('missing', { status: 404 });
      const body = files[url];
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    };

  it('reads the manifest, then the hashed index it names', async () => {
    const file = await fixtureFile('es', spanishPages);
    const calls: string[] = [];
    const loaded = await fetchIndexFile(
      '/es/',
      fetcherFor(
        {
          '/es/search-index/manifest.json': {
            v: 1,
            language: 'es',
            index: 'index.0123456789ab.json',
            records: 1,
            bytes: 1,
          },
          '/es/search-index/index.0123456789ab.json': file,
        },
        calls,
      ),
    );
    expect(loaded.records).toHaveLength(file.records.length);
    expect(calls).toEqual(['/es/search-index/manifest.json', '/es/search-index/index.0123456789ab.json']);
  });

  it.each([
    ['a missing manifest', {}],
    ['a manifest naming another path', { '/search-index/manifest.json': { v: 1, index: '../secrets.json' } }],
    ['a manifest that is not JSON', { '/search-index/manifest.json': '<html>' }],
    [
      'an index of another version',
      {
        '/search-index/manifest.json': { v: 1, index: 'index.abcdef12.json' },
        '/search-index/index.abcdef12.json': { v: 9 },
      },
    ],
  ])('rejects %s', async (_, files) => {
    await expect(fetchIndexFile('/', fetcherFor(files))).rejects.toThrow(SearchIndexLoadError);
  });

  it('loads once per locale and forgets failures so a later search retries', async () => {
    resetLoadedEngines();
    const file = await fixtureFile('es', spanishPages);
    const calls: string[] = [];
    let online = false;
    const files = {
      '/es/search-index/manifest.json': { v: 1, index: 'index.abcdef12.json' },
      '/es/search-index/index.abcdef12.json': file,
    };
    const fetcher: Fetcher = async (url, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      return fetcherFor(files, calls)(url, init);
    };
    await expect(loadEngine('/es/', 'es', fetcher)).rejects.toThrow(SearchIndexLoadError);
    online = true;
    const [a, b] = await Promise.all([loadEngine('/es/', 'es', fetcher), loadEngine('/es/', 'es', fetcher)]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(2);
    resetLoadedEngines();
  });
});

describe('display helpers', () => {
  it.each([
    ['https://help.example.test/es/billing#pay', '/es/billing#pay'],
    ['https://other.example/x', 'https://other.example/x'],
    ['/es/billing', '/es/billing'],
  ])('toSiteRelativeUrl(%s) = %s', (url, expected) => {
    expect(toSiteRelativeUrl(url, 'https://help.example.test')).toBe(expected);
  });

  it('builds search page links', () => {
    expect(searchPageUrl('/es/', 'campaña <b>')).toBe('/es/search?q=campa%C3%B1a+%3Cb%3E');
    expect(searchPageUrl('/', 'x', 2)).toBe('/search?q=x&page=3');
  });

  it('escapes raw hit attributes for DocSearch', () => {
    const hit = escapeHitForDisplay({
      hierarchy: {
        lvl0: 'A & B',
        lvl1: '<img src=x onerror=alert(1)>',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: "it's",
    });
    expect(hit.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit.hierarchy.lvl0).toBe('A &amp; B');
    expect(hit.content).toBe('it&#039;s');
  });

  it.each([
    ['<img src=x> <mark>B</mark>', '&lt;img src=x&gt; <mark>B</mark>'],
    ['&lt;b&gt; <mark>a &amp; b</mark>', '&lt;b&gt; <mark>a &amp; b</mark>'],
    ['<mark>open', 'open'],
    ['x</mark><mark>y</mark>', 'x&lt;/mark&gt;<mark>y</mark>'],
  ])('sanitizeHighlighted(%s)', (value, expected) => {
    expect(sanitizeHighlighted(value, { pre: '<mark>', post: '</mark>' })).toBe(expected);
  });
});

describe('search page URL and backend helpers', () => {
  it.each([
    ['?q=campa%C3%B1a', { query: 'campaña', page: 0 }],
    ['?q=x&page=3', { query: 'x', page: 2 }],
    ['?q=x&page=0', { query: 'x', page: 0 }],
    ['?q=x&page=abc', { query: 'x', page: 0 }],
    [`?q=${'y'.repeat(80)}`, { query: 'y'.repeat(64), page: 0 }],
    ['', { query: '', page: 0 }],
  ])('parseSearchPageQuery(%s)', (search, expected) => {
    expect(parseSearchPageQuery(search, 64)).toEqual(expected);
  });

  it('scopes searches to the language and the docs tags, plus default', () => {
    expect(contextualFacetFilters('es', ['docs-default-current'])).toEqual([
      'language:es',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(contextualFacetFilters('de', ['default'])).toEqual(['language:de', ['docusaurus_tag:default']]);
  });

  it('turns host URLs into lite client hosts', () => {
    expect(toAlgoliaHosts(['http://127.0.0.1:4701', 'https://APP-dsn.algolia.net'])).toEqual([
      { url: '127.0.0.1', port: 4701, protocol: 'http', accept: 'readWrite' },
      { url: 'app-dsn.algolia.net', protocol: 'https', accept: 'readWrite' },
    ]);
    expect(() => toAlgoliaHosts(['ftp://x'])).toThrow(/protocol/);
  });
});
