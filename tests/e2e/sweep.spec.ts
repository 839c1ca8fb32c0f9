import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page, Request, TestInfo } from '@playwright/test';
import { test, expect, locales, localized, htmlLang, type Locale, SitePage, waitForHydration } from './fixtures';
import { sitemapRoutes, sitePages } from './built-site';
import { pageKindOf, pagesByKind } from './page-kinds';
import { specRoutes } from '../../config/routes';

/**
 * The full sweep: every page of the build's sitemaps and every route of the spec, in every locale, in light and in
 * dark mode (a page added to the site is swept without editing a list). On each page
 * (and each frame of it) it records Content-Security-Policy violations, console errors, uncaught
 * exceptions, failed requests and error responses, and runs axe with the WCAG 2.0/2.1/2.2 A and AA
 * rules (in dark mode the colour rules, see COLOUR_RULES). All must be zero. One test per route and
 * locale checks both themes on the same page.
 * Dark mode: in English the pages that stand for each kind, the first of every kind and the not-found page are
 * reloaded with the stored choice, the way a returning visitor arrives (a kind of page that renders differently by theme on the server and in
 * the browser shows up there, as a console error). On the others, the same code with other words, the reader's own
 * path, the colour toggle, switches the page in place, which spares a load and a second injection of axe per page
 * (the demos' takeover covers the toggle: there the stored choice and a reload again).
 * Demo pages: axe runs on the host page; the creative's frame is a separate document (its CSP
 * violations and errors still count).
 */

// 'experimental' adds axe's rules still in trial (label-content-name-mismatch for WCAG 2.5.3 among
// them), so a class of problem the stable set misses is caught too.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];
const themes = ['light', 'dark'] as const;
/**
 * The rules whose answer can change with the theme: the two themes serve the same DOM (only the colours and the
 * colour toggle's state differ; no element is shown or hidden by theme), so in dark mode axe runs the colour
 * rules only: on a doc page 1.3 s instead of the full run's 2.6 s (quiet machine), 210 times per suite.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
type Theme = (typeof themes)[number];

/** The not-found page: answered with status 404 on purpose. */
const notFoundRoute = '/this-page-does-not-exist';

type Problems = { csp: string[]; console: string[]; requests: string[]; axe: string[]; layout: string[] };
type Watch = {
  problems: Problems;
  inFlight: Set<Request>;
  /** Set just before a dark-mode reload. */
  reloading: boolean;
};

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records violations in every frame from the very start, before any page script runs. */
function recordCspViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || document.location.href}:${event.lineNumber}${event.sample ? ` "${event.sample}"` : ''}`,
    );
  });
}

function watch(page: Page, expectedDocumentStatus: number): Watch {
  const problems: Problems = { csp: [], console: [], requests: [], axe: [], layout: [] };
  const inFlight = new Set<Request>();
  const state: Watch = { problems, inFlight, reloading: false };
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs the 404 document of the not-found page as a failed resource: that one is expected.
    if (expectedDocumentStatus === 404 && /status of 404/.test(message.text()) && message.location().url === page.url())
      return;
    problems.console.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    // A fetch the page itself cancels (AbortController, e.g. a status probe superseded by a re-render)
    // is not a failure; any other aborted or failed load is.
    const errorText = request.failure()?.errorText ?? '';
    if (errorText === 'net::ERR_ABORTED' && ['fetch', 'xhr'].includes(request.resourceType())) return;
    // A route prefetch (<link rel=prefetch>, resource type "other") that the dark-mode reload cut off: the page being
    // left keeps draining its idle-time prefetch queue until the new document commits (CI runs of session 23: 1 to 10+
    // chunks on 3 of 210 pages), and the browser cancels those, as a visitor's next click does. What was in flight
    // when the page went quiet is awaited and checked (settle); a prefetch answered with an error still counts.
    if (errorText === 'net::ERR_ABORTED' && state.reloading && request.resourceType() === 'other') return;
    problems.requests.push(`${request.failure()?.errorText ?? 'failed'} ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    const isDocument = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (response.status() >= 400 && !(isDocument && response.status() === expectedDocumentStatus)) {
      problems.requests.push(`${response.status()} ${request.method()} ${response.url()}`);
    }
  });
  return state;
}

/**
 * Waits until no request of the page is in flight. The route chunks of the links in view are prefetched in idle
 * periods (src/clientModules/idlePrefetch.ts), which on a busy machine come after axe has run: reloading then would
 * cancel them (net::ERR_ABORTED), and their real outcome would go unchecked. The queue may still issue more after
 * this, up to the new document's commit; the reload's cancellation of those is not counted (see watch).
 */
async function settle(inFlight: Set<Request>, path: string): Promise<void> {
  await expect
    .poll(() => [...inFlight].map((request) => request.url()), {
      message: `requests of ${path} still in flight`,
      timeout: 20_000,
    })
    .toEqual([]);
}

async function collectCsp(page: Page, problems: Problems, theme: Theme): Promise<void> {
  for (const frame of page.frames()) {
    // Taken out of the page as read: a theme switched in place keeps the document and its list.
    const found = await frame.evaluate(() => window.__cspViolations?.splice(0) ?? []).catch(() => [] as string[]);
    problems.csp.push(...found.map((v) => `[${theme}] ${v}`));
  }
}

async function ready(page: Page, route: string): Promise<void> {
  await waitForHydration(page);
  if (pageKindOf(route) === 'demoDoc') {
    // The emulated new tab page settles into "loaded" or "error": judge it once it has.
    await expect(page.getByTestId('new-tab-page')).not.toHaveAttribute('data-state', 'loading', { timeout: 15_000 });
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** axe-core itself, read once per worker and put in a document once (each injection compiles it again). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Runs axe in the page's own document, not inside its frames (the creative's frame is a separate document with its
 * own CSP; its violations and errors are recorded by watch()).
 */
async function axeRun(page: Page, rules: { tags: string[] } | { rules: string[] }): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const runOnly =
    'tags' in rules ? { type: 'tag' as const, values: rules.tags } : { type: 'rule' as const, values: rules.rules };
  return page.evaluate(
    (options) => {
      if (!window.axe) throw new Error('axe is not in the page');
      return window.axe.run(document, options);
    },
    { runOnly, iframes: false, resultTypes: ['violations'] } satisfies RunOptions,
  );
}

async function runAxe(page: Page, problems: Problems, theme: Theme, testInfo: TestInfo): Promise<number> {
  const results = await axeRun(page, theme === 'light' ? { tags: AXE_TAGS } : { rules: COLOUR_RULES });
  for (const violation of results.violations) {
    const targets = violation.nodes
      .slice(0, 6)
      .map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
      );
    problems.axe.push(
      `[${theme}] ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${targets.join(' | ')}`,
    );
  }
  if (results.incomplete.length > 0) {
    testInfo.annotations.push({
      type: `axe needs review (${theme})`,
      description: results.incomplete.map((r) => `${r.id}×${r.nodes.length}`).join(', '),
    });
  }
  return new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id),
  ).size;
}

/** The narrowest phone the site is laid out for (CSS px). */
const PHONE_WIDTH = 360;

/**
 * On a phone, nothing may widen the page: a wide table or code block scrolls inside its own box. A page wider
 * than the screen pans sideways under the reader's thumb, and mobile browsers zoom the whole page out to fit it.
 * Also runs axe's scrollable-region-focusable at that width, since boxes that only scroll on a phone must still be
 * reachable from the keyboard.
 */
async function phoneWidthProblems(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const found = await page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return [];
    const widest = Array.from(document.querySelectorAll('body *'), (element) => ({
      element,
      right: element.getBoundingClientRect().right,
    }))
      .filter(({ right }) => right > width + 1)
      .slice(0, 3)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}.${String(element.className)} ends at ${Math.round(right)} px`,
      );
    return [`page is ${document.documentElement.scrollWidth} px wide at ${width} px: ${widest.join('; ')}`];
  }, PHONE_WIDTH);
  const axe = await axeRun(page, { rules: ['scrollable-region-focusable'] });
  for (const violation of axe.violations) {
    found.push(
      `[${PHONE_WIDTH} px] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  }
  return found;
}

async function sweep(
  page: Page,
  locale: Locale,
  route: string,
  expectedStatus: number,
  testInfo: TestInfo,
): Promise<void> {
  await page.addInitScript(recordCspViolations);
  const watched = watch(page, expectedStatus);
  const { problems, inFlight } = watched;
  const path = localized(locale, route);
  const rulesRun: number[] = [];
  const site = new SitePage(page);
  for (const theme of themes) {
    if (theme === 'light') {
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(expectedStatus);
      await ready(page, route);
    } else if (!reloadInDark.has(localized(locale, route)) && pageKindOf(route) !== 'demoDoc') {
      await site.colorToggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // The colours change with a transition (Infima's links), started at the next style update: axe reads them once
      // every one has ended.
      await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        );
      });
    } else {
      // The stored choice, applied before first paint, as a returning visitor arrives.
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      watched.reloading = true;
      const response = await page.reload();
      expect(response?.status(), `${path} status`).toBe(expectedStatus);
      await ready(page, route);
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await collectCsp(page, problems, theme);
    rulesRun.push(await runAxe(page, problems, theme, testInfo));
    await settle(inFlight, path);
  }
  problems.layout.push(...(await phoneWidthProblems(page)));
  testInfo.annotations.push({ type: 'sweep', description: `${path}: 2 themes, axe rules run ${rulesRun.join('/')}` });
  // The dark run checked its colours: both rules ran (applicable or not), none was left out by a typo.
  expect(rulesRun[1], `axe colour rules run in dark mode on ${path}`).toBe(COLOUR_RULES.length);
  const total =
    problems.csp.length +
    problems.console.length +
    problems.requests.length +
    problems.axe.length +
    problems.layout.length;
  expect(total === 0 ? [] : problems, `problems on ${path}`).toEqual([]);
}

/**
 * The English pages whose dark run is a reload with the stored choice: those that stand for each kind (pagesByKind),
 * the first page of every kind, and the not-found page.
 */
const firstOfKind = new Map<string, string>();
for (const route of sitePages('en')) if (!firstOfKind.has(pageKindOf(route))) firstOfKind.set(pageKindOf(route), route);
const reloadInDark = new Set(
  [notFoundRoute, ...Object.values(pagesByKind).flat(), ...firstOfKind.values()].map((route) => localized('en', route)),
);

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

test('the sweep covers every route of the spec and every page of each sitemap', () => {
  const missing: string[] = [];
  for (const locale of locales) {
    const swept = new Set(sitePages(locale));
    const sitemap = sitemapRoutes(locale);
    // A sitemap read as empty (a renamed file, a changed format) would shrink the sweep to the spec's routes.
    expect(sitemap.length, `pages in the ${locale} sitemap`).toBeGreaterThan(25);
    for (const route of [...specRoutes, ...sitemap]) if (!swept.has(route)) missing.push(localized(locale, route));
  }
  expect(missing).toEqual([]);
});

for (const locale of locales) {
  test.describe(`sweep ${locale}`, () => {
    for (const route of sitePages(locale)) {
      test(`${localized(locale, route)} light+dark: no CSP violation, console error, failed request, axe violation or page wider than a phone`, async ({
        page,
      }, testInfo) => {
        await sweep(page, locale, route, 200, testInfo);
      });
    }
    test(`${localized(locale, notFoundRoute)} (404 page) light+dark: no CSP violation, console error, failed request, axe violation or page wider than a phone`, async ({
      page,
    }, testInfo) => {
      await sweep(page, locale, notFoundRoute, 404, testInfo);
    });
  });
}
