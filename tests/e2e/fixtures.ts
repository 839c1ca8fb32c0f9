import { test as base, expect, type Page, type Locator, type Response } from '@playwright/test';

import { localeCodes, localeConfigs, localePrefix, type LocaleCode } from '../../config/locales';

export { expect };

/** The five editions, their lang tags and dropdown labels: config/locales.ts, the site's own list. */
export const locales = localeCodes;
export type Locale = LocaleCode;

export const htmlLang = Object.fromEntries(locales.map((locale) => [locale, localeConfigs[locale].htmlLang])) as Record<
  Locale,
  string
>;

export const localeLabels = Object.fromEntries(
  locales.map((locale) => [locale, localeConfigs[locale].label]),
) as Record<Locale, string>;

export { localePrefix };

/** '/x' in locale 'es' -> '/es/x'; the default locale has no prefix. */
export function localized(locale: Locale, route: string): string {
  return `${localePrefix(locale)}${route}`;
}

/** WCAG 2.2 A and AA rules of axe, for checks of one component (sweep.spec.ts adds axe's experimental rules). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A 390 x 844 touch phone, as the design reviews use it: `test.use(phone)` in a describe block. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** A 1440 x 900 desktop, the reviews' other screen. */
export const desktop = { viewport: { width: 1440, height: 900 } } as const;

/** WCAG contrast ratio of two computed `rgb(...)` colours (the alpha, if any, is ignored). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Waits until React has hydrated the page, so clicks and keys reach live handlers. The served HTML already carries
 * `data-has-hydrated="false"`: only the value tells, not the attribute.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/**
 * Waits until the search button's Ctrl+K shortcut is live: the button shows its key hint once its keyboard handler is
 * attached (before that, the key press goes to the browser).
 */
export async function searchShortcutReady(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button-Key').first().waitFor();
}

/**
 * Opens the search modal the way a reader does, with Ctrl+K once the shortcut is live, and returns its input once
 * it has focus. The modal's code (and, for a query, the index) loads on this first use: seconds on a loaded machine.
 */
export async function openSearchModal(page: Page, options: { timeout?: number } = {}): Promise<Locator> {
  await searchShortcutReady(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Modal .DocSearch-Input');
  await expect(input).toBeFocused(options);
  return input;
}

/** Page object for the site chrome shared by every page. */
export class SitePage {
  constructor(readonly page: Page) {}

  get navbar(): Locator {
    return this.page.locator('nav.navbar');
  }
  get hamburger(): Locator {
    return this.page.locator('button.navbar__toggle');
  }
  get colorToggle(): Locator {
    return this.page.locator('nav.navbar button[class*="toggleButton"]').first();
  }
  get announcementBar(): Locator {
    return this.page.locator('[role="banner"]').filter({ has: this.page.locator('button.clean-btn.close') });
  }
  get announcementClose(): Locator {
    return this.page.locator('div[role="banner"] button.close');
  }
  get skipLink(): Locator {
    return this.page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
  }
  get localeDropdown(): Locator {
    return this.page
      .locator('.navbar__items--right .dropdown')
      .filter({ has: this.page.locator('svg[class*="iconLanguage"]') });
  }

  /** Navigates and waits until the page is hydrated, so clicks reach live handlers. */
  async goto(path: string): Promise<Response | null> {
    const response = await this.page.goto(path);
    await waitForHydration(this.page);
    return response;
  }

  async theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }
}

type Fixtures = { site: SitePage; consoleErrors: string[] };

/**
 * `test` fails any test whose page logged a console error or threw an uncaught exception,
 * unless the test empties `consoleErrors` on purpose (for pages that are meant to fail).
 */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  site: async ({ page, consoleErrors }, use) => {
    void consoleErrors;
    await use(new SitePage(page));
  },
});
