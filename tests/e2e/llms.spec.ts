import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

import type { SearchIndexFile, SearchManifest } from '../../src/search/types';
import { brand } from '../../config/brand';
import { searchIndexOptions } from '../../config/search';
import { routeMatcher, withoutBase } from '../../src/plugins/content/search-index/routes';
import { buildDir } from './built-site';
import { SitePage, localePrefix as prefix, locales, localized, type Locale } from './fixtures';

/**
 * The help centre for AI assistants (src/plugins/content/llms): llms.txt, llms-full.txt and `<page>.md` in every locale,
 * checked on the production build through the preview server; the copy page control in Chromium.
 */
const site = brand.siteUrl;

/** Pages site search lists although crawlers are asked to skip them (the demos): no llms file lists those. */
const siteSearchOnly = routeMatcher(searchIndexOptions.siteSearchOnly);

/** The doc pages of a locale's search index with their lvl1 (the title the search shows), crawlable ones only. */
function indexedDocs(locale: Locale): Array<{ route: string; title: string }> {
  const dir = path.join(buildDir, prefix(locale), 'search-index');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SearchManifest;
  const index = JSON.parse(fs.readFileSync(path.join(dir, manifest.index), 'utf8')) as SearchIndexFile;
  return index.pages.flatMap(([route, , tag], pageIndex) => {
    if (tag !== 'docs-default-current' || /\/category\//.test(route)) return [];
    if (siteSearchOnly(withoutBase(route, `${prefix(locale)}/`))) return [];
    const lvl1 = index.records.find(([p, type]) => p === pageIndex && type === 0);
    return [{ route, title: lvl1?.[4] ?? '' }];
  });
}

const markdownPath = (route: string): string => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

/** Markdown outside code blocks and code spans (where `<p id="x">` is an example, not markup). */
const prose = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');

for (const locale of locales) {
  test(`${locale}: llms.txt lists every doc page once, each .md answers as text/markdown with the search index's title`, async ({
    request,
  }) => {
    const llms = await request.get(`${prefix(locale)}/llms.txt`);
    expect(llms.status()).toBe(200);
    expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await llms.text();
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?\.md)\)(?:: (.+))?$/gm)];
    const docs = indexedDocs(locale);
    expect(docs.length).toBeGreaterThan(15);
    // Every doc the search index holds is in llms.txt, once, and nothing else is.
    expect(links.map((m) => m[2]).sort()).toEqual(docs.map((d) => `${site}${markdownPath(d.route)}`).sort());
    expect(links.filter((m) => !m[3])).toEqual([]);
    for (const doc of docs) {
      const response = await request.get(markdownPath(doc.route));
      expect(response.status(), doc.route).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const md = await response.text();
      expect(md).toContain(`\nurl: "${site}${doc.route}"\n`);
      expect(md).toMatch(/^---\ntitle: ".+"\ndescription: ".*"\n/);
      // Search and Markdown come from the same reading: the same title. The search records fold every space to
      // U+0020; the Markdown keeps the page's typography (French writes a narrow no-break space before "?").
      const spaced = md.replace(/[\u00a0\u202f]/g, ' ');
      expect(spaced, doc.route).toContain(`\n# ${doc.title.replace(/([*_[\]])/g, '\\$1')}\n`);
      // No MDX, JSX or HTML left outside code blocks.
      expect(prose(md), doc.route).not.toMatch(/^(import|export) |<\/?[A-Za-z][\w.-]*(\s[^>]*)?>|\{\/\*/m);
    }
    const full = await request.get(`${prefix(locale)}/llms-full.txt`);
    expect(full.status()).toBe(200);
    expect((await full.text()).match(/^url: /gm)?.length).toBe(docs.length);
  });
}

test('the spec tables are Markdown tables with each locale’s numbers', async ({ request }) => {
  const expected: Record<Locale, RegExp> = {
    en: /\| Size +\| 2,560 × 1,440 px +\|/,
    es: /\| Tamaño +\| 2560 × 1440 px +\|/,
    de: /\| .+ +\| 2\.560 × 1\.440 px +\|/,
    fr: /\| .+ +\| 2\s560 × 1\s440 px +\|/,
    pt: /\| .+ +\| 2\.560 × 1\.440 px +\|/,
  };
  for (const locale of locales) {
    const md = await (await request.get(localized(locale, '/ad-placements/brave-browser/ntt.md'))).text();
    expect(md, locale).toMatch(expected[locale]);
    expect(md, locale).toMatch(/^\| -+ \| -+ \|$/m);
    // Admonitions are blockquotes that open with their label.
    expect(md, locale).toMatch(/^> \*\*.+\*\*$/m);
  }
});

test('llms files are never search records or sitemap entries; robots.txt points to llms.txt', async ({ request }) => {
  for (const locale of locales) {
    for (const doc of indexedDocs(locale)) expect(doc.route).not.toMatch(/llms|\.md$/);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`${site}/llms.txt`);
  // The sitemaps list the HTML pages only; each page names its Markdown with <link rel="alternate">.
  for (const locale of locales) {
    const sitemap = await (await request.get(`${prefix(locale)}/sitemap.xml`)).text();
    expect(sitemap).toContain('/ad-placements/brave-browser/ntt<');
    expect(sitemap).not.toMatch(/\.md<|llms/);
  }
});

test.describe('page text control', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the page as Markdown from the keyboard, and links to the Markdown', async ({ page }) => {
    const site = new SitePage(page);
    await site.goto('/es/ad-placements/brave-browser/ntt');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/es/ad-placements/brave-browser/ntt.md',
    );
    const control = page.locator('summary', { hasText: 'Copiar página' });
    // Beside the title: on the same line as the h1 on a desktop screen.
    const [controlBox, titleBox] = [await control.boundingBox(), await page.locator('article h1').boundingBox()];
    expect(controlBox && titleBox && controlBox.y < titleBox.y + titleBox.height).toBeTruthy();
    await control.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: 'Ver como Markdown' });
    await expect(link).toHaveAttribute('href', '/es/ad-placements/brave-browser/ntt.md');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copiar página como Markdown' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Página copiada como Markdown' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('title: "Anuncio de nueva pestaña"');
    expect(copied).toMatch(/\| Tamaño +\| 2560 × 1440 px +\|/);
  });

  test('says so when the Markdown cannot be fetched, and the link stays', async ({ page }) => {
    const site = new SitePage(page);
    await site.goto('/ad-placements/brave-browser/ntt');
    await page.route('**/*.md', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.locator('summary', { hasText: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status')).toHaveText('Could not copy. View the page as Markdown instead.');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
  });

  test('is on every doc page in every locale, in that locale', async ({ page }) => {
    const labels: Record<Locale, string> = {
      en: 'Copy page',
      de: 'Seite kopieren',
      es: 'Copiar página',
      fr: 'Copier la page',
      pt: 'Copiar página',
    };
    for (const locale of locales) {
      await page.goto(localized(locale, '/account-management/billing'));
      await expect(page.locator('summary', { hasText: labels[locale] })).toBeVisible();
    }
  });
});
