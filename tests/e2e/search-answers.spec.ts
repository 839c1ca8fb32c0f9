/**
 * Answers, not only links: a query that names a placement and one of its figures shows the figure above the
 * results, in the modal and on the search page, with a link to the heading that states it. Runs on the Spanish
 * build (SERVE_DIR=build-es); the expected figure is read from the data module, not written here.
 */
import type { Page } from '@playwright/test';

import { buyingRoutes, placements } from '../../src/data/placements';
import { contrastRatio, expect, localized, openSearchModal, phone, test, waitForHydration } from './fixtures';

const { widthPx, heightPx } = placements.ntt.backgroundImages.size;
const sizeText = new RegExp(`${widthPx.toLocaleString('es')}\\s*×\\s*${heightPx.toLocaleString('es')}\\s*px`);
const titleChars = placements.notification.adCopy.title.maxChars;

/**
 * Switches the colour mode and waits until every transition it started has ended (Infima's links change colour
 * with one): colours read mid-way are neither theme's.
 */
async function setTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate(async (t) => {
    document.documentElement.setAttribute('data-theme', t);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  }, theme);
}

test.describe('search answers (es)', () => {
  test('the modal shows the image size of the new tab takeover, with a working source link', async ({ page }) => {
    await page.goto(localized('es', '/'));
    await waitForHydration(page);
    const input = await openSearchModal(page);
    await input.fill('tamaño de imagen nueva pestaña');
    const card = page.locator('.DocSearch-Modal [data-search-answer]');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(sizeText);
    await expect(card).toContainText('Anuncio de nueva pestaña');
    // Above the hits.
    const hit = page.locator('.DocSearch-Modal .DocSearch-Hit').first();
    await expect(hit).toBeVisible({ timeout: 20_000 });
    const [cardBox, hitBox] = [await card.boundingBox(), await hit.boundingBox()];
    expect(cardBox!.y).toBeLessThan(hitBox!.y);
    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('href', '/es/ad-placements/brave-browser/ntt#background-images');
    // Keyboard: a few Tabs from the input (past the search bar's clear and close buttons) reach the link.
    let reached = false;
    for (let i = 0; i < 5 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await link.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/ad-placements\/brave-browser\/ntt#background-images$/);
    await expect(page.locator('#background-images')).toBeVisible();
    await expect(page.locator('table[data-section="backgroundImages"]')).toContainText(sizeText);
  });

  test.describe('phone', () => {
    test.use(phone);
    test('the search page shows the title length of notification ads at 390 px', async ({ page }) => {
      await page.goto(`${localized('es', '/search')}?q=${encodeURIComponent('longitud del título notificación')}`);
      await waitForHydration(page);
      const card = page.locator('main [data-search-answer]');
      await expect(card).toBeVisible();
      await expect(card).toContainText(String(titleChars));
      const link = card.getByRole('link', { name: 'Ver la fuente' });
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      await link.click();
      await expect(page).toHaveURL(/\/es\/ad-placements\/brave-browser\/notification#ad-copy$/);
      await expect(page.locator('table[data-section="adCopy"]')).toContainText(String(titleChars));
    });

    test('label, value and link read at WCAG AA contrast in light and dark mode', async ({ page }) => {
      await page.goto(`${localized('es', '/search')}?q=${encodeURIComponent('ntt tamaño del logotipo')}`);
      await waitForHydration(page);
      const card = page.locator('main [data-search-answer]');
      await expect(card).toBeVisible();
      for (const theme of ['light', 'dark']) {
        await setTheme(page, theme);
        const colours = await card.evaluate((el) => {
          const background = getComputedStyle(el).backgroundColor;
          return Array.from(el.querySelectorAll('p, a')).map((child) => ({
            colour: getComputedStyle(child).color,
            background,
          }));
        });
        expect(colours).toHaveLength(3);
        for (const { colour, background } of colours) {
          expect(contrastRatio(colour, background), `${theme}: ${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });

    test('the search page shows the minimum spend of both ways to buy, linked to the Introduction', async ({
      page,
    }) => {
      await page.goto(`${localized('es', '/search')}?q=${encodeURIComponent('presupuesto mínimo')}`);
      await waitForHydration(page);
      const card = page.locator('main [data-search-answer]');
      await expect(card).toBeVisible();
      await expect(card).toContainText('Inversión mínima');
      // Each route's name beside its own figure, grouped as Spanish writes it ("10 000 USD").
      const figures = card.locator('dl > div');
      await expect(figures).toHaveCount(2);
      const amount = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+$)/g, '\\s') + '\\sUSD');
      await expect(figures.filter({ hasText: 'Servicio gestionado' })).toContainText(
        amount(buyingRoutes['managed-service'].minimumSpendUsd),
      );
      await expect(figures.filter({ hasText: 'Autoservicio' })).toContainText(
        amount(buyingRoutes['self-service'].minimumSpendUsd),
      );
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      for (const theme of ['light', 'dark']) {
        await setTheme(page, theme);
        const colours = await card.evaluate((el) => {
          const background = getComputedStyle(el).backgroundColor;
          return Array.from(el.querySelectorAll('dt, dd')).map(
            (child) => getComputedStyle(child).color + ' on ' + background,
          );
        });
        for (const pair of colours) {
          const [colour, background] = pair.split(' on ');
          expect(contrastRatio(colour!, background!), `${theme}: ${pair}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      await card.getByRole('link', { name: 'Ver la fuente' }).click();
      await expect(page).toHaveURL(/\/es\/#two-ways-to-buy-managed-service-and-self-service$/);
      await expect(page.locator('#two-ways-to-buy-managed-service-and-self-service')).toBeVisible();
    });

    test('no answer for a query without a clear placement and figure', async ({ page }) => {
      await page.goto(`${localized('es', '/search')}?q=${encodeURIComponent('tamaño de imagen')}`);
      await waitForHydration(page);
      await expect(page.locator('[data-search-count]')).not.toBeEmpty({ timeout: 20_000 });
      await expect(page.locator('[data-search-answer]')).toHaveCount(0);
    });
  });
});
