import routing from '../lib/routing.cjs';

const { cleanPath, localeOf } = routing as {
  cleanPath: (p: string) => string | null;
  localeOf: (p: string) => string;
};

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
  ])('%s -> %p', (p, locale) => {
    expect(localeOf(p)).toBe(locale);
  });
});
