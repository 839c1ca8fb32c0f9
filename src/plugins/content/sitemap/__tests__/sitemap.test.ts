import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { brand } from '../../../../../config/brand';
import { i18n as i18nConfig } from '../../../../../config/locales';
import sitemapPlugin, { editionsOf } from '..';
import {
  editionUrl,
  escapeXml,
  isExcluded,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
  unprefixed,
  type Edition,
} from '../sitemap';

const site = brand.siteUrl;
const editions: Edition[] = [
  { locale: 'de', hreflang: 'de-DE', url: site, baseUrl: '/de/' },
  { locale: 'en', hreflang: 'en-US', url: site, baseUrl: '/' },
  { locale: 'es', hreflang: 'es', url: site, baseUrl: '/es/' },
  { locale: 'fr', hreflang: 'fr-FR', url: site, baseUrl: '/fr/' },
  { locale: 'pt', hreflang: 'pt-BR', url: site, baseUrl: '/pt/' },
];
const es = editions[2];
const en = editions[1];

const esRoutes = [
  '/es/',
  '/es/404.html',
  '/es/ad-placements/brave-browser/ntt',
  '/es/ad-placements/brave-browser/dynamic-ntt',
  '/es/dynamic-ntt',
  '/es/demos/dynamic-ntt/slider',
  '/es/category/demos',
  '/es/category/dynamic-ntt',
  '/es/category/advertiser-policies',
  '/es/search',
  '/es/markdown-page',
  '/es/policies',
  '/es/blog',
  '/es/blog/reporting-api-v3',
  '/es/blog/tags',
  '/es/blog/tags/api',
  '/es/blog/archive',
  '/es/blog/authors',
  '/es/blog/page/2',
  '/es/glossary',
  '/es/hidden-page',
];

describe('unprefixed strips the edition prefix', () => {
  it.each([
    ['/es/ad-placements/x', '/es/', '/ad-placements/x'],
    ['/es/', '/es/', '/'],
    ['/es', '/es/', '/'],
    ['/ad-placements/x', '/', '/ad-placements/x'],
    ['/', '/', '/'],
    ['/de/x', '/es/', null],
    ['/esx/y', '/es/', null],
  ])('%s in %s -> %s', (routePath, baseUrl, expected) => {
    expect(unprefixed(routePath, baseUrl)).toBe(expected);
  });
});

describe('editionUrl', () => {
  it('builds absolute URLs under each prefix', () => {
    expect(editionUrl(es, '/ad-placements/brave-browser/ntt')).toBe(`${site}/es/ad-placements/brave-browser/ntt`);
    expect(editionUrl(en, '/ad-placements/brave-browser/ntt')).toBe(`${site}/ad-placements/brave-browser/ntt`);
    expect(editionUrl(es, '/')).toBe(`${site}/es/`);
    expect(editionUrl(en, '/')).toBe(`${site}/`);
  });
});

describe('isExcluded', () => {
  it.each([
    '/404.html',
    '/search',
    '/markdown-page',
    '/policies',
    '/policies/',
    '/demos/dynamic-ntt/slider',
    '/category/demos',
    '/category/dynamic-ntt',
    '/blog/tags',
    '/blog/tags/api',
    '/blog/archive',
    '/blog/authors',
    '/blog/page/2',
    '/tags/x',
  ])('%s stays out', (route) => expect(isExcluded(route)).toBe(true));

  it.each([
    '/',
    '/dynamic-ntt',
    '/ad-placements/brave-browser/dynamic-ntt',
    '/category/advertiser-policies',
    '/blog',
    '/blog/reporting-api-v3',
    '/glossary',
    '/searching-tips',
    '/demosaic',
  ])('%s goes in', (route) => expect(isExcluded(route)).toBe(false));
});

describe('sitemapEntries', () => {
  const entries = sitemapEntries({
    routesPaths: esRoutes,
    routesBuildMetadata: { '/es/hidden-page': { noIndex: true }, '/es/glossary': { noIndex: false } },
    current: es,
    editions,
    defaultLocale: 'en',
  });
  const locs = entries.map((e) => e.loc);

  it('lists the indexable pages of the edition, sorted', () => {
    expect(locs).toEqual(
      [
        '/es/',
        '/es/ad-placements/brave-browser/dynamic-ntt',
        '/es/ad-placements/brave-browser/ntt',
        '/es/blog',
        '/es/blog/reporting-api-v3',
        '/es/category/advertiser-policies',
        '/es/dynamic-ntt',
        '/es/glossary',
      ]
        .map((p) => `${site}${p}`)
        .sort(),
    );
  });

  it('gives each page an alternate per edition and x-default pointing at the default locale', () => {
    const ntt = entries.find((e) => e.loc.endsWith('/es/ad-placements/brave-browser/ntt'));
    expect(ntt?.alternates).toEqual([
      { hreflang: 'de-DE', href: `${site}/de/ad-placements/brave-browser/ntt` },
      { hreflang: 'en-US', href: `${site}/ad-placements/brave-browser/ntt` },
      { hreflang: 'es', href: `${site}/es/ad-placements/brave-browser/ntt` },
      { hreflang: 'fr-FR', href: `${site}/fr/ad-placements/brave-browser/ntt` },
      { hreflang: 'pt-BR', href: `${site}/pt/ad-placements/brave-browser/ntt` },
      { hreflang: 'x-default', href: `${site}/ad-placements/brave-browser/ntt` },
    ]);
    const home = entries.find((e) => e.loc === `${site}/es/`);
    expect(home?.alternates.map((a) => a.href)).toEqual([
      `${site}/de/`,
      `${site}/`,
      `${site}/es/`,
      `${site}/fr/`,
      `${site}/pt/`,
      `${site}/`,
    ]);
  });

  it('ignores routes outside the edition and lists a route once', () => {
    const more = sitemapEntries({
      routesPaths: ['/es/x', '/es/x', '/de/y'],
      current: es,
      editions,
      defaultLocale: 'en',
    });
    expect(more.map((e) => e.loc)).toEqual([`${site}/es/x`]);
  });

  it('works for the default locale at the root', () => {
    const root = sitemapEntries({
      routesPaths: ['/', '/404.html', '/campaign-performance/API'],
      current: en,
      editions,
      defaultLocale: 'en',
    });
    expect(root.map((e) => e.loc)).toEqual([`${site}/`, `${site}/campaign-performance/API`]);
  });

  it('refuses an unknown default locale', () => {
    expect(() => sitemapEntries({ routesPaths: ['/'], current: en, editions, defaultLocale: 'xx' })).toThrow(
      /default locale/,
    );
  });
});

describe('sitemapXml', () => {
  it('escapes XML and declares the xhtml namespace', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = sitemapXml([
      { loc: `${site}/a?b=1&c=2`, alternates: [{ hreflang: 'x-default', href: `${site}/a?b=1&c=2` }] },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      `<url><loc>${site}/a?b=1&amp;c=2</loc><xhtml:link rel="alternate" hreflang="x-default" href="${site}/a?b=1&amp;c=2"/></url>`,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  const text = robotsTxt({ editions, defaultLocale: 'en', disallowPrefixes: ['/demos/'] });
  const lines = (prefix: string) => text.split('\n').filter((l) => l.startsWith(prefix));

  it('allows crawling and disallows the demos under every edition, never the whole site', () => {
    expect(lines('User-agent:')).toEqual(['User-agent: *']);
    expect(lines('Allow:')).toEqual(['Allow: /']);
    expect(lines('Disallow:')).toEqual([
      'Disallow: /demos/',
      'Disallow: /de/demos/',
      'Disallow: /es/demos/',
      'Disallow: /fr/demos/',
      'Disallow: /pt/demos/',
    ]);
  });

  it("names every edition's sitemap and the llms files on the site's host", () => {
    expect(lines('Sitemap:')).toEqual(
      ['', '/de', '/es', '/fr', '/pt'].map((prefix) => `Sitemap: ${site}${prefix}/sitemap.xml`),
    );
    expect(text).toContain(`# ${site}/llms.txt (de, es, fr, pt: /de/llms.txt /es/llms.txt /fr/llms.txt /pt/llms.txt)`);
    expect(text).toContain(`# ${site}/llms-full.txt`);
    expect(site).toBe('https://ads-help.brave.com');
  });
});

describe('the plugin', () => {
  function contextFor(locale: string): LoadContext {
    const localeConfigs = Object.fromEntries(
      Object.entries(i18nConfig.localeConfigs).map(([code, config]) => [
        code,
        { ...config, url: site, baseUrl: code === 'en' ? '/' : `/${code}/`, translate: true },
      ]),
    );
    return {
      baseUrl: locale === 'en' ? '/' : `/${locale}/`,
      siteConfig: { url: site, baseUrl: '/', noIndex: false },
      i18n: { ...i18nConfig, path: 'i18n', currentLocale: locale, localeConfigs },
    } as unknown as LoadContext;
  }

  it('reads the editions from the i18n config, hreflang as in the pages', () => {
    expect(editionsOf(contextFor('es'))).toEqual(editions);
  });

  it('writes sitemap.xml of the locale being built in postBuild', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    const context = contextFor('es');
    const plugin = sitemapPlugin(context) as Plugin & { postBuild: NonNullable<Plugin['postBuild']> };
    await plugin.postBuild({
      outDir,
      routesPaths: esRoutes,
      routesBuildMetadata: { '/es/hidden-page': { noIndex: true } },
      siteConfig: context.siteConfig,
    } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const xml = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(xml).toContain(`<loc>${site}/es/ad-placements/brave-browser/ntt</loc>`);
    expect(xml).toContain(`hreflang="pt-BR" href="${site}/pt/ad-placements/brave-browser/ntt"`);
    expect(xml).not.toMatch(/\/demos\/|\/search<|\/policies<|hidden-page|404/);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    // robots.txt belongs to the root: a locale under a prefix does not write one.
    expect(fs.existsSync(path.join(outDir, 'robots.txt'))).toBe(false);
    fs.rmSync(outDir, { recursive: true });
  });

  it("writes robots.txt with the default locale's build", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    const context = contextFor('en');
    const plugin = sitemapPlugin(context) as Plugin & { postBuild: NonNullable<Plugin['postBuild']> };
    await plugin.postBuild({
      outDir,
      routesPaths: esRoutes.map((r) => r.replace(/^\/es\//, '/')),
      siteConfig: context.siteConfig,
    } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const robots = fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /es/demos/');
    expect(robots).toContain(`Sitemap: ${site}/pt/sitemap.xml`);
    fs.rmSync(outDir, { recursive: true });
  });
});
