/**
 * Answers, not only links: a query that names a placement and one of its figures shows the figure above the
 * results, in the modal and on the search page, with a link to the heading that states it. Runs on the Spanish
 * build (SERVE_DIR=build-es); the expected figure is read from the data module, not written here.
 */
import { placements } from '../../src/data/placements';
import { contrastRatio, expect, localized, openSearchModal, phone, test, waitForHydration } from './fixtures';

const { widthPx, heightPx } = placements.ntt.backgroundImages.size;
const sizeText = new RegExp(`${widthPx.toLocaleString('es')}\\s*×\\s*${heightPx.toLocaleString('es')}\\s*px`);
const titleChars = placements.notification.adCopy.title.maxChars;

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
        // The colours change with a transition (Infima's links), started at the next style update: they are read
        // once every one has ended, as a visitor sees them (read mid-way, a link's colour is neither theme's).
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

    test('no answer for a query without a clear placement and figure', async ({ page }) => {
      await page.goto(`${localized('es', '/search')}?q=${encodeURIComponent('tamaño de imagen')}`);
      await waitForHydration(page);
      await expect(page.locator('[data-search-count]')).not.toBeEmpty({ timeout: 20_000 });
      await expect(page.locator('[data-search-answer]')).toHaveCount(0);
    });
  });
});
