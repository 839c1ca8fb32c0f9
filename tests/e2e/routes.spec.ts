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
  test.describe(`${locale} edition`, () => {
    for (const route of specRoutes) {
      const path = localized(locale, route);
      test(`${path} answers 200 with lang ${htmlLang[locale]} and the brand in the title`, async ({ page, site }) => {
        const response = await site.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
        await expect(page).toHaveTitle(/Brave|Anúncios|Anuncios/);
        await expect(page.locator('h1').first()).toBeVisible();
      });
    }

    test(`an unknown path gives 404 and the ${locale} not-found page`, async ({ page, consoleErrors }) => {
      const path = localized(locale, '/this-page-does-not-exist');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      for (const text of notFoundText[locale]) await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
      // The browser reports the 404 document itself as a failed resource: that one is expected.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
    });

    test(`${localized(locale, '/policies')} lands on the advertiser policies index`, async ({ page }) => {
      const response = await page.goto(localized(locale, '/policies'));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(localized(locale, '/category/advertiser-policies'));
    });
  });
}

test('.html and index.html paths land on their clean routes', async ({ page }) => {
  await page.goto('/es/ad-placements/brave-browser/ntt.html');
  expect(new URL(page.url()).pathname).toBe('/es/ad-placements/brave-browser/ntt');
  await page.goto('/es/index.html');
  expect(new URL(page.url()).pathname).toBe('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
});

test('responses are compressed and the 404 page is localized for a deep unknown path', async ({ request }) => {
  const home = await request.get('/es/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(home.headers()['content-encoding']).toBe('gzip');
  const missing = await request.get('/es/ad-placements/nope/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Página no encontrada');
});
