import { test, expect, waitForHydration } from './fixtures';

/**
 * A served not-found page hydrates onto its served markup, on the default build and on the stock build
 * (SITE_STOCK=1, no adapter entry): React reports no hydration mismatch (errors 418, 421, 423 and the recoverable
 * error the client entry logs) and keeps the served <main> node instead of throwing it away and rendering it anew.
 * The page must not depend on how fast the chunks that hold the not-found content arrive.
 */
const pages = [
  { path: '/no-such-page', texts: ['Page Not Found', 'We could not find what you were looking for.'] },
  { path: '/es/no-such-page', texts: ['Página no encontrada', 'No hemos podido encontrar lo que buscaba.'] },
] as const;

const HYDRATION_TROUBLE = /#418|#421|#423|hydrat|onRecoverableError|did not match/i;

for (const { path, texts } of pages) {
  test(`${path} hydrates onto the served not-found page @smoke`, async ({ page, consoleErrors }) => {
    // Keep the <main> element the HTML parser creates, before any script of the page runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const main = document.querySelector('main[data-not-found]');
        if (main) {
          (window as unknown as { servedMain: Element }).servedMain = main;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // A slow network: the chunks that hold the not-found content arrive 1.5 s after the others, so the page cannot
    // pass by the chunk winning the race with hydration.
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('"data-not-found":""')) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response, body });
    });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    page.on('pageerror', (error) => messages.push(error.message));

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    // React reports a mismatch while it hydrates, and renders the page afresh in the same task: once the page says
    // it has hydrated, every such message has been logged.
    expect(messages.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
    for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
    const kept = await page.evaluate(
      () =>
        (window as unknown as { servedMain?: Element }).servedMain === document.querySelector('main[data-not-found]'),
    );
    expect(kept, 'the served <main> is the one on screen after hydration').toBe(true);
    // The only console error is the browser's report of the 404 document itself.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('404')));
    // A script fetched after the checks (an idle prefetch) may still be held by the slow network when the page closes:
    // its handler's response is gone then, which says nothing about the page.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
