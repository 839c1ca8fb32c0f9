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

/** The demos' names in each edition: the same on their tiles, in the gear menu, the gallery and their pages' titles. */
const demoNames: Record<
  Locale,
  Record<'panAndZoom' | 'panAndZoom2' | 'carousel' | 'slider' | 'digitalRain', string>
> = {
  en: {
    panAndZoom: 'Pan & Zoom',
    panAndZoom2: 'Pan & Zoom 2',
    carousel: 'Carousel',
    slider: 'Slider',
    digitalRain: 'Digital Rain',
  },
  de: {
    panAndZoom: 'Schwenk & Zoom',
    panAndZoom2: 'Schwenk & Zoom 2',
    carousel: 'Karussell',
    slider: 'Slider',
    digitalRain: 'Digitaler Regen',
  },
  es: {
    panAndZoom: 'Barrido y zoom',
    panAndZoom2: 'Barrido y zoom 2',
    carousel: 'Carrusel',
    slider: 'Control deslizante',
    digitalRain: 'Lluvia digital',
  },
  fr: {
    panAndZoom: 'Panoramique et zoom',
    panAndZoom2: 'Panoramique et zoom 2',
    carousel: 'Carrousel',
    slider: 'Curseur',
    digitalRain: 'Pluie numérique',
  },
  pt: {
    panAndZoom: 'Pan e zoom',
    panAndZoom2: 'Pan e zoom 2',
    carousel: 'Carrossel',
    slider: 'Controle deslizante',
    digitalRain: 'Chuva digital',
  },
};

/** "Home" and "Brave Ads" (a product name) frame the demos' tiles. */
const firstPage = (locale: Locale = 'en') => {
  const n = demoNames[locale];
  return [texts[locale].home, n.carousel, n.slider, n.panAndZoom];
};
const secondPage = (locale: Locale = 'en') => [
  demoNames[locale].panAndZoom2,
  demoNames[locale].digitalRain,
  'Brave Ads',
];

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
      await expect(row.tile(demoNames[locale].panAndZoom)).toHaveAttribute('aria-current', 'page');
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
      await expect(row.tiles).toHaveText(secondPage(locale));
      await expect(row.dot(2)).toHaveAttribute('aria-current', 'true');
      await expect(row.tile('Brave Ads')).toHaveAttribute('href', localized(locale, '/'));
    });
  }
});

test('a demo on the second page opens with that page in view, its tile marked', async ({ page, site }) => {
  const row = new TopSites(page);
  await site.goto(demoPath('digital-rain'));
  await expect(row.tiles).toHaveText(secondPage());
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
  await expect(row.tiles).toHaveText(secondPage());
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
    await row.tile(demoNames.es.slider).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/demos\/dynamic-ntt\/slider$/);
    await expect(row.frame).toHaveAttribute('data-demo', 'slider');
    await expect(row.tile(demoNames.es.slider)).toHaveAttribute('aria-current', 'page');
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

test.describe('on a phone and a desktop', () => {
  /** Two boxes share some area. */
  const intersects = (a: Box, b: Box): boolean =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  type Box = { x: number; y: number; width: number; height: number };

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport, hasTouch: viewport.width < 500 });

      for (const id of ['pan-and-zoom', 'pan-and-zoom-2', 'carousel-autofade', 'slider', 'digital-rain']) {
        test(`${id} (de): the row covers none of the creative's badge, headline or caption`, async ({ page, site }) => {
          const row = new TopSites(page, 'de');
          await site.goto(demoPath(id, 'de'));
          await expect(row.frame).toHaveAttribute('data-state', 'loaded', { timeout: 15_000 });
          const rowBox = await row.row.boundingBox();
          const frameBox = await row.frame.locator('iframe').boundingBox();
          expect(rowBox && frameBox).toBeTruthy();
          // The creative's own words: its badge, its headline (the carousel shows the caption of its frame).
          const creative = row.frame.frameLocator('iframe');
          const words = creative.locator('.badge, .headline, .caption.is-active');
          await expect(words.first()).toBeVisible();
          // The badge's pill; the box of a headline's lines of text (its block spans the whole column).
          for (const box of await words.evaluateAll((els) =>
            els.map((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              const r = el.classList.contains('badge') ? el.getBoundingClientRect() : range.getBoundingClientRect();
              return { x: r.x, y: r.y, width: r.width, height: r.height };
            }),
          )) {
            const onPage = { ...box, x: box.x + frameBox!.x, y: box.y + frameBox!.y };
            expect(intersects(rowBox!, onPage), `row ${JSON.stringify(rowBox)} over ${JSON.stringify(onPage)}`).toBe(
              false,
            );
          }
        });
      }

      test('tile labels are not underlined, and fit their tiles', async ({ page, site }) => {
        const row = new TopSites(page, 'de');
        await site.goto(demoPath('pan-and-zoom', 'de'));
        await expect(row.tiles).toHaveCount(4);
        for (const tile of await row.tiles.all()) {
          await expect(tile).toHaveCSS('text-decoration-line', 'none');
          await tile.hover();
          await expect(tile).toHaveCSS('text-decoration-line', 'none');
          const fits = await tile.evaluate((el) => el.scrollWidth <= el.clientWidth);
          expect(fits, `${await tile.textContent()} spills out of its tile`).toBe(true);
        }
      });
    });
  }
});
