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
 * trace; header, request and idle timeouts keep slow clients from holding it.
 *
 * Under load: a file's bytes (and their gzip) are read once into a cache bounded in bytes and shared by every
 * response (larger files are streamed); a connection's requests are answered one at a time, the next one only
 * once the previous response went out, and a client that pipelines more than a few without reading gets a 503
 * for the rest; connections past the cap wait in a queue, unread, until one closes (past the queue: a 503 with
 * Retry-After). SIGTERM/SIGINT stop accepting, finish the responses under way, then exit.
 */
import { createReadStream, lstatSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
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
  /** A connection with no bytes moving either way (a client that stopped reading) is closed after this. */
  idleTimeoutMs: number;
  /** Connections served at once; the others wait in the queue, unread. */
  maxConnections: number;
  /** Connections waiting at most; past it, a new one gets a 503 with Retry-After and is closed. */
  maxQueuedConnections: number;
  /** How long a connection may wait in the queue before it gets that 503. */
  queueWaitMs: number;
  /** Requests of one connection waiting behind the one being answered; the ones past it get a 503. */
  maxPipelined: number;
  /** Bytes of files (and their gzip) kept in memory; a file larger than an eighth of it is streamed. */
  cacheBytes: number;
  /** After SIGTERM, how long the responses under way may take before the connections are cut. */
  drainTimeoutMs: number;
}

/**
 * Every figure bounds what one client can hold: a connection costs tens of kilobytes whatever it does (its
 * response's bytes are the cache's, shared), so the cap can sit above what a burst of clients opens.
 */
export const LIMITS: Readonly<Limits> = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 1024,
  maxQueuedConnections: 4096,
  queueWaitMs: 15_000,
  maxPipelined: 16,
  cacheBytes: 64 * 1024 * 1024,
  drainTimeoutMs: 10_000,
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

/** File bytes (identity or gzip) by path, least recently used first out, bounded in bytes. */
class ByteCache {
  private readonly entries = new Map<string, { version: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly capacity: number) {}

  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: string, body: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.capacity) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

export function createHandler(
  buildDirInput: string,
  cacheBytes = LIMITS.cacheBytes,
): (req: IncomingMessage, res: ServerResponse) => void {
  const buildDir = realpathSync(path.resolve(buildDirInput));
  const routes = canonicalRoutes(listFiles(buildDir));
  const cache = new ByteCache(cacheBytes);
  const maxCachedFile = Math.floor(cacheBytes / 8);

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
    const { size } = found.stat;
    // As nginx's gzip_vary: the answer varies whenever it is a candidate for compression.
    const candidate = compress && size >= compressMinBytes;
    if (candidate) headers.Vary = 'Accept-Encoding';
    if (size > maxCachedFile) {
      // Too large to keep: streamed from disk as it is, at the pace the client reads.
      res.writeHead(status, { ...headers, 'Content-Length': String(size) });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      pipeline(createReadStream(found.abs), res, () => undefined);
      return;
    }
    const version = `${size}:${found.stat.mtimeMs}`;
    let body = cache.get(found.abs, version);
    if (!body) {
      body = readFileSync(found.abs);
      cache.set(found.abs, version, body);
    }
    if (candidate && acceptsGzip(req.headers['accept-encoding'])) {
      const key = `${found.abs}\u0000gzip`;
      let gzipped = cache.get(key, version);
      if (!gzipped) {
        gzipped = gzipSync(body);
        cache.set(key, version, gzipped);
      }
      body = gzipped;
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

/** What startServer adds to the server: draining it (SIGTERM) and, for tests and the bench, its queue. */
export interface PreviewServer extends http.Server {
  /** Stops accepting, answers the requests already received, closes each connection after its response. */
  drain(timeoutMs?: number): Promise<void>;
  /** Connections waiting for a slot now. */
  readonly queuedConnections: number;
}

const plain503 = (retryAfterS: number) =>
  `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${retryAfterS}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
  'Content-Type: text/plain; charset=utf-8\r\nContent-Length: 20\r\n\r\nService Unavailable\n';

export function startServer({ buildDir, port = 3000, host, limits = {} }: ServeOptions): Promise<PreviewServer> {
  const l = { ...LIMITS, ...limits };
  const handler = createHandler(buildDir, l.cacheBytes);
  const server = http.createServer({
    headersTimeout: l.headersTimeoutMs,
    requestTimeout: l.requestTimeoutMs,
    keepAliveTimeout: l.keepAliveTimeoutMs,
    // How often Node checks those timeouts (default 30 s, longer than the timeouts themselves).
    connectionsCheckingInterval: Math.min(1000, l.headersTimeoutMs),
  }) as PreviewServer;
  server.setTimeout(l.idleTimeoutMs, (socket) => socket.destroy());
  let draining = false;

  // Connections past the cap wait, unread (their request stays in the kernel's buffer), instead of being reset:
  // Node's own `maxConnections` destroys them. The HTTP server's listener is handed each one when a slot frees.
  const [httpConnection] = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeListener('connection', httpConnection);
  let active = 0;
  const queue = new Set<{ socket: Socket; timer: NodeJS.Timeout }>();
  const admit = (socket: Socket) => {
    active += 1;
    socket.once('close', () => {
      active -= 1;
      for (const next of queue) {
        queue.delete(next);
        clearTimeout(next.timer);
        if (next.socket.destroyed || draining) continue;
        admit(next.socket);
        next.socket.resume();
        break;
      }
    });
    httpConnection.call(server, socket);
  };
  const refuse = (socket: Socket) => {
    socket.on('error', () => undefined);
    // Its request is read and dropped, so the client's close is seen; a client that holds on is cut.
    socket.resume();
    socket.end(plain503(1));
    setTimeout(() => socket.destroy(), l.headersTimeoutMs).unref();
  };
  server.on('connection', (socket: Socket) => {
    if (draining) refuse(socket);
    else if (active < l.maxConnections) admit(socket);
    else if (queue.size >= l.maxQueuedConnections) refuse(socket);
    else {
      socket.pause();
      socket.on('error', () => undefined);
      const entry = {
        socket,
        timer: setTimeout(() => {
          queue.delete(entry);
          refuse(socket);
        }, l.queueWaitMs),
      };
      queue.add(entry);
      socket.once('close', () => {
        queue.delete(entry);
        clearTimeout(entry.timer);
      });
    }
  });
  Object.defineProperty(server, 'queuedConnections', { get: () => queue.size });

  // One response at a time per connection: Node parses every request a client pipelines, so each would otherwise
  // build its response at once, held in memory until the client reads. The next is handled once the previous
  // response has gone out; past maxPipelined waiting, a request gets a small 503 (Node still sends it in order).
  const waiting = new WeakMap<Socket, { busy: boolean; turns: Array<() => void> }>();
  // Sockets whose response has started: an error there must not write a second status line into it.
  const answering = new WeakSet<object>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    let line = waiting.get(socket);
    if (!line) {
      line = { busy: false, turns: [] };
      waiting.set(socket, line);
    }
    const current = line;
    const turn = () => {
      current.busy = true;
      answering.add(socket);
      res.once('close', () => {
        answering.delete(socket);
        current.busy = false;
        const next = current.turns.shift();
        if (next && !socket.destroyed) next();
        else if (draining) socket.end();
      });
      if (draining) res.shouldKeepAlive = false;
      handler(req, res);
    };
    if (!current.busy) turn();
    else if (current.turns.length < l.maxPipelined) current.turns.push(turn);
    else {
      res.shouldKeepAlive = false;
      res.writeHead(503, {
        'Retry-After': '1',
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
      });
      res.end('Service Unavailable\n');
    }
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

  server.drain = (timeoutMs = l.drainTimeoutMs) =>
    new Promise<void>((resolve) => {
      draining = true;
      for (const entry of queue) {
        clearTimeout(entry.timer);
        refuse(entry.socket);
      }
      queue.clear();
      const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
      // Keep-alive connections between requests close now; the others once their response is out (above).
      server.closeIdleConnections();
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
        process.once(signal, () => {
          // The responses under way finish whole (a second signal does not wait for them).
          process.once(signal, () => process.exit(1));
          void server.drain().then(() => process.exit(0));
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
