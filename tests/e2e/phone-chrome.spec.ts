import type { Page } from '@playwright/test';
import { test, expect, localized, phone, desktop, contrastRatio } from './fixtures';

/**
 * The site around the documents on a 390 x 844 phone (touch) and a 1440 x 900 desktop: tables that never hide a
 * column without a sign, the top of a page short enough that the title starts in the top 220 px,
 * and primary controls of at least 44 x 44 CSS px on touch screens.
 */

/** Pages with tables of every kind: two columns, three, and wide ones with code. */
const tablePages = [
  '/es/getting-started/create-a-campaign',
  '/de/campaign-performance/API',
  '/de/campaign-performance/status',
  '/es/account-management/billing',
  '/de/',
  '/es/campaign-performance/API',
  '/es/ad-placements/brave-browser/ntt',
  '/es/ad-placements/brave-browser/notification',
  '/es/ad-placements/brave-browser/dynamic-ntt',
  '/es/ad-placements/brave-search/keyword',
];

/** Every table on the page: is any column cut off with no sign of it? */
async function hiddenColumnsWithoutSign(page: Page): Promise<string[]> {
  return page.locator('.markdown table').evaluateAll((tables) =>
    tables.flatMap((table, index) => {
      const box = table.closest('.table-scroll');
      const cut = box ? box.scrollWidth > box.clientWidth + 1 : false;
      const signed = box?.hasAttribute('data-hidden-end') ?? false;
      return cut && !signed ? [`table ${index} on ${location.pathname}`] : [];
    }),
  );
}

/** Cells so narrow that their text runs about one word per line (four lines or more). */
async function squeezedCells(page: Page): Promise<string[]> {
  return page.locator('.markdown td').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = (cell.textContent ?? '').trim();
      const words = text.split(/\s+/).filter(Boolean).length;
      // Lines of text: the tops of the text's boxes, a new line wherever a top is half a line below the last.
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight) || 24;
      const tops: number[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((x, y) => x - y);
      let lines = 0;
      let last = -Infinity;
      for (const top of tops) {
        if (top > last + lineHeight / 2) {
          lines += 1;
          last = top;
        }
      }
      return lines >= 4 && words / lines < 1.5 ? [`${text.slice(0, 40)} (${words} words, ${lines} lines)`] : [];
    }),
  );
}

/**
 * Words and code tokens in table cells broken inside themselves ("fals/e"). A break after a hyphen or slash is a
 * break between words; a token of 20 characters or more may break where it cannot fit a line of its own.
 */
async function wordsSplitMidWord(page: Page): Promise<string[]> {
  return page.locator('.markdown td').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const token of text.matchAll(/\S+/g)) {
          if (token[0].length >= 20) continue;
          for (const part of token[0].matchAll(/[^\-/–—]+/g)) {
            const start = token.index + part.index;
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, start + part[0].length);
            const tops = Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => r.top);
            if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4) split.push(part[0]);
          }
        }
      }
      return split;
    }),
  );
}

/** Long pages fold their later sections on a phone (answers-first.spec.ts): opens them all, as a reader would. */
async function openFoldedSections(page: Page): Promise<void> {
  const toggles = page.locator('[data-collapsible-section="false"] button[aria-controls$="-section"]');
  while ((await toggles.count()) > 0) await toggles.first().click();
}

test.describe('tables on a phone', () => {
  test.use(phone);

  test('three-column tables become cards with their headers as labels; two-column tables stay tables', async ({
    site,
    page,
  }) => {
    await site.goto('/es/getting-started/create-a-campaign');
    const cards = page.locator('.markdown table.table--cards').first();
    await expect(cards).toBeVisible();
    expect(await cards.evaluate((t) => getComputedStyle(t).display)).toBe('block');
    const cell = cards.locator('tbody tr').first().locator('td').nth(1);
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Qué define"');
    // Every card fits the screen.
    const widest = await cards
      .locator('tr')
      .evaluateAll((rows) => Math.max(...rows.map((r) => r.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
    await site.goto('/de/campaign-performance/API');
    await openFoldedSections(page);
    const twoColumns = page.locator('.markdown table:not(.table--cards)').first();
    await expect(twoColumns).toBeVisible();
    expect(await twoColumns.evaluate((t) => getComputedStyle(t).display)).toBe('table');
  });

  test('a short value shares its line with its label, so a matrix of marks stays a short stack of cards', async ({
    site,
    page,
  }) => {
    await site.goto('/es/campaign-performance/targeting');
    const card = page.locator('.markdown table.table--cards tbody tr').first();
    const mark = card.locator('td.table-short').last();
    await expect(mark).toHaveText('✔');
    const label = await mark.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Anuncio de búsqueda"');
    // One line: the cell is no taller than a line and a half of its text.
    const { height, lineHeight } = await mark.evaluate((td) => ({
      height: td.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(td).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5 + 8);
    // The row's first cell is the card's title: larger than the labels and values under it.
    const title = card.locator('td').first();
    const [titleSize, valueSize] = await Promise.all([
      title.evaluate((td) => parseFloat(getComputedStyle(td).fontSize)),
      card
        .locator('td')
        .nth(1)
        .evaluate((td) => parseFloat(getComputedStyle(td).fontSize)),
    ]);
    expect(titleSize).toBeGreaterThan(valueSize);
  });

  test('links in a column of cards line up at the start of their line, short or long', async ({ site, page }) => {
    await site.goto('/es/');
    const links = page.locator('.markdown table.table--cards td:last-child > a');
    await expect(links.first()).toBeVisible();
    const starts = await links.evaluateAll((els) =>
      els.map((a) => Math.round(a.getBoundingClientRect().left - a.closest('tr')!.getBoundingClientRect().left)),
    );
    expect(starts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(starts).size).toBe(1);
  });

  for (const route of tablePages) {
    test(`no column is cut off without a sign, none squeezed to a word per line: ${route}`, async ({ site, page }) => {
      await site.goto(route);
      await openFoldedSections(page);
      await expect(page.locator('.markdown table').first()).toBeVisible();
      expect(await hiddenColumnsWithoutSign(page)).toEqual([]);
      expect(await squeezedCells(page)).toEqual([]);
      expect(await wordsSplitMidWord(page)).toEqual([]);
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test('a table that still scrolls fades at its end, and keeps its first column in view once scrolled', async ({
    site,
    page,
  }) => {
    await site.goto('/de/campaign-performance/API');
    await openFoldedSections(page);
    const box = page.locator('.markdown .table-scroll:has(table:not(.table--cards))').first();
    const table = box.locator('table');
    await expect(box).not.toHaveAttribute('data-hidden-end');
    // No table of the site is that wide at 390 px today: a word that cannot break makes one so.
    await table
      .locator('tbody td')
      .last()
      .evaluate((td) => {
        td.textContent = 'x'.repeat(120);
        td.style.overflowWrap = 'normal';
      });
    await expect(box).toHaveAttribute('data-hidden-end', 'true');
    expect(await box.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    await box.evaluate((el) => el.scrollBy({ left: 80 }));
    await expect(box).toHaveAttribute('data-hidden-start', 'true');
    const first = table.locator('tr').first().locator(':scope > :first-child');
    expect(await first.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await box.evaluate((el) => el.scrollBy({ left: 10_000 }));
    await expect(box).not.toHaveAttribute('data-hidden-end');
  });
});

test.describe('tables on a desktop', () => {
  test.use(desktop);

  test('stay tables, with no column cut off', async ({ site, page }) => {
    await site.goto('/es/getting-started/create-a-campaign');
    const table = page.locator('.markdown table.table--cards').first();
    expect(await table.evaluate((t) => getComputedStyle(t).display)).toBe('table');
    expect(await hiddenColumnsWithoutSign(page)).toEqual([]);
    // Each header lines up with the cells under it.
    const header = table.locator('th').nth(1);
    const cell = table.locator('tbody tr').first().locator('td').nth(1);
    const [headerX, cellX] = await Promise.all(
      [header, cell].map((el) =>
        el.evaluate((e) => e.getBoundingClientRect().x + parseFloat(getComputedStyle(e).paddingLeft)),
      ),
    );
    expect(await header.evaluate((th) => getComputedStyle(th).textAlign)).toBe('start');
    expect(Math.abs(headerX - cellX)).toBeLessThanOrEqual(1);
  });
});

test.describe('the top of a page on a phone', () => {
  test.use(phone);

  for (const locale of ['es', 'de', 'en'] as const) {
    test(`one-line bar and breadcrumbs, the title in the first third of the screen (${locale})`, async ({
      site,
      page,
    }) => {
      await site.goto(localized(locale, '/ad-placements/brave-browser/ntt'));
      const bar = site.announcementBar;
      await expect(bar).toBeVisible();
      const text = bar.locator('[class*="short"]');
      await expect(text).toBeVisible();
      const lineHeight = await text.evaluate((el) => parseFloat(getComputedStyle(el.parentElement!).lineHeight));
      expect((await text.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 2);
      // Not cut: the short message fits its line.
      expect(await text.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth + 1)).toBe(
        true,
      );
      const crumbs = page.locator('.breadcrumbs');
      const items = await crumbs
        .locator('.breadcrumbs__item:visible')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(items).size).toBe(1);
      // A translation says so in one short line that links to the English version of the same page.
      if (locale !== 'en') {
        const short = page.locator('.doc-translated-from-short');
        await expect(short).toHaveText(locale === 'de' ? 'Aus dem Englischen übersetzt' : 'Traducido del inglés');
        await expect(short).toHaveAttribute('href', '/ad-placements/brave-browser/ntt');
        await expect(short).toHaveAttribute('hreflang', 'en');
        const line = await short.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect((await short.boundingBox())!.height).toBeLessThanOrEqual(line + 2);
        // The full wording is not shown, so not read either.
        await expect(page.locator('.doc-translated-from-full')).toBeHidden();
        // Under the title's tools ("Copy page"), not beside the title.
        const copy = page.locator('summary', { hasText: locale === 'de' ? 'Seite kopieren' : 'Copiar página' });
        const tools = (await copy.boundingBox())!;
        expect((await short.boundingBox())!.y).toBeGreaterThanOrEqual(tools.y + tools.height - 1);
      }
      const title = await page.locator('article h1').boundingBox();
      expect(title!.y).toBeLessThanOrEqual(220);
    });
  }

  test('"Copy page" is one compact control under the title that copies the page or views it as Markdown', async ({
    site,
    page,
  }) => {
    await site.goto('/es/ad-placements/brave-browser/ntt');
    const control = page.locator('summary', { hasText: 'Copiar página' });
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Under the title, beside the contents box: nothing but the breadcrumbs comes before the title.
    const title = (await page.locator('article h1').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
    const toc = (await page.locator('article .theme-doc-toc-mobile').boundingBox())!;
    expect(Math.abs(toc.y - box.y)).toBeLessThanOrEqual(1);
    await control.click();
    await expect(page.getByRole('button', { name: 'Copiar página como Markdown' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver como Markdown' })).toHaveAttribute(
      'href',
      '/es/ad-placements/brave-browser/ntt.md',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Copiar página como Markdown' })).toBeHidden();
    await expect(control).toBeFocused();
  });

  for (const [locale, label] of [
    ['es', 'Copiar página'],
    ['de', 'Seite kopieren'],
  ] as const) {
    test(`the breadcrumbs keep a line of their own, neither cut nor covered by "Copy page" (${locale})`, async ({
      site,
      page,
    }) => {
      await site.goto(localized(locale, '/campaign-performance/API'));
      const crumbs = page.locator('.theme-doc-breadcrumbs');
      const control = page.locator('summary', { hasText: label });
      await expect(crumbs).toBeVisible();
      await expect(control).toBeVisible();
      const [trail, button] = [(await crumbs.boundingBox())!, (await control.boundingBox())!];
      // Below the trail, not over it or beside it.
      expect(button.y).toBeGreaterThanOrEqual(trail.y + trail.height - 1);
      // The parent section shows whole on a 390 px screen: it has the width of the line, not what the control left.
      const parent = crumbs.locator('.breadcrumbs__item:visible').last().locator('.breadcrumbs__link');
      expect(await parent.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    });
  }
});

test.describe('touch targets on a phone', () => {
  test.use(phone);

  async function smallTargets(page: Page, selector: string): Promise<string[]> {
    return page.locator(selector).evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
        .map(
          ({ el, r }) =>
            `${el.className || el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        ),
    );
  }

  test('menu, search, bar close, breadcrumbs and footer links are at least 44 x 44 px', async ({ site, page }) => {
    await site.goto('/de/ad-placements/brave-browser/ntt');
    expect(
      await smallTargets(page, 'button.navbar__toggle, .navbar .DocSearch-Button, div[role="banner"] button.close'),
    ).toEqual([]);
    // Breadcrumb links are as tall as a target (their width is their word).
    const crumbHeights = await page
      .locator('.breadcrumbs__link:visible')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...crumbHeights)).toBeGreaterThanOrEqual(43.5);
    const footerHeights = await page
      .locator('.footer__link-item')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...footerHeights)).toBeGreaterThanOrEqual(43.5);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: the bar's close button stands out from the bar (3:1 at least, fully opaque)`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/es/');
      const close = page.locator('div[role="banner"] button.close');
      await expect(close).toBeVisible();
      const { fg, bg, opacity } = await close.evaluate((button) => ({
        fg: getComputedStyle(button).color,
        bg: getComputedStyle(button.closest('[role="banner"]')!).backgroundColor,
        opacity: getComputedStyle(button).opacity,
      }));
      expect(opacity).toBe('1');
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
    });

    test(`${theme}: keyboard focus in the bar shows a ring that stands out from it, inside the control`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/es/');
      const link = page.locator('div[role="banner"] a:visible').first();
      await expect(link).toBeVisible();
      await link.focus();
      await page.keyboard.press('Tab');
      const close = page.locator('div[role="banner"] button.close');
      await expect(close).toBeFocused();
      const ring = await close.evaluate((button) => ({
        color: getComputedStyle(button).outlineColor,
        width: parseFloat(getComputedStyle(button).outlineWidth),
        offset: parseFloat(getComputedStyle(button).outlineOffset),
        bg: getComputedStyle(button.closest('[role="banner"]')!).backgroundColor,
      }));
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.offset).toBeLessThan(0);
      expect(contrastRatio(ring.color, ring.bg)).toBeGreaterThanOrEqual(3);
    });
  }

  test('a code block shows its copy button without a hover, which a touch screen never has', async ({ page }) => {
    await page.goto('/es/campaign-performance/API');
    // The block turns live (with its buttons) once it nears the viewport, replacing its nodes: scrolled to in one step
    // in the page, and its button looked up afresh until the live block has one.
    await page.evaluate(() => document.querySelector('.theme-code-block')?.scrollIntoView({ block: 'center' }));
    const button = page.locator('.theme-code-block').first().locator('button').first();
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('opacity', '1');
  });

  test('the phone menu shows language and colour mode at its top level, with 44 px entries', async ({ site, page }) => {
    await site.goto('/es/ad-placements/brave-browser/ntt');
    await site.hamburger.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    const languages = menu.getByRole('navigation', { name: 'Idioma' });
    await expect(languages.getByRole('link')).toHaveText(['Deutsch', 'English', 'Español', 'Français', 'Português']);
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/ad-placements/brave-browser/ntt',
    );
    // Language once: the main menu behind "Back to main menu" is the four links, no second language switcher.
    await menu.locator('.navbar-sidebar__back').click();
    const main = menu.locator('.navbar-sidebar__item').first();
    await expect(main.locator(':scope > ul > li')).toHaveText(['Regístrese', 'Acerca de', 'Audiencia', 'Novedades']);
    await expect(menu.locator('.navbar-sidebar__items svg[class*="iconLanguage"]')).toHaveCount(0);
    const toggle = menu.locator('.navbar-sidebar__brand button[class*="toggleButton"]');
    await expect(toggle).toBeVisible();
    // The colour switch sits on the logo's line.
    const centre = (b: { y: number; height: number } | null) => b!.y + b!.height / 2;
    expect(
      Math.abs(centre(await toggle.boundingBox()) - centre(await menu.locator('.navbar__brand').boundingBox())),
    ).toBeLessThanOrEqual(3);
    const heights = await menu
      .locator('.menu__link:visible, .navbar-sidebar__back:visible')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(43.5);
    // The list still scrolls to its last entry inside the menu.
    const list = menu.locator('.navbar-sidebar__items');
    const [listBox, menuBox] = [await list.boundingBox(), await menu.boundingBox()];
    expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(menuBox!.y + menuBox!.height + 1);
  });
});

test.describe('the not-found page', () => {
  for (const [name, options] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`has a search field that opens the search window (${name})`, async ({ browser }) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto('/es/no-such-page');
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      const field = page.locator('main [data-search-field]');
      await expect(field).toHaveText('Buscar en el centro de ayuda');
      // Before scripts, a link to the search page.
      await expect(field).toHaveAttribute('href', '/es/search');
      const box = (await field.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await field.click();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page).toHaveURL(/\/es\/no-such-page$/);
      await context.close();
    });
  }
});

test.describe('page titles', () => {
  const pages = [
    '/de/ad-placements/brave-browser/dynamic-ntt',
    '/de/category/ad-placements',
    '/de/blog/brave-search-advertiser-terms-2024-03-11',
    '/de/search?q=Kampagne',
    '/de/no-such-page',
  ];
  for (const [name, options, largest] of [
    ['desktop', desktop, 36],
    ['phone', phone, 28],
  ] as const) {
    test.describe(name, () => {
      test.use(options);

      test(`a calm title scale on doc, category, blog, search and not-found pages, long German titles whole (${name})`, async ({
        site,
        page,
        consoleErrors,
      }) => {
        for (const route of pages) {
          await site.goto(route);
          const title = page.locator('main h1').first();
          await expect(title).toBeVisible();
          const size = await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
          // Infima's 3rem (48 px) on a desktop, 2rem on a phone, were poster sizes.
          expect(size, route).toBeLessThanOrEqual(largest);
          expect(size, route).toBeGreaterThanOrEqual(largest - 8);
          expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), route).toBe(true);
        }
        // A section heading stays a clear step below the title.
        await site.goto('/de/ad-placements/brave-browser/dynamic-ntt');
        const fontSize = (el: HTMLElement | SVGElement) => parseFloat(getComputedStyle(el).fontSize);
        const [h1, h2] = [
          await page.locator('article h1').evaluate(fontSize),
          await page.locator('.markdown > h2').first().evaluate(fontSize),
        ];
        expect(h1 / h2).toBeGreaterThanOrEqual(1.25);
        if (name === 'phone') {
          // A wrapped title keeps lines of even length: no lone last word ("Introducción a Brave / Ads").
          await site.goto('/es/');
          const lines = await page.locator('main h1').evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
          });
          expect(lines).toBe(2);
          const last = await page.locator('main h1').evaluate((el) => {
            const text = el.firstChild!;
            const range = document.createRange();
            range.setStart(text, text.textContent!.lastIndexOf(' ') - 1);
            range.setEnd(text, text.textContent!.length);
            return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
          });
          // The last word shares its line with the end of the word before it.
          expect(last).toBe(1);
        }
        // The not-found page's 404 status is logged, and meant.
        consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
      });
    });
  }
});
