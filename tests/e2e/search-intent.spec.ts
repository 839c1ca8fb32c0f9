/**
 * Nothing asked of search is lost while its code loads: a Ctrl+K or a tap on the search button before the page
 * hydrated, or while the modal's chunk downloads, opens the modal as soon as it can, with what was typed meanwhile
 * as its query, and the modal never shows "No results" while its index loads. The slow network is stood in for by
 * holding the page's script requests (route interception) until the keys are pressed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';

import { AXE_TAGS, expect, localized, phone, test, waitForHydration } from './fixtures';

/**
 * Holds matching script and index requests once start() is called; release(which) lets the held ones that match
 * through and stops holding such requests (all of them without an argument).
 */
async function holdRequests(page: Page, held: (url: string) => boolean) {
  const waiting: Route[] = [];
  let holding = false;
  const released: Array<(url: string) => boolean> = [];
  await page.route(/\/(assets\/js\/[^/]+\.js|search-index\/[^/]+\.json)(\?|$)/, async (route) => {
    const url = route.request().url();
    if (holding && held(url) && !released.some((match) => match(url))) waiting.push(route);
    else await route.continue();
  });
  return {
    start: () => {
      holding = true;
    },
    count: () => waiting.length,
    release: async (which: (url: string) => boolean = () => true) => {
      released.push(which);
      const now = waiting.filter((route) => which(route.request().url()));
      waiting.splice(0, waiting.length, ...waiting.filter((route) => !now.includes(route)));
      await Promise.all(now.map((route) => route.continue()));
    },
  };
}

/**
 * Opens `route` with matching script and index requests held from the first byte, and returns once the page has
 * asked for one and `ready` holds in it (what the HTML or the main bundle set up by then).
 */
async function loadHeld(page: Page, route: string, held: (url: string) => boolean, ready: string) {
  const requests = await holdRequests(page, held);
  requests.start();
  await page.goto(route, { waitUntil: 'commit' });
  await expect.poll(() => requests.count()).toBeGreaterThan(0);
  await page.waitForFunction((name) => name in window, ready);
  return requests;
}

/** Records, from now on, whether the modal's "No results" screen was ever shown. */
async function watchNoResults(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { noResultsSeen: boolean };
    w.noResultsSeen = false;
    new MutationObserver(() => {
      const screen = document.querySelector('.DocSearch-NoResults');
      if (screen?.checkVisibility()) w.noResultsSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { noResultsSeen: boolean }).noResultsSeen);
}

test.describe('search intent kept while its code loads', () => {
  test('Ctrl+K while the modal chunk downloads opens it with what was typed, and no "No results" on the way', async ({
    page,
  }) => {
    const requests = await holdRequests(page, () => true);
    await page.goto(localized('en', '/'));
    await waitForHydration(page);
    requests.start();
    const noResultsSeen = await watchNoResults(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('billing');
    // The modal's code was asked for and is still held: the keys above were pressed before it could take them.
    await expect.poll(() => requests.count()).toBeGreaterThan(0);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // Meanwhile a search box holds the text, in a dialog that says search is loading.
    const box = page.getByRole('dialog', { name: 'Search' });
    await expect(box.getByRole('searchbox')).toHaveValue('billing');
    await expect(box.getByRole('searchbox')).toBeFocused();
    await expect(box.getByRole('status')).toHaveText('Loading search…');
    // The modal's code arrives; the index does not yet.
    await requests.release((url) => url.includes('/assets/js/'));
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('billing');
    await expect(page.locator('[data-search-shell]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading search…' })).toBeVisible();
    // While the index is held, the modal says it is loading, never that nothing matched.
    expect(await noResultsSeen()).toBe(false);
    await requests.release();
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading search…' })).toBeHidden();
  });

  test('a tap on the search button before the page hydrated opens the modal once it has, with the typed text', async ({
    page,
  }) => {
    // Everything but the runtime and the main bundle (which carry the listener that keeps the tap) waits.
    // The main bundle has run (Docusaurus exposes window.docusaurus there), its route chunks are still held.
    const requests = await loadHeld(
      page,
      localized('en', '/'),
      (url) => !/\/(runtime~main|main)\.[0-9a-f]+\.js/.test(url),
      'docusaurus',
    );
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await page.locator('.DocSearch-Button').click();
    await page.keyboard.type('invoice');
    await requests.release();
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('invoice');
  });

  test("Ctrl+K and the keys after it, pressed before any of the page's scripts arrived, open the modal with them", async ({
    page,
  }) => {
    // Every script file waits, the runtime and the main bundle too: only what the HTML itself holds can listen.
    const requests = await loadHeld(page, localized('en', '/'), () => true, '__searchEarly');
    expect(await page.evaluate(() => 'docusaurus' in window)).toBe(false);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('invoice');
    await page.keyboard.press('Backspace');
    await requests.release();
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('invoic');
  });

  test('Escape after an early Ctrl+K takes the request back: nothing opens once the scripts arrive', async ({
    page,
  }) => {
    const requests = await loadHeld(page, localized('en', '/'), () => true, '__searchEarly');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('ref');
    await page.keyboard.press('Escape');
    await requests.release();
    await waitForHydration(page);
    await expect(page.locator('[data-search-shell], .DocSearch-Modal')).toHaveCount(0);
  });

  test('accented letters and text from an input method, typed before the page hydrated, reach the modal', async ({
    page,
  }) => {
    const requests = await loadHeld(
      page,
      localized('es', '/'),
      (url) => !/\/(runtime~main|main)\.[0-9a-f]+\.js/.test(url),
      'docusaurus',
    );
    await page.keyboard.press('Control+k');
    // Characters without a key of their own arrive as text input (as from an input method or a phone's keyboard).
    await page.keyboard.type('facturación');
    await page.keyboard.insertText(' campañas');
    await expect(page.getByRole('dialog', { name: 'Buscar' }).getByRole('searchbox')).toHaveValue(
      'facturación campañas',
    );
    await requests.release();
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('facturación campañas');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  });

  for (const how of ['Escape', 'the close button'] as const) {
    test(`closing the search box with ${how} before the modal loaded cancels the search`, async ({ page }) => {
      const requests = await holdRequests(page, () => true);
      await page.goto(localized('en', '/'));
      await waitForHydration(page);
      requests.start();
      const button = page.locator('.DocSearch-Button');
      await button.focus();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('refund');
      const box = page.getByRole('dialog', { name: 'Search' });
      await expect(box).toBeVisible();
      // Tab stays in the dialog: the field and its close button.
      await page.keyboard.press('Tab');
      await expect(box.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(box.getByRole('searchbox')).toBeFocused();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await box.getByRole('button', { name: 'Close' }).click();
      await expect(box).toHaveCount(0);
      await expect(button).toBeFocused();
      // The modal's code arriving later opens nothing.
      await requests.release();
      await expect.poll(() => requests.count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      // Search opens again on the next request, with an empty query.
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal .DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Modal .DocSearch-Input')).toHaveValue('');
    });
  }

  test.describe('phone', () => {
    test.use(phone);
    test('the search box fills the screen, its controls are 44 px, and axe finds nothing in either mode', async ({
      page,
    }) => {
      const requests = await holdRequests(page, () => true);
      await page.goto(localized('fr', '/'));
      await waitForHydration(page);
      requests.start();
      await page.locator('.DocSearch-Button').tap();
      const box = page.getByRole('dialog', { name: 'Rechercher' });
      await expect(box.getByRole('searchbox')).toBeFocused();
      const size = await box.boundingBox();
      expect(size).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      for (const control of [box.getByRole('searchbox'), box.getByRole('button')]) {
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      for (const theme of ['light', 'dark']) {
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        const results = await new AxeBuilder({ page })
          .include('[data-search-shell]')
          .options({ resultTypes: ['violations'] })
          .withTags(AXE_TAGS)
          .analyze();
        expect(
          results.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
        ).toEqual([]);
      }
      await requests.release();
      await expect(page.locator('.DocSearch-Modal .DocSearch-Input')).toBeFocused();
    });
  });
});
