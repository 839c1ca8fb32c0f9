import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Docs' static parts (src/plugins/static-parts): paragraphs, lists, tables and code blocks travel in a chunk of
 * their own. A served page shows them from its HTML without fetching them; a client-side navigation renders the
 * same page from them.
 */
const apiPage = '/es/campaign-performance/API';
const from = '/es/campaign-performance/reporting';

/** The article's text and its tables' and code blocks' counts, as a reader meets them. */
async function article(page: Page) {
  const markdown = page.locator('article .markdown');
  await expect(markdown.locator('table').first()).toBeVisible();
  return markdown.evaluate((element) => ({
    text: (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
    tables: element.querySelectorAll('table').length,
    links: Array.from(element.querySelectorAll('a[href]'), (a) => a.getAttribute('href')),
  }));
}

test('a page reached in the browser reads the same as the page served, and its links stay in the app', async ({
  page,
  site,
}) => {
  await site.goto(apiPage);
  const served = await article(page);
  expect(served.tables).toBeGreaterThan(10);

  await site.goto(from);
  await page.evaluate(() => {
    (window as unknown as { sameApp: boolean }).sameApp = true;
  });
  await page.locator(`nav a[href="${apiPage}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${apiPage}$`));
  const rendered = await article(page);
  // Code blocks go live in both cases and may differ in their buttons' text only after a copy: none was made.
  expect(rendered).toEqual(served);
  await expect(page.locator('article div.language-bash pre').first()).toContainText('curl --silent');

  // A link inside a table (a part's markup, with no React handler) is still a client-side navigation.
  await page.locator('article table a[href^="/es/"]').first().click();
  await expect(page).not.toHaveURL(new RegExp(`${apiPage}$`));
  expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(true);
});

test('a served page without code blocks never fetches its parts', async ({ page, site }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await site.goto('/es/campaign-performance/targeting');
  // A long plain word of a table cell (the bundler escapes other letters).
  const cells = await page.locator('article table td').allInnerTexts();
  const word = cells.join(' ').match(/[A-Za-z]{9,}/)?.[0] ?? '';
  expect(word).not.toBe('');
  // Scroll through the page: nothing near the viewport asks for the strings.
  await page.locator('footer.theme-layout-footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((body) => body.includes(word))).toEqual([]);
});
