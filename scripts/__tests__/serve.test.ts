import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { spawn } from 'node:child_process';

import { rawGet } from '../../tests/e2e/raw-http';
import { acceptsGzip, LIMITS, resolveHost, startServer, type PreviewServer } from '../serve';

/**
 * The preview server against a small fixture build: the guard answers 400/414 with plain text that
 * is never cached and never shows a path or a stack; symlinks are refused; /404 is a 404; slow
 * clients are cut off.
 */
let dir: string;
let outside: string;
let server: PreviewServer;
let port: number;

const page = (title: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><title>${title}</title>${'x'.repeat(600)}</html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-outside-'));
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Page Not Found'),
    'es/index.html': page('Inicio', 'es'),
    'es/404.html': page('Página no encontrada', 'es'),
    'campaign-performance/API.html': page('API'),
    'assets/js/main.1a2b3c4d.js': 'console.log(1)',
    'creatives/slider/index.html': page('Creative'),
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'SECRET');
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'secret.txt'));
  fs.symlinkSync(outside, path.join(dir, 'linked'));
  server = await startServer({ buildDir: dir, port: 0, host: '127.0.0.1' });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('serve.ts', () => {
  it('an empty HOST means loopback, never every interface', () => {
    expect(resolveHost('')).toBe('127.0.0.1');
    expect(resolveHost('   ')).toBe('127.0.0.1');
    expect(resolveHost(undefined)).toBe('127.0.0.1');
    expect(resolveHost('::1')).toBe('::1');
  });

  it('sets header, request and idle timeouts', () => {
    expect(server.headersTimeout).toBe(LIMITS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(LIMITS.requestTimeoutMs);
    expect(server.keepAliveTimeout).toBe(LIMITS.keepAliveTimeoutMs);
    expect(server.timeout).toBe(LIMITS.idleTimeoutMs);
  });

  it.each([
    ['//x:99999/%zz', 400],
    ['//evil.example/%E0%A4%A', 400],
    ['/es/%E0%A4%A', 400],
    ['/%2fetc/passwd', 400],
    ['/%5c..%5c..%5cetc', 400],
    ['/../etc/passwd', 400],
    ['/x%00.html', 400],
    [`/${'a'.repeat(5000)}`, 414],
  ])('answers %j with a plain %i: no stack, no path, not cacheable', async (target, status) => {
    const answer = await rawGet(port, target);
    expect(answer.status).toBe(status);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).not.toMatch(/\/tmp|\/work|node:|at .+:\d+/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never follows a symlink, to a file or a folder', async () => {
    for (const target of ['/secret.txt', '/linked/secret.txt']) {
      const answer = await rawGet(port, target);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('SECRET');
    }
  });

  it('answers /404 and /es/404 with status 404 and the locale page, never cacheable', async () => {
    const en = await rawGet(port, '/404');
    expect(en.status).toBe(404);
    expect(en.body.toString()).toContain('<title>Page Not Found</title>');
    expect(en.headers['cache-control']).toBe('no-store');
    const es = await rawGet(port, '/es/no-such-page');
    expect(es.status).toBe(404);
    expect(es.body.toString()).toContain('Página no encontrada');
    const asset = await rawGet(port, '/assets/js/missing.1a2b3c4d.js');
    expect(asset.status).toBe(404);
    expect(asset.headers['cache-control']).toBe('no-store');
  });

  it('normalises a leading // instead of serving another path', async () => {
    const answer = await rawGet(port, '//es/?a=1');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/es/?a=1');
  });

  it('sends a wrong-case page to its canonical URL with a 301, query kept', async () => {
    const answer = await rawGet(port, '/Campaign-Performance/api?x=1');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/campaign-performance/API?x=1');
  });

  it('serves pages compressed with Vary, hashed assets immutable, and answers If-None-Match with 304', async () => {
    const home = await rawGet(port, '/', { 'Accept-Encoding': 'gzip' });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(home.headers.vary).toBe('Accept-Encoding');
    expect(home.body.toString()).toContain('<title>Home</title>');
    const js = await rawGet(port, '/assets/js/main.1a2b3c4d.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await rawGet(port, '/', { 'If-None-Match': home.headers.etag });
    expect(again.status).toBe(304);
  });

  it('refuses other methods with 405 and frames creatives from the same origin only', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    const creative = await rawGet(port, '/creatives/slider/');
    expect(creative.status).toBe(200);
    expect(creative.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  /** Sends raw bytes and reads what the server answers until it closes the connection. */
  function rawExchange(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.once('close', () => resolve(answer));
      socket.once('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('the server held the connection')));
      socket.write(bytes);
    });
  }

  it('answers a request it cannot parse with 400 and headers too large with 431, never cached', async () => {
    const garbage = await rawExchange('NOT A REQUEST\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(garbage).toMatch(/\r\nCache-Control: no-store\r\n/);
    const huge = await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(huge).toMatch(/\r\nCache-Control: no-store\r\n/);
  });

  it('drops a client that never finishes its headers, within the header timeout', async () => {
    const slow = await startServer({
      buildDir: dir,
      port: 0,
      host: '',
      limits: { headersTimeoutMs: 300, idleTimeoutMs: 300 },
    });
    const socket = net.connect((slow.address() as AddressInfo).port, '127.0.0.1');
    let bound: NodeJS.Timeout | undefined;
    try {
      expect((slow.address() as AddressInfo).address).toBe('127.0.0.1');
      const started = Date.now();
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      // Whatever the server says before it hangs up (a 408 when its header timeout fires before the idle one) is
      // read, so the end of the stream is seen either way: a paused socket with unread data never emits 'end'.
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      // The server ends the connection (its FIN or a reset); a bounded wait turns a server that holds on into a
      // failure instead of a hanging test run.
      const outcome = await new Promise<'dropped' | 'held'>((resolve) => {
        socket.once('end', () => resolve('dropped'));
        socket.once('close', () => resolve('dropped'));
        socket.once('error', () => resolve('dropped'));
        bound = setTimeout(() => resolve('held'), 5000);
      });
      expect(outcome).toBe('dropped');
      expect(Date.now() - started).toBeLessThan(5000);
      // Never a page: at most the status line of a timeout (a 408, which a browser retries on a reused connection).
      expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
    } finally {
      clearTimeout(bound);
      socket.destroy();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  }, 15_000);
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1, Gzip;q=0.2', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip ; q=0.000, br', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

/** Resolves once `check` holds, polling; the test's own timeout bounds the wait. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('serve.ts under load and on shutdown', () => {
  let big: string;
  const MB = 1024 * 1024;

  beforeAll(() => {
    big = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-load-'));
    fs.writeFileSync(path.join(big, 'index.html'), page('Home'));
    fs.writeFileSync(path.join(big, '404.html'), page('Page Not Found'));
    fs.mkdirSync(path.join(big, 'assets/js'), { recursive: true });
    // Scripts compress: identity asked for, so each response is the full megabyte.
    fs.writeFileSync(path.join(big, 'assets/js/big.0123abcd.js'), Buffer.alloc(MB, 'a'));
    fs.writeFileSync(path.join(big, 'assets/js/huge.0123abcd.js'), Buffer.alloc(24 * MB, 'b'));
  });

  afterAll(() => fs.rmSync(big, { recursive: true, force: true }));

  it('holds its memory while clients pipeline requests for a large file and never read', async () => {
    const loaded = await startServer({ buildDir: big, port: 0, host: '127.0.0.1' });
    const p = (loaded.address() as AddressInfo).port;
    let requests = 0;
    loaded.on('request', () => (requests += 1));
    const sockets: net.Socket[] = [];
    try {
      const before = process.memoryUsage().rss;
      const pipelined = 'GET /assets/js/big.0123abcd.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n';
      for (let i = 0; i < 10; i += 1) {
        const socket = net.connect(p, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.on('connect', () => {
          socket.pause();
          socket.write(pipelined.repeat(50));
        });
        sockets.push(socket);
      }
      // Every request of every client has reached the server: 500 MB if each built its own body.
      await until(() => requests === 500);
      const grown = process.memoryUsage().rss - before;
      expect(grown).toBeLessThan(100 * MB);
      // A visitor still gets the page meanwhile.
      expect((await rawGet(p, '/')).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      loaded.closeAllConnections();
      await new Promise((resolve) => loaded.close(resolve));
    }
  }, 30_000);

  it('lets a connection past the cap wait for a slot and answers it, never a reset', async () => {
    const capped = await startServer({ buildDir: big, port: 0, host: '127.0.0.1', limits: { maxConnections: 1 } });
    const p = (capped.address() as AddressInfo).port;
    const holder = net.connect(p, '127.0.0.1');
    try {
      holder.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => holder.once('data', resolve));
      const waiting = rawGet(p, '/');
      await until(() => capped.queuedConnections === 1);
      holder.destroy();
      expect((await waiting).status).toBe(200);
    } finally {
      holder.destroy();
      capped.closeAllConnections();
      await new Promise((resolve) => capped.close(resolve));
    }
  }, 30_000);

  it('answers a connection past the full queue with a 503 and Retry-After', async () => {
    const capped = await startServer({
      buildDir: big,
      port: 0,
      host: '127.0.0.1',
      limits: { maxConnections: 1, maxQueuedConnections: 0 },
    });
    const p = (capped.address() as AddressInfo).port;
    const holder = net.connect(p, '127.0.0.1');
    try {
      holder.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => holder.once('data', resolve));
      const answer = await rawGet(p, '/');
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
    } finally {
      holder.destroy();
      capped.closeAllConnections();
      await new Promise((resolve) => capped.close(resolve));
    }
  }, 30_000);

  it('on SIGTERM stops accepting, sends the response under way whole, then exits 0', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '../serve.ts'), '--dir', big, '--port', '0'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += String(d)));
      await until(() => /http:\/\/127\.0\.0\.1:\d+\//.test(out));
      const p = Number(/127\.0\.0\.1:(\d+)/.exec(out)?.[1]);
      const socket = net.connect(p, '127.0.0.1');
      const chunks: Buffer[] = [];
      let received = 0;
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
      });
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write('GET /assets/js/huge.0123abcd.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n');
      // The response has started; the client stops reading, so most of it is still to be sent.
      await until(() => received > 0);
      socket.pause();
      child.kill('SIGTERM');
      // No new connection is taken once the signal is handled.
      await until(() => child.stdout.readableEnded || out.length > 0);
      let refused = false;
      while (!refused) {
        refused = await new Promise<boolean>((resolve) => {
          const probe = net.connect(p, '127.0.0.1');
          probe.once('error', () => resolve(true));
          probe.once('connect', () => {
            probe.destroy();
            resolve(false);
          });
        });
      }
      socket.resume();
      await closed;
      const answer = Buffer.concat(chunks);
      const headerEnd = answer.indexOf('\r\n\r\n');
      expect(answer.subarray(0, 15).toString()).toBe('HTTP/1.1 200 OK');
      expect(answer.length - headerEnd - 4).toBe(24 * MB);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
