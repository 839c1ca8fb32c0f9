import { test as base, expect, type Page, type Locator, type Response } from '@playwright/test';

export { expect };

export const locales = ['de', 'en', 'es', 'fr', 'pt'] as const;
export type Locale = (typeof locales)[number];

export const htmlLang: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-US',
  es: 'es',
  fr: 'fr-FR',
  pt: 'pt-BR',
};

export const localeLabels: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
};

/** '/x' in locale 'es' -> '/es/x'; the default locale has no prefix. */
export function localized(locale: Locale, route: string): string {
  if (locale === 'en') return route;
  return route === '/' ? `/${locale}/` : `/${locale}${route}`;
}

/** Page object for the site chrome shared by every page. */
/**
 * Waits until React has hydrated the page, so clicks and keys reach live handlers. The served HTML already carries
 * `data-has-hydrated="false"`: only the value tells, not the attribute.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

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

  /** Navigates and waits until React has hydrated the page, so clicks reach live handlers. */
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
