#!/usr/bin/env node
/**
 * Serves the production build (all locales) the way a well-configured static host would:
 * loopback only by default, compressed, clean URLs, `.html`/`index.html` normalised with 301s,
 * the spec's /policies redirect in every locale, and each locale's 404 page with status 404.
 *
 *   node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 *   PORT=4000 HOST=127.0.0.1 node scripts/serve.mjs
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import express from 'express';
import compression from 'compression';
import routing from './lib/routing.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.SERVE_DIR ?? 'build' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});

const buildDir = path.resolve(root, values.dir);
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(
    `No production build in ${buildDir}. Run "npm run build" first (or "npm run site" to build and serve).`,
  );
  process.exit(1);
}

const headers = JSON.parse(readFileSync(path.join(root, 'config/headers.json'), 'utf8'));
const { localeOf, cleanPath } = routing;

function setHeaders(res, kind) {
  for (const [name, value] of Object.entries(headers.all)) res.setHeader(name, value);
  for (const [name, value] of Object.entries(headers[kind])) res.setHeader(name, value);
}

const app = express();
app.disable('x-powered-by');
app.set('etag', true);
app.use(compression({ threshold: 512 }));

app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    setHeaders(res, 'other');
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).type('text/plain').send('Method Not Allowed');
    return;
  }
  const url = new URL(req.originalUrl, 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // A malformed escape is not a page: send it to the same path with each '%' escaped, so the 404
    // page can start (Docusaurus's client calls decodeURI on the path and throws on a malformed one).
    setHeaders(res, 'html');
    res.redirect(301, url.pathname.replace(/%/g, '%25').replace(/^\/{2,}/, '/') + url.search);
    return;
  }
  const target = cleanPath(pathname);
  if (target !== null) {
    setHeaders(res, 'html');
    // Re-encode so a hostile path can neither inject headers nor become a protocol-relative redirect.
    res.redirect(301, encodeURI(target).replace(/^\/{2,}/, '/') + url.search);
    return;
  }
  next();
});

// Clean URLs: '/blog' is 'blog.html' even when a 'blog/' folder (its posts) sits beside it.
app.use((req, res, next) => {
  const url = new URL(req.originalUrl, 'http://localhost');
  if (url.pathname.endsWith('/') || path.extname(url.pathname)) return next();
  let file;
  try {
    file = path.join(buildDir, `${decodeURIComponent(url.pathname)}.html`);
  } catch {
    return next();
  }
  if (file.startsWith(buildDir + path.sep) && existsSync(file) && statSync(file).isFile()) {
    req.url = `${url.pathname}.html${url.search}`;
  }
  next();
});

app.use(
  express.static(buildDir, {
    extensions: ['html'],
    index: 'index.html',
    redirect: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      if (filePath.split(path.sep).includes('creatives')) {
        // Demo creatives are framed by our own pages: same-origin framing only, instead of none.
        setHeaders(res, filePath.endsWith('.html') ? 'html' : 'other');
        for (const [name, value] of Object.entries(headers.creatives)) res.setHeader(name, value);
      } else if (filePath.endsWith('.html')) setHeaders(res, 'html');
      else if (
        /[.-][0-9a-f]{8,}\.(js|css|json|svg|png|woff2?)$/.test(filePath) ||
        filePath.includes(`${path.sep}assets${path.sep}`)
      ) {
        setHeaders(res, 'hashedAssets');
      } else setHeaders(res, 'other');
    },
  }),
);

app.use((req, res) => {
  const locale = localeOf(new URL(req.originalUrl, 'http://localhost').pathname);
  const page = path.join(buildDir, locale, '404.html');
  setHeaders(res, 'html');
  res.status(404);
  if (existsSync(page) && statSync(page).isFile()) res.type('html').send(readFileSync(page));
  else res.type('text/plain').send('Not found');
});

const port = Number(values.port);
const server = app.listen(port, values.host, () => {
  const { address, port: bound } = server.address();
  console.log(`Serving ${path.relative(root, buildDir) || '.'} on http://${address}:${bound}/ (de, en, es, fr, pt)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
