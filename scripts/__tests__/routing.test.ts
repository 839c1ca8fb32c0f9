import {
  cacheClassOf,
  cacheControlFor,
  canonicalCase,
  canonicalRoutes,
  cleanPath,
  contentTypeOf,
  localeOf,
  locationFor,
  parseRequestTarget,
} from '../lib/routing';

describe('cleanPath: the preview server redirects each request to its clean route', () => {
  it.each([
    ['/es/ad-placements/brave-browser/ntt.html', '/es/ad-placements/brave-browser/ntt'],
    ['/ad-placements/brave-browser/ntt.html', '/ad-placements/brave-browser/ntt'],
    ['/es/index.html', '/es/'],
    ['/index.html', '/'],
    ['/es/category/demos/index.html', '/es/category/demos'],
    ['/es/getting-started/create-account/', '/es/getting-started/create-account'],
    ['/es', '/es/'],
    ['/policies', '/category/advertiser-policies'],
    ['/es/policies', '/es/category/advertiser-policies'],
    ['/fr/policies/', '/fr/category/advertiser-policies'],
    ['/pt/policies.html', '/pt/category/advertiser-policies'],
    ['//evil.example/x.html', '/evil.example/x'],
    ['//es/x', '/es/x'],
  ])('%s -> %s', (from, to) => {
    expect(cleanPath(from)).toBe(to);
  });

  it.each(['/', '/es/', '/de/', '/es/ad-placements/brave-browser/ntt', '/category/advertiser-policies', '/search'])(
    '%s is already clean',
    (p) => {
      expect(cleanPath(p)).toBeNull();
    },
  );

  it('leaves demo creative packages untouched, index.html included', () => {
    expect(cleanPath('/creatives/slider/index.html')).toBeNull();
    expect(cleanPath('/es/creatives/slider/index.html')).toBeNull();
  });
});

describe('localeOf picks the locale whose 404 page answers', () => {
  it.each([
    ['/es/nope', 'es'],
    ['/de', 'de'],
    ['/nope', ''],
    ['/esx/nope', ''],
    ['/ES/nope', ''],
  ])('%s -> %p', (p, locale) => {
    expect(localeOf(p)).toBe(locale);
  });
});

describe('parseRequestTarget: the guard in front of every request', () => {
  it.each([
    ['/es/x?q=a%20b', '/es/x', '?q=a%20b'],
    ['/caf%C3%A9', '/café', ''],
    ['/x?', '/x', ''],
    ['//evil.example:99999/x', '//evil.example:99999/x', ''],
    ['/x#frag', '/x', ''],
  ])('accepts %s', (raw, pathname, search) => {
    expect(parseRequestTarget(raw)).toEqual({ ok: true, pathname, search });
  });

  it.each([
    ['', 400],
    ['*', 400],
    ['http://evil.example/x', 400],
    ['/es/%E0%A4%A', 400],
    ['/100%', 400],
    ['//x:99999/%zz', 400],
    ['/abc%00def', 400],
    ['/x%0d%0aSet-Cookie:%20a=1', 400],
    ['/%2fevil.example/x.html', 400],
    ['/%5Cevil.example/x.html', 400],
    ['/\\evil.example', 400],
    ['/es/..%2f..%2fpackage.json', 400],
    ['/es/../package.json', 400],
    ['/x/%2e%2e/y', 400],
    ['/./x', 400],
    ['/x%C2%85', 400],
    ['/x\u00e9', 400],
    [`/${'a'.repeat(3000)}`, 414],
  ])('refuses %j with %i and never throws', (raw, status) => {
    const result = parseRequestTarget(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status).toBe(status);
  });

  it('refuses a target that is not a string', () => {
    expect(parseRequestTarget(undefined).ok).toBe(false);
  });

  it('percent-encodes a query character outside printable ASCII', () => {
    expect(parseRequestTarget('/x?a=\u00e9 b')).toEqual({ ok: true, pathname: '/x', search: '?a=%C3%A9%20b' });
  });
});

describe('locationFor: every redirect target is site-relative by construction', () => {
  it.each([
    ['/es/x', '', '/es/x'],
    ['/es/x', '?a=1', '/es/x?a=1'],
    ['//evil.example/x', '', '/evil.example/x'],
    ['/\\evil.example/x', '', '/%5Cevil.example/x'],
    ['/a b/<x>"', '', '/a%20b/%3Cx%3E%22'],
    ['/x?y#z', '', '/x%3Fy%23z'],
    ['/x\r\nSet-Cookie: a', '', '/x%0D%0ASet-Cookie%3A%20a'],
  ])('%j -> %s', (p, search, location) => {
    expect(locationFor(p, search)).toBe(location);
    expect(new URL(locationFor(p, search), 'https://help.example/').origin).toBe('https://help.example');
  });
});

describe('canonical case', () => {
  const routes = canonicalRoutes(['/es/campaign-performance/API.html', '/es/index.html', '/404.html', '/blog.html']);
  it('maps a wrong-case path to the canonical route and leaves the canonical one alone', () => {
    expect(canonicalCase('/es/campaign-performance/api', routes)).toBe('/es/campaign-performance/API');
    expect(canonicalCase('/ES/CAMPAIGN-PERFORMANCE/API', routes)).toBe('/es/campaign-performance/API');
    expect(canonicalCase('/BLOG', routes)).toBe('/blog');
    expect(canonicalCase('/es/campaign-performance/API', routes)).toBeNull();
    expect(canonicalCase('/404', routes)).toBeNull();
    expect(canonicalCase('/nope', routes)).toBeNull();
  });
});

describe('cache and content type', () => {
  it.each([
    ['/es/x.html', 'revalidate'],
    ['/search-index/manifest.json', 'revalidate'],
    ['/es/search-index/manifest.json', 'revalidate'],
    ['/es/search-index/index.0123456789ab.json', 'immutable'],
    ['/assets/js/main.1a2b3c4d.js', 'immutable'],
    ['/es/assets/images/x.png', 'immutable'],
    ['/img/logo.svg', 'short'],
    ['/sitemap.xml', 'short'],
  ])('%s is %s', (p, cache) => {
    expect(cacheClassOf(p)).toBe(cache);
  });

  it('never caches an error and revalidates redirects', () => {
    expect(cacheControlFor(404, '/assets/js/main.1a2b3c4d.js')).toBe('no-store');
    expect(cacheControlFor(400, '/x.html')).toBe('no-store');
    expect(cacheControlFor(301, '/assets/x.js')).toBe('no-cache');
    expect(cacheControlFor(200, '/assets/x.js')).toMatch(/immutable/);
  });

  it('types files from the data table, Markdown included', () => {
    expect(contentTypeOf('/es/x.md')).toEqual({ header: 'text/markdown; charset=utf-8', compress: true });
    expect(contentTypeOf('/x.HTML').header).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('/x.png')).toEqual({ header: 'image/png', compress: false });
    expect(contentTypeOf('/x.constructor').header).toBe('application/octet-stream');
    expect(contentTypeOf('/x').header).toBe('application/octet-stream');
  });
});
