import { cleanStoredSearches, isSiteRelativeUrl, sanitizeStoredSearches, toStoredSearch } from '../storage';
import { escapeHtml, unescapeHtml } from '../highlight';
import { escapeHitForDisplay, keepSiteHits, missingResultsUrl } from '../urls';

const good = {
  objectID: 'a1',
  type: 'lvl2',
  url: '/es/getting-started/create-account#paso',
  url_without_anchor: '/es/getting-started/create-account',
  anchor: 'paso',
  content: null,
  hierarchy: {
    lvl0: 'Docs',
    lvl1: 'Crear una cuenta',
    lvl2: 'Paso 1 &amp; 2',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _snippetResult: { hierarchy: { lvl1: { value: '<img src=x onerror=alert(1)>' } } },
};

describe('isSiteRelativeUrl', () => {
  it.each(['/', '/es/x', '/x?q=1#a', '/caf%C3%A9'])('accepts %s', (url) => expect(isSiteRelativeUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'data:text/html,x',
    ' /x',
    '/x\n',
    '/\tx',
    '',
    'x',
    42,
    null,
    '/'.padEnd(3000, 'a'),
  ])('refuses %j', (url) => expect(isSiteRelativeUrl(url)).toBe(false));
});

describe('stored searches are validated on read', () => {
  it('keeps a valid item, drops DocSearch-rendered extras, keeps escaped text as it is', () => {
    const item = toStoredSearch(good);
    expect(item?.hierarchy.lvl2).toBe('Paso 1 &amp; 2');
    expect(item).not.toHaveProperty('_snippetResult');
  });

  it('derives url_without_anchor from the validated URL (the index records it absolute)', () => {
    const item = toStoredSearch({ ...good, url_without_anchor: 'javascript:x' });
    expect(item?.url_without_anchor).toBe('/es/getting-started/create-account');
    const absolute = toStoredSearch({ ...good, url_without_anchor: 'https://ads-help.brave.com/es/x' });
    expect(absolute?.url_without_anchor).toBe('/es/getting-started/create-account');
  });

  it('turns stored markup into text', () => {
    const item = toStoredSearch({ ...good, hierarchy: { ...good.hierarchy, lvl1: '<img src=x onerror="alert(1)">' } });
    expect(item?.hierarchy.lvl1).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it.each([
    ['javascript: URL', { ...good, url: 'javascript:alert(1)' }],
    ['protocol-relative URL', { ...good, url: '//evil.example/' }],
    ['hierarchy not an object', { ...good, hierarchy: 'x' }],
    ['hierarchy level an object', { ...good, hierarchy: { ...good.hierarchy, lvl1: { toString: 1 } } }],
    ['no title', { ...good, hierarchy: { lvl0: null, lvl1: null } }],
    ['unknown type', { ...good, type: '<b>' }],
    ['missing objectID', { ...good, objectID: undefined }],
    ['number', 7],
    ['null', null],
    ['array', [good]],
  ])('drops an item with %s', (_name, item) => {
    expect(toStoredSearch(item)).toBeNull();
  });

  it.each(['{', 'null', '{"a":1}', '"x"', '42'])('treats %s as an empty store that must be rewritten', (raw) => {
    expect(cleanStoredSearches(raw)).toEqual({ items: [], changed: true });
  });

  it('rewrites the store without the bad items, and removes a store with none left', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    } as unknown as Storage;
    data.set(
      '__DOCSEARCH_RECENT_SEARCHES__idx',
      JSON.stringify([good, { ...good, objectID: 'b', url: 'javascript:x' }, 5]),
    );
    data.set('__DOCSEARCH_FAVORITE_SEARCHES__idx', '{not json');
    expect(sanitizeStoredSearches(storage, 'idx')).toBe(3);
    expect(JSON.parse(data.get('__DOCSEARCH_RECENT_SEARCHES__idx') ?? '[]')).toHaveLength(1);
    expect(data.has('__DOCSEARCH_FAVORITE_SEARCHES__idx')).toBe(false);
    expect(sanitizeStoredSearches(storage, 'idx')).toBe(0);
  });

  it('never throws when storage does', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(sanitizeStoredSearches(broken, 'idx')).toBe(0);
    expect(sanitizeStoredSearches(undefined, 'idx')).toBe(0);
  });
});

describe('stored searches keep their text exactly', () => {
  const text = `Why isn't my "campaign" running? Ads & <reports> — l'API d'Ads Manager`;
  const hit = {
    objectID: 'q1',
    type: 'lvl2',
    url: '/troubleshooting#why',
    url_without_anchor: '/troubleshooting',
    anchor: 'why',
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: 'Troubleshooting', lvl2: text, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
  /** What DocSearch writes when a hit is chosen: the transformed hit without its highlight and snippet results. */
  const asDocSearchStores = (item: object) =>
    JSON.stringify([{ ...item, __autocomplete_id: 3, __docsearch_parent: null }]);

  it('round-trips apostrophes, quotes, ampersands and angle brackets through any number of reloads', () => {
    let raw = asDocSearchStores(escapeHitForDisplay(hit));
    for (let reload = 0; reload < 3; reload += 1) {
      const { items } = cleanStoredSearches(raw);
      // Escaped exactly once, as DocSearch injects it as HTML: it shows the text as it was.
      expect(items[0].hierarchy.lvl2).toBe(escapeHtml(text));
      expect(unescapeHtml(items[0].hierarchy.lvl2 ?? '')).toBe(text);
      raw = JSON.stringify(items);
    }
    expect(cleanStoredSearches(raw).changed).toBe(false);
  });

  it('keeps text that is itself an entity, once marked as escaped once', () => {
    const literal = { ...hit, hierarchy: { ...hit.hierarchy, lvl2: 'Write &amp; as &amp;amp;' } };
    const { items } = cleanStoredSearches(asDocSearchStores(escapeHitForDisplay(literal)));
    expect(unescapeHtml(items[0].hierarchy.lvl2 ?? '')).toBe('Write &amp; as &amp;amp;');
  });

  it.each([
    // The earlier reader left the apostrophe escaped and escaped it again on every load.
    ['an apostrophe escaped twice', 'Why isn&amp;#039;t my campaign running?', 'Why isn&#039;t my campaign running?'],
    ['an apostrophe escaped once', 'Why isn&#039;t it', 'Why isn&#039;t it'],
    ['an ampersand escaped twice', 'Ads &amp;amp; reports', 'Ads &amp; reports'],
    ['an ampersand escaped once', 'Ads &amp; reports', 'Ads &amp; reports'],
    ['angle brackets escaped twice', '&amp;lt;b&amp;gt; tag', '&lt;b&gt; tag'],
    ['quotes escaped twice', '&amp;quot;x&amp;quot; and &amp;#39;y&amp;#39;', '&quot;x&quot; and &#039;y&#039;'],
    ['raw markup', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
  ])('repairs an item stored by the earlier version: %s', (_name, stored, shown) => {
    const old = { ...good, hierarchy: { ...good.hierarchy, lvl2: stored } };
    const { items, changed } = cleanStoredSearches(JSON.stringify([old]));
    expect(items[0].hierarchy.lvl2).toBe(shown);
    expect(changed).toBe(true);
    // Written back marked: the next read leaves it as it is.
    expect(cleanStoredSearches(JSON.stringify(items))).toEqual({ items, changed: false });
  });

  it('still escapes markup in an item that claims to be escaped once', () => {
    const forged = { ...good, escapedOnce: true, hierarchy: { ...good.hierarchy, lvl1: '<script>x</script>&amp;lt;' } };
    expect(toStoredSearch(forged)?.hierarchy.lvl1).toBe('&lt;script&gt;x&lt;/script&gt;&amp;lt;');
  });
});

describe('stored searches whose URL does not decode', () => {
  // The router decodes each navigation's fragment and throws on these: choosing such an item crashed the page.
  const undecodable = ['/getting-started/create-account#%zz', '/glossary#%E0%A4%A', '/x%', '/caf%C3'];

  it.each(undecodable)('refuses %s as a link or a navigation target', (url) =>
    expect(isSiteRelativeUrl(url)).toBe(false),
  );

  it('drops them on read and keeps every other item, in order', () => {
    const stored = [
      { ...good, objectID: 'k1' },
      ...undecodable.map((url, i) => ({ ...good, objectID: `bad${i}`, url })),
      { ...good, objectID: 'k2', url: '/es/x#caf%C3%A9' },
    ];
    const { items, changed } = cleanStoredSearches(JSON.stringify(stored));
    expect(changed).toBe(true);
    expect(items.map((item) => [item.objectID, item.url])).toEqual([
      ['k1', good.url],
      ['k2', '/es/x#caf%C3%A9'],
    ]);
  });

  it('rewrites the store without them', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as unknown as Storage;
    const key = '__DOCSEARCH_RECENT_SEARCHES__idx';
    values.set(key, JSON.stringify([good, { ...good, objectID: 'bad', url: '/x#%zz' }]));
    expect(sanitizeStoredSearches(storage, 'idx')).toBe(1);
    expect(JSON.parse(values.get(key) ?? '[]').map((item: { objectID: string }) => item.objectID)).toEqual(['a1']);
  });
});

describe('hits and links', () => {
  it('keeps only hits on this site, same-origin absolute URLs made relative', () => {
    const hits = [
      { url: 'https://help.example/es/x#a' },
      { url: 'javascript:alert(1)' },
      { url: '//evil.example/' },
      { url: 'https://evil.example/' },
      { url: '/de/y' },
    ];
    expect(keepSiteHits(hits, 'https://help.example').map((h) => h.url)).toEqual(['/es/x#a', '/de/y']);
  });

  it('builds the "Let us know." link to the locale contact page with the query, or none', () => {
    expect(missingResultsUrl('/es/', '/account-management/contact', 'a&b <c>')).toBe(
      '/es/account-management/contact?q=a%26b+%3Cc%3E',
    );
    expect(missingResultsUrl('/', '/account-management/contact', 'x')).toBe('/account-management/contact?q=x');
    expect(missingResultsUrl('/', null, 'x')).toBeNull();
    expect(missingResultsUrl('/', '//evil.example', 'x')).toBeNull();
    expect(missingResultsUrl('/', 'https://evil.example', 'x')).toBeNull();
  });
});
