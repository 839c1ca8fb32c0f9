import type { Locator, Page } from '@playwright/test';
import { test, expect, localized, locales, type Locale } from './fixtures';

/**
 * The top sites row of the emulated new tab page (facts/changes-2026.md, 2026-02-27): localized in every edition,
 * reached and worked with the keyboard, its tiles lead to the demos, the placement page and the help centre's home in
 * the same locale, and it pages sideways. With reduced motion the creatives stay still, so these tests cost little
 * beside the others.
 */
test.use({ reducedMotion: 'reduce' });

type Texts = { row: string; home: string; page: (n: number) => string; menu: string; show: string };

const texts: Record<Locale, Texts> = {
  en: {
    row: 'Top sites',
    home: 'Home',
    page: (n) => `Page ${n} of 2`,
    menu: 'Top sites options',
    show: 'Show top sites',
  },
  de: {
    row: 'Top-Sites',
    home: 'Start',
    page: (n) => `Seite ${n} von 2`,
    menu: 'Optionen für Top-Sites',
    show: 'Top-Sites anzeigen',
  },
  es: {
    row: 'Accesos directos',
    home: 'Inicio',
    page: (n) => `Página ${n} de 2`,
    menu: 'Opciones de accesos directos',
    show: 'Mostrar accesos directos',
  },
  fr: {
    row: 'Sites les plus visités',
    home: 'Accueil',
    page: (n) => `Page ${n} sur 2`,
    menu: 'Options des sites les plus visités',
    show: 'Afficher les sites les plus visités',
  },
  pt: {
    row: 'Sites mais visitados',
    home: 'Início',
    page: (n) => `Página ${n} de 2`,
    menu: 'Opções dos sites mais visitados',
    show: 'Mostrar sites mais visitados',
  },
};

/** Demo names stay in English in every edition; "Home" is translated. */
const firstPage = (locale: Locale) => [texts[locale].home, 'Carousel', 'Slider', 'Pan & Zoom'];
const secondPage = ['Pan Zoom 2', 'Digital Rain', 'Brave Ads'];

class TopSites {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {}

  get t(): Texts {
    return texts[this.locale];
  }
  get frame(): Locator {
    return this.page.getByTestId('new-tab-page');
  }
  get row(): Locator {
    return this.frame.getByRole('navigation', { name: this.t.row, exact: true });
  }
  get tiles(): Locator {
    return this.row.getByRole('link');
  }
  tile(name: string): Locator {
    return this.row.getByRole('link', { name, exact: true });
  }
  dot(n: number): Locator {
    return this.row.getByRole('button', { name: this.t.page(n), exact: true });
  }
  get menuButton(): Locator {
    return this.row.getByRole('button', { name: this.t.menu, exact: true });
  }
  get menu(): Locator {
    return this.row.getByRole('menu', { name: this.t.menu, exact: true });
  }
  get show(): Locator {
    return this.menu.getByRole('menuitemcheckbox', { name: this.t.show, exact: true });
  }
}

const demoPath = (id: string, locale: Locale = 'en') => localized(locale, `/demos/dynamic-ntt/${id}`);

test.describe('the top sites row in every locale', () => {
  for (const locale of locales) {
    test(`${demoPath('pan-and-zoom', locale)}: localized tiles, two pages, links in the same locale`, async ({
      page,
      site,
    }) => {
      const row = new TopSites(page, locale);
      await site.goto(demoPath('pan-and-zoom', locale));
      await expect(row.tiles).toHaveText(firstPage(locale));
      await expect(row.tile('Pan & Zoom')).toHaveAttribute('aria-current', 'page');
      await expect(row.dot(1)).toHaveAttribute('aria-current', 'true');
      await expect(row.dot(2)).not.toHaveAttribute('aria-current', /.*/);
      await expect(row.menuButton).toHaveAttribute('aria-expanded', 'false');
      const hrefs = await row.tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        localized(locale, '/ad-placements/brave-browser/dynamic-ntt'),
        demoPath('carousel-autofade', locale),
        demoPath('slider', locale),
        demoPath('pan-and-zoom', locale),
      ]);
      // Every tile shows its icon.
      for (const img of await row.row.locator('img').all()) {
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      }

      await row.dot(2).click();
      await expect(row.tiles).toHaveText(secondPage);
      await expect(row.dot(2)).toHaveAttribute('aria-current', 'true');
      await expect(row.tile('Brave Ads')).toHaveAttribute('href', localized(locale, '/'));
    });
  }
});

test('a demo on the second page opens with that page in view, its tile marked', async ({ page, site }) => {
  const row = new TopSites(page);
  await site.goto(demoPath('digital-rain'));
  await expect(row.tiles).toHaveText(secondPage);
  await expect(row.tile('Digital Rain')).toHaveAttribute('aria-current', 'page');
  await expect(row.dot(2)).toHaveAttribute('aria-current', 'true');
});

test('Tab reaches the tiles, the menu button and the dots; Enter and Space page the row', async ({ page, site }) => {
  const row = new TopSites(page);
  await site.goto(demoPath('pan-and-zoom'));
  // From the settings menu's gear, the next stops are the four tiles, the menu button and the two dots.
  await row.frame.getByRole('button', { name: 'Demos menu', exact: true }).focus();
  for (const name of firstPage('en')) {
    await page.keyboard.press('Tab');
    await expect(row.tile(name)).toBeFocused();
    await expect(row.tile(name)).toHaveCSS('outline-style', 'solid');
  }
  await page.keyboard.press('Tab');
  await expect(row.menuButton).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row.dot(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row.dot(2)).toBeFocused();
  await expect(row.dot(2)).toHaveCSS('outline-style', 'solid');

  await page.keyboard.press('Enter');
  await expect(row.tiles).toHaveText(secondPage);
  await expect(row.dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(row.dot(2)).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(row.dot(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(row.tiles).toHaveText(firstPage('en'));
  await expect(row.dot(1)).toHaveAttribute('aria-current', 'true');
});

test('the tile menu opens and closes with the keyboard, and hides and shows the row', async ({ page, site }) => {
  const row = new TopSites(page);
  await site.goto(demoPath('slider'));
  await row.menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(row.menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(row.show).toBeFocused();
  await expect(row.show).toHaveAttribute('aria-checked', 'true');

  await page.keyboard.press('Escape');
  await expect(row.menu).toBeHidden();
  await expect(row.menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(row.menuButton).toBeFocused();

  // Space on the item hides the row; focus comes back to the button, which stays to bring the row back.
  await page.keyboard.press('ArrowDown');
  await expect(row.show).toBeFocused();
  await page.keyboard.press('Space');
  await expect(row.menu).toBeHidden();
  await expect(row.tiles).toHaveCount(0);
  await expect(row.dot(1)).toHaveCount(0);
  await expect(row.menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(row.show).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Enter');
  await expect(row.tiles).toHaveText(firstPage('en'));
  await expect(row.menuButton).toBeFocused();
});

test.describe('the tiles lead to pages of the same locale', () => {
  test('a demo tile opens that demo', async ({ page, site }) => {
    const row = new TopSites(page, 'es');
    await site.goto(demoPath('pan-and-zoom', 'es'));
    await row.tile('Slider').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/demos\/dynamic-ntt\/slider$/);
    await expect(row.frame).toHaveAttribute('data-demo', 'slider');
    await expect(row.tile('Slider')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  });

  test('Home opens the dynamic NTT placement page', async ({ page, site }) => {
    const row = new TopSites(page, 'de');
    await site.goto(demoPath('carousel-autofade', 'de'));
    await row.tile('Start').click();
    await expect(page).toHaveURL(/\/de\/ad-placements\/brave-browser\/dynamic-ntt$/);
    await expect(row.frame).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test('Brave Ads opens the home page of the locale', async ({ page, site }) => {
    const row = new TopSites(page, 'fr');
    await site.goto(demoPath('pan-and-zoom-2', 'fr'));
    await row.tile('Brave Ads').click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(row.frame).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  });
});
