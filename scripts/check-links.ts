/**
 * Link check of the served production build (`npm run check:links`): serves the build with the
 * preview server (scripts/serve.ts) on a random 127.0.0.1 port, then crawls all five editions over
 * HTTP, parsing each page with cheerio: every internal link, stylesheet, script, image (srcset
 * included), frame and `url()` in the site's CSS must answer 200 (after at most five site-relative
 * redirects), and every `#fragment` must name an element of the page it points to. Absolute links to
 * the production site (canonical, hreflang, og:image) are checked against the local server; other
 * external links are skipped. Prints the figures and exits 1 on any broken link.
 *
 *   npx tsx scripts/check-links.ts [--dir build] [--json result.json] [--concurrency 8]
 *
 * `--dir` defaults to $BUILD_DIR, then $SERVE_DIR, then `build`. Runs on the Node of `engines`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';

import * as cheerio from 'cheerio';

import { brand } from '../config/brand';
import { cleanPath, isRawPath, listFiles } from './lib/routing';
import { startServer } from './serve';

export const PRODUCTION_ORIGIN: string = brand.siteUrl;
const LOCALES = ['de', 'en', 'es', 'fr', 'pt'];
const MAX_REDIRECTS = 5;

export interface Broken {
  url: string;
  status?: number;
  parent: string;
  reason: string;
}

export interface LinkSummary {
  checked: number;
  fragmentLinks: number;
  ok: number;
  broken: Broken[];
  skippedExternal: number;
  pagesCrawled: number;
  redirectsFollowed: number;
  seconds: number;
}

/** Every URL an HTML page refers to (raw attribute values), with the kind of reference. */
export function pageReferences(html: string): string[] {
  const $ = cheerio.load(html);
  const out: string[] = [];
  $('a[href], area[href]').each((_, el) => void out.push($(el).attr('href') ?? ''));
  $('link[href]').each((_, el) => {
    const rel = ($(el).attr('rel') ?? '').toLowerCase();
    if (!/\b(preconnect|dns-prefetch)\b/.test(rel)) out.push($(el).attr('href') ?? '');
  });
  $('script[src], img[src], iframe[src], source[src], video[src], audio[src], track[src], embed[src]').each(
    (_, el) => void out.push($(el).attr('src') ?? ''),
  );
  $('video[poster]').each((_, el) => void out.push($(el).attr('poster') ?? ''));
  $('img[srcset], source[srcset]').each((_, el) => {
    for (const candidate of ($(el).attr('srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) out.push(url);
    }
  });
  $('meta[property="og:image"], meta[name="twitter:image"]').each(
    (_, el) => void out.push($(el).attr('content') ?? ''),
  );
  return out;
}

/** `url(...)` references of a stylesheet. */
export function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((u) => u && !u.startsWith('data:') && !u.startsWith('#'));
}

/** The ids (and a[name]s) of a page: what a #fragment may point to. */
export function pageAnchors(html: string): Set<string> {
  const $ = cheerio.load(html);
  const ids = new Set<string>();
  $('[id]').each((_, el) => void ids.add($(el).attr('id') ?? ''));
  $('a[name]').each((_, el) => void ids.add($(el).attr('name') ?? ''));
  return ids;
}

export async function checkLinks(buildDir: string, concurrency = 8): Promise<LinkSummary> {
  const started = Date.now();
  const server: Server = await startServer({ buildDir, port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    /** url (no hash) -> the first page that referred to it. */
    const parents = new Map<string, string>();
    const fragments = new Map<string, { fragment: string; parent: string }[]>();
    const queue: string[] = [];
    const broken: Broken[] = [];
    const pageIds = new Map<string, Set<string>>();
    const crawled = new Set<string>();
    let skippedExternal = 0;
    let redirectsFollowed = 0;
    let ok = 0;

    const enqueue = (raw: string, parent: string): void => {
      const value = raw.trim();
      if (!value || /^(mailto|tel|javascript|data|blob):/i.test(value)) return;
      let url: URL;
      try {
        url = new URL(value, parent);
      } catch {
        broken.push({ url: value, parent, reason: 'not a URL' });
        return;
      }
      if (url.origin === PRODUCTION_ORIGIN) url = new URL(`${url.pathname}${url.search}${url.hash}`, origin);
      if (url.origin !== origin) {
        skippedExternal += 1;
        return;
      }
      const hash = url.hash.slice(1);
      url.hash = '';
      const key = url.href;
      if (hash) fragments.set(key, [...(fragments.get(key) ?? []), { fragment: hash, parent }]);
      if (!parents.has(key)) {
        parents.set(key, parent);
        queue.push(key);
      }
    };

    for (const l of LOCALES) enqueue(l === 'en' ? '/' : `/${l}/`, `${origin}/`);
    for (const file of listFiles(buildDir)) {
      if (!file.endsWith('.html')) continue;
      if (/\/404\.html$/.test(file) && !isRawPath(file)) continue;
      enqueue(isRawPath(file) ? file : (cleanPath(file) ?? file), `${origin}/`);
    }

    const visit = async (key: string): Promise<void> => {
      const parent = parents.get(key) ?? origin;
      let url = key;
      let response: Response | undefined;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        response = await fetch(url, { redirect: 'manual' });
        if (response.status < 300 || response.status >= 400) break;
        const location = response.headers.get('location') ?? '';
        await response.arrayBuffer();
        if (!/^\/(?![/\\])/.test(location)) {
          broken.push({ url: key, status: response.status, parent, reason: `redirect off the site: ${location}` });
          return;
        }
        redirectsFollowed += 1;
        url = new URL(location, origin).href;
      }
      if (!response || response.status !== 200) {
        if (response) await response.arrayBuffer();
        broken.push({ url: key, status: response?.status, parent, reason: `status ${response?.status ?? 'none'}` });
        return;
      }
      ok += 1;
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('text/html')) {
        const html = await response.text();
        crawled.add(key);
        pageIds.set(key, pageAnchors(html));
        // Creative packages are separate documents; their own links are theirs to check.
        if (isRawPath(new URL(key).pathname)) return;
        for (const ref of pageReferences(html)) enqueue(ref, url);
      } else if (type.startsWith('text/css')) {
        for (const ref of cssReferences(await response.text())) enqueue(ref, url);
      } else await response.arrayBuffer();
    };

    const workers = Array.from({ length: concurrency }, async () => {
      while (queue.length > 0) {
        const next = queue.shift();
        if (next) await visit(next);
      }
    });
    await Promise.all(workers);
    // A worker can end while another still adds URLs: drain what is left.
    while (queue.length > 0) await Promise.all(queue.splice(0, concurrency).map(visit));

    let fragmentLinks = 0;
    for (const [key, list] of fragments) {
      const ids = pageIds.get(key);
      for (const { fragment, parent } of list) {
        fragmentLinks += 1;
        let id = fragment;
        try {
          id = decodeURIComponent(fragment);
        } catch {
          // An undecodable fragment is compared as written.
        }
        if (ids && !ids.has(id) && !ids.has(fragment)) {
          broken.push({ url: `${key}#${fragment}`, parent, reason: `no element with id "${id}"` });
        }
      }
    }
    return {
      checked: parents.size,
      fragmentLinks,
      ok,
      broken,
      skippedExternal,
      pagesCrawled: crawled.size,
      redirectsFollowed,
      seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: process.env.BUILD_DIR || process.env.SERVE_DIR || 'build' },
      json: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
    },
  });
  const buildDir = path.resolve(root, values.dir);
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`check-links: no production build in ${buildDir} (run "npm run build").`);
    process.exit(2);
  }
  const summary = await checkLinks(buildDir, Math.max(1, Number(values.concurrency) || 8));
  if (values.json) writeFileSync(values.json, JSON.stringify(summary, null, 2));
  for (const b of summary.broken) console.error(`BROKEN ${b.status ?? ''} ${b.url}\n  on ${b.parent}\n  ${b.reason}`);
  console.log(
    `Links checked: ${summary.checked} URLs and ${summary.fragmentLinks} #anchor links (internal, ${summary.pagesCrawled} pages crawled), ` +
      `broken: ${summary.broken.length}, external skipped: ${summary.skippedExternal}, redirects followed: ${summary.redirectsFollowed}, ${summary.seconds} s`,
  );
  process.exitCode = summary.broken.length === 0 ? 0 : 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`check-links: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  });
}
