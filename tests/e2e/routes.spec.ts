import { test, expect, locales, localized, htmlLang } from './fixtures';
import { specRoutes } from '../../config/routes';

const notFoundText = {
  de: ['Seite nicht gefunden'],
  en: ['Page Not Found', 'We could not find what you were looking for.'],
  es: ['Página no encontrada', 'No hemos podido encontrar lo que buscaba.'],
  fr: ['Page non trouvée'],
  pt: ['Página não encontrada'],
} as const;

for (const locale of locales) {
  // The stock smoke set (E2E_SUITE=stock-smoke, playwright.config.ts) builds en and es only.
  const smoke = locale === 'en' || locale === 'es' ? ' @smoke' : '';
  test.describe(`${locale} edition`, () => {
    // Status, language and title over HTTP for every route (fast); tests/e2e/sweep.spec.ts renders each
    // route in Chromium for console errors, CSP violations and axe.
    test(`every route of the spec answers 200 with lang ${htmlLang[locale]} and the brand in the title${smoke}`, async ({
      request,
    }) => {
      const problems: string[] = [];
      for (const route of specRoutes) {
        const path = localized(locale, route);
        const response = await request.get(path, { maxRedirects: 0 });
        const html = await response.text();
        const lang = /<html[^>]*\slang="?([\w-]+)/.exec(html)?.[1];
        const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
        if (lang !== htmlLang[locale]) problems.push(`${path}: lang ${lang}`);
        if (!/Brave|Anúncios|Anuncios/.test(title)) problems.push(`${path}: title "${title}"`);
        if (!/<h1[\s>]/.test(html)) problems.push(`${path}: no <h1>`);
      }
      expect(problems).toEqual([]);
    });

    test(`an unknown path gives 404 and the ${locale} not-found page${smoke}`, async ({ page, consoleErrors }) => {
      const path = localized(locale, '/this-page-does-not-exist');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      for (const text of notFoundText[locale]) await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
      // The browser reports the 404 document itself as a failed resource: that one is expected.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
    });

    test(`${localized(locale, '/policies')} lands on the advertiser policies index${smoke}`, async ({ page }) => {
      const response = await page.goto(localized(locale, '/policies'));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(localized(locale, '/category/advertiser-policies'));
    });
  });
}

test('.html and index.html paths land on their clean routes @smoke', async ({ page }) => {
  await page.goto('/es/ad-placements/brave-browser/ntt.html');
  expect(new URL(page.url()).pathname).toBe('/es/ad-placements/brave-browser/ntt');
  await page.goto('/es/index.html');
  expect(new URL(page.url()).pathname).toBe('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('responses are compressed and the 404 page is localized for a deep unknown path @smoke', async ({ request }) => {
  const home = await request.get('/es/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(home.headers()['content-encoding']).toBe('gzip');
  const missing = await request.get('/es/ad-placements/nope/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Página no encontrada');
});
