import { brand } from '@site/config/brand';
import { classifyCreativeUrl, isAllowedFrameSource, withLocale } from '../creativeSource';

const sources = brand.adFrameSources;

describe('isAllowedFrameSource', () => {
  it.each([
    ['https://0732516e-fe33-4cb8-9b0e-6ebc140cec82.ads.s.brave.io/index.html', true],
    ['https://a.b.ads.s.brave.io/creative/index.html?x=1', true],
    ['https://UPPER.ADS.S.BRAVE.IO/index.html', true],
    ['https://x.ads.s.brave.io:443/index.html', true],
    ['https://ads.s.brave.io/index.html', false],
    ['http://x.ads.s.brave.io/index.html', false],
    ['https://x.ads.s.brave.io:8443/index.html', false],
    ['https://x.ads.s.brave.io.evil.example/index.html', false],
    ['https://evilads.s.brave.io/index.html', false],
    ['https://user:pass@x.ads.s.brave.io/index.html', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/creatives/slider/index.html', false],
    ['not a url', false],
  ])('%s -> %s', (url, expected) => {
    expect(isAllowedFrameSource(url, sources)).toBe(expected);
  });

  it('matches exact hosts and explicit ports when the source names them', () => {
    expect(isAllowedFrameSource('https://cdn.example.org/a.html', ['https://cdn.example.org'])).toBe(true);
    expect(isAllowedFrameSource('https://x.cdn.example.org/a.html', ['https://cdn.example.org'])).toBe(false);
    expect(isAllowedFrameSource('https://cdn.example.org:8443/a', ['https://cdn.example.org:8443'])).toBe(true);
    expect(isAllowedFrameSource('https://cdn.example.org/a', ['https://cdn.example.org:8443'])).toBe(false);
  });

  it('ignores malformed sources and an empty list', () => {
    expect(isAllowedFrameSource('https://x.ads.s.brave.io/', ['*.ads.s.brave.io', 'http://*.ads.s.brave.io'])).toBe(
      false,
    );
    expect(isAllowedFrameSource('https://x.ads.s.brave.io/', [])).toBe(false);
  });
});

describe('classifyCreativeUrl', () => {
  it.each([
    ['/creatives/slider/index.html', 'local'],
    ['/es/creatives/slider/index.html', 'local'],
    ['//evil.example/index.html', 'blocked'],
    ['/\\evil.example/index.html', 'blocked'],
    ['https://abc.ads.s.brave.io/index.html', 'remote'],
    ['https://example.com/index.html', 'blocked'],
    ['creatives/slider/index.html', 'blocked'],
  ])('%s is %s', (url, kind) => {
    expect(classifyCreativeUrl(url, sources).kind).toBe(kind);
  });
});

describe('withLocale', () => {
  it.each([
    ['/creatives/slider/index.html', 'es', '/creatives/slider/index.html?lang=es'],
    ['/creatives/slider/index.html?a=1', 'de', '/creatives/slider/index.html?a=1&lang=de'],
    ['/creatives/slider/index.html#top', 'pt', '/creatives/slider/index.html?lang=pt#top'],
  ])('%s + %s', (path, locale, expected) => {
    expect(withLocale(path, locale)).toBe(expected);
  });
});
