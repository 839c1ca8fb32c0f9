import { test, expect, locales, localePrefix, localized, htmlLang, waitForHydration, type Locale } from './fixtures';
import { sitePages } from './built-site';
import * as cheerio from 'cheerio';
import { brand } from '../../config/brand';

/**
 * Canonical URLs, hreflang alternates, social card metadata and robots.txt, read from the served
 * HTML of every route of every locale (no rendering needed: Docusaurus writes them at build time).
 */

type Tag = Record<string, string>;

/** The `<link>` and `<meta>` tags of a page's head, attributes parsed (quoted or not, as the minifier left them). */
function headTags(html: string): { links: Tag[]; metas: Tag[]; lang: string | undefined } {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const parse = (tag: string): Tag => {
    const attrs: Tag = {};
    for (const m of tag.matchAll(/([\w:-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
      attrs[m[1].toLowerCase()] = (m[2] ?? '').replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');
    }
    return attrs;
  };
  return {
    links: [...head.matchAll(/<link\b([^>]*)>/gi)].map((m) => parse(m[1])),
    metas: [...head.matchAll(/<meta\b([^>]*)>/gi)].map((m) => parse(m[1])),
    lang: /<html\b[^>]*\slang=["']?([^"'\s>]+)/i.exec(html)?.[1],
  };
}

const productionUrl = (locale: Locale, route: string) => `${brand.siteUrl}${localized(locale, route)}`;

/** JPEG width and height from the first start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1];
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}

for (const locale of locales) {
  test(`${locale}: every page has its canonical URL, ${locales.length} hreflang alternates + x-default, lang and a social card`, async ({
    request,
  }) => {
    const problems: string[] = [];
    const cards = new Set<string>();
    // Every page of the sitemap and every route of the spec (built-site.ts). The blog's archive and tag list are
    // left out: their descriptions are the theme's stock text ("Archiv") or empty, not written for search results.
    for (const route of sitePages(locale, { unlisted: false })) {
      const path = localized(locale, route);
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`${path}: status ${response.status()}`);
        continue;
      }
      const { links, metas, lang } = headTags(await response.text());
      const meta = (key: string) => metas.find((m) => m.property === key || m.name === key)?.content;
      const canonical = links.filter((l) => l.rel === 'canonical').map((l) => l.href);
      if (canonical.length !== 1 || canonical[0] !== productionUrl(locale, route))
        problems.push(`${path}: canonical ${canonical.join(', ') || 'missing'}`);
      if (meta('og:url') !== productionUrl(locale, route)) problems.push(`${path}: og:url ${meta('og:url')}`);
      if (lang !== htmlLang[locale]) problems.push(`${path}: <html lang=${lang}>`);

      const alternates = links.filter((l) => l.rel === 'alternate' && l.hreflang);
      const expected = [
        ...locales.map((l) => [htmlLang[l], productionUrl(l, route)]),
        ['x-default', productionUrl('en', route)],
      ].map(([hreflang, href]) => `${hreflang} ${href}`);
      const actual = alternates.map((l) => `${l.hreflang} ${l.href}`);
      if (JSON.stringify([...actual].sort()) !== JSON.stringify([...expected].sort()))
        problems.push(`${path}: hreflang ${actual.join(' | ')}`);

      const image = meta('og:image');
      if (image !== `${brand.siteUrl}${localePrefix(locale)}/img/social-card.jpg`)
        problems.push(`${path}: og:image ${image}`);
      else cards.add(image);
      if (meta('twitter:image') !== image) problems.push(`${path}: twitter:image ${meta('twitter:image')}`);
      if (meta('twitter:card') !== 'summary_large_image')
        problems.push(`${path}: twitter:card ${meta('twitter:card')}`);
      if (!meta('og:title')?.includes('Brave')) problems.push(`${path}: og:title ${meta('og:title')}`);
      if ((meta('og:description') ?? '').length < 20)
        problems.push(`${path}: og:description "${meta('og:description') ?? ''}"`);
      if ((meta('description') ?? '').length < 20) problems.push(`${path}: description "${meta('description') ?? ''}"`);
    }
    // The card each page names is our own image, served from the build, 1200×630.
    for (const card of cards) {
      const file = await request.get(card.replace(brand.siteUrl, ''));
      expect(file.status(), card).toBe(200);
      expect(file.headers()['content-type']).toBe('image/jpeg');
      expect(jpegSize(await file.body()), card).toEqual({ width: 1200, height: 630 });
    }
    expect(problems).toEqual([]);
  });
}

test('robots.txt allows crawling but for the demos and lists the sitemap of each of the five editions, each served', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  // The live demos are disallowed in every edition, and only they.
  expect([...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]).sort()).toEqual(
    locales.map((l) => `${localePrefix(l)}/demos/`).sort(),
  );
  const sitemaps = [...text.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]);
  expect(sitemaps.sort()).toEqual(locales.map((l) => `${brand.siteUrl}${localePrefix(l)}/sitemap.xml`).sort());
  for (const sitemap of sitemaps) {
    const file = await request.get(sitemap.replace(brand.siteUrl, ''));
    expect(file.status(), sitemap).toBe(200);
    expect(await file.text()).toContain('<urlset');
  }
});

test('after each client-side navigation the head is the one the destination page is served with', async ({
  page,
  request,
}) => {
  // A tour through the page types, as a reader clicking through would take it: the title, lang, the `<html>`
  // classes, canonical, hreflang, description, social card and structured data follow each page.
  const tour = [
    '/es/',
    '/es/ad-placements/brave-browser/ntt',
    '/es/campaign-performance/API',
    '/es/blog/reporting-api-v3',
    '/es/category/ad-placements',
    '/es/search',
    '/es/demos/dynamic-ntt/pan-and-zoom',
    '/es/ad-placements/brave-search/keyword',
  ];
  const summarize = (html: string | null) => {
    // Structured data compared as data: the build writes its keys sorted.
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
            )
          : value;
    const text = (element: Element) =>
      element.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sorted(JSON.parse(element.textContent ?? 'null')))
        : element.textContent;
    const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
    const root = doc.documentElement;
    return {
      title: doc.title,
      lang: root.lang,
      dir: root.dir,
      htmlClass: Array.from(root.classList).sort(),
      // The document title is compared above: which <title> element carries it is the head manager's business.
      tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'))
        .map((element) => {
          const attributes = Array.from(element.attributes)
            .filter((attribute) => attribute.name !== 'data-rh')
            .map((attribute) => `${attribute.name}=${attribute.value}`)
            .sort();
          return [element.localName, ...attributes, text(element)].join(' ');
        })
        .sort(),
    };
  };
  await page.goto(tour[0]);
  await waitForHydration(page);
  for (const to of tour.slice(1)) {
    const served = await (await request.get(to)).text();
    const expected = await page.evaluate(summarize, served);
    expect(expected.tags.length, to).toBeGreaterThan(10);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await expect.poll(() => page.evaluate(summarize, null), { message: to }).toEqual(expected);
  }
});

for (const locale of locales) {
  test(`${locale}: the demo pages ask search engines not to index them or follow their links; other pages do not`, async ({
    request,
  }) => {
    const robotsOf = async (route: string) => {
      const response = await request.get(localized(locale, route));
      expect(response.status(), route).toBe(200);
      const $ = cheerio.load(await response.text());
      return $('meta[name="robots"]')
        .map((_, meta) => $(meta).attr('content'))
        .get();
    };
    for (const demo of ['pan-and-zoom', 'pan-and-zoom-2', 'carousel-autofade', 'slider', 'digital-rain'])
      expect(await robotsOf(`/demos/dynamic-ntt/${demo}`), demo).toEqual(['noindex, nofollow']);
    expect(await robotsOf('/ad-placements/brave-browser/dynamic-ntt')).toEqual([]);
  });
}
