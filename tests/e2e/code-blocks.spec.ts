import type { Page, Response } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Code blocks: highlighted in the server-rendered HTML with colours that follow the mode, Prism kept out of pages
 * without code (src/plugins/code-highlighting), the copy button working once the highlighter has loaded.
 */
const apiPage = '/es/campaign-performance/API';
const pageWithoutCode = '/es/campaign-performance/status';

/** Bodies of the scripts a page fetched, to tell whether Prism came with them. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

const prismMarker = 'languages.bash';

test('the server-rendered API page is already highlighted, with lines valid inside <code>', async ({ request }) => {
  const html = await (await request.get(apiPage)).text();
  // The build minifies HTML, so attribute quotes are optional.
  expect(html).toMatch(/<span class="token function" style="?color:var\(--site-code-function\)"?>curl/);
  expect(html).toMatch(/<span class="token-line[^"]*"/);
  expect(html).not.toMatch(/<code[^>]*>(?:(?!<\/code>).)*<div/s);
});

test('code colours follow dark mode, and the copy button copies the code', async ({ site, page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await site.goto(apiPage);
  const block = page.locator('div.language-bash').first();
  const keyword = block.locator('.token').filter({ hasText: 'curl' }).first();
  await expect(keyword).toBeVisible();
  // --site-code-function in dark mode (#d2a8ff): the same markup in light mode paints #6639ba.
  await expect(keyword).toHaveCSS('color', 'rgb(210, 168, 255)');
  await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(27, 30, 43)');

  await block.hover();
  const button = block.getByRole('button', { name: 'Copiar código' });
  await button.waitFor();
  // The "Copiado" feedback lasts one second: record it as it happens rather than race it on a busy machine.
  await button.evaluate((element) => {
    const seen = { copied: false };
    (window as unknown as { copyFeedback: typeof seen }).copyFeedback = seen;
    new MutationObserver(() => {
      if (/Copiado/.test(`${element.getAttribute('aria-label')} ${element.textContent}`)) seen.copied = true;
    }).observe(element, { attributes: true, childList: true, subtree: true, characterData: true });
  });
  await button.click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()), { message: 'the code is on the clipboard' })
    .toContain('curl --silent --show-error --fail-with-body');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('X-Brave-Api-Key');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { copyFeedback: { copied: boolean } }).copyFeedback.copied), {
      message: 'the button said "Copiado"',
    })
    .toBe(true);
});

// @adapter: Prism leaves the pages without code through the entries prism-include-languages and prism-react-renderer.
test('a page without code does not load Prism; navigating to a page with code loads and highlights it @adapter', async ({
  site,
  page,
}) => {
  const scripts = recordScripts(page);
  await site.goto(pageWithoutCode);
  await page.waitForLoadState('networkidle');
  const before = await Promise.all(scripts);
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((body) => body.includes(prismMarker))).toHaveLength(0);

  // Client-side navigation through the sidebar's link to the page. (Its category's toggle, a button, carries the
  // same href in the server's HTML until a render after hydration replaces it: on a loaded machine that render
  // can come after the page is marked hydrated.)
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link')
    .and(page.locator('[href="/es/campaign-performance/API"]'))
    .click();
  await expect(page).toHaveURL(/\/es\/campaign-performance\/API$/);
  const curl = page.locator('div.language-bash .token').filter({ hasText: 'curl' }).first();
  await expect(curl).toBeVisible();
  await expect(curl).toHaveCSS('color', 'rgb(102, 57, 186)');
  const after = await Promise.all(scripts);
  expect(after.filter((body) => body.includes(prismMarker)).length).toBeGreaterThan(0);
  // Prism runs in manual mode: it never re-highlights the page's code behind React's back.
  expect(await page.evaluate(() => (window as { Prism?: { manual?: boolean } }).Prism?.manual)).toBe(true);
});

test('a keyboard user who tabs to a code block keeps focus on it when it turns live', async ({ site, page }) => {
  await site.goto(apiPage);
  await waitForHydration(page);
  // The last block is far below the fold: it still shows the server's markup until something wakes it. (The
  // examples are in tabs: the blocks of the tabs not chosen are hidden.)
  const block = page.locator('div.theme-code-block:visible').last();
  await expect(block.getByRole('button', { name: 'Copiar código' })).toHaveCount(0);
  // Where focus is each time the block's nodes change, seen right after the change (a mutation observer runs
  // before the browser handles the next key or event): never on <body>, not even for one task.
  await block.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { focusDuringSwap: string[] }).focusDuringSwap = seen;
    new MutationObserver(() => seen.push(document.activeElement?.tagName ?? 'none')).observe(element.parentElement!, {
      childList: true,
      subtree: true,
    });
  });
  await block.locator('pre').focus();
  // Focus wakes the block: its nodes are replaced by the live component, which brings the copy button ...
  await expect(block.getByRole('button', { name: 'Copiar código' })).toHaveCount(1);
  // ... and focus is on the new <pre>, not dropped to the top of the document.
  await expect(block.locator('pre')).toBeFocused();
  const seen = await page.evaluate(() => (window as unknown as { focusDuringSwap: string[] }).focusDuringSwap);
  expect(seen.length, 'the swap changed the block').toBeGreaterThan(0);
  expect(seen, 'focus while the block is swapped').not.toContain('BODY');
});

test('off-screen code blocks wait to be laid out, in place: the page is as long before as after, and prints whole', async ({
  site,
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await site.goto(apiPage);
  const last = page.locator('pre.prism-code:visible').last();
  // Far below the first screen, the last block is not rendered yet (content-visibility: auto)...
  await expect
    .poll(() => last.evaluate((pre) => pre.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(false);
  // ...yet its placeholder already has its height: rendering every block moves the page's end by less than a line.
  const lengths = await page.evaluate(() => {
    const before = document.documentElement.scrollHeight;
    const blocks = Array.from(document.querySelectorAll<HTMLElement>('pre.prism-code'));
    blocks.forEach((pre) => (pre.style.contentVisibility = 'visible'));
    const after = document.documentElement.scrollHeight;
    blocks.forEach((pre) => (pre.style.contentVisibility = ''));
    return { before, after };
  });
  expect(Math.abs(lengths.after - lengths.before)).toBeLessThan(22);
  // Scrolled to, it renders; and printing renders every block.
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.token-line').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('pre.prism-code').first()).toHaveCSS('content-visibility', 'visible');
});
