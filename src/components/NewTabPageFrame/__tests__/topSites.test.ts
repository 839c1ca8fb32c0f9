import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

import { demoIds, demos, dynamicNttDocPath } from '@site/src/data/demos';
import { currentKey, initialPage, pageCount, pagesOf, TILES_PER_PAGE, topSites, withBase } from '../topSites';

const root = path.resolve(__dirname, '../../../..');

describe('top sites', () => {
  it('lists the tiles of Brave’s page in its order (facts/changes-2026.md, 2026-02-27)', () => {
    expect(topSites.map((s) => s.key)).toEqual([
      'home',
      'carousel-autofade',
      'slider',
      'pan-and-zoom',
      'pan-and-zoom-2',
      'digital-rain',
      'brave-ads',
    ]);
  });

  it('links Home to the placement page, each demo to its doc and Brave Ads to the home page', () => {
    const to = Object.fromEntries(topSites.map((s) => [s.key, s.to]));
    expect(to.home).toBe(dynamicNttDocPath);
    expect(to['brave-ads']).toBe('/');
    for (const demo of demos) expect(to[demo.id]).toBe(demo.docPath);
  });

  it('has an icon file of our own for every tile, with a title and no script', () => {
    for (const s of topSites) {
      const file = path.join(root, 'static', s.icon);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/<script|href=|<image/i);
    }
  });
});

describe('paging', () => {
  it('makes two pages of the seven tiles, the first one full', () => {
    expect(pageCount(topSites.length)).toBe(2);
    const pages = pagesOf(topSites);
    expect(pages.map((p) => p.length)).toEqual([TILES_PER_PAGE, topSites.length - TILES_PER_PAGE]);
    expect(pages.flat()).toEqual(topSites);
  });

  it.each([
    [0, 4, 1, [[]]],
    [4, 4, 1, [[0, 1, 2, 3]]],
    [5, 4, 2, [[0, 1, 2, 3], [4]]],
    [7, 3, 3, [[0, 1, 2], [3, 4, 5], [6]]],
  ])('%i items, %i a page: %i pages', (count, perPage, pages, expected) => {
    const items = Array.from({ length: count }, (_, i) => i);
    expect(pageCount(count, perPage)).toBe(pages);
    expect(pagesOf(items, perPage)).toEqual(expected);
  });
});

describe('current tile and first page', () => {
  it.each(demoIds.map((id) => [id]))('%s: its own tile is current, on the page shown first', (id) => {
    expect(currentKey(id)).toBe(id);
    const page = pagesOf(topSites)[initialPage(id)];
    expect(page.map((s) => s.key)).toContain(id);
  });

  it('marks no tile and shows the first page without a demo', () => {
    expect(currentKey(undefined)).toBeNull();
    expect(initialPage(undefined)).toBe(0);
  });

  it('shows the second page for the demos on it', () => {
    expect(initialPage('pan-and-zoom')).toBe(0);
    expect(initialPage('pan-and-zoom-2')).toBe(1);
    expect(initialPage('digital-rain')).toBe(1);
  });
});

describe('addresses per locale', () => {
  const hrefs = (baseUrl: string) => Object.fromEntries(topSites.map((s) => [s.key, withBase(s.to, baseUrl)]));

  it('English, at the root', () => {
    expect(hrefs('/')).toEqual({
      home: '/ad-placements/brave-browser/dynamic-ntt',
      'carousel-autofade': '/demos/dynamic-ntt/carousel-autofade',
      slider: '/demos/dynamic-ntt/slider',
      'pan-and-zoom': '/demos/dynamic-ntt/pan-and-zoom',
      'pan-and-zoom-2': '/demos/dynamic-ntt/pan-and-zoom-2',
      'digital-rain': '/demos/dynamic-ntt/digital-rain',
      'brave-ads': '/',
    });
  });

  it.each(['de', 'es', 'fr', 'pt'])('%s, under its prefix', (locale) => {
    const base = `/${locale}/`;
    const got = hrefs(base);
    expect(got.home).toBe(`/${locale}/ad-placements/brave-browser/dynamic-ntt`);
    expect(got.slider).toBe(`/${locale}/demos/dynamic-ntt/slider`);
    expect(got['brave-ads']).toBe(`/${locale}/`);
    expect(withBase('/img/top-sites/home.svg', base)).toBe(`/${locale}/img/top-sites/home.svg`);
  });
});
