import { expect, phone, test } from './fixtures';

/**
 * The API page's examples in tabs (curl, TypeScript, Python) that remember the reader's choice across the page's
 * groups and across visits (Docusaurus Tabs, groupId "api-language"); long code lines show that they scroll.
 */
const API = '/es/campaign-performance/API';

test('choosing Python switches every group and is remembered on the next visit', async ({ page, site }) => {
  await site.goto(API);
  const groups = page.locator('.tabs-container');
  await expect(groups).toHaveCount(3);
  // curl first, as before.
  await expect(groups.first().getByRole('tab', { selected: true })).toHaveText('curl');
  await expect(groups.first().getByRole('tab')).toHaveText(['curl', 'TypeScript', 'Python']);

  // Each tab names its panel, and the panel its tab.
  const tab = groups.first().getByRole('tab', { selected: true });
  const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
  await expect(panel).toHaveAttribute('role', 'tabpanel');
  await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
  await expect(panel).toBeVisible();

  await groups.first().getByRole('tab', { name: 'Python' }).click();
  for (const group of await groups.all()) await expect(group.getByRole('tab', { selected: true })).toHaveText('Python');
  await expect(page.getByText('campaigns.py', { exact: true })).toBeVisible();
  await expect(page.locator('.language-python .token.keyword').first()).toBeVisible();

  await page.reload();
  await expect(groups.nth(1).getByRole('tab', { selected: true })).toHaveText('Python');
  await expect(page.getByText('daily_clicks.py', { exact: true })).toBeVisible();
});

test('tabs work from the keyboard; a group without curl falls back to TypeScript', async ({ page, site }) => {
  await site.goto(API);
  const first = page.locator('.tabs-container').first();
  await first.getByRole('tab', { name: 'curl' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'TypeScript' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('tab', { selected: true })).toHaveText('TypeScript');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(first.getByRole('tab', { selected: true })).toHaveText('curl');
  await expect(page.locator('.tabs-container').nth(2).getByRole('tab', { selected: true })).toHaveText('TypeScript');
});

test.describe('phone', () => {
  test.use(phone);

  test('a code line longer than its block scrolls inside it, with a shade at the edge', async ({ page }) => {
    await page.goto(API);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A block off screen is not laid out (content-visibility: auto), so its width says nothing: each shown block is
    // brought into view, as a reader scrolls to it, and read once the browser has rendered a frame with it.
    // A block turns live (copy button) once near the viewport, which replaces its nodes: each step is retried until
    // it reads a block that stays.
    type Read = { overflows: boolean; attachment: string; image: string; focusable: boolean };
    const overflowing: Read[] = [];
    const blocks = page.locator('pre.prism-code');
    const count = await blocks.count();
    for (let i = 0; i < count; i++) {
      const block = blocks.nth(i);
      if (!(await block.isVisible())) continue;
      let read: Read | undefined;
      await expect(async () => {
        await block.scrollIntoViewIfNeeded({ timeout: 2000 });
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        read = await block.evaluate(
          (pre) => ({
            overflows: pre.scrollWidth > pre.clientWidth + 1,
            attachment: getComputedStyle(pre).backgroundAttachment,
            image: getComputedStyle(pre).backgroundImage,
            focusable: pre.tabIndex >= 0,
          }),
          undefined,
          { timeout: 2000 },
        );
      }).toPass();
      if (read?.overflows) overflowing.push(read);
    }
    expect(overflowing.length).toBeGreaterThan(0);
    for (const block of overflowing) {
      expect(block.attachment).toBe('local, local, scroll, scroll');
      expect(block.image).toContain('radial-gradient');
      expect(block.focusable).toBe(true);
    }
  });
});

test('the v1/v2 notice is a short warning; the move to v3 follows it as a table of its own, in every locale', async ({
  page,
  site,
}) => {
  for (const locale of ['', '/de', '/es', '/fr', '/pt']) {
    await site.goto(`${locale}/campaign-performance/API`);
    const section = page.locator('h2#earlier-report-endpoints');
    await expect(section).toBeVisible();
    // The warning that opens the section (its body: src/components/CollapsibleSection) holds no table.
    const warning = page.locator('#earlier-report-endpoints-section > .theme-admonition-warning:first-child');
    await expect(warning).toBeVisible();
    await expect(warning.locator('table')).toHaveCount(0);
    // The mapping has its own heading, the same id in every locale, and a table outside any admonition.
    const heading = page.locator('h3#move-an-integration-to-v3');
    await expect(heading).toBeVisible();
    const table = page.locator('h3#move-an-integration-to-v3 ~ :is(table, .table-scroll)').first();
    await expect(table).toBeVisible();
    expect(await table.evaluate((el) => el.closest('.theme-admonition'))).toBeNull();
    await expect(table.locator('tbody tr')).toHaveCount(16);
    await expect(table).toContainText('view_through_conversions');
  }
});
