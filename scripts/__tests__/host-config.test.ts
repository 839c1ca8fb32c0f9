import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as headerConfig from '../../config/headers';
import { cacheControlFor, cleanPath, contentTypeOf, LOCALES, REDIRECTS } from '../lib/routing';
import { checkHeaders, headersFile, nginxFile, redirectsFile, writeHostConfig } from '../write-host-config';

/**
 * The three host configurations come from one source (config/headers.ts + scripts/lib/routing.ts):
 * for every file of a fixture build, the preview server's Cache-Control, the one `_headers` gives
 * and the one the nginx map gives must be the same. (tests/e2e/host-configs.spec.ts runs the nginx
 * config on a real nginx.)
 */
const prefixes = ['', ...LOCALES.map((l) => `/${l}`)];
const pageFiles = [
  'index.html',
  '404.html',
  'policies.html',
  'search.html',
  'blog.html',
  'ad-placements/brave-browser/ntt.html',
  'category/demos.html',
];
const otherFiles = [
  'assets/js/main.1a2b3c4d.js',
  'assets/css/styles.9f8e7d6c.css',
  'img/logo.svg',
  'img/social-card.jpg',
  'search-index/index.0123456789ab.json',
  'search-index/manifest.json',
  'sitemap.xml',
  'robots.txt',
  'creatives/slider/index.html',
  'creatives/slider/script.js',
];
const config = { ...headerConfig };

let dir: string;
let files: string[];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
  files = [];
  for (const prefix of prefixes) {
    for (const rel of [...pageFiles, ...otherFiles]) {
      const file = path.join(dir, prefix, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'x');
      files.push(`${prefix}/${rel}`);
    }
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Cloudflare semantics: every matching rule applies in order; a narrower rule detaches what it sets. */
function headersFor(text: string, file: string): Record<string, string> {
  const out: Record<string, string> = {};
  let matches = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) {
      matches = line.endsWith('/*') ? file.startsWith(line.slice(0, -1)) : line === file;
    } else if (matches && line.startsWith('  ') && !line.trim().startsWith('!')) {
      const body = line.trim();
      const at = body.indexOf(': ');
      out[body.slice(0, at)] = body.slice(at + 2);
    }
  }
  return out;
}

/** The first matching entry of an nginx `map $uri $name { ... }` block, evaluated as nginx does. */
function nginxMap(text: string, name: string, value: string): string {
  const block = new RegExp(`map \\$uri \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(text)?.[1] ?? '';
  let fallback = '';
  for (const line of block.split('\n')) {
    const m = /^\s+("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line);
    if (!m) continue;
    const unquote = (s: string) => (s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s);
    const key = unquote(m[1]);
    if (key === 'default') fallback = unquote(m[2]);
    else if (new RegExp(key.replace(/^~\*?/, ''), key.startsWith('~*') ? 'i' : '').test(value)) return unquote(m[2]);
  }
  return fallback;
}

describe('host configs from one source', () => {
  it('give every file the same Cache-Control in the preview server, _headers and nginx', () => {
    const headers = headersFile(config, files);
    const nginx = nginxFile(config, files);
    const mismatches: string[] = [];
    for (const file of files) {
      const preview = cacheControlFor(200, file);
      const cloudflare = headersFor(headers, file)['Cache-Control'];
      const fromNginx = nginxMap(nginx, 'hc_cache_by_uri', file);
      if (preview !== cloudflare || preview !== fromNginx)
        mismatches.push(`${file}: ${preview} | ${cloudflare} | ${fromNginx}`);
    }
    expect(mismatches).toEqual([]);
    // The search manifest names the index a deploy replaces: revalidated, never an hour stale.
    expect(cacheControlFor(200, '/es/search-index/manifest.json')).toBe('no-cache');
  });

  it('send the same security headers everywhere, and the creative overrides in the creative packages', () => {
    const headers = headersFile(config, files);
    const nginx = nginxFile(config, files);
    for (const file of [
      '/es/blog.html',
      '/img/logo.svg',
      '/creatives/slider/script.js',
      '/de/creatives/slider/index.html',
    ]) {
      const expected: Record<string, string> = { ...config.securityHeaders };
      if (file.includes('/creatives/')) Object.assign(expected, config.creativeHeaders);
      const got = headersFor(headers, file);
      for (const [name, value] of Object.entries(expected)) {
        expect(got[name]).toBe(value);
        const variable = `hc_${name.toLowerCase().replace(/-/g, '_')}`;
        const line = nginx.split('\n').find((l) => l.startsWith(`    add_header ${name} `)) ?? '';
        if (line.includes(`$${variable}`)) expect(nginxMap(nginx, variable, file)).toBe(value);
        else expect(line).toBe(`    add_header ${name} "${value}" always;`);
      }
    }
  });

  it('type every extension of config/headers.ts in nginx as the preview server does', () => {
    const nginx = nginxFile(config, files);
    for (const ext of Object.keys(config.contentTypes)) {
      const type = contentTypeOf(`/x.${ext}`).header.split(';')[0];
      expect(nginx).toMatch(new RegExp(`\\n        ${type.replace(/[+.]/g, '\\$&')} [a-z0-9 ]*\\b${ext}\\b`));
    }
    expect(nginx).toContain('gzip_vary on;');
    expect(nginx).toMatch(/gzip_types [^;]*application\/xml/);
  });

  it('redirect every .html page to its clean URL and /policies in every locale, site-relative', () => {
    const rules = new Map(
      redirectsFile(files)
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split(/\s+/))
        .map(([from, to, status]) => [from, { to, status }]),
    );
    for (const prefix of prefixes) {
      expect(rules.get(`${prefix}/blog.html`)).toEqual({ to: cleanPath(`${prefix}/blog.html`), status: '301' });
      expect(rules.has(`${prefix}/404.html`)).toBe(false);
      expect(rules.has(`${prefix}/creatives/slider/index.html`)).toBe(false);
      for (const { from, to } of REDIRECTS) expect(rules.get(`${prefix}${from}`)?.to).toBe(`${prefix}${to}`);
    }
    for (const { to } of rules.values()) expect(to).toMatch(/^\/(?![/\\])/);
  });

  it('build nginx redirects from the raw path behind the guard, keeping the query', () => {
    const nginx = nginxFile(config, files);
    expect(nginx).toContain('if ($hc_refuse = 400) { return 400; }');
    expect(nginx).toContain('if ($hc_redirect) { return 301 $hc_redirect$is_args$args; }');
    expect(nginx).toContain('absolute_redirect off;');
    // No redirect target is taken from the decoded $uri.
    expect(nginx).not.toMatch(/return 30\d [^;]*\$uri/);
  });

  it('refuse a header value that would break the files (line break, quote, $)', () => {
    const bad = { ...config, securityHeaders: { ...config.securityHeaders, 'X-Test': 'a\r\nSet-Cookie: x=1' } };
    expect(() => checkHeaders(bad)).toThrow(/X-Test/);
    const quoted = { ...config, cacheControl: { ...config.cacheControl, short: 'max-age="1"' } } as unknown;
    expect(() => checkHeaders(quoted as typeof config)).toThrow(/short/);
  });

  it('writes the three files into a build and refuses a folder without one', () => {
    const result = writeHostConfig({ buildDir: dir });
    expect(result.files).toBe(files.length);
    for (const name of ['_headers', '_redirects', 'nginx.conf.example'])
      expect(fs.existsSync(path.join(dir, name))).toBe(true);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-empty-'));
    expect(() => writeHostConfig({ buildDir: empty })).toThrow(/no production build/);
    fs.rmSync(empty, { recursive: true });
  });
});
