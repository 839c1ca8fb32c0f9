/**
 * Serves the production build (all locales) the way a well-configured static host would: loopback
 * only by default, gzip for text, clean URLs, `.html`/`index.html`/trailing slashes/wrong case
 * normalised with site-relative 301s that keep the query, the spec's /policies redirect in every
 * locale, each locale's 404 page with status 404, and the headers of config/headers.ts.
 *
 *   npx tsx scripts/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1]
 *   PORT=4000 HOST=127.0.0.1 npx tsx scripts/serve.ts
 *
 * Hardening: every request passes one guard (scripts/lib/routing.ts) that answers 400/414 for what
 * is not a page path; symlinks are never followed; errors are plain text, never cached, never a stack
 * trace; header, request and idle timeouts and a connection cap keep slow clients from holding it.
 */
import { lstatSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

import { compressMinBytes, creativeHeaders, securityHeaders } from '../config/headers';
import {
  cacheControlFor,
  canonicalCase,
  canonicalRoutes,
  cleanPath,
  contentTypeOf,
  isHostConfigFile,
  isRawPath,
  listFiles,
  localeOf,
  locationFor,
  parseRequestTarget,
} from './lib/routing';

export interface ServeOptions {
  buildDir: string;
  port?: number;
  host?: string;
  /** Overrides of LIMITS (tests use short timeouts). */
  limits?: Partial<Limits>;
}

export interface Limits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnections: number;
}

export const LIMITS: Readonly<Limits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 256,
};

/** `HOST` unset or empty means loopback: an empty value must never bind every interface. */
export function resolveHost(value: string | undefined): string {
  const host = value?.trim();
  return host ? host : '127.0.0.1';
}

function headersFor(urlPath: string, status: number): Record<string, string> {
  const out: Record<string, string> = { ...securityHeaders };
  if (isRawPath(urlPath) && status < 300) Object.assign(out, creativeHeaders);
  out['Cache-Control'] = cacheControlFor(status, urlPath);
  return out;
}

export function createHandler(buildDirInput: string): (req: IncomingMessage, res: ServerResponse) => void {
  const buildDir = realpathSync(path.resolve(buildDirInput));
  const routes = canonicalRoutes(listFiles(buildDir));
  const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

  /** A regular file inside the build, reached without any symlink; null otherwise. */
  function regularFile(urlPath: string): { abs: string; stat: Stats } | null {
    const abs = path.join(buildDir, urlPath);
    if (!abs.startsWith(buildDir + path.sep)) return null;
    try {
      // Each component from the build folder down must be a real directory or file, not a link.
      let current = buildDir;
      for (const part of path.relative(buildDir, abs).split(path.sep)) {
        current = path.join(current, part);
        if (lstatSync(current).isSymbolicLink()) return null;
      }
      const stat = statSync(abs);
      return stat.isFile() ? { abs, stat } : null;
    } catch {
      return null;
    }
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: Buffer | string,
  ): void {
    const buffer = typeof body === 'string' ? Buffer.from(body) : body;
    res.writeHead(status, { ...headers, 'Content-Length': String(buffer.length) });
    res.end(req.method === 'HEAD' ? undefined : buffer);
  }

  function error(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
    send(req, res, status, { ...headersFor('/', status), 'Content-Type': 'text/plain; charset=utf-8' }, `${text}\n`);
  }

  function redirect(req: IncomingMessage, res: ServerResponse, target: string, search: string): void {
    send(req, res, 301, { ...headersFor(target, 301), Location: locationFor(target, search) }, '');
  }

  function serveFile(req: IncomingMessage, res: ServerResponse, urlPath: string, status: number): void {
    const found = regularFile(urlPath);
    if (!found) {
      error(req, res, 404, 'Not found');
      return;
    }
    const { header, compress } = contentTypeOf(urlPath);
    const headers: Record<string, string> = { ...headersFor(urlPath, status), 'Content-Type': header };
    if (status === 200) {
      const etag = `"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}"`;
      headers.ETag = etag;
      headers['Last-Modified'] = found.stat.mtime.toUTCString();
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    let body: Buffer = readFileSync(found.abs);
    // As nginx's gzip_vary: the answer varies whenever it is a candidate for compression.
    if (compress && body.length >= compressMinBytes) headers.Vary = 'Accept-Encoding';
    const accepts = acceptsGzip(req.headers['accept-encoding']);
    if (compress && accepts && body.length >= compressMinBytes) {
      const cached = gzipCache.get(found.abs);
      if (cached && cached.mtime === found.stat.mtimeMs) body = cached.body;
      else {
        body = gzipSync(body);
        gzipCache.set(found.abs, { mtime: found.stat.mtimeMs, body });
      }
      headers['Content-Encoding'] = 'gzip';
    }
    send(req, res, status, headers, body);
  }

  function route(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(
        req,
        res,
        405,
        { ...headersFor('/', 405), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
        'Method Not Allowed\n',
      );
      return;
    }
    const target = parseRequestTarget(req.url);
    if (!target.ok) {
      error(req, res, target.status, target.status === 414 ? 'URI Too Long' : 'Bad Request');
      return;
    }
    const { pathname, search } = target;
    if (isHostConfigFile(pathname)) {
      serveFile(req, res, '/404.html', 404);
      return;
    }
    const clean = cleanPath(pathname);
    if (clean !== null) {
      redirect(req, res, clean, search);
      return;
    }
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : isRawPath(pathname) || path.posix.extname(pathname) !== ''
        ? [pathname]
        : [`${pathname}.html`, pathname];
    for (const candidate of candidates) {
      if (path.posix.basename(candidate) === '404.html') continue;
      if (regularFile(candidate)) {
        serveFile(req, res, candidate, 200);
        return;
      }
    }
    const canonical = canonicalCase(pathname, routes);
    if (canonical !== null) {
      redirect(req, res, canonical, search);
      return;
    }
    const locale = localeOf(pathname);
    serveFile(req, res, locale ? `/${locale}/404.html` : '/404.html', 404);
  }

  return (req, res) => {
    try {
      route(req, res);
    } catch {
      // Never a stack trace or an absolute path in an answer.
      if (!res.headersSent) error(req, res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
}

/**
 * Whether a request's Accept-Encoding takes gzip, as RFC 9110 reads it: coding names in any case, `q=0` refuses,
 * `*` stands for codings not named.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['gzip']).includes('gzip');
}

/** Status lines for the client errors Node names (its own answers); any other is a 400. */
const CLIENT_ERROR_STATUS: Readonly<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

export function startServer({ buildDir, port = 3000, host, limits = {} }: ServeOptions): Promise<http.Server> {
  const l = { ...LIMITS, ...limits };
  const server = http.createServer(
    {
      headersTimeout: l.headersTimeoutMs,
      requestTimeout: l.requestTimeoutMs,
      keepAliveTimeout: l.keepAliveTimeoutMs,
      // How often Node checks those timeouts (default 30 s, longer than the timeouts themselves).
      connectionsCheckingInterval: Math.min(1000, l.headersTimeoutMs),
    },
    createHandler(buildDir),
  );
  server.maxConnections = l.maxConnections;
  server.setTimeout(l.idleTimeoutMs, (socket) => socket.destroy());
  // Sockets whose response has started: an error there must not write a second status line into it.
  const answering = new WeakSet<object>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answering.add(req.socket);
    res.once('close', () => answering.delete(req.socket));
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // What Node itself answers, plus no-store: a timeout is a 408, which browsers retry when it arrives on a
    // reused keep-alive connection (a 400 there failed a stylesheet request under load: CI, session 21); too
    // large headers a 431; a reset or an error inside a response gets no answer at all.
    if (err.code !== 'ECONNRESET' && socket.writable && !answering.has(socket)) {
      const status = CLIENT_ERROR_STATUS[err.code ?? ''] ?? '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nCache-Control: no-store\r\nContent-Length: 0\r\n\r\n`);
    } else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolveHost(host), () => resolve(server));
  });
}

function main(): void {
  const root = path.resolve(__dirname, '..');
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: process.env.SERVE_DIR || 'build' },
      port: { type: 'string', default: process.env.PORT || '3000' },
      host: { type: 'string', default: process.env.HOST },
    },
  });
  const buildDir = path.resolve(root, values.dir);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: --port must be a number from 0 to 65535 (got "${values.port}").`);
    process.exit(1);
  }
  try {
    statSync(path.join(buildDir, 'index.html'));
  } catch {
    console.error(
      `No production build in ${buildDir}. Run "npm run build" first (or "npm run site" to build and serve).`,
    );
    process.exit(1);
  }
  startServer({ buildDir, port, host: values.host }).then(
    (server) => {
      const { address, port: bound } = server.address() as AddressInfo;
      console.log(
        `Serving ${path.relative(root, buildDir) || '.'} on http://${address}:${bound}/ (de, en, es, fr, pt)`,
      );
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => {
          server.close(() => process.exit(0));
          server.closeAllConnections();
        });
      }
    },
    (err: unknown) => {
      console.error(`serve: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

if (require.main === module) main();
