import type { Locator, Page } from '@playwright/test';
import { test, expect, localized, phone, desktop } from './fixtures';

/**
 * Answers first on a 390 x 844 phone, with the announcement bar showing: the title high on every kind of doc page,
 * the page tools under it overlapping nothing, a placement's key numbers on the first screen, long pages folded into
 * their sections, a search page that holds still while results load and leads somewhere when nothing matched, and
 * the ways out (contact, Ads Manager) in the footer.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** Boxes of the visible elements a control must not cover: text, notices, headings, the contents box. */
async function boxesAround(page: Page): Promise<Array<Box & { what: string }>> {
  return page
    .locator(
      'article h1, article .breadcrumbs, article .alert, article .theme-admonition, article .markdown > p, article .doc-trust-dates, article .theme-doc-toc-mobile',
    )
    .evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return {
            x: r.x,
            y: r.y,
            width: r.width,
            height: r.height,
            what: `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60),
          };
        }),
    );
}

const docPages = [
  '/es/ad-placements/brave-browser/ntt',
  '/es/campaign-performance/API',
  '/es/account-management/billing',
  '/es/getting-started/create-a-campaign',
  // A translated policy page: the binding-English notice and the effective date used to come first.
  '/es/advertiser-policies/search-policies',
  '/advertiser-policies/search-policies',
  '/campaign-performance/status',
];

test.describe('the title first on a phone', () => {
  test.use(phone);

  for (const route of docPages) {
    test(`the title starts in the top 220 px and the page tools cover nothing: ${route}`, async ({ site, page }) => {
      await site.goto(route);
      await expect(site.announcementBar).toBeVisible();
      const title = (await page.locator('article h1').boundingBox())!;
      expect(title.y).toBeLessThanOrEqual(220);
      // "Copy page" and "On this page" come after the title, on one row under it.
      const copy = page.locator('article details summary').first();
      const toc = page.locator('article .theme-doc-toc-mobile');
      for (const control of [copy, toc]) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
        expect(box.y + box.height).toBeLessThanOrEqual(844);
      }
      const copyBox = (await copy.boundingBox())!;
      const covered = (await boxesAround(page)).filter(
        (b) => !b.what.includes('theme-doc-toc-mobile') && overlaps(copyBox, b),
      );
      expect(covered.map((b) => b.what)).toEqual([]);
      expect(overlaps(copyBox, (await toc.boundingBox())!)).toBe(false);
    });
  }

  test('a translated policy page: the binding-English notice sits under the title and its tools', async ({
    site,
    page,
  }) => {
    await site.goto('/es/advertiser-policies/search-policies');
    const notice = page.locator('.doc-binding-notice');
    await expect(notice).toContainText('La versión en inglés de esta política es la vinculante');
    const [title, copy, box] = await Promise.all([
      page.locator('article h1').boundingBox(),
      page.locator('article details summary').boundingBox(),
      notice.boundingBox(),
    ]);
    expect(box!.y).toBeGreaterThanOrEqual(title!.y + title!.height);
    expect(box!.y).toBeGreaterThanOrEqual(copy!.y + copy!.height);
    // Opening "Copy page" lays its panel over the page; closing it leaves the notice as it was.
    await page.locator('article details summary').click();
    await expect(page.getByRole('button', { name: 'Copiar página como Markdown' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await notice.boundingBox()).toEqual(box);
  });
});

test.describe("a placement's key numbers on the first screen of a phone", () => {
  test.use(phone);

  for (const route of [
    '/es/ad-placements/brave-browser/ntt',
    '/es/ad-placements/brave-browser/notification',
    '/es/ad-placements/brave-browser/dynamic-ntt',
    '/es/ad-placements/brave-search/keyword',
    '/ad-placements/brave-browser/ntt',
  ]) {
    test(route, async ({ site, page }) => {
      await site.goto(route);
      await expect(site.announcementBar).toBeVisible();
      const heading = page.locator('#at-a-glance');
      // The section opens the text: the first heading after the title, with its table of figures under it.
      await expect(page.locator('article .markdown h2').first()).toHaveAttribute('id', 'at-a-glance');
      const firstRow = page.locator('#at-a-glance ~ * table tbody tr').first();
      await expect(firstRow).toBeVisible();
      const [h, row] = [(await heading.boundingBox())!, (await firstRow.boundingBox())!];
      expect(h.y).toBeLessThan(844);
      expect(row.y + row.height).toBeLessThanOrEqual(844);
    });
  }
});

test.describe('a long page on a phone', () => {
  test.use(phone);

  const section = (page: Page, id: string): Locator => page.locator(`section:has(> div > h2#${id})`);

  test('folds its later sections under their headings; a contents link opens its section at the target', async ({
    site,
    page,
  }) => {
    await site.goto('/es/campaign-performance/API');
    const auth = section(page, 'authentication');
    await expect(auth).toHaveAttribute('data-collapsible-section', 'false');
    // The body is hidden until found: find-in-page and fragment links still reach it.
    await expect(page.locator('#authentication-section')).toHaveAttribute('hidden', 'until-found');
    await expect(page.locator('#authentication')).toBeVisible();
    // The first screen's section (the quick start) stays as it is.
    await expect(section(page, 'quick-start')).toHaveAttribute('data-collapsible-section', '');
    // The page reads as a list of its sections: a few screens, not dozens.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(844 * 12);

    const toggle = auth.getByRole('button', { name: 'Mostrar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    await expect(auth.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#authentication-section')).not.toHaveAttribute('hidden', /.*/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('article .theme-doc-toc-mobile button').first().click();
    await page.locator('article .theme-doc-toc-mobile a[href="#metrics"]').click();
    await expect(page).toHaveURL(/#metrics$/);
    await expect(section(page, 'campaign-report-v3')).toHaveAttribute('data-collapsible-section', 'true');
    await expect(page.locator('#metrics')).toBeInViewport();
  });

  test('a link into a folded section opens it on arrival, its heading id unchanged', async ({ site, page }) => {
    await site.goto('/es/campaign-performance/API#metrics');
    await expect(page.locator('#metrics')).toBeInViewport();
    await expect(section(page, 'campaign-report-v3')).not.toHaveAttribute('data-collapsible-section', 'false');
    await expect(section(page, 'errors-and-limits')).toHaveAttribute('data-collapsible-section', 'false');
  });
});

test.describe('a long page on a desktop', () => {
  test.use(desktop);

  test('shows every section open, with no fold buttons, and its widest table fits the text column', async ({
    site,
    page,
  }) => {
    await site.goto('/es/campaign-performance/API');
    await expect(page.locator('[data-collapsible-section="false"]')).toHaveCount(0);
    await expect(page.locator('[data-collapsible-section] button[aria-controls$="-section"]')).toHaveCount(0);
    await expect(page.locator('#authentication-section')).toBeVisible();
    const metrics = page.locator('#metrics ~ .table-scroll').first();
    await expect(metrics).toBeVisible();
    expect(await metrics.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  });
});

test.describe('the search page', () => {
  for (const [name, device] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test.describe(name, () => {
      test.use(device);

      test('holds still while results arrive (layout shift under 0.1)', async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { shift: number };
          w.shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >)
              if (!entry.hadRecentInput) w.shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // A slow connection: the index arrives well after the page has drawn.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/search-index/**', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/es/search?q=factura');
        await expect(page.locator('[data-search-skeleton]')).toBeVisible();
        release();
        await expect(page.locator('[data-search-result]').first()).toBeVisible();
        await expect(page.locator('[data-search-skeleton]')).toHaveCount(0);
        const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
        expect(shift).toBeLessThan(0.1);
      });
    });
  }

  test.describe('with no results', () => {
    test.use(phone);

    test('offers popular answers and the contact page', async ({ page }) => {
      await page.goto('/es/search?q=zzqxw');
      const popular = page.locator('[data-search-popular]');
      await expect(popular.getByRole('link')).toHaveCount(5);
      await expect(popular.getByRole('link', { name: 'Formas de pago' })).toHaveAttribute(
        'href',
        '/es/account-management/billing#ways-to-pay',
      );
      await expect(page.locator('[data-search-contact]')).toHaveAttribute('href', '/es/account-management/contact');
      for (const link of await popular.getByRole('link').all()) {
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
    });
  });
});

test.describe('ways out', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`the footer leads to the contact page and to Ads Manager (${locale})`, async ({ site, page }) => {
      await site.goto(localized(locale, '/ad-placements/brave-browser/ntt'));
      const footer = page.locator('footer');
      const contact = footer.getByRole('link', { name: locale === 'es' ? 'Contacto' : 'Contact us' });
      await expect(contact).toHaveAttribute('href', localized(locale, '/account-management/contact'));
      const adsManager = footer.getByRole('link', { name: locale === 'es' ? /Ir a Ads Manager/ : /Go to Ads Manager/ });
      await expect(adsManager).toHaveAttribute('href', 'https://ads.brave.com');
    });
  }
});
