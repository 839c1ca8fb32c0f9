#!/usr/bin/env node
/**
 * Link check of the served production build (`npm run check:links`): serves the build with
 * scripts/serve.mjs on a random 127.0.0.1 port, then crawls all five editions with linkinator,
 * internal links only, fragments (#anchors) included. Absolute links to the production site
 * (canonical, hreflang, og:image) are checked against the local server; other external links are
 * skipped. Prints the number of links checked and exits 1 on any broken one.
 *
 *   node scripts/check-links.mjs [--dir build] [--json result.json]
 *
 * `--dir` defaults to $BUILD_DIR, then $SERVE_DIR, then `build`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import workerThreads from 'node:worker_threads';
import zlib from 'node:zlib';

// linkinator 8 (and its undici 8) declares Node >= 22 and uses three Node 22 APIs. On Node 20:
// - Promise.withResolvers (ES2024): added below exactly as the standard defines it;
// - zlib's zstd decoder: the preview server never answers with zstd (gzip/br/deflate only), so a
//   stub that refuses is enough;
// - worker_threads.markAsUncloneable: only marks objects as not transferable between threads; this
//   checker runs in one thread, so a no-op is enough.
// Node >= 22.15 has all three and skips this.
if (typeof zlib.createZstdDecompress !== 'function') {
  zlib.createZstdDecompress = () => {
    throw new Error('zstd decoding needs Node >= 22.15');
  };
}
if (typeof workerThreads.markAsUncloneable !== 'function') workerThreads.markAsUncloneable = () => undefined;
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
const { LinkChecker } = await import('linkinator');

const require = createRequire(import.meta.url);
const { cleanPath, localeOf, RAW_FOLDERS } = require('./lib/routing.cjs');
const routing = {
  cleanPath,
  /** '/es/creatives/slider/index.html' is a creative package file, served as it is. */
  isRawPath: (p) => RAW_FOLDERS.includes(p.split('/')[localeOf(p) ? 2 : 1]),
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['de', 'en', 'es', 'fr', 'pt'];
const PRODUCTION_ORIGIN = 'https://help.ads.brave.com';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.BUILD_DIR ?? process.env.SERVE_DIR ?? 'build' },
    json: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
  },
});
const buildDir = path.resolve(root, values.dir);

/** Starts the preview server on a free port; resolves with its origin once it listens. */
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/serve.mjs'), '--dir', buildDir, '--port', '0', '--host', '127.0.0.1'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the preview server did not start within 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: match[1], child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the preview server exited (${code}):\n${output}`));
    });
  });
}

/**
 * Every HTML page of the build (as its clean URL) and every creative package page, so pages no link
 * reaches are checked too; plus the distinct internal `page#id` links the pages contain (linkinator
 * validates each, but reports only the broken ones).
 */
function scanBuild(origin) {
  const urls = new Set(LOCALES.map((l) => (l === 'en' ? `${origin}/` : `${origin}/${l}/`)));
  const fragments = new Set();
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relPath = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath);
      else if (entry.name.endsWith('.html')) {
        // Creative packages keep their file names; pages are served at their clean URL.
        const url = `${origin}${routing.isRawPath(relPath) ? relPath : (routing.cleanPath(relPath) ?? relPath)}`;
        urls.add(url);
        const html = readFileSync(path.join(dir, entry.name), 'utf8');
        for (const m of html.matchAll(/\shref=("[^"]*"|'[^']*'|[^\s>]+)/g)) {
          const href = m[1].replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');
          if (!href.includes('#') || href.endsWith('#')) continue;
          try {
            const target = new URL(href, url);
            if (target.origin === origin || target.origin === PRODUCTION_ORIGIN)
              fragments.add(`${target.pathname}${target.hash}`);
          } catch {
            // linkinator reports an unparsable href as broken.
          }
        }
      }
    }
  };
  walk(buildDir, '');
  return { startPaths: [...urls].sort(), fragmentLinks: fragments.size };
}

async function main() {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`check-links: no production build in ${buildDir} (run "npm run build").`);
    process.exit(2);
  }
  const { origin, child } = await startServer();
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  try {
    const checker = new LinkChecker();
    const redirects = [];
    checker.on('redirect', (info) => redirects.push(info));
    const pagesCrawled = new Set();
    checker.on('pagestart', (url) => pagesCrawled.add(String(url)));
    const start = Date.now();
    const { startPaths, fragmentLinks } = scanBuild(origin);
    const { links } = await checker.check({
      path: startPaths,
      recurse: true,
      checkFragments: true,
      checkCss: true,
      concurrency: Number(values.concurrency),
      timeout: 20_000,
      // Production URLs (canonical, hreflang, og:image, feeds) are this site: check them here.
      urlRewriteExpressions: [
        { pattern: new RegExp(`^${PRODUCTION_ORIGIN.replace(/\./g, '\\.')}(?=/|$)`), replacement: origin },
      ],
      linksToSkip: async (link) => {
        if (!/^https?:/i.test(link)) return false;
        return !(
          link.startsWith(`${origin}/`) ||
          link === origin ||
          link.startsWith(`${PRODUCTION_ORIGIN}/`) ||
          link === PRODUCTION_ORIGIN
        );
      },
    });
    const seconds = ((Date.now() - start) / 1000).toFixed(1);
    const broken = links.filter((l) => l.state === 'BROKEN');
    const ok = links.filter((l) => l.state === 'OK');
    const skipped = new Set(links.filter((l) => l.state === 'SKIPPED').map((l) => l.url));
    const checked = new Set(links.filter((l) => l.state !== 'SKIPPED').map((l) => l.url));
    const summary = {
      checked: checked.size,
      fragmentLinks,
      ok: ok.length,
      broken: broken.map((l) => ({
        url: l.url,
        status: l.status,
        parent: l.parent,
        reason: String(
          l.failureDetails?.[0] instanceof Error ? l.failureDetails[0].message : (l.failureDetails?.[0]?.status ?? ''),
        ),
      })),
      skippedExternal: skipped.size,
      pagesCrawled: pagesCrawled.size,
      redirectsFollowed: redirects.length,
      seconds: Number(seconds),
    };
    if (values.json) writeFileSync(values.json, JSON.stringify(summary, null, 2));
    for (const b of summary.broken)
      console.error(`BROKEN ${b.status ?? ''} ${b.url}\n  on ${b.parent}${b.reason ? `\n  ${b.reason}` : ''}`);
    for (const r of redirects.slice(0, 20)) console.log(`redirect ${r.status}: ${r.url} -> ${r.targetUrl}`);
    console.log(
      `Links checked: ${summary.checked} URLs and ${fragmentLinks} #anchor links (internal, all ${LOCALES.length} locales, ${summary.pagesCrawled} pages crawled), ` +
        `broken: ${summary.broken.length}, external skipped: ${summary.skippedExternal}, redirects followed: ${summary.redirectsFollowed}, ${seconds} s`,
    );
    process.exitCode = summary.broken.length === 0 ? 0 : 1;
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(`check-links: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
});
