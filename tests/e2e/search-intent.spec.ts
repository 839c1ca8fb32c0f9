/**
 * Nothing asked of search is lost while its code loads: a Ctrl+K or a tap on the search button before the page
 * hydrated, or while the modal's chunk downloads, opens the modal as soon as it can, with what was typed meanwhile
 * as its query, and the modal never shows "No results" while its index loads. The slow network is stood in for by
 * holding the page's script requests (route interception) until the keys are pressed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';

import { AXE_TAGS, expect, localized, phone, searchShortcutReady, test, waitForHydration } from './fixtures';

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

/**
 * Holds DocSearch's modal code (the chunk that draws its hits) from now on, so that search stays in the box shown
 * while it loads; everything else, the search worker and the index included, arrives. release() lets it through.
 */
async function holdModalCode(page: Page) {
  const waiting: Array<() => Promise<void>> = [];
  let released = false;
  await page.route(/\/assets\/js\/[^/]+\.js(\?|$)/, async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: Buffer;
    try {
      response = await route.fetch();
      body = await response.body();
    } catch {
      // The page dropped the request (it navigated, or the test ended): nothing to deliver.
      return;
    }
    const deliver = () => route.fulfill({ response, body }).catch(() => undefined);
    if (!released && body.includes('DocSearch-Hit-source')) waiting.push(deliver);
    else await deliver();
  });
  return {
    count: () => waiting.length,
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((deliver) => deliver()));
    },
  };
}

/** axe finds nothing in the search box, in light mode and in dark mode. */
async function expectSearchBoxAccessibleInBothModes(page: Page) {
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
    await expect(box.getByRole('combobox')).toHaveValue('billing');
    await expect(box.getByRole('combobox')).toBeFocused();
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
    await expect(page.getByRole('dialog', { name: 'Buscar' }).getByRole('combobox')).toHaveValue(
      'facturación campañas',
    );
    await requests.release();
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('facturación campañas');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  });

  test("the box lists the results of what is typed while the modal's code is on its way, from the search worker", async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(localized('en', '/'));
    await waitForHydration(page);
    await searchShortcutReady(page);
    const modalCode = await holdModalCode(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('invoice');
    const box = page.getByRole('dialog', { name: 'Search' });
    const field = box.getByRole('combobox');
    await expect(field).toHaveValue('invoice');
    const options = box.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect.poll(() => modalCode.count()).toBeGreaterThan(0);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // The same pages the modal lists for the query, answered by the worker the page's policy lets run.
    expect(workers).toEqual([expect.stringMatching(/\/assets\/js\/[^/]+\.js$/)]);
    await expect(options.first()).toHaveAttribute('data-url', /^\/[^/]/);
    await expect(options.first()).not.toHaveText('');
    await expect(box.getByRole('status')).toBeHidden();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    expect(await options.count()).toBeGreaterThan(1);
    // The arrows move through the list with focus kept in the field, and Enter opens the highlighted page.
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await expect(field).toBeFocused();
    const href = await options.nth(1).getAttribute('data-url');
    expect(href).toMatch(/^\/[^/]/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
  });

  test('the modal takes over from a box that lists results with no loading line between, keeping what was typed', async ({
    page,
  }) => {
    await page.goto(localized('en', '/'));
    await waitForHydration(page);
    await searchShortcutReady(page);
    const modalCode = await holdModalCode(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('invoice');
    const box = page.getByRole('dialog', { name: 'Search' });
    await expect(box.getByRole('option').first()).toBeVisible();
    // From now on: was the modal ever on screen saying it loads, or with no results shown and no box over it?
    await page.evaluate(() => {
      const w = window as unknown as { gap: string[] };
      w.gap = [];
      new MutationObserver(() => {
        const modal = document.querySelector('.DocSearch-Modal');
        if (!modal || document.querySelector('[data-search-shell]')) return;
        const loading = Array.from(modal.querySelectorAll('[role="status"]')).some(
          (status) => status.textContent === 'Loading search…' && status.checkVisibility(),
        );
        if (loading) w.gap.push('loading');
        else if (!modal.querySelector('.DocSearch-Hit')) w.gap.push('empty');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await modalCode.release();
    await page.keyboard.type(' due');
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('invoice due');
    await expect(page.locator('[data-search-shell]')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { gap: string[] }).gap)).toEqual([]);
  });

  test('the box says when nothing matches, and never before it could look', async ({ page }) => {
    await page.goto(localized('de', '/'));
    await waitForHydration(page);
    await searchShortcutReady(page);
    // The index is held (the worker asks for it and waits), and the modal's code (routed first: added last).
    const index = await holdRequests(page, (url) => url.includes('/search-index/'));
    index.start();
    await holdModalCode(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('qqxzvw');
    const box = page.getByRole('dialog', { name: 'Suche' });
    const status = box.getByRole('status');
    await expect(box.getByRole('combobox')).toHaveValue('qqxzvw');
    await expect.poll(() => index.count()).toBeGreaterThan(0);
    await expect(status).toHaveText('Suche wird geladen…');
    await index.release();
    await expect(status).toHaveText('Keine Ergebnisse für „qqxzvw“');
    await expect(box.getByRole('option')).toHaveCount(0);
    await expect(box.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a search worker whose script does not load loses nothing: the page answers on its own thread', async ({
    page,
  }) => {
    // Every worker the page starts asks for a script that is not there (as a blocked or deleted file would).
    await page.addInitScript(() => {
      const Real = window.Worker;
      const w = window as unknown as { workersStarted: number };
      w.workersStarted = 0;
      window.Worker = class extends Real {
        constructor(_url: string | URL, options?: WorkerOptions) {
          w.workersStarted += 1;
          super('/assets/js/no-such-worker.js', options);
        }
      };
    });
    await page.goto(localized('es', '/'));
    await waitForHydration(page);
    const modalCode = await holdModalCode(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('facturación');
    const box = page.getByRole('dialog', { name: 'Buscar' });
    await expect(box.getByRole('option').first()).toContainText(/factura/i);
    expect(await page.evaluate(() => (window as unknown as { workersStarted: number }).workersStarted)).toBe(1);
    const first = await box.getByRole('option').first().getAttribute('data-url');
    // And the modal, once its code arrives, answers the same way: its first result is the box's.
    await modalCode.release();
    await expect(page.locator('.DocSearch-Modal .DocSearch-Input')).toHaveValue('facturación');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit a').first()).toHaveAttribute('href', first!);
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
      await expect(box.getByRole('combobox')).toBeFocused();
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
      await expect(box.getByRole('combobox')).toBeFocused();
      const size = await box.boundingBox();
      expect(size).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      for (const control of [box.getByRole('combobox'), box.getByRole('button')]) {
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await expectSearchBoxAccessibleInBothModes(page);
      await requests.release();
      await expect(page.locator('.DocSearch-Modal .DocSearch-Input')).toBeFocused();
    });

    test("the box's results are 44 px targets, readable in both modes, and a tap opens one", async ({ page }) => {
      await page.goto(localized('pt', '/'));
      await waitForHydration(page);
      await holdModalCode(page);
      await page.locator('.DocSearch-Button').tap();
      await page.keyboard.type('fatura');
      const box = page.getByRole('dialog', { name: 'Pesquisar' });
      const options = box.getByRole('option');
      await expect(options.first()).toBeVisible();
      for (const option of (await options.all()).slice(0, 3))
        expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expectSearchBoxAccessibleInBothModes(page);
      const href = await options.first().getAttribute('data-url');
      await options.first().tap();
      await page.waitForURL((url) => url.pathname + url.hash === href);
    });
  });
});
