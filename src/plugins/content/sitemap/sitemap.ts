/**
 * Pure half of the sitemap plugin: which routes of a locale go into its sitemap, the URL of each
 * route in every edition, and the XML text. No file system, no Docusaurus runtime.
 */
import { notCrawled } from '../../../../config/indexing';

/** One edition of the site as the sitemap needs it. */
export type Edition = {
  locale: string;
  /** BCP 47 tag, the same value Docusaurus writes in the pages' `<link rel="alternate" hreflang>`. */
  hreflang: string;
  /** Origin of the edition, without trailing slash: `https://ads-help.brave.com`. */
  url: string;
  /** Path prefix of the edition, with both slashes: `/` (default locale) or `/es/`. */
  baseUrl: string;
};

export type SitemapInput = {
  /** Route paths of the locale being built, as Docusaurus gives them (`/es/ad-placements/...`). */
  routesPaths: readonly string[];
  /** Per-route metadata from Docusaurus; a route with `noIndex` stays out. */
  routesBuildMetadata?: Readonly<Record<string, { noIndex: boolean } | undefined>>;
  /** The edition being built. */
  current: Edition;
  /** Every edition, in the order the alternates are listed. */
  editions: readonly Edition[];
  /** The edition named by `hreflang="x-default"`. */
  defaultLocale: string;
};

export type SitemapEntry = {
  loc: string;
  alternates: { hreflang: string; href: string }[];
};

/**
 * Routes left out of every edition's sitemap, as paths without the locale prefix:
 * - `exact`: the not-found page, the search page (results of a query are not content), the
 *   template's sample page, and `/policies` (a redirect to `/category/advertiser-policies`);
 * - `exact` + `prefix`: the creative demos and their category pages (live demos, not articles);
 * - `prefix`: tag, author and archive listings and the blog's paginated lists, which only repeat
 *   titles found on the pages they list (the blog index and every post stay in).
 */
export const EXCLUDED = {
  exact: [
    '/404.html',
    '/404',
    '/search',
    '/markdown-page',
    '/policies',
    '/demos',
    '/category/demos',
    '/category/dynamic-ntt',
    '/tags',
    '/blog/tags',
    '/blog/authors',
    '/blog/archive',
  ],
  prefix: [...notCrawled.routePrefixes, '/tags/', '/blog/tags/', '/blog/authors/', '/blog/page/'],
} as const;

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/**
 * The route path without the edition's prefix, always starting with `/`:
 * `/es/ad-placements/x` -> `/ad-placements/x`, `/es/` -> `/`. Returns null for a path outside the
 * edition (which a sitemap of this edition must not list).
 */
export function unprefixed(routePath: string, baseUrl: string): string | null {
  const base = `/${trimSlashes(baseUrl)}`.replace(/^\/$/, '');
  if (base === '') return routePath.startsWith('/') ? routePath : null;
  if (routePath === base || routePath === `${base}/`) return '/';
  if (!routePath.startsWith(`${base}/`)) return null;
  return routePath.slice(base.length);
}

/** The absolute URL of a route (given without locale prefix) in one edition. */
export function editionUrl(edition: Edition, route: string): string {
  const base = `/${trimSlashes(edition.baseUrl)}/`.replace(/^\/\/$/, '/');
  const origin = edition.url.replace(/\/+$/, '');
  return `${origin}${base}${route.replace(/^\//, '')}`;
}

export function isExcluded(route: string): boolean {
  const clean = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return (
    (EXCLUDED.exact as readonly string[]).includes(clean) ||
    EXCLUDED.prefix.some((prefix) => `${clean}/`.startsWith(prefix))
  );
}

/** The entries of the edition being built, sorted by URL, each with its alternates and x-default. */
export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const defaultEdition = input.editions.find((e) => e.locale === input.defaultLocale);
  if (!defaultEdition) throw new Error(`the default locale "${input.defaultLocale}" is not among the editions`);
  const routes = new Set<string>();
  for (const routePath of input.routesPaths) {
    if (input.routesBuildMetadata?.[routePath]?.noIndex) continue;
    const route = unprefixed(routePath, input.current.baseUrl);
    if (route === null || isExcluded(route)) continue;
    routes.add(route);
  }
  return [...routes]
    .map((route) => ({
      loc: editionUrl(input.current, route),
      alternates: [
        ...input.editions.map((edition) => ({ hreflang: edition.hreflang, href: editionUrl(edition, route) })),
        { hreflang: 'x-default', href: editionUrl(defaultEdition, route) },
      ],
    }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/**
 * robots.txt for the whole site (written once, at the root): crawling allowed, the given route prefixes
 * disallowed in every edition, every edition's sitemap, and where AI assistants find the llms files.
 */
export function robotsTxt(input: {
  editions: readonly Edition[];
  defaultLocale: string;
  disallowPrefixes: readonly string[];
}): string {
  const defaultEdition = input.editions.find((e) => e.locale === input.defaultLocale);
  if (!defaultEdition) throw new Error(`the default locale "${input.defaultLocale}" is not among the editions`);
  const pathOf = (edition: Edition, route: string) => new URL(editionUrl(edition, route)).pathname;
  const ordered = [defaultEdition, ...input.editions.filter((e) => e !== defaultEdition)];
  const others = ordered.slice(1).map((e) => e.locale);
  return [
    '# Brave Ads help centre. Every page may be crawled except the live demos, which are examples, not answers.',
    '# One sitemap per edition, each page listed with its alternates in the other languages.',
    'User-agent: *',
    'Allow: /',
    ...ordered.flatMap((edition) => input.disallowPrefixes.map((prefix) => `Disallow: ${pathOf(edition, prefix)}`)),
    '',
    ...ordered.map((edition) => `Sitemap: ${editionUrl(edition, '/sitemap.xml')}`),
    '',
    '# For AI assistants (https://llmstxt.org): an index of the pages as Markdown in each edition, and every',
    '# page in one file. Each page is also at its URL plus .md.',
    `# ${editionUrl(defaultEdition, '/llms.txt')} (${others.join(', ')}: ${others.map((l) => `/${l}/llms.txt`).join(' ')})`,
    `# ${editionUrl(defaultEdition, '/llms-full.txt')}`,
    '',
  ].join('\n');
}

/** Sitemap protocol 0.9 with `xhtml:link` alternates (one `<url>` per line, for readable diffs). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(entry.loc)}</loc>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
