import { desktop, expect, localized, phone, test, type Locale } from './fixtures';

/**
 * The cards of the category pages (hubs, src/theme/DocCard): each says in one short, complete line what its page
 * gives the reader (a doc's `sidebar_custom_props.summary`, a category's translated one-liner), never the stock item
 * count and never a long SEO description cut by an ellipsis. The line wraps, two lines at most, on the smallest
 * phone and where the desktop layout leaves a card narrowest.
 */

const hubs: [Locale, string][] = [
  ['es', '/category/ad-placements'],
  ['es', '/category/brave-browser'],
  ['es', '/category/demos'],
  ['es', '/category/dynamic-ntt'],
  ['de', '/category/brave-browser'],
  ['de', '/category/brave-search'],
  ['de', '/category/creative-tools'],
  ['de', '/category/advertiser-policies'],
];

const screens = [
  ['phone', phone],
  ['small phone', { ...phone, viewport: { width: 320, height: 640 } }],
  ['narrow desktop', { viewport: { width: 1100, height: 800 } }],
  ['desktop', desktop],
] as const;

for (const [name, options] of screens) {
  test.describe(`hub cards (${name}, ${options.viewport.width} px)`, () => {
    test.use(options);

    for (const [locale, route] of hubs) {
      test(`every card on ${localized(locale, route)} has a short summary, whole`, async ({ site, page }) => {
        await site.goto(localized(locale, route));
        const cards = page.locator('.theme-doc-card-container');
        const count = await cards.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) {
          // Every card shows, the demos' too (their sidebar class hides them in the sidebar only).
          await expect(cards.nth(i)).toBeVisible();
          const description = cards.nth(i).locator('.theme-doc-card-description');
          const text = ((await description.textContent()) ?? '').trim();
          // Not the item count ("3 artículos", "Ein Artikel"), and complete.
          expect(text.split(/\s+/).length, text).toBeGreaterThanOrEqual(4);
          expect(text, text).not.toMatch(/(\u2026|\.\.\.)$/);
          const box = await description.evaluate((el) => ({
            scrollHeight: el.scrollHeight,
            clientHeight: el.clientHeight,
            scrollWidth: el.scrollWidth,
            clientWidth: el.clientWidth,
            lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
          }));
          // Not cut: nothing hidden below the second line or past the edge.
          expect(box.scrollHeight, text).toBeLessThanOrEqual(box.clientHeight + 1);
          expect(box.scrollWidth, text).toBeLessThanOrEqual(box.clientWidth);
          expect(box.lines, text).toBeLessThanOrEqual(2);
        }
      });
    }
  });
}
