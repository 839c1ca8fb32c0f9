import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { expect } from '@playwright/test';
import { load } from 'cheerio';

import { brand } from '../../config/brand';
import { localePrefix, type LocaleCode } from '../../config/locales';
import { specRoutes } from '../../config/routes';
import { SITEMAP_FILENAME } from '../../src/plugins/content/sitemap';

const root = path.resolve(__dirname, '../..');

/** The build under test: the one the preview server serves (SERVE_DIR), or BUILD_DIR for the file checks alone. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? process.env.SERVE_DIR ?? 'build');

/** One `<url>` of a sitemap: the page's production URL and its hreflang alternates. */
export type SitemapEntry = { loc: string; alternates: { hreflang: string; href: string }[] };

/** The sitemap of a locale's edition in the build, parsed as XML. */
export function readSitemap(locale: LocaleCode, dir: string = buildDir): SitemapEntry[] {
  const xml = fs.readFileSync(path.join(dir, localePrefix(locale), SITEMAP_FILENAME), 'utf8');
  const $ = load(xml, { xml: true });
  return $('urlset > url')
    .toArray()
    .map((url) => ({
      loc: $(url).children('loc').text().trim(),
      alternates: $(url)
        .children('xhtml\\:link[rel="alternate"]')
        .toArray()
        .map((link) => ({ hreflang: $(link).attr('hreflang') ?? '', href: $(link).attr('href') ?? '' })),
    }));
}

/**
 * The routes a locale's sitemap lists, without the site URL and the locale prefix ('/es/blog/x' -> '/blog/x', '/es/'
 * -> '/'), as config/routes.ts writes them. Throws on an entry outside the edition, so none is silently dropped.
 */
export function sitemapRoutes(locale: LocaleCode, dir: string = buildDir): string[] {
  const edition = `${brand.siteUrl}${localePrefix(locale)}`;
  return readSitemap(locale, dir).map(({ loc }) => {
    if (!loc.startsWith(`${edition}/`)) throw new Error(`sitemap of ${locale}: ${loc} is not under ${edition}/`);
    return loc.slice(edition.length);
  });
}

/**
 * Pages left out of the sitemaps (lists of posts) that a visitor reaches from the blog. The spec's routes left out
 * (the demos, which are noindex, and the search page) come from config/routes.ts.
 */
const unlistedRoutes = ['/blog/archive', '/blog/tags'] as const;

/**
 * The pages of a locale that the browser checks visit: its sitemap, every route of the spec and the unlisted pages,
 * each once, sorted. A page added to the site is in the sitemap, so it is checked without editing a list.
 * `unlisted: false` leaves out the unlisted lists of posts.
 */
export function sitePages(locale: LocaleCode, { unlisted = true, dir = buildDir } = {}): string[] {
  return [...new Set([...sitemapRoutes(locale, dir), ...specRoutes, ...(unlisted ? unlistedRoutes : [])])].sort();
}

/** A free TCP port on 127.0.0.1 (closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves another build (e.g. the hosted-search build) with the preview server on 127.0.0.1:`port`, and waits until
 * its home page answers 200. The caller kills the returned process in its afterAll.
 */
export async function serveBuild(dir: string, port: number): Promise<ChildProcess> {
  const site = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return site;
}
