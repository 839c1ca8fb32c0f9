import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import routing from '../lib/routing.cjs';

/**
 * scripts/write-host-config.mjs against a small fixture build: the generated `_headers`,
 * `_redirects` and nginx snippet must say what config/headers.json and scripts/lib/routing.cjs say.
 * (The script is ESM, so it runs as a child process, exactly as the build calls it.)
 */
const { LOCALES, REDIRECTS, cleanPath } = routing as {
  LOCALES: string[];
  REDIRECTS: { from: string; to: string }[];
  cleanPath: (p: string) => string | null;
};

const root = path.resolve(__dirname, '../..');
const script = path.join(root, 'scripts/write-host-config.mjs');
type Groups = Record<string, Record<string, string>>;
const headersJson = JSON.parse(fs.readFileSync(path.join(root, 'config/headers.json'), 'utf8')) as Groups;

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
  'search/index.0123456789ab.json',
  'search/manifest.json',
  'sitemap.xml',
  'creatives/slider/index.html',
  'creatives/slider/script.js',
];

function fixtureBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
  for (const prefix of prefixes) {
    for (const rel of [...pageFiles, ...otherFiles]) {
      const file = path.join(dir, prefix, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, rel.endsWith('.html') ? '<!doctype html><title>x</title>' : 'x');
    }
  }
  return dir;
}

function run(dir: string, ...args: string[]): Record<string, string> {
  execFileSync(process.execPath, [script, '--dir', dir, ...args], { stdio: 'pipe' });
  return Object.fromEntries(
    ['_headers', '_redirects', 'nginx.conf.example'].map((name) => [
      name,
      fs.readFileSync(path.join(dir, name), 'utf8'),
    ]),
  );
}

/** `_headers` as rules: pattern -> { set: name -> value, detached: names }. */
function parseHeaders(text: string) {
  const rules = new Map<string, { set: Map<string, string>; detached: string[] }>();
  let current: { set: Map<string, string>; detached: string[] } | undefined;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      expect(rules.has(line)).toBe(false);
      current = { set: new Map(), detached: [] };
      rules.set(line, current);
    } else {
      expect(line.startsWith('  ')).toBe(true);
      const body = line.trim();
      if (body.startsWith('! ')) current?.detached.push(body.slice(2));
      else {
        const at = body.indexOf(': ');
        expect(current?.set.has(body.slice(0, at))).toBe(false);
        current?.set.set(body.slice(0, at), body.slice(at + 2));
      }
    }
  }
  return rules;
}

describe('write-host-config', () => {
  let dir: string;
  let out: Record<string, string>;
  beforeAll(() => {
    dir = fixtureBuild();
    out = run(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  describe('_headers', () => {
    it('sends every security header of config/headers.json, and the HTML Cache-Control, on every path', () => {
      const all = parseHeaders(out._headers).get('/*');
      expect(Object.fromEntries(all?.set ?? [])).toEqual({ ...headersJson.all, ...headersJson.html });
      expect(all?.detached).toEqual([]);
    });

    it('caches hashed assets for a year, immutable, in every edition, and images per the "other" group', () => {
      const rules = parseHeaders(out._headers);
      for (const prefix of prefixes) {
        expect(rules.get(`${prefix}/assets/*`)?.set.get('Cache-Control')).toBe(
          headersJson.hashedAssets['Cache-Control'],
        );
        expect(rules.get(`${prefix}/search/index.0123456789ab.json`)?.set.get('Cache-Control')).toBe(
          headersJson.hashedAssets['Cache-Control'],
        );
        expect(rules.get(`${prefix}/img/*`)?.set.get('Cache-Control')).toBe(headersJson.other['Cache-Control']);
      }
      expect(headersJson.hashedAssets['Cache-Control']).toMatch(/immutable/);
      // Unhashed files in a mixed folder keep the revalidating default: never immutable.
      expect(out._headers).not.toMatch(/manifest\.json|sitemap\.xml|\/search\/\*/);
    });

    it('detaches every header a narrower rule replaces, so no value is ever joined with the /* one', () => {
      for (const [pattern, rule] of parseHeaders(out._headers)) {
        if (pattern === '/*') continue;
        expect(rule.detached.sort()).toEqual([...rule.set.keys()].sort());
      }
    });

    it('gives the creative packages the "creatives" group of the headers file when it has one', () => {
      // The real headers file frames creatives from our own origin only.
      const real = parseHeaders(out._headers);
      for (const prefix of prefixes) {
        expect(Object.fromEntries(real.get(`${prefix}/creatives/*`)?.set ?? [])).toEqual(headersJson.creatives);
      }
      const custom = path.join(dir, 'headers-with-creatives.json');
      const creatives = { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' };
      fs.writeFileSync(custom, JSON.stringify({ ...headersJson, creatives }));
      const withCreatives = run(dir, '--headers', custom);
      const rules = parseHeaders(withCreatives._headers);
      for (const prefix of prefixes) {
        expect(Object.fromEntries(rules.get(`${prefix}/creatives/*`)?.set ?? [])).toEqual(creatives);
      }
      expect(withCreatives['nginx.conf.example']).toContain(`"frame-ancestors 'self'"`);
      expect(withCreatives['nginx.conf.example']).toContain(
        'add_header X-Frame-Options $help_centre_x_frame_options always;',
      );
      run(dir);
    });

    it('refuses a header value that would break the files (line break, quote, $)', () => {
      const bad = path.join(dir, 'bad-headers.json');
      fs.writeFileSync(
        bad,
        JSON.stringify({ ...headersJson, all: { ...headersJson.all, 'X-Test': 'a\r\nSet-Cookie: x=1' } }),
      );
      const result = spawnSync(process.execPath, [script, '--dir', dir, '--headers', bad], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/X-Test/);
    });
  });

  describe('_redirects', () => {
    const lines = () => out._redirects.split('\n').filter((l) => l && !l.startsWith('#'));

    it('sends every .html page (not the 404 pages, not the creatives) to its clean URL with a 301', () => {
      const rules = new Map(
        lines()
          .map((l) => l.split(/\s+/))
          .map(([from, to, status]) => [from, { to, status }]),
      );
      for (const prefix of prefixes) {
        for (const rel of pageFiles) {
          const from = `${prefix}/${rel}`;
          if (rel === '404.html') expect(rules.has(from)).toBe(false);
          else expect(rules.get(from)).toEqual({ to: cleanPath(from), status: '301' });
        }
        expect(rules.has(`${prefix}/creatives/slider/index.html`)).toBe(false);
      }
      expect(rules.get('/es/index.html')?.to).toBe('/es/');
      expect(rules.get('/index.html')?.to).toBe('/');
      expect(rules.get('/es/ad-placements/brave-browser/ntt.html')?.to).toBe('/es/ad-placements/brave-browser/ntt');
    });

    it('redirects /policies to the advertiser policies index in every locale, in one hop', () => {
      const rules = new Map(
        lines()
          .map((l) => l.split(/\s+/))
          .map(([from, to]) => [from, to]),
      );
      for (const prefix of prefixes) {
        for (const { from, to } of REDIRECTS) {
          expect(rules.get(`${prefix}${from}`)).toBe(`${prefix}${to}`);
          expect(rules.get(`${prefix}${from}.html`)).toBe(`${prefix}${to}`);
        }
      }
    });

    it('uses only what Cloudflare accepts: three tokens, status 301, one rule per source, no 404 rules', () => {
      const sources = lines().map((l) => {
        const tokens = l.split(/\s+/);
        expect(tokens).toHaveLength(3);
        expect(tokens[2]).toBe('301');
        expect(tokens[1].endsWith('.html')).toBe(false);
        return tokens[0];
      });
      expect(new Set(sources).size).toBe(sources.length);
    });

    it('in the Netlify dialect, forces the 301s over the existing files and adds each locale 404 page last', () => {
      const netlify = run(dir, '--dialect', 'netlify')
        ._redirects.split('\n')
        .filter((l) => l && !l.startsWith('#'));
      expect(netlify.filter((l) => l.endsWith(' 301!'))).toHaveLength(lines().length);
      expect(netlify.slice(-LOCALES.length - 1)).toEqual([
        ...LOCALES.map((l) => `/${l}/*  /${l}/404.html  404`),
        '/*  /404.html  404',
      ]);
      run(dir);
    });
  });

  describe('nginx.conf.example', () => {
    const nginx = () => out['nginx.conf.example'];

    it('adds every header at server level, always (301 and 404 responses too), and no location adds its own', () => {
      const creatives: Record<string, string> = headersJson.creatives ?? {};
      for (const [name, value] of Object.entries(headersJson.all)) {
        // A header the creatives override is chosen per path through a map variable.
        const expected = name in creatives ? `$help_centre_${name.toLowerCase().replace(/-/g, '_')}` : `"${value}"`;
        expect(nginx()).toContain(`    add_header ${name} ${expected} always;`);
      }
      expect(nginx()).toContain('    add_header Cache-Control $help_centre_cache_control always;');
      expect(nginx().match(/add_header/g)).toHaveLength(Object.keys(headersJson.all).length + 1);
      expect(nginx()).not.toMatch(/location[^\n]*add_header/);
    });

    it('maps hashed assets to immutable caching, HTML to no-cache and the rest to the "other" group', () => {
      const map = /map \$uri \$help_centre_cache_control \{([\s\S]*?)\}\n/.exec(nginx())?.[1] ?? '';
      expect(map).toMatch(new RegExp(`assets/\\s+"${headersJson.hashedAssets['Cache-Control']}";`));
      expect(map).toContain(`~\\.html$`);
      expect(map).toContain(`"${headersJson.html['Cache-Control']}"`);
      expect(map).toMatch(new RegExp(`default\\s+"${headersJson.other['Cache-Control']}";`));
    });

    it('serves clean URLs, gives each locale its own 404 page and redirects like the preview server', () => {
      expect(nginx()).toContain('location / { try_files $uri $uri.html =404; }');
      expect(nginx()).toContain('error_page 404 /404.html;');
      for (const locale of LOCALES) {
        expect(nginx()).toContain(
          `location /${locale}/ { error_page 404 /${locale}/404.html; try_files $uri $uri.html =404; }`,
        );
        expect(nginx()).toContain(`location = /${locale}/404.html { internal; }`);
        expect(nginx()).toContain(`location = /${locale} { return 301 /${locale}/; }`);
      }
      expect(nginx()).toContain(
        'location ~ ^/(?<hc_locale>(?:de|es|fr|pt)/)?policies(?:\\.html|/+)?$ { return 301 /${hc_locale}category/advertiser-policies; }',
      );
      expect(nginx()).toContain('location ~ ^(?<hc_page>/.+)\\.html$ { return 301 $hc_page; }');
      expect(nginx()).toContain('location ^~ /es/creatives/');
    });

    it('never lets a decoded CR/LF reach a Location header', () => {
      expect(nginx()).toContain('if ($uri ~ "[\\x00-\\x1f\\x7f]") { return 404; }');
      expect(nginx()).toContain('absolute_redirect off;');
    });
  });

  it('refuses a directory without a build', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-empty-'));
    const result = spawnSync(process.execPath, [script, '--dir', empty], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no production build/);
    fs.rmSync(empty, { recursive: true });
  });
});
