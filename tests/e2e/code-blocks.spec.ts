import { test, expect } from './fixtures';

/**
 * Code blocks: highlighted when the page is built, with colours that follow the mode, the copy button copying,
 * and on a phone the copy and wrap buttons in a row of their own from the first paint (src/theme/CodeBlock).
 */
const apiPage = '/es/campaign-performance/API';

test('the built API page is already highlighted, with its copy buttons, and loads no highlighter', async ({
  request,
  page,
}) => {
  const html = await (await request.get(apiPage)).text();
  // The build minifies HTML, so attribute quotes are optional.
  expect(html).toMatch(/<span class="?token function"?>curl/);
  // Only phrasing content inside <code>.
  expect(html).not.toMatch(/<code[^>]*>(?:(?!<\/code>).)*<div/s);
  // The buttons are in the HTML: on a phone their row under the code does not appear only once scripts run.
  expect(html).toMatch(/<button[^>]*aria-label="?Copiar código"?/);

  // No script of the page holds Prism's grammars (each is built with `languages.extend`, a name minifying keeps): the
  // code was highlighted when the site was built.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(apiPage, { waitUntil: 'load' });
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => /\.languages\.extend\(/.test(body))).toEqual([]);
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
    .toMatch(/^curl /);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('X-Brave-Api-Key');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { copyFeedback: { copied: boolean } }).copyFeedback.copied), {
      message: 'the button said "Copiado"',
    })
    .toBe(true);
});

test('on a phone, the copy and wrap buttons are 44 px targets under the code, covering none of it', async ({
  site,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await site.goto(apiPage);
  const block = page.locator('div.language-bash:visible').first();
  await block.scrollIntoViewIfNeeded();
  const copy = block.getByRole('button', { name: 'Copiar código' });
  await expect(copy).toBeVisible();
  const [button, pre] = await Promise.all([copy.boundingBox(), block.locator('pre').boundingBox()]);
  expect(button && pre).toBeTruthy();
  expect(button!.height).toBeGreaterThanOrEqual(44);
  expect(button!.width).toBeGreaterThanOrEqual(44);
  // Below the code's box: no line of code sits under the button.
  expect(button!.y).toBeGreaterThanOrEqual(pre!.y + pre!.height - 1);
});

test('a block that scrolls sideways on a phone offers to wrap its lines, and wraps them', async ({ site, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await site.goto(apiPage);
  // The first visible block whose code is wider than its box.
  const blocks = page.locator('div.theme-code-block:visible');
  const count = await blocks.count();
  let wide = -1;
  for (let i = 0; i < count && wide < 0; i += 1) {
    if (
      await blocks
        .nth(i)
        .locator('pre')
        .evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1)
    )
      wide = i;
  }
  expect(wide, 'a code block wider than a phone').toBeGreaterThanOrEqual(0);
  const block = blocks.nth(wide);
  await block.scrollIntoViewIfNeeded();
  const wrap = block.getByRole('button', { name: /ajuste de línea|word wrap/i });
  await expect(wrap).toBeVisible();
  await wrap.click();
  await expect
    .poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1), {
      message: 'the lines wrap inside the box',
    })
    .toBe(true);
});
