import { expect, test } from './fixtures';

/**
 * Illustrations follow the site's colour mode (src/plugins/markdown/themed-illustrations): the dark twin shows on a dark
 * page, whatever the system's setting, and no light panel is left on it.
 */
const PAGES = [
  '/getting-started/create-a-campaign',
  '/de/getting-started/create-a-campaign',
  '/es/ad-placements/brave-browser/ntt',
];

for (const theme of ['light', 'dark'] as const) {
  test(`illustrations show their ${theme} version on a ${theme} page, whatever the system prefers`, async ({
    page,
    site,
  }) => {
    // The system says the opposite of the site's choice.
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const path of PAGES) {
      await site.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const shown = page.locator('article img[src*="-mode-only"]:visible');
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute('src', new RegExp(`#gh-${theme}-mode-only$`));
      await expect(shown).toHaveAttribute('alt', /\S/);
      await expect(
        page.locator(`article img[src$="#gh-${theme === 'dark' ? 'light' : 'dark'}-mode-only"]`),
      ).toBeHidden();
    }
  });
}

test('switching the colour mode swaps the illustration at once', async ({ page, site }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await site.goto('/getting-started/create-a-campaign');
  await expect(page.locator('article img[src$="#gh-light-mode-only"]')).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(page.locator('article img[src$="#gh-dark-mode-only"]')).toBeVisible();
  await expect(page.locator('article img[src$="#gh-light-mode-only"]')).toBeHidden();
});
