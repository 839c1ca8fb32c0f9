import type { Page } from '@playwright/test';
import { makeImage, type ImageSpec } from '../../scripts/lib/canvas-images';
import { expect, openSearchModal, test } from './fixtures';

/**
 * The first use of every interactive part, under the site's CSP as served: the search modal opened (its code and
 * the index load then), a hit chosen, both creative tools used. Not one `securitypolicyviolation` (the console-error
 * check of the fixture catches a CSP message logged instead), and a damaged index is named as such.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records violations from the very start of each document, before any page script runs. */
function recordCspViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? ['(recorder missing)']);

test('first use of the search, a hit, and both creative tools: no CSP violation', async ({ page, site }) => {
  test.setTimeout(120_000);
  await page.addInitScript(recordCspViolations);
  await site.goto('/glossary');
  // The test means something only under the strict policy the pages carry (no eval allowed to scripts).
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src (?![^;]*unsafe-eval)/);

  const input = await openSearchModal(page);
  await input.fill('billing');
  const hit = page.locator('.DocSearch-Hits .DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  const target = await hit.getAttribute('href');
  expect(await violations(page)).toEqual([]);
  await hit.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  expect(await violations(page)).toEqual([]);

  await site.goto('/creative-tools/new-tab-takeover-check');
  const jpeg = (name: string, pattern: ImageSpec['pattern']): ImageSpec => ({
    name,
    type: 'image/jpeg',
    width: 640,
    height: 360,
    pattern,
  });
  await page
    .getByTestId('ntt-backgrounds-input')
    .setInputFiles([await makeImage(page, jpeg('a.jpg', 'rings')), await makeImage(page, jpeg('b.jpg', 'checks'))]);
  await page
    .getByTestId('ntt-logo-input')
    .setInputFiles(
      await makeImage(page, { name: 'logo.png', type: 'image/png', width: 400, height: 400, pattern: 'logo' }),
    );
  await expect(page.locator('[data-check="alpha"]')).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('ntt-preview').locator('canvas').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await site.goto('/creative-tools/notification-ad-preview');
  await page.getByTestId('field-brand').fill('Acme');
  await page.getByTestId('field-title').fill('Acme deals this week');
  await page.getByTestId('field-url').fill('https://www.example.com/deals');
  await expect(page.getByTestId('counter-title')).toHaveText('20 of 30 characters');
  expect(await violations(page)).toEqual([]);
});

test('an index that does not parse is called damaged, in the modal and on the search page', async ({ page, site }) => {
  // A truncated index file, as a broken deploy would leave it.
  await page.route('**/search-index/index.*.json', (route) =>
    route.fulfill({ status: 200, body: '{"v":1,"records":[{' }),
  );
  await site.goto('/glossary');
  const input = await openSearchModal(page);
  await input.fill('billing');
  const screen = page.locator('[data-search-augment="error"]');
  await expect(screen).toContainText('The search index is damaged');
  await expect(screen).not.toContainText('network');

  await site.goto('/search?q=billing');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The search index is damaged');
  await expect(alert).not.toContainText('network');
});
