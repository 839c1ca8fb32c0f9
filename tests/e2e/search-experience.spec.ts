/**
 * Search beyond the spec's modal: the results page (excerpts, section labels and filter, the count in a live region,
 * pagination on one line at every width), the modal on a 390 px phone (clear icon, visible query, starter searches
 * kept out of the recent list until chosen, the count for screen readers) and, with E2E_DEV_SERVER=1, the notice of
 * the development server (which has no index) instead of a network error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { searchStartersFor } from '../../src/data/search-synonyms';
import { expect, localized, test, type Locale, waitForHydration, phone } from './fixtures';

const root = path.resolve(__dirname, '../..');

const ENGLISH: Record<string, string> = {
  'search.modal.startScreen.noRecentSearchesText': 'No recent searches',
  'search.modal.searchBox.clearButtonAriaLabel': 'Clear the query',
  'search.page.sectionFilter': 'Section',
  'search.modal.devNotice.titleText': 'Search needs a production build',
  'search.modal.errorScreen.helpText': 'You might want to check your network connection.',
  'search.modal.noResultsAnnounced': 'No results for “{query}”',
};

function message(locale: Locale, id: string): string {
  if (locale === 'en') return ENGLISH[id];
  const file = path.join(root, `i18n/${locale}/code.json`);
  const entry = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>)[id];
  if (!entry) throw new Error(`No ${locale} translation for ${id}`);
  return entry.message;
}

async function openModal(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

test.describe('results page', () => {
  for (const [locale, query] of [
    ['de', 'factura'],
    ['es', 'zzqxv'],
  ] as const) {
    test(`${locale}: no results for "${query}" offers searches to try and the contact page, not a dead end`, async ({
      page,
    }) => {
      await page.goto(localized(locale, `/search?q=${query}`));
      await waitForHydration(page);
      await expect(page.locator('[data-search-count]')).toHaveText(
        message(locale, 'search.page.noResults').replace('{query}', query),
      );
      const help = page.locator('[data-search-no-results-help]');
      await expect(help).toContainText(message(locale, 'search.page.tryInstead'));
      const report = help.locator('[data-search-report]');
      await expect(report).toHaveText(message(locale, 'search.page.reportMissingLink'));
      expect(await report.getAttribute('href')).toBe(localized(locale, `/account-management/contact?q=${query}`));
      // The closest wordings first, then the locale's starter searches: never an empty hand.
      const tips = help.locator('[data-search-tip]');
      const texts = await tips.allInnerTexts();
      expect(texts.length).toBeLessThanOrEqual(6);
      expect(texts).toContain(searchStartersFor(locale)[0]);
      // Each tip is a 44 px target.
      expect((await tips.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // A tip runs its search here: the box shows it, results come, the address keeps it.
      await tips.first().click();
      await expect(page.locator('#search-page-input')).toHaveValue(texts[0]);
      await expect(page.locator('[data-search-result]').first()).toBeVisible();
      expect(new URL(page.url()).searchParams.get('q')).toBe(texts[0]);
    });
  }

  for (const [locale, query] of [
    ['en', 'campaign'],
    ['de', 'Kampagne'],
  ] as const) {
    test(`${locale}: every result has its section and an excerpt; the section filter narrows them`, async ({
      page,
    }) => {
      await page.goto(localized(locale, `/search?q=${encodeURIComponent(query)}`));
      await waitForHydration(page);
      const count = page.locator('[data-search-count]');
      await expect(count).toHaveAttribute('aria-live', 'polite');
      await expect(count).toContainText(/\d+/);
      const results = page.locator('[data-search-result]');
      await expect(results.first()).toBeVisible();
      const n = await results.count();
      for (let i = 0; i < n; i++) {
        const result = results.nth(i);
        await expect(result.locator('[data-search-section]')).not.toBeEmpty();
        await expect(result.locator('[data-search-excerpt]')).not.toBeEmpty();
      }
      // The matched words are highlighted in the excerpts.
      const highlighted = page.locator('[data-search-excerpt] .algolia-docsearch-suggestion--highlight');
      expect(await highlighted.count()).toBeGreaterThan(n / 2);

      const filter = page.getByLabel(message(locale, 'search.page.sectionFilter'));
      const options = await filter
        .locator('option')
        .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(options.length).toBeGreaterThan(1);
      // The largest section (the options follow the counts).
      const section = options[0];
      const expected = Number(
        /\((\d+)\)$/.exec((await filter.locator(`option[value="${section}"]`).innerText()) ?? '')?.[1],
      );
      await filter.selectOption(section);
      await expect(count).toContainText(String(expected));
      const sections = await page.locator('[data-search-section]').allInnerTexts();
      expect(new Set(sections)).toEqual(new Set([section]));
    });
  }

  for (const width of [320, 390, 768, 1280]) {
    test(`pagination keeps one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('es', '/search?q=campa%C3%B1a&page=3'));
      await waitForHydration(page);
      const nav = page.locator('main nav');
      await expect(nav.locator('[aria-current="page"]')).toHaveText('3');
      const layout = await nav.evaluate((element) => {
        const tops = Array.from(element.querySelectorAll('button'))
          .filter((button) => button.getClientRects().length > 0)
          .map((button) => Math.round(button.getBoundingClientRect().top));
        return { tops: [...new Set(tops)], overflow: element.scrollWidth - element.clientWidth };
      });
      expect(layout.tops).toHaveLength(1);
      expect(layout.overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('search modal on a 390 px phone', () => {
  test.use(phone);

  for (const locale of ['en', 'fr'] as const) {
    test(`${locale}: starters under "No recent searches", a clear icon, the count for screen readers`, async ({
      page,
    }) => {
      await openModal(page, localized(locale, '/'));
      const start = page.locator('[data-search-augment="start"]');
      await expect(start).toContainText(message(locale, 'search.modal.startScreen.noRecentSearchesText'));
      const starters = page.locator('[data-search-augment="starters"] button');
      const expected = searchStartersFor(locale);
      expect(expected.length).toBeGreaterThanOrEqual(4);
      expect(expected.length).toBeLessThanOrEqual(6);
      await expect(starters).toHaveText(expected);

      await starters.first().click();
      const input = page.locator('.DocSearch-Input');
      await expect(input).toHaveValue(expected[0]);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('[data-search-augment="count"]')).toHaveAttribute('aria-live', 'polite');
      await expect(page.locator('[data-search-augment="count"]')).toHaveText(/\d/);

      // The clear control: an icon with an accessible name, leaving the input its room.
      const clear = page.getByRole('button', { name: message(locale, 'search.modal.searchBox.clearButtonAriaLabel') });
      await expect(clear).toBeVisible();
      const clearBox = await clear.boundingBox();
      const inputBox = await input.boundingBox();
      expect(clearBox?.width).toBeLessThanOrEqual(32);
      expect((inputBox?.width ?? 0) / 390).toBeGreaterThan(0.5);
      expect(await clear.evaluate((el) => el.textContent?.trim() ?? '')).not.toBe('');
      expect(await clear.evaluate((el) => getComputedStyle(el).fontSize)).toBe('0px');

      // Typing keeps the query visible in the input.
      await input.fill('');
      await input.pressSequentially(locale === 'en' ? 'billing cryptocurrency' : 'facturation cryptomonnaie');
      const fits = await input.evaluate(
        (el) => (el as HTMLInputElement).scrollWidth <= (el as HTMLInputElement).clientWidth + 1,
      );
      expect(fits).toBe(true);

      // A starter chosen without opening a result is not a recent search.
      await clear.click();
      await expect(start).toContainText(message(locale, 'search.modal.startScreen.noRecentSearchesText'));
      await expect(page.locator('.DocSearch-Hit-source')).toHaveCount(0);
    });
  }

  test('the window fills the screen: no empty strip under the results', async ({ page }) => {
    await openModal(page, localized('es', '/'));
    await page.locator('.DocSearch-Input').fill('presupuesto');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const [dropdown, modal] = await Promise.all(
      ['.DocSearch-Dropdown', '.DocSearch-Modal'].map((s) => page.locator(s).boundingBox()),
    );
    expect(Math.abs(dropdown!.y + dropdown!.height - (modal!.y + modal!.height))).toBeLessThanOrEqual(1);
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
  });

  test('a starter whose result is opened joins the recent searches', async ({ page }) => {
    await openModal(page, localized('en', '/'));
    await page.locator('[data-search-augment="starters"] button').nth(2).click();
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/') || url.hash !== '');
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    await expect(page.locator('[data-search-augment="start"]')).toHaveCount(0);
  });
});

/** A colour as the browser computes it (`#a0a5eb` -> `rgb(160, 165, 235)`), read through a probe element. */
async function computedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.appendChild(probe);
    const out = getComputedStyle(probe).color;
    probe.remove();
    return out;
  }, colour);
}

test.describe('the search window and button look like the site', () => {
  test('phone: the starters are in the site font, aligned at one edge, each with a whole icon', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await openModal(page, localized('es', '/'));
    const starters = page.locator('[data-search-augment="starters"] li');
    await expect(starters.first()).toBeVisible();
    const layout = await starters.evaluateAll((items) =>
      items.map((li) => {
        const button = li.querySelector('button')!;
        const icon = li.querySelector('svg')!.getBoundingClientRect();
        return {
          font: getComputedStyle(button).fontFamily,
          left: Math.round(button.getBoundingClientRect().left),
          iconLeft: Math.round(icon.left),
          icon: [icon.width, icon.height],
        };
      }),
    );
    const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const item of layout) {
      expect(item.font).toBe(body);
      expect(item.left).toBe(layout[0].left);
      expect(item.iconLeft).toBe(layout[0].iconLeft);
      expect(item.icon).toEqual([16, 16]);
    }
    await context.close();
  });

  test('phone: the search button is a 44 x 44 icon named "Search" alone, no box around it in dark mode', async ({
    browser,
  }) => {
    for (const locale of ['en', 'es'] as const) {
      const context = await browser.newContext({ ...phone, colorScheme: 'dark' });
      await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      const page = await context.newPage();
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      const button = page.locator('nav.navbar .DocSearch-Button');
      await expect(button).toHaveAccessibleName(locale === 'en' ? 'Search' : 'Buscar');
      const box = (await button.boundingBox())!;
      expect(Math.round(box.width)).toBe(44);
      expect(Math.round(box.height)).toBe(44);
      const icon = (await button.locator('svg').boundingBox())!;
      expect(Math.abs(icon.x + icon.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(1);
      expect(Math.abs(icon.y + icon.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(1);
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
      await button.click();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await context.close();
    }
  });

  test('desktop, dark: the window is the grey of the navbar, matches in the site purple', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
    await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    await openModal(page, localized('de', '/'));
    const button = page.locator('nav.navbar .DocSearch-Button');
    // The desktop button keeps its shortcut hint.
    await expect(button.locator('.DocSearch-Button-Keys')).toHaveText(/Ctrl\s*K/);
    const surface = await page.locator('nav.navbar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await page.locator('.DocSearch-Modal').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(surface);
    await page.locator('.DocSearch-Input').fill('Budget');
    const mark = page.locator('.DocSearch-Hit mark').first();
    await expect(mark).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
    );
    expect(await mark.evaluate((el) => getComputedStyle(el).color)).toBe(await computedColour(page, primary));
    await context.close();
  });
});

test.describe('search results without repeats, no results in the locale quotes', () => {
  test('de: "Budget" lists each line of a page once', async ({ page }) => {
    await openModal(page, localized('de', '/'));
    await page.locator('.DocSearch-Input').fill('Budget');
    const hits = page.locator('.DocSearch-Hits .DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    await expect(page.locator('[data-search-augment="count"]')).toHaveText(/\d/);
    const shown = await hits.evaluateAll((links) =>
      links.map((a) => {
        const url = new URL((a as HTMLAnchorElement).href);
        return `${url.pathname} ${(a as HTMLElement).innerText.replace(/\s+/g, ' ').trim()}`;
      }),
    );
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.filter((line, i) => shown.indexOf(line) !== i)).toEqual([]);
    // The section keeps the line, with its own anchor.
    await expect(page.locator('.DocSearch-Hit a[href$="/create-a-campaign#budget"]')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hit a[href$="/troubleshooting#pacing-and-budget"]')).toHaveCount(1);
  });

  for (const [locale, open, close] of [
    ['en', '“', '”'],
    ['de', '„', '“'],
    ['es', '«', '»'],
    ['fr', '«', '»'],
  ] as const) {
    test(`${locale}: no results for a query, in the locale's quotes ${open} ${close}`, async ({ page }) => {
      await openModal(page, localized(locale, '/'));
      await page.locator('.DocSearch-Input').fill('xqzzy');
      const title = page.locator('.DocSearch-NoResults .DocSearch-Title:visible');
      await expect(title).toHaveCount(1);
      await expect(title.locator('strong')).toHaveText('xqzzy');
      const text = await title.innerText();
      expect(text).toMatch(new RegExp(`${open}\\s*xqzzy\\s*${close}$`));
      expect(text).not.toContain('"');
      expect(text).toBe(message(locale, 'search.modal.noResultsAnnounced').replace('{query}', 'xqzzy'));
    });
  }
});

test.describe('results page, one result per page', () => {
  test('es: "factura" shows each page once, its other matching sections as links under it', async ({ page }) => {
    await page.goto(localized('es', `/search?q=${encodeURIComponent('factura')}`));
    await waitForHydration(page);
    const results = page.locator('[data-search-result]');
    await expect(results.first()).toBeVisible();
    const pages = await results.evaluateAll((items) =>
      items.map((item) => new URL((item.querySelector('a') as HTMLAnchorElement).href).pathname),
    );
    expect(pages.filter((p, i) => pages.indexOf(p) !== i)).toEqual([]);
    // The billing page matches in several sections: they are links under its one result, to that page.
    const billing = results.filter({ has: page.locator('a[href$="/account-management/billing"]') });
    await expect(billing).toHaveCount(1);
    const more = billing.locator('[data-search-more] a');
    expect(await more.count()).toBeGreaterThan(0);
    for (const href of await more.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      expect(new URL(href).pathname).toMatch(/\/account-management\/billing$/);
      expect(new URL(href).hash).not.toBe('');
    }
    await expect(billing.locator('[data-search-more]')).toHaveAttribute('aria-label', 'También en esta página');
  });
});

test.describe('results page, near words', () => {
  test('es: a query matched only through a typo says so; an exact one does not', async ({ page }) => {
    await page.goto(localized('es', `/search?q=${encodeURIComponent('presupusto')}`));
    await waitForHydration(page);
    await expect(page.locator('[data-search-result]').first()).toBeVisible();
    await expect(page.locator('[data-search-similar]')).toHaveText(
      'Nada coincide exactamente con «presupusto». Estos resultados coinciden con palabras parecidas.',
    );
    await page.goto(localized('es', `/search?q=${encodeURIComponent('presupuesto')}`));
    await waitForHydration(page);
    await expect(page.locator('[data-search-result]').first()).toBeVisible();
    await expect(page.locator('[data-search-similar]')).toHaveCount(0);
  });
});

test.describe('results page controls', () => {
  test.use(phone);

  test('es: the site font in the box, the button and the section filter; a 44 px filter; underlined matches', async ({
    page,
  }) => {
    await page.goto(localized('es', '/search?q=presupuesto'));
    await waitForHydration(page);
    await expect(page.locator('[data-search-result]').first()).toBeVisible();
    const filter = page.getByLabel(message('es', 'search.page.sectionFilter'));
    await expect(filter).toBeVisible();
    const fonts = await page.evaluate(() =>
      ['body', '#search-page-input', 'form[role="search"] button', '#search-page-section'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).fontFamily,
      ),
    );
    expect(new Set(fonts).size).toBe(1);
    expect((await filter.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // A highlighted word in a title keeps the title link's underline.
    const highlight = page
      .locator('[data-search-result] a[class*="resultTitle"] .algolia-docsearch-suggestion--highlight')
      .first();
    await expect(highlight).toBeVisible();
    expect(await highlight.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  });
});

test.describe('results page highlights', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`es: every highlighted word keeps 4.5:1 on its tint (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(localized('es', '/search?q=presupuesto%20campa%C3%B1a'));
      const marks = page.locator('[data-search-result] .algolia-docsearch-suggestion--highlight');
      await expect(marks.first()).toBeVisible();
      const ratios = await marks.evaluateAll((els) => {
        const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) =>
          [r, g, b]
            .map((v) => v / 255)
            .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
        return els.map((el) => {
          // Translucent layers composited over the first opaque one (or the white canvas).
          const layers: number[][] = [];
          for (let node: Element | null = el; node; node = node.parentElement) {
            const [r, g, b, a = 1] = parse(getComputedStyle(node).backgroundColor);
            if (a > 0) layers.push([r, g, b, a]);
            if (a >= 1) break;
          }
          let background = [255, 255, 255];
          for (const [r, g, b, a] of layers.reverse())
            background = [
              r * a + background[0] * (1 - a),
              g * a + background[1] * (1 - a),
              b * a + background[2] * (1 - a),
            ];
          const [hi, lo] = [luminance(parse(getComputedStyle(el).color)), luminance(background)].sort((x, y) => y - x);
          return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
        });
      });
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('development server', () => {
  // One server for the group: its tests share a worker.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);
  let server: ChildProcess | null = null;
  const port = Number(process.env.E2E_DEV_PORT ?? 3917);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    if (!existsSync(docusaurus)) throw new Error('Docusaurus is not installed');
    server = spawn(
      process.execPath,
      [docusaurus, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, BROWSER: 'none' },
      },
    );
    const deadline = Date.now() + 220_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error('The development server did not start');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('the modal says search needs a production build, not that the network failed', async ({ page }) => {
    await openModal(page, `http://127.0.0.1:${port}/`);
    await page.locator('.DocSearch-Input').fill('refund');
    const screen = page.locator('[data-search-augment="error"]');
    await expect(screen).toContainText(message('en', 'search.modal.devNotice.titleText'), { timeout: 30_000 });
    await expect(screen).not.toContainText(message('en', 'search.modal.errorScreen.helpText'));
  });

  test('the search page says so too, with no retry', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/search?q=refund`);
    await waitForHydration(page);
    await expect(page.locator('[data-search-dev-notice]')).toContainText(
      message('en', 'search.modal.devNotice.titleText'),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
