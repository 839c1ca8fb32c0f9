import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

import { brand } from '../../config/brand';
import { defaultLocale } from '../../config/locales';
import { buildDir, readSitemap } from './built-site';
import { htmlLang, localePrefix, locales } from './fixtures';

/** Checks on the files of the production build itself (no browser needed). BUILD_DIR/SERVE_DIR pick another build. */

function htmlPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'creatives' ? [] : htmlPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const pages = htmlPages(buildDir);

test('the build has every locale', () => {
  for (const locale of locales)
    expect(fs.existsSync(path.join(buildDir, localePrefix(locale), 'index.html'))).toBe(true);
  expect(pages.length).toBeGreaterThan(150);
});

test('no page shows a replacement character or holds a NUL (what a garbled multi-byte character leaves)', () => {
  const garbled = pages.filter((file) => {
    const html = fs.readFileSync(file, 'utf8');
    return html.includes('\u0000') || html.includes('\uFFFD');
  });
  expect(garbled.map((file) => path.relative(buildDir, file))).toEqual([]);
});

test('every page carries a strict Content-Security-Policy before any script, with a hash for each inline script', () => {
  const problems: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const rel = path.relative(buildDir, file);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    if (!meta) {
      problems.push(`${rel}: no policy`);
      continue;
    }
    const firstScript = html.search(/<script\b/i);
    if (firstScript !== -1 && firstScript < meta.index) problems.push(`${rel}: a script comes before the policy`);
    const policy = meta[1].replace(/&quot;/g, '"');
    const scriptSrc = /(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    if (/unsafe-inline|unsafe-eval|\*/.test(scriptSrc)) problems.push(`${rel}: script-src allows ${scriptSrc}`);
    if (!/default-src 'none'/.test(policy)) problems.push(`${rel}: default-src is not 'none'`);
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc=/.test(m[1]) || /type=["']?application\/(ld\+)?json/.test(m[1])) continue;
      const hash = `'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`;
      if (!scriptSrc.includes(hash)) problems.push(`${rel}: inline script without its hash ${hash}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the former host appears nowhere in the build: pages, Markdown copies, llms files, sitemaps, robots.txt', () => {
  const former = 'help.ads.brave.com';
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(html|md|txt|xml|json|js)$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes(former))
        found.push(path.relative(buildDir, file));
    }
  };
  walk(buildDir);
  expect(found).toEqual([]);
  expect(fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8')).toContain(
    'https://ads-help.brave.com/sitemap.xml',
  );
});

test('the sitemap of each locale leaves out the demos, the search page and the redirect', () => {
  for (const locale of locales) {
    const sitemap = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/ad-placements/brave-browser/ntt');
    expect(sitemap).not.toMatch(/\/demos\/|\/category\/demos|\/category\/dynamic-ntt|\/search<|\/policies</);
  }
});

test('each sitemap entry lists its page in all five locales plus x-default, and every URL is a built page', () => {
  const siteUrl = brand.siteUrl;
  /** The built file of a production URL: '/es/x' -> es/x.html, '/es/' -> es/index.html. */
  const fileOf = (url: string) => {
    const p = url.slice(siteUrl.length);
    return path.join(buildDir, p.endsWith('/') ? `${p}index.html` : `${p}.html`);
  };
  const hreflangs = [...locales.map((locale) => htmlLang[locale]), 'x-default'].sort();
  const problems: string[] = [];
  let entries = 0;
  for (const locale of locales) {
    const hreflang = htmlLang[locale];
    const sitemap = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = readSitemap(locale);
    expect(urls.length, `${locale} sitemap entries`).toBeGreaterThan(25);
    const locs = new Set<string>();
    for (const { loc, alternates } of urls) {
      entries += 1;
      if (locs.has(loc)) problems.push(`${locale}: ${loc} listed twice`);
      locs.add(loc);
      if (!loc.startsWith(`${siteUrl}${localePrefix(locale)}/`))
        problems.push(`${locale}: ${loc} is not in this edition`);
      if (!fs.existsSync(fileOf(loc))) problems.push(`${locale}: ${loc} is not a built page`);
      const tags = alternates.map((a) => a.hreflang).sort();
      if (JSON.stringify(tags) !== JSON.stringify(hreflangs))
        problems.push(`${locale}: ${loc} alternates ${tags.join(',')}`);
      if (alternates.find((a) => a.hreflang === hreflang)?.href !== loc)
        problems.push(`${locale}: ${loc} is not its own ${hreflang} alternate`);
      const xDefault = alternates.find((a) => a.hreflang === 'x-default')?.href;
      if (xDefault !== alternates.find((a) => a.hreflang === htmlLang[defaultLocale])?.href)
        problems.push(`${locale}: ${loc} x-default ${xDefault} is not the English page`);
      for (const a of alternates)
        if (!fs.existsSync(fileOf(a.href))) problems.push(`${locale}: alternate ${a.href} is not a built page`);
    }
  }
  expect(problems).toEqual([]);
  expect(entries).toBeGreaterThan(125);
});
