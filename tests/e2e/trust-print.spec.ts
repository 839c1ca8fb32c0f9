import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { brand } from '../../config/brand';
import { checkRepository } from '../../scripts/lib/edit-links';
import { test, expect, localized, type Locale } from './fixtures';

/**
 * Trust signals and print: last-updated and effective dates, the binding-English and
 * translated-from notices, edit / suggest-translation links, the Markdown twin link, and the
 * printed document (Chromium's PDF output, read back with unpdf).
 */

const POLICY = '/advertiser-policies/search-policies';
const BROWSER_POLICY = '/advertiser-policies/browser-policies';
const REPORTING = '/campaign-performance/reporting';
const SPECS = '/ad-placements/brave-browser/ntt';
/** Our repository (config/brand.ts), or null: then pages show no edit or suggest-translation link. */
const REPOSITORY = checkRepository(brand.repository);

/** The page's edit link opens `file` of our repository with `label`, or there is none when none is configured. */
async function expectEditLink(page: Page, label: string, file?: string): Promise<void> {
  const edit = page.locator('a.theme-edit-this-page');
  if (!REPOSITORY) {
    await expect(edit).toHaveCount(0);
    return;
  }
  await expect(edit).toHaveText(label);
  if (file) await expect(edit).toHaveAttribute('href', `${REPOSITORY.url}/edit/${REPOSITORY.branch}/${file}`);
}
const SITE = 'https://ads-help.brave.com';

/** Visible text of the PDF, all pages, whitespace collapsed; and its page count. */
async function printToPdf(page: Page): Promise<{ text: string; pages: number }> {
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

// Headings end in a zero-width space (the hash link), which prints as nothing.
const collapse = (text: string): string =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test.describe('dates and links on doc pages', () => {
  test('en policy page: effective date, last updated, edit link, no binding notice', async ({ site, page }) => {
    await site.goto(POLICY);
    await expect(page.locator('.doc-effective-date')).toHaveText('Effective date: March 11, 2024');
    await expect(page.locator('.doc-effective-date time')).toHaveAttribute('datetime', '2024-03-11');
    await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expectEditLink(page, 'Edit this page', 'docs/advertiser-policies/search-policies.md');
    await expect(page.locator('.doc-binding-notice')).toHaveCount(0);
    await expect(page.locator('.doc-translated-from')).toHaveCount(0);
  });

  test('en browser policies state no date, so none is shown', async ({ site, page }) => {
    await site.goto(BROWSER_POLICY);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.doc-effective-date')).toHaveCount(0);
  });

  test('es policy page: binding-English notice linking to the English page, dates in Spanish, suggest-translation link', async ({
    site,
    page,
  }) => {
    await site.goto(localized('es', POLICY));
    const notice = page.getByRole('note', { name: 'La versión en inglés de esta política es la vinculante' });
    await expect(notice).toBeVisible();
    const english = notice.getByRole('link', { name: 'Lea la versión en inglés' });
    await expect(english).toHaveAttribute('href', POLICY);
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(page.locator('.doc-effective-date')).toHaveText('Fecha de entrada en vigor: 11 de marzo de 2024');
    await expect(page.locator('.doc-translated-from-full')).toHaveText(
      /^Traducido de la versión en inglés del \d{1,2} de [a-z]+ de \d{4}$/,
    );
    await expect(
      page.locator('.doc-translated-from-full').getByRole('link', { name: 'versión en inglés' }),
    ).toHaveAttribute('href', POLICY);
    await expectEditLink(
      page,
      'Sugerir una traducción mejor',
      'i18n/es/docusaurus-plugin-content-docs/current/advertiser-policies/search-policies.md',
    );
    await english.click();
    await expect(page).toHaveURL(new RegExp(`${POLICY}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  for (const locale of ['en', 'es'] as const) {
    test(`${locale}: the page names its Markdown twin exactly when the build wrote one`, async ({
      site,
      page,
      request,
    }) => {
      const route = localized(locale, POLICY);
      await site.goto(route);
      const twin = await request.get(`${route}.md`);
      const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
      if (twin.ok()) {
        await expect(link).toHaveAttribute('href', `${route}.md`);
        expect(await twin.text()).toContain(collapse(await page.locator('article h1').innerText()));
      } else {
        // A build without the Markdown plugin (src/plugins/content/llms): no link to a missing file.
        await expect(link).toHaveCount(0);
      }
    });
  }

  for (const [locale, translatedFrom, suggest] of [
    ['de', /^Übersetzt aus der englischen Fassung vom \d{1,2}\. [A-Za-zä]+ \d{4}$/, 'Bessere Übersetzung vorschlagen'],
    ['fr', /^Traduit de la version anglaise du \d{1,2}(er)? [a-zéû]+ \d{4}$/, 'Proposer une meilleure traduction'],
    ['pt', /^Traduzido da versão em inglês de \d{1,2} de [a-zç]+ de \d{4}$/, 'Sugerir uma tradução melhor'],
  ] as const) {
    test(`${locale} guide: translated-from date and suggest-translation link, no policy notice`, async ({
      site,
      page,
    }) => {
      await site.goto(localized(locale as Locale, REPORTING));
      await expect(page.locator('.doc-translated-from-full')).toHaveText(translatedFrom);
      // The line links to the English version of the same page; the phone's short wording is not shown here.
      await expect(page.locator('.doc-translated-from-full a')).toHaveAttribute('href', REPORTING);
      await expect(page.locator('.doc-translated-from-short')).toBeHidden();
      await expectEditLink(page, suggest);
      await expect(page.locator('.doc-binding-notice')).toHaveCount(0);
      await expect(page.locator('.doc-effective-date')).toHaveCount(0);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no WCAG 2.2 AA violation on the es policy page with its notices (${theme})`, async ({
      site,
      page,
    }) => {
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await site.goto(localized('es', POLICY));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('.doc-binding-notice')).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('print', () => {
  test('print media hides the chrome, shows the URL header, link targets and ruled black tables', async ({
    site,
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await site.goto(SPECS);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      'nav.navbar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.theme-doc-breadcrumbs',
      '.theme-doc-footer',
      '.pagination-nav',
      'footer.footer',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.locator('.doc-print-header')).toBeVisible();
    await expect(page.locator('.doc-print-header')).toContainText(`${SITE}${SPECS}`);
    const cell = page.locator('.theme-doc-markdown table td').first();
    const cellStyle = await cell.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, border: s.borderTopColor, width: s.borderTopWidth, bg: s.backgroundColor };
    });
    // Dark mode on screen, ink on paper.
    expect(cellStyle).toEqual({ color: 'rgb(0, 0, 0)', border: 'rgb(0, 0, 0)', width: '1px', bg: 'rgba(0, 0, 0, 0)' });
    expect(
      await page
        .locator('.theme-doc-markdown table')
        .first()
        .evaluate((el) => getComputedStyle(el).breakInside),
    ).toBe('avoid');
    const external = page.locator('.theme-doc-markdown a[href^="http"]').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((el) => getComputedStyle(el, '::after').content)).toBe(`" (${href})"`);
  });

  for (const [locale, policy] of [
    ['en', POLICY],
    ['es', POLICY],
    ['en', BROWSER_POLICY],
    ['es', BROWSER_POLICY],
  ] as const) {
    test(`${locale} ${policy}: the printed policy page is the article, with URL and date on top and no chrome`, async ({
      site,
      page,
    }) => {
      await site.goto(localized(locale, policy));
      const title = collapse(await page.locator('article h1').innerText());
      const firstParagraph = collapse(await page.locator('.theme-doc-markdown > p').first().innerText());
      const lastHeading = collapse(await page.locator('.theme-doc-markdown h2').last().innerText());
      const navbarText = collapse(await page.locator('nav.navbar .navbar__items').first().innerText());
      const footerText = collapse(await page.locator('footer.footer .footer__copyright').innerText());

      const { text, pages } = await printToPdf(page);
      test.info().annotations.push({ type: 'pdf pages', description: `${locale} ${policy}: ${pages}` });
      console.log(`PDF pages, ${locale} ${policy}: ${pages}`);

      expect(text).toContain(`${SITE}${localized(locale, policy)}`);
      expect(text).toContain(title);
      expect(text).toContain(firstParagraph.slice(0, 60));
      expect(text).toContain(lastHeading);
      if (locale === 'es') expect(text).toContain('La versión en inglés de esta política es la vinculante');
      expect(text).not.toContain(navbarText);
      expect(text).not.toContain(footerText);
      expect(text).not.toContain(locale === 'en' ? 'Edit this page' : 'Sugerir una traducción mejor');
      // A legal text of this length fills a handful of A4 pages, not dozens (chrome or a broken layout would).
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(25);
    });
  }
});
