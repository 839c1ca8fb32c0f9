#!/usr/bin/env -S npx tsx
/**
 * The preview server (scripts/serve.ts) and the generated nginx config side by side on the same build, under
 * the three runs of the security audit, all on 127.0.0.1. Prints, per server and run, the server's peak memory
 * (RSS of its processes, sampled from /proc every 100 ms) and what legitimate requests got: answered, errors
 * (resets, timeouts, a status other than 200), p99 latency. Asserts nothing; writes bench-results/serve.json.
 *
 *   slow-read   --slow-clients connections each pipeline --pipeline requests for the largest script and never
 *               read, held for --hold seconds; meanwhile a legitimate GET / every 250 ms on a fresh connection.
 *   slowloris   --loris sockets each sending one header line every 2 s, reconnecting when dropped, for --hold
 *               seconds; meanwhile a legitimate GET / every 500 ms on a fresh connection.
 *   load        --clients keep-alive clients sharing --requests GETs of pages and assets.
 *
 *   npm run bench:serve [-- --dir build] [--only slow-read,slowloris,load] [--servers preview,nginx]
 *                       [--serve-script scripts/serve.ts] [--hold 15] [--clients 500] [--requests 20000]
 *
 * Needs a build (`npx tsx scripts/build.ts --locale en` is enough) and Debian's nginx (scripts/ensure-nginx.sh).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { nginxPrefix } from './lib/nginx';

const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    only: { type: 'string', default: 'slow-read,slowloris,load' },
    servers: { type: 'string', default: 'preview,nginx' },
    'serve-script': { type: 'string', default: 'scripts/serve.ts' },
    hold: { type: 'string', default: '15' },
    'slow-clients': { type: 'string', default: '30' },
    pipeline: { type: 'string', default: '200' },
    loris: { type: 'string', default: '300' },
    clients: { type: 'string', default: '500' },
    requests: { type: 'string', default: '20000' },
  },
});
const buildDir = path.resolve(root, values.dir);
const holdMs = Number(values.hold) * 1000;
const RUNS = ['slow-read', 'slowloris', 'load'] as const;
type Run = (typeof RUNS)[number];
const runs = values.only.split(',').filter((r): r is Run => (RUNS as readonly string[]).includes(r));
const servers = values.servers.split(',').filter((s) => s === 'preview' || s === 'nginx');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** RSS in bytes of a process and its descendants (nginx's workers), from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  let total = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop() as number;
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      continue;
    }
    todo.push(...(children.get(p) ?? []));
  }
  return total;
}

function sampleRss(pid: number): { stop: () => number } {
  let peak = treeRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRss(pid));
    },
  };
}

interface Server {
  name: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

async function waitUp(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
    });
    if (up) return;
    await sleep(200);
  }
  throw new Error(`server did not start: ${log()}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
}

async function startPreview(): Promise<Server> {
  const port = await freePort();
  const script = path.resolve(root, values['serve-script']);
  // Node itself (not npx/tsx wrappers), so the RSS sampled is the server's alone.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, '--port', String(port), '--host', '127.0.0.1', '--dir', buildDir],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.on('data', (d) => (log += String(d)));
  await waitUp(port, child, () => log);
  return { name: 'preview', port, pid: child.pid as number, stop: stopper(child) };
}

async function startNginx(): Promise<Server> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: run "bash scripts/ensure-nginx.sh".`);
  const port = await freePort();
  const { tmp, args } = nginxPrefix(buildDir, port, { workerConnections: 4096, extra: ['worker_rlimit_nofile 8192;'] });
  const child = spawn(NGINX, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (d) => (log += String(d)));
  await waitUp(port, child, () => log);
  const stop = stopper(child);
  return {
    name: 'nginx',
    port,
    pid: child.pid as number,
    stop: async () => {
      await stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

interface Tally {
  ok: number;
  resets: number;
  timeouts: number;
  otherErrors: number;
  badStatus: number;
  latencies: number[];
}
const tally = (): Tally => ({ ok: 0, resets: 0, timeouts: 0, otherErrors: 0, badStatus: 0, latencies: [] });

/** One GET on a fresh connection, as a visitor's browser opening the site while the attack runs. */
function legitimateGet(port: number, target: string, into: Tally, timeoutMs = 5000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (kind: 'ok' | 'badStatus' | 'resets' | 'timeouts' | 'otherErrors') => {
      if (done) return;
      done = true;
      into[kind] += 1;
      if (kind === 'ok') into.latencies.push(performance.now() - started);
      resolve();
    };
    const req = http.get({ host: '127.0.0.1', port, path: target, agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => finish(res.statusCode === 200 ? 'ok' : 'badStatus'));
      res.on('error', () => finish('resets'));
    });
    req.on('timeout', () => {
      req.destroy();
      finish('timeouts');
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      finish(e.code === 'ECONNRESET' || e.code === 'EPIPE' ? 'resets' : 'otherErrors'),
    );
  });
}

/** Legitimate GETs every `everyMs` until `untilMs`, all awaited. */
async function visitors(port: number, everyMs: number, untilMs: number): Promise<Tally> {
  const t = tally();
  const pending: Promise<void>[] = [];
  const end = Date.now() + untilMs;
  while (Date.now() < end) {
    pending.push(legitimateGet(port, '/', t));
    await sleep(everyMs);
  }
  await Promise.all(pending);
  return t;
}

/** The largest script of the build: what a slow reader asks for. */
function largestScript(): string {
  const dir = path.join(buildDir, 'assets/js');
  let best = '';
  let size = -1;
  for (const name of readdirSync(dir)) {
    const s = statSync(path.join(dir, name)).size;
    if (name.endsWith('.js') && s > size) {
      best = name;
      size = s;
    }
  }
  return `/assets/js/${best}`;
}

async function slowRead(server: Server): Promise<Tally & { extra: string }> {
  const target = largestScript();
  const request = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`;
  const sockets: net.Socket[] = [];
  for (let i = 0; i < Number(values['slow-clients']); i += 1) {
    const socket = net.connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.pause(); // never reads
      socket.write(request.repeat(Number(values.pipeline)));
    });
    sockets.push(socket);
  }
  const t = await visitors(server.port, 250, holdMs);
  for (const socket of sockets) socket.destroy();
  return { ...t, extra: `${sockets.length} x ${values.pipeline} pipelined ${target}` };
}

async function slowloris(server: Server): Promise<Tally & { extra: string }> {
  let connects = 0;
  let stopped = false;
  const open = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const one = () => {
    if (stopped) return;
    connects += 1;
    const socket = net.connect(server.port, '127.0.0.1');
    open.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.on('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      let n = 0;
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${(n += 1)}: ${'a'.repeat(8)}\r\n`);
      }, 2000);
      timers.add(timer);
      socket.once('close', () => {
        clearInterval(timer);
        timers.delete(timer);
      });
    });
    socket.once('close', () => {
      open.delete(socket);
      setTimeout(one, 50);
    });
  };
  for (let i = 0; i < Number(values.loris); i += 1) one();
  await sleep(1000);
  const t = await visitors(server.port, 500, holdMs);
  stopped = true;
  for (const timer of timers) clearInterval(timer);
  for (const socket of open) socket.destroy();
  return { ...t, extra: `${values.loris} sockets, ${connects} connects` };
}

async function load(server: Server): Promise<Tally & { extra: string }> {
  const targets = ['/', '/glossary', '/getting-started/create-account', largestScript(), '/sitemap.xml'].filter(
    (t) => t === '/' || existsSync(path.join(buildDir, t.endsWith('.js') || t.endsWith('.xml') ? t : `${t}.html`)),
  );
  const clients = Number(values.clients);
  const total = Number(values.requests);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const t = tally();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next;
      next += 1;
      await new Promise<void>((resolve) => {
        const started = performance.now();
        const req = http.get(
          {
            host: '127.0.0.1',
            port: server.port,
            path: targets[i % targets.length],
            agent,
            headers: { 'accept-encoding': 'gzip' },
            timeout: 30_000,
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode === 200) {
                t.ok += 1;
                t.latencies.push(performance.now() - started);
              } else t.badStatus += 1;
              resolve();
            });
            res.on('error', () => {
              t.resets += 1;
              resolve();
            });
          },
        );
        req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
        req.on('error', (e: NodeJS.ErrnoException) => {
          if (e.code === 'ECONNRESET' || e.code === 'EPIPE') t.resets += 1;
          else if (e.code === 'ETIMEDOUT') t.timeouts += 1;
          else t.otherErrors += 1;
          resolve();
        });
      });
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  agent.destroy();
  return { ...t, extra: `${clients} clients x ${total} requests` };
}

const p99 = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]);
};

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run "npx tsx scripts/build.ts --locale en" first.`);
    process.exit(1);
  }
  const results: Record<string, unknown>[] = [];
  console.log(`bench:serve on ${path.relative(root, buildDir) || '.'}, load ${os.loadavg().map((l) => l.toFixed(2))}`);
  console.log('| server | run | RSS peak MB | answered | resets | timeouts | other errors | non-200 | p99 ms | |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    for (const name of servers) {
      // A fresh server per run, so one run's leftovers do not count in the next one's memory.
      const server = name === 'preview' ? await startPreview() : await startNginx();
      const rss = sampleRss(server.pid);
      let outcome: Tally & { extra: string };
      let peak = 0;
      try {
        outcome =
          run === 'slow-read'
            ? await slowRead(server)
            : run === 'slowloris'
              ? await slowloris(server)
              : await load(server);
      } finally {
        peak = rss.stop();
        await server.stop();
      }
      const row = {
        server: name,
        run,
        rssPeakMB: Math.round(peak / 1024 / 1024),
        answered: outcome.ok,
        resets: outcome.resets,
        timeouts: outcome.timeouts,
        otherErrors: outcome.otherErrors,
        non200: outcome.badStatus,
        p99Ms: p99(outcome.latencies),
        what: outcome.extra,
      };
      results.push(row);
      console.log(
        `| ${name} | ${run} | ${row.rssPeakMB} | ${row.answered} | ${row.resets} | ${row.timeouts} | ${row.otherErrors} | ${row.non200} | ${row.p99Ms ?? '–'} | ${row.what} |`,
      );
    }
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results/serve.json'),
    `${JSON.stringify({ date: new Date().toISOString(), serveScript: values['serve-script'], results }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
