import type { Locator } from '@playwright/test';
import { test, expect, localized, phone } from './fixtures';

/**
 * Long words on a 390 px phone: a title or a previous/next card never splits a word mid-syllable without a hyphen.
 * The test browser (Debian's Chromium) has no hyphenation dictionaries, so what it shows is what the build's soft
 * hyphens (src/lib/hyphenate.ts) and the layout do on their own.
 */

/** Words of the elements' text that run over two lines, each with the character before its break. */
async function brokenWords(elements: Locator): Promise<{ word: string; before: string }[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const found: { word: string; before: string }[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
        for (const match of text.data.matchAll(/[^\s/-]+/g)) {
          const start = match.index ?? 0;
          let previousTop: number | null = null;
          for (let i = start; i < start + match[0].length; i += 1) {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            // A character at a line's start can also report an empty box at the end of the line before.
            const rect = Array.from(range.getClientRects())
              .filter((box) => box.width > 0)
              .pop();
            if (!rect) continue;
            if (previousTop !== null && rect.top > previousTop + 1) {
              found.push({ word: match[0].replaceAll('\u00AD', '·'), before: text.data[i - 1] ?? '' });
            }
            previousTop = rect.top;
          }
        }
      }
      return found;
    }),
  );
}

test.describe('long words on a phone', () => {
  test.use(phone);

  test('a German title breaks its long compound at a syllable, with a hyphen', async ({ site, page }) => {
    await site.goto(localized('de', '/ad-placements/brave-browser/notification'));
    const title = page.locator('article h1');
    const text = (await title.textContent()) ?? '';
    expect(text.replaceAll('\u00AD', '')).toBe('Benachrichtigungsanzeigen');
    // The title is one word too long for the line: it must break, and only where the build put a soft hyphen.
    const breaks = await brokenWords(title);
    expect(breaks.length).toBeGreaterThan(0);
    expect(breaks.filter((b) => b.before !== '\u00AD')).toEqual([]);
    // The document title stays plain.
    expect(await page.title()).toMatch(/^Benachrichtigungsanzeigen/);
  });

  for (const route of [
    '/de/ad-placements/brave-browser/dynamic-ntt',
    '/de/creative-tools/new-tab-takeover-check',
    '/pt/account-management/billing',
    '/es/glossary',
  ]) {
    test(`previous/next cards keep their labels' words whole or break them with a hyphen (${route})`, async ({
      site,
      page,
    }) => {
      await site.goto(route);
      const labels = page.locator('.pagination-nav__label');
      await expect(labels.first()).toBeVisible();
      expect((await brokenWords(labels)).filter((b) => b.before !== '\u00AD')).toEqual([]);
    });
  }

  test("a category page's cards keep their titles whole or break them with a hyphen, beside a drawn icon", async ({
    site,
    page,
  }) => {
    await site.goto(localized('de', '/category/brave-browser'));
    const titles = page.locator('.theme-doc-card-title');
    await expect(titles).toHaveCount(3);
    expect((await brokenWords(titles)).filter((b) => b.before !== '\u00AD')).toEqual([]);
    // No title is cut off at the card's edge.
    const cut = await titles.evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth + 1));
    expect(cut).toHaveLength(0);
    // The icon is drawn, not an emoji that a system without an emoji font shows as an empty box.
    const icons = page.locator('.theme-doc-card-icon');
    await expect(icons.locator('svg')).toHaveCount(3);
    expect(await icons.allTextContents()).toEqual(['', '', '']);
  });

  test("a category page's title fits its long compound on the line, unbroken", async ({ site, page }) => {
    await site.goto(localized('de', '/category/ad-placements'));
    const title = page.locator('main header h1');
    await expect(title).toHaveText('Brave-Anzeigenplatzierungen');
    expect(await brokenWords(title)).toEqual([]);
  });
});
