import type { APIRequestContext } from '@playwright/test';
import { load } from 'cheerio';
import { test, expect, locales, localized, waitForHydration, phone, desktop, type Locale } from './fixtures';

/**
 * The home page (the intro doc, src/components/Home): a search field that opens the search window, task cards to
 * pages that exist, the locale's newest "What's new" post, one h1, and the introduction after them, on a phone and
 * a desktop.
 */
const viewports = { phone, desktop } as const;

const ANSWERS = 6;
const TASKS = ['start', 'placements', 'tools', 'policies', 'reporting', 'billing', 'troubleshooting'];

/** The newest post of a locale's blog as the build lists it: the first entry of its RSS feed. */
async function newestPost(
  request: APIRequestContext,
  locale: Locale,
): Promise<{ title: string; path: string; date: Date }> {
  const feed = await (await request.get(localized(locale, '/blog/rss.xml'))).text();
  const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => {
    const field = (name: string) =>
      new RegExp(`<${name}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`).exec(item)![1];
    const decode = (text: string) =>
      text.replace(
        /&(amp|lt|gt|quot|#39|apos);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[e] ?? "'",
      );
    return { title: decode(field('title')), path: new URL(field('link')).pathname, date: new Date(field('pubDate')) };
  });
  expect(items.length, `${locale} feed items`).toBeGreaterThan(0);
  return items.reduce((newest, item) => (item.date > newest.date ? item : newest));
}

for (const [name, options] of Object.entries(viewports)) {
  test.describe(`home page (${name})`, () => {
    test.use(options);

    test('the search field opens the search window and stays on the page', async ({ site, page }) => {
      await site.goto('/es/');
      const field = page.locator('main [data-search-field]');
      await expect(field).toHaveText('Buscar en el centro de ayuda');
      await expect(field).toHaveAttribute('href', '/es/search');
      expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await field.click();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page).toHaveURL(/\/es\/$/);
    });

    test('the search field opens the search window from the keyboard', async ({ site, page }) => {
      await site.goto('/de/');
      const field = page.locator('main [data-search-field]');
      await field.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page).toHaveURL(/\/de\/$/);
    });

    test('one h1 (the document title), the home tools under it, then the introduction', async ({ site, page }) => {
      await site.goto('/es/');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText('Introducción a Brave Ads');
      const home = page.locator('section[aria-labelledby="home-title"]');
      await expect(home.getByRole('heading', { level: 2, name: '¿En qué podemos ayudarle?' })).toBeVisible();
      const [title, tools, intro] = [
        (await page.locator('h1').boundingBox())!,
        (await home.boundingBox())!,
        (await page.locator('#where-your-ads-appear').boundingBox())!,
      ];
      expect(title.y).toBeLessThan(tools.y);
      expect(tools.y + tools.height).toBeLessThanOrEqual(intro.y);
    });

    test('task cards: the whole card is one target of 44 px or more, in two columns', async ({ site, page }) => {
      await site.goto('/es/');
      const cards = page.locator('main [data-task]');
      await expect(cards).toHaveCount(TASKS.length);
      const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
      for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
      const columns = new Set(boxes.map((box) => Math.round(box.x))).size;
      if (name === 'phone') {
        expect(columns).toBe(2);
        // Nothing wider than the screen.
        for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
      } else {
        expect(columns).toBeGreaterThanOrEqual(2);
      }
      // The keyboard reaches each card, with a visible focus ring.
      await cards.first().focus();
      const outline = await cards.first().evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
      // A click on the card's text (not only its title) follows the link. A phone shows the title alone.
      await cards.nth(1).locator('span:visible').last().click();
      await expect(page).toHaveURL(/\/es\/category\/ad-placements$/);
      await expect(page.locator('h1')).toBeVisible();
    });
  });
}

test("phone: the first screen is the title, the search field and task cards, not an article's contents box or copy control", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, ...viewports.phone });
  const page = await context.newPage();
  await page.goto('/de/');
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
  // The copy control is on the page (a wider screen shows it) but not on a phone's first screen.
  const copy = page.getByText('Seite kopieren', { exact: true });
  await expect(copy).toHaveCount(1);
  await expect(copy).toBeHidden();
  const title = (await page.locator('h1').boundingBox())!;
  expect(title.y).toBeLessThan(844 / 3);
  // The search field and the first task cards whole in the first screen.
  const fits = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) => elements.filter((e) => e.getBoundingClientRect().bottom <= window.innerHeight).length);
  expect(await fits('main [data-search-field]')).toBeGreaterThanOrEqual(1);
  expect(await fits('main [data-task]')).toBeGreaterThanOrEqual(2);
  await context.close();
});

test.describe('task cards on a phone', () => {
  test.use(phone);

  for (const locale of ['de', 'es'] as const) {
    test(`a compact grid about half the height of seven full cards, no title broken mid-word (${locale})`, async ({
      site,
      page,
    }) => {
      await site.goto(localized(locale, '/'));
      const list = page.locator('main ul:has(> li > [data-task])');
      // Seven full-width cards with their descriptions took about 800 px.
      expect((await list.boundingBox())!.height).toBeLessThanOrEqual(420);
      const titles = page.locator('main [data-task] > span > span:first-child');
      await expect(titles).toHaveCount(TASKS.length);
      const broken = await titles.evaluateAll((els) =>
        els.flatMap((el) => {
          // A word laid out on more than one line was broken inside it; one wider than its box overflows.
          const text = el.firstChild!;
          const range = document.createRange();
          const words: string[] = [];
          for (const match of el.textContent!.matchAll(/\S+/g)) {
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (range.getClientRects().length > 1) words.push(match[0]);
          }
          if (el.scrollWidth > el.clientWidth + 1) words.push(el.textContent!);
          return words;
        }),
      );
      expect(broken).toEqual([]);
      // Every card a 44 px target with a visible focus ring from the keyboard.
      for (const card of await page.locator('main [data-task]').all()) {
        const box = (await card.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await page.locator('main [data-search-field]').focus();
      await page.keyboard.press('Tab');
      const first = page.locator('main [data-task]').first();
      await expect(first).toBeFocused();
      await expect(first).not.toHaveCSS('outline-style', 'none');
    });
  }
});

test('every locale: each card links to a page that exists, in that locale', async ({ request }) => {
  for (const locale of locales) {
    const html = await (await request.get(localized(locale, '/'))).text();
    const links = [...html.matchAll(/<a class=[^>]*data-task=(\w+)[^>]*href=([^\s>]+)/g)].map(([, id, href]) => ({
      id,
      href: href.replace(/^"|"$/g, ''),
    }));
    expect(
      links.map((link) => link.id),
      locale,
    ).toEqual(TASKS);
    for (const { href } of links) {
      expect(href.startsWith(localized(locale, '/')), `${locale}: ${href}`).toBe(true);
      expect((await request.get(href)).status(), `${locale}: ${href}`).toBe(200);
    }
  }
});

test('every locale: each common question links to a section of that locale that answers it', async ({ request }) => {
  for (const locale of locales) {
    const home = load(await (await request.get(localized(locale, '/'))).text());
    const answers = home('main nav[aria-labelledby="home-answers-title"] a[data-answer]');
    expect(answers.length, locale).toBe(ANSWERS);
    for (const link of answers.toArray()) {
      const text = home(link).text().trim();
      const href = home(link).attr('href') ?? '';
      expect(text.endsWith('?'), `${locale}: "${text}" is a question`).toBe(true);
      const [path, id] = href.split('#');
      expect(path.startsWith(localized(locale, '/')) && Boolean(id), `${locale}: ${href}`).toBe(true);
      const target = await request.get(path);
      expect(target.status(), `${locale}: ${href}`).toBe(200);
      const section = load(await target.text())(`main h2[id="${id}"], main h3[id="${id}"]`);
      expect(section.length, `${locale}: ${href} has its heading`).toBe(1);
    }
  }
});

test('a common question lands on the heading of its section', async ({ site, page }) => {
  await site.goto('/es/');
  const answer = page.locator('main a[data-answer="ways-to-pay"]');
  const [, id] = ((await answer.getAttribute('href')) ?? '').split('#');
  await answer.click();
  await expect(page).toHaveURL(new RegExp(`/es/account-management/billing#${id}$`));
  await expect(page.locator(`main h2[id="${id}"]`)).toBeInViewport();
});

test('every locale: "What\'s new" shows the newest post of that locale, with its date in the locale', async ({
  page,
  request,
}) => {
  const dateFormats: Record<Locale, string> = { de: 'de-DE', en: 'en-US', es: 'es', fr: 'fr-FR', pt: 'pt-BR' };
  for (const locale of locales) {
    const newest = await newestPost(request, locale);
    await page.goto(localized(locale, '/'));
    const news = page.locator('main [data-latest-post]');
    const link = news.getByRole('link', { name: newest.title, exact: true });
    await expect(link).toHaveAttribute('href', newest.path);
    const date = new Intl.DateTimeFormat(dateFormats[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
      newest.date,
    );
    await expect(news.locator('time')).toHaveText(date);
    await expect(news.getByRole('link').last()).toHaveAttribute('href', localized(locale, '/blog'));
    expect((await request.get(newest.path)).status()).toBe(200);
  }
});

test('without scripts the search field is a link to the search page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/');
  await page.locator('main [data-search-field]').click();
  await expect(page).toHaveURL(/\/es\/search$/);
  await context.close();
});

test('after a client-side navigation the home tools render and the field still opens the search window', async ({
  site,
  page,
}) => {
  await site.goto('/es/getting-started/create-account');
  await page.locator('.breadcrumbs a[href="/es/"]').first().click();
  await expect(page.locator('main [data-task]')).toHaveCount(TASKS.length);
  await page.locator('main [data-search-field]').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page).toHaveURL(/\/es\/$/);
});

test('the Markdown copy and the search index keep the introduction alone', async ({ request }) => {
  const md = await (await request.get('/es/index.md')).text();
  expect(md).toContain('\n# Introducción a Brave Ads\n');
  expect(md).not.toContain('¿En qué podemos ayudarle?');
  expect(md).not.toContain('Empiece aquí');
  expect(md).not.toContain('Buscar en el centro de ayuda');
});

test('the served home page keeps the tools as served: no hydration mismatch', async ({ site, page }) => {
  await site.goto('/es/');
  await waitForHydration(page);
  await expect(page.locator('main [data-task]')).toHaveCount(TASKS.length);
});
