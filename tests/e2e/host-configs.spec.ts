import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { test, expect } from '@playwright/test';

import * as headerConfig from '../../config/headers';
import { docRoutes } from '../../config/routes';
import { HOST_CONFIG_FILES, listFiles, LOCALES } from '../../scripts/lib/routing';
import { nginxPrefix } from '../../scripts/lib/nginx';
import { buildDir, freePort } from './built-site';
import { rawGet, type RawAnswer } from './raw-http';

/**
 * The generated nginx config, run for real: Debian's nginx (scripts/ensure-nginx.sh) as a child
 * process on 127.0.0.1 with its own prefix, pid file, logs and temp folders in a tmp folder
 * (`daemon off`, no system service), serving the build under test (built-site.ts). It must answer every
 * normal request as the preview server (scripts/serve.ts, Playwright's web server) does: status, Location (query kept),
 * Cache-Control, Content-Type, Vary, security headers and the page itself (each locale's 404 page
 * included). Hostile paths get a 301 to this site, a 400/404/414 — never a 5xx, never a redirect
 * off the site, never an injected header — from both.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const previewPort = Number(process.env.E2E_PORT ?? 4173);

let nginx: ChildProcess | undefined;
let nginxPort = 0;
let tmp = '';
let nginxLog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: run "bash scripts/ensure-nginx.sh".`);
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  nginxPort = await freePort();
  let args: string[];
  ({ tmp, args } = nginxPrefix(buildDir, nginxPort, { workerConnections: 128 }));
  nginx = spawn(NGINX, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (d) => (nginxLog += String(d)));
  await expect
    .poll(
      async () =>
        rawGet(nginxPort, '/', {}, 1000).then(
          (a) => a.status,
          () => 0,
        ),
      {
        message: `nginx did not start: ${nginxLog}`,
        timeout: 10_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const compared = [
  'status',
  'location',
  'cache-control',
  'content-type',
  'vary',
  'content-encoding',
  ...Object.keys(headerConfig.securityHeaders).map((h) => h.toLowerCase()),
];

function summary(answer: RawAnswer): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = { status: answer.status };
  for (const name of compared.slice(1)) out[name] = answer.headers[name];
  // nginx adds a small HTML body (and its type) to its own redirects and errors; the pages and
  // files, their types and encodings must match.
  if (answer.status === 200 || answer.status === 404) out.body = answer.body.toString('utf8');
  else delete out['content-type'];
  return out;
}

function builtLocales(): string[] {
  return ['', ...LOCALES.filter((l) => existsSync(path.join(buildDir, l, 'index.html')))];
}

function normalPaths(): string[] {
  const paths: string[] = [];
  const files = listFiles(buildDir);
  for (const locale of builtLocales()) {
    const p = locale ? `/${locale}` : '';
    for (const route of docRoutes) paths.push(route === '/' ? `${p}/` : `${p}${route}`);
    paths.push(
      `${p}/index.html`,
      `${p}/index.html?utm_source=x&q=a%20b`,
      `${p}/policies`,
      `${p}/policies?from=nav`,
      `${p}/policies/`,
      `${p}/policies.html`,
      `${p}/getting-started/create-account.html`,
      `${p}/getting-started/create-account/`,
      `${p}/getting-started/create-account?x=1#frag`,
      `${p}/category/demos`,
      `${p}/category/demos/`,
      `${p}/blog`,
      `${p}/blog/`,
      `${p}/search?q=budget`,
      `${p}/404`,
      `${p}/404.html`,
      `${p}/no-such-page`,
      `${p}/no/such/page.html`,
      `${p}/assets/js/no-such-file.js`,
      `${p}/Getting-Started/Create-Account`,
      `${p}/CAMPAIGN-PERFORMANCE/api?x=1`,
      `${p}/search-index/manifest.json`,
      `${p}/sitemap.xml`,
    );
    if (locale) paths.push(`/${locale}`, `/${locale}?x=1`);
  }
  const pick = (re: RegExp) => files.find((f) => re.test(f));
  for (const file of [
    pick(/^\/assets\/js\/main\.[0-9a-f]+\.js$/),
    pick(/^\/assets\/css\/styles\.[0-9a-f]+\.css$/),
    pick(/^\/search-index\/index\.[0-9a-f]+\.json$/),
    pick(/^\/img\/.+\.svg$/),
    pick(/^\/img\/.+\.(png|jpg)$/),
    pick(/^\/creatives\/[^/]+\/index\.html$/),
    '/robots.txt',
  ]) {
    if (file) paths.push(file);
  }
  const creative = pick(/^\/creatives\/[^/]+\/index\.html$/);
  if (creative) paths.push(creative.replace(/index\.html$/, ''));
  return paths;
}

test('nginx answers every normal request exactly as the preview server does', async () => {
  test.setTimeout(60_000);
  const paths = normalPaths();
  expect(paths.length).toBeGreaterThan(80);
  const mismatches: string[] = [];
  for (const target of paths) {
    for (const encoding of [{ 'Accept-Encoding': 'gzip' }, {}] as Record<string, string>[]) {
      const [fromPreview, fromNginx] = await Promise.all([
        rawGet(previewPort, target, encoding),
        rawGet(nginxPort, target, encoding),
      ]);
      const a = summary(fromPreview);
      const b = summary(fromNginx);
      for (const key of Object.keys({ ...a, ...b })) {
        if (a[key] !== b[key]) {
          mismatches.push(
            `${target} ${JSON.stringify(encoding)} ${key}: preview ${String(a[key]).slice(0, 80)} | nginx ${String(b[key]).slice(0, 80)}`,
          );
        }
      }
    }
  }
  expect(mismatches).toEqual([]);
});

test('Accept-Encoding is read as RFC 9110 says, by both servers: q=0 refuses gzip, names in any case', async () => {
  const page = normalPaths().find((p) => p.startsWith('/es/')) ?? '/';
  for (const [header, gzip] of [
    ['gzip;q=0', false],
    ['gzip; q=0.000, br', false],
    ['GZIP', true],
    ['Gzip;Q=0.5, identity', true],
    ['br, deflate', false],
  ] as const) {
    for (const port of [previewPort, nginxPort]) {
      const answer = await rawGet(port, page, { 'Accept-Encoding': header });
      expect([port === nginxPort ? 'nginx' : 'preview', header, answer.headers['content-encoding']]).toEqual([
        port === nginxPort ? 'nginx' : 'preview',
        header,
        gzip ? 'gzip' : undefined,
      ]);
    }
  }
});

test('the host configuration files in the build are not served, whatever the case', async () => {
  for (const file of HOST_CONFIG_FILES) {
    expect(existsSync(path.join(buildDir, file))).toBe(true);
    for (const target of [file, file.toUpperCase()]) {
      for (const port of [previewPort, nginxPort]) {
        const answer = await rawGet(port, target);
        expect([target, answer.status]).toEqual([target, 404]);
        expect(answer.body.toString('utf8')).not.toMatch(/server_name|Content-Security-Policy:|\s301\s/);
      }
    }
  }
});

test('a symlink placed in the build is never followed, to a file or a folder (both servers)', async () => {
  const outside = mkdtempSync(path.join(os.tmpdir(), 'help-centre-outside-'));
  const marker = 'SECRET-OUTSIDE-THE-BUILD';
  writeFileSync(path.join(outside, 'secret.md'), marker);
  // Unique names, removed at the end: other tests read the same build.
  const file = `symlink-probe-${process.pid}.md`;
  const folder = `symlink-probe-${process.pid}`;
  symlinkSync(path.join(outside, 'secret.md'), path.join(buildDir, file));
  symlinkSync(outside, path.join(buildDir, folder));
  try {
    for (const target of [`/${file}`, `/${folder}/secret.md`]) {
      for (const [name, port] of [
        ['preview', previewPort],
        ['nginx', nginxPort],
      ] as const) {
        const answer = await rawGet(port, target);
        // nginx's disable_symlinks answers 403, the preview server its 404 page: neither serves the file.
        expect([name, target, [403, 404].includes(answer.status)]).toEqual([name, target, true]);
        expect(answer.body.toString('utf8')).not.toContain(marker);
      }
    }
  } finally {
    rmSync(path.join(buildDir, file), { force: true });
    rmSync(path.join(buildDir, folder), { force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});

test('each locale gets its own 404 page with status 404, from both servers', async () => {
  for (const locale of builtLocales()) {
    for (const port of [previewPort, nginxPort]) {
      const answer = await rawGet(port, `${locale ? `/${locale}` : ''}/no-such-page`);
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe(headerConfig.cacheControl.none);
      const lang = /<html[^>]* lang="?([A-Za-z-]+)/.exec(answer.body.toString('utf8'))?.[1] ?? '';
      expect(lang.slice(0, 2)).toBe(locale || 'en');
    }
  }
});

/** Hostile request targets: the class of each, many inputs. */
export function hostileTargets(): string[] {
  const heads = [
    '/',
    '//',
    '///',
    '/%2f',
    '/%2F',
    '/%5c',
    '/%5C',
    '/\\',
    '/%2f%2f',
    '/%5c%5c',
    '/%09/',
    '/%0a/',
    '/./',
    '/%2e/',
  ];
  const hosts = ['evil.example', 'evil.example:443', '127.0.0.1:1', 'evil.example%2f..'];
  const tails = ['', '/', '/x', '/x.html', '/index.html', '/x/', '/policies', '/x.html?a=b'];
  const out = new Set<string>();
  for (const head of heads) for (const host of hosts) for (const tail of tails) out.add(`${head}${host}${tail}`);
  const segments = [
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '\\',
    '..',
    '.',
    '%2e',
    '%2e%2e',
    '.%2e',
    '%2E%2E',
    '%00',
    '%0d%0a',
    '%0d%0aSet-Cookie:%20x=1',
    '%09',
    '%1b',
    '%7f',
    '%c2%85',
    '%E0%A4%A',
    '%',
    '%zz',
    '%C0%AF',
    '%ED%A0%80',
    '%E2%80%AE',
    '%ff',
    '%25%32%66',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'javascript:alert(1)',
    'https:',
    '%40evil.example',
    '@evil.example',
  ];
  for (const seg of segments) {
    for (const locale of ['', '/es']) {
      out.add(`${locale}/${seg}`);
      out.add(`${locale}/${seg}/evil.example/x.html`);
      out.add(`${locale}/${seg}evil.example/index.html`);
      out.add(`${locale}/getting-started/${seg}/create-account`);
      out.add(`${locale}/getting-started/create-account${seg}.html`);
      out.add(`${locale}/${seg}/../../etc/passwd`);
    }
  }
  for (const n of [2049, 4000, 9000, 70_000]) out.add(`/${'a'.repeat(n)}`);
  out.add(`/es/${'%2e%2e/'.repeat(400)}`);
  out.add('/x.html?next=//evil.example&a=%0d%0aLocation:%20https://evil.example');
  out.add('/policies?%0d%0aSet-Cookie:x=1');
  return [...out];
}

test('hostile paths: never a 5xx, never a redirect off the site, never an injected header (both servers)', async () => {
  test.setTimeout(90_000);
  const targets = hostileTargets();
  expect(targets.length).toBeGreaterThan(500);
  const problems: string[] = [];
  const tally: Record<string, Record<number, number>> = { preview: {}, nginx: {} };
  for (const target of targets) {
    for (const [name, port] of [
      ['preview', previewPort],
      ['nginx', nginxPort],
    ] as const) {
      const answer = await rawGet(port, target);
      tally[name][answer.status] = (tally[name][answer.status] ?? 0) + 1;
      const label = `${name} ${target.slice(0, 100)}`;
      if (answer.status >= 500 || answer.status < 200) problems.push(`${label}: status ${answer.status}`);
      if (answer.names.includes('set-cookie')) problems.push(`${label}: injected Set-Cookie`);
      if (answer.names.filter((n) => n === 'location').length > 1) problems.push(`${label}: two Location headers`);
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400) {
        const origin = `http://127.0.0.1:${port}`;
        // Browsers read a backslash as a slash: '/\\x' is protocol-relative too.
        if (!location || !/^\/(?![/\\])/.test(location) || new URL(location, `${origin}/`).origin !== origin) {
          problems.push(`${label}: redirect to ${location}`);
        }
      } else if (location !== undefined) problems.push(`${label}: Location on a ${answer.status}`);
      if (answer.status >= 400 && answer.headers['cache-control'] !== headerConfig.cacheControl.none) {
        problems.push(`${label}: cacheable error (${answer.headers['cache-control']})`);
      }
      if (/\/(work|home|tmp|usr)\/|at .+\.(ts|js):\d+/.test(answer.body.toString('latin1'))) {
        problems.push(`${label}: the answer shows a path or a stack trace`);
      }
    }
  }
  test.info().annotations.push({
    type: 'hostile targets',
    description: `${targets.length} targets; statuses ${JSON.stringify(tally)}`,
  });
  console.log(`hostile targets: ${targets.length}; statuses ${JSON.stringify(tally)}`);
  expect(problems).toEqual([]);
});
