import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { load } from 'cheerio';
import { test, expect, localized, SitePage, waitForHydration } from './fixtures';
import { pagesByKind, type BudgetedKind } from './page-kinds';

/**
 * Byte budgets of the first load. "First load" is what Chromium fetches from navigation to
 * the load event with no interaction; link prefetches (Sec-Purpose: prefetch) are not part of it.
 * Sizes are gzip (level 6, what the preview server sends) of the decoded bodies, so the figures do
 * not depend on which encoding the browser negotiated. Budgets live in config/budgets.json: measured
 * with small headroom (0.5%); CSS never above the CSS target; articles' and creative tools' JS never above the JS
 * target (both in config/budgets.json `targets`).
 * scripts/bench.ts measures the same way and prints raw, wire and gzip figures.
 */

type PageType = BudgetedKind;
type Budget = { jsGzip: number; cssGzip: number; fontGzip: number };
/** A page held to a budget of its own, above its kind's target, with the reason said (config/budgets.json). */
type Exception = Budget & { reason: string };
type Budgets = {
  targets: { docJsGzip: number; docCssGzip: number };
  pages: Record<PageType, Budget>;
  exceptions: Record<string, Exception>;
};
type Kind = 'html' | 'js' | 'css' | 'img' | 'font' | 'frame' | 'data' | 'other';
type Loaded = { url: string; kind: Kind; gzip: number; raw: number; afterLoad: boolean; body: Buffer };

const budgets = JSON.parse(readFileSync(path.resolve(__dirname, '../../config/budgets.json'), 'utf8')) as Budgets;
const KB = 1024;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** Pages measured per page type (tests/e2e/page-kinds.ts), in the reference locale (Spanish). */
const pagesByType = Object.fromEntries(
  Object.entries(pagesByKind)
    .filter(([type]) => type !== 'notFound')
    .map(([type, routes]) => [type, routes.map((route) => localized('es', route))]),
) as Record<PageType, string[]>;

/**
 * Strings found only in the search code: the modal (DocSearch's dropdown), the engine (MiniSearch) and
 * the index loader (which fetches `<baseUrl>search-index/manifest.json`). 'DocSearch-Modal' is not one:
 * the navbar button's keyboard handler names it.
 */
const SEARCH_MARKERS = { modal: 'DocSearch-Dropdown', engine: 'MiniSearch', loader: '/manifest.json' } as const;
/** The search index files (src/search/types.ts: SEARCH_FILES_DIR). */
const SEARCH_INDEX_URL = /\/search-index\//;

function kindOf(page: Page, request: Request): Kind {
  const type = request.resourceType();
  if (type === 'document') return request.frame() === page.mainFrame() ? 'html' : 'frame';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'image') return 'img';
  if (type === 'font') return 'font';
  if (type === 'fetch' || type === 'xhr') return 'data';
  return 'other';
}

async function measure(page: Page, route: string): Promise<{ status: number; files: Loaded[] }> {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  const response = await page.goto(route, { waitUntil: 'load' });
  const loadEpoch = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.timeOrigin + nav.loadEventStart;
  });
  // Anything the page fetches on its own after load (no interaction) is collected too, for the search check.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const files: Loaded[] = [];
  for (const request of finished) {
    if (/prefetch/.test((await request.allHeaders())['sec-purpose'] ?? '')) continue;
    const res = await request.response();
    if (!res) continue;
    const body = await res.body().catch(() => Buffer.alloc(0));
    files.push({
      url: new URL(request.url()).pathname,
      kind: kindOf(page, request),
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      afterLoad: request.timing().startTime > loadEpoch,
      body,
    });
  }
  return { status: response?.status() ?? 0, files };
}

const sum = (files: Loaded[], kind: Kind): number =>
  files.filter((f) => f.kind === kind).reduce((a, f) => a + f.gzip, 0);

/** The budget of a page ('/es/x'): its own when it is an exception, else its kind's. */
function budgetOf(type: PageType, route: string): Budget {
  return budgets.exceptions[route.replace(/^\/es(?=\/|$)/, '') || '/'] ?? budgets.pages[type];
}

function report(type: PageType, route: string, files: Loaded[]): string {
  const budget = budgetOf(type, route);
  const first = files.filter((f) => !f.afterLoad);
  const lines = [
    `${route} (${type}) first load, gzip: JS ${kb(sum(first, 'js'))} (budget ${kb(budget.jsGzip)}), CSS ${kb(sum(first, 'css'))} (budget ${kb(budget.cssGzip)}), fonts ${kb(sum(first, 'font'))} (budget ${kb(budget.fontGzip)})`,
    ...first
      .filter((f) => f.kind === 'js' || f.kind === 'css')
      .map((f) => `  ${f.kind} ${f.url} ${kb(f.raw)} raw, ${kb(f.gzip)} gzip`),
  ];
  return lines.join('\n');
}

test.describe('first-load byte budgets', () => {
  // Each test waits for the page's network to go quiet after load (a demo's creative loads its own files in its
  // frame, prefetches run in idle periods): on a loaded CI machine that alone has taken more than 30 s.
  test.describe.configure({ timeout: 90_000 });
  // Budgets are set from measurements and guard against growth; the doc pages' budgets are also held under the
  // targets (config/budgets.json `targets`).
  test('CSS budgets never exceed the CSS target', () => {
    for (const type of ['doc', 'demoDoc'] as const) {
      expect(budgets.pages[type].cssGzip, `${type} CSS budget`).toBeLessThanOrEqual(budgets.targets.docCssGzip);
    }
  });

  // The demo pages are live demos in an emulated new tab page (noindex), not articles: their budget alone guards them.
  test("no article's or creative tool's JS budget is above the JS target (120 KB gzip)", () => {
    for (const type of ['doc', 'creativeTool'] as const) {
      expect(budgets.pages[type].jsGzip, `${type} JS budget`).toBeLessThanOrEqual(budgets.targets.docJsGzip);
    }
  });

  // A page above the target is named, with its reason, and measured: an exception that a page no longer needs, or
  // one for a page that is not measured, has to go.
  test('each page over the JS target is a named exception with its reason, and only such a page', () => {
    const measured: string[] = Object.values(pagesByKind).flat();
    for (const [route, exception] of Object.entries(budgets.exceptions)) {
      expect(measured, `${route} is measured`).toContain(route);
      expect(exception.reason.length, `${route}: the reason`).toBeGreaterThan(40);
      expect(exception.jsGzip, `${route}: an exception only above the target`).toBeGreaterThan(
        budgets.targets.docJsGzip,
      );
      expect(exception.cssGzip, `${route} CSS budget`).toBeLessThanOrEqual(budgets.targets.docCssGzip);
    }
  });

  for (const [type, paths] of Object.entries(pagesByType) as [PageType, string[]][]) {
    for (const route of paths) {
      test(`${type} ${route}: JS, CSS and fonts within budget, no search code before intent`, async ({ page }) => {
        const { status, files } = await measure(page, route);
        expect(status, `${route} must be served (status)`).toBe(200);
        const first = files.filter((f) => !f.afterLoad);
        const budget = budgetOf(type, route);
        const message = report(type, route, files);
        test.info().annotations.push({ type: 'first-load bytes', description: message });
        expect.soft(sum(first, 'js'), `first-load JS gzip over budget\n${message}`).toBeLessThanOrEqual(budget.jsGzip);
        expect
          .soft(sum(first, 'css'), `first-load CSS gzip over budget\n${message}`)
          .toBeLessThanOrEqual(budget.cssGzip);
        expect
          .soft(sum(first, 'font'), `web fonts on first load (the site uses system fonts)\n${message}`)
          .toBeLessThanOrEqual(budget.fontGzip);

        // Search code is fetched on intent only: none of it before the load event on any page, and
        // none after it without interaction. On the search page, arriving with ?q= is the intent
        // that loads the engine and the index after load; the modal never loads there unasked.
        const searchCode = (f: Loaded, markers: readonly string[]): boolean =>
          f.kind === 'js' && markers.some((m) => f.body.includes(m));
        const describe = (f: Loaded): string =>
          `${f.url} (${kb(f.gzip)} gzip, ${f.afterLoad ? 'after load' : 'first load'})`;
        const allMarkers = Object.values(SEARCH_MARKERS);
        expect(first.filter((f) => searchCode(f, allMarkers)).map(describe), 'search code on the first load').toEqual(
          [],
        );
        const laterMarkers = type === 'search' ? [SEARCH_MARKERS.modal] : allMarkers;
        expect(
          files.filter((f) => f.afterLoad && searchCode(f, laterMarkers)).map(describe),
          'search code fetched after load without intent',
        ).toEqual([]);
        if (type !== 'search') {
          expect(
            files.filter((f) => SEARCH_INDEX_URL.test(f.url)).map((f) => f.url),
            'search index fetched without intent',
          ).toEqual([]);
        }

        // No script waterfall: the page's own chunks are named in its HTML (preloaded from the head, started by
        // config/ssrTemplate.ts), so they download beside the main bundle instead of after it has run
        // (src/plugins/route-scripts). Code a component imports on its own (code highlighting near a code block)
        // comes after the load event, and is not part of this.
        const html = files.find((f) => f.kind === 'html');
        const $ = load(html?.body.toString('utf8') ?? '');
        expect($('script[src]').length, 'scripts the parser would run before the first full frame').toBe(0);
        const named = $('head link[rel=preload][as=script][data-entry-script]')
          .toArray()
          .map((element) => new URL($(element).attr('href') ?? '', 'http://x').pathname);
        expect(named.length, `scripts named in the HTML of ${route}: ${named.join(', ')}`).toBeGreaterThan(2);
        expect(
          first.filter((f) => f.kind === 'js' && !named.includes(f.url)).map(describe),
          'first-load scripts the HTML does not name',
        ).toEqual([]);
      });
    }
  }

  for (const route of [...pagesByType.doc, ...pagesByType.demoDoc, ...pagesByType.home]) {
    test(`images on ${route} have explicit width and height`, async ({ page }) => {
      await page.goto(route);
      const missing = await page
        .locator('img')
        .evaluateAll((imgs) =>
          imgs
            .filter(
              (img) =>
                !/^\d+(\.\d+)?$/.test(img.getAttribute('width') ?? '') ||
                !/^\d+(\.\d+)?$/.test(img.getAttribute('height') ?? ''),
            )
            .map(
              (img) =>
                `${img.getAttribute('src')?.slice(0, 80)} width=${img.getAttribute('width')} height=${img.getAttribute('height')}`,
            ),
        );
      expect(missing, 'img elements without numeric width and height attributes').toEqual([]);
    });
  }
});

/**
 * The page's text is painted before its scripts run (config/ssrTemplate.ts). Deferred scripts ran as soon as the
 * parser finished, before any frame: the main bundle's evaluation and the first full style and layout came first,
 * and the article painted 600-700 ms after the announcement bar on a mid-range phone.
 */
test.describe('the page paints before its scripts run', () => {
  for (const route of ['/es/ad-placements/brave-browser/ntt', '/es/']) {
    test(`${route}: a frame with the whole text is rendered before the first script is inserted`, async ({ page }) => {
      await page.addInitScript(() => {
        // The time of each rendering update; registered before any of the page's own, so it runs first in a frame.
        const frames: number[] = [];
        (window as unknown as { __frames: number[] }).__frames = frames;
        const tick = () => {
          frames.push(performance.now());
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await new SitePage(page).goto(route);
      // The boot script is the last element of the served body: when it runs, the whole text has been parsed.
      const html = (await (await page.request.get(route)).text()).trimEnd();
      const boot = html.slice(html.lastIndexOf('<script>'));
      expect(boot).toContain('data-entry-script');
      expect(boot).toMatch(/<\/script><\/body>(<\/html>)?$/);
      const { parsed, start, frames } = await page.evaluate(() => ({
        parsed: performance.getEntriesByName('boot:parsed')[0]?.startTime,
        start: performance.getEntriesByName('boot:start')[0]?.startTime,
        frames: (window as unknown as { __frames: number[] }).__frames,
      }));
      expect(parsed, 'the boot script ran').toBeDefined();
      expect(start, 'the boot script started the scripts').toBeDefined();
      const between = frames.filter((t) => t > (parsed ?? Infinity) && t < (start ?? -Infinity));
      expect(between.length, 'rendering updates between the end of parsing and the first script').toBeGreaterThan(0);
    });
  }

  /**
   * React has hydrated the article: the element that holds its text carries React's fiber (the text inside may be
   * kept as served: StaticIsland). (data-has-hydrated is written through the head manager, which waits for an
   * animation frame: these tabs have none. For the same reason the wait polls on a timer: Playwright's default
   * polling is by animation frame.)
   */
  const reactOwnsText = () => {
    const article = document.querySelector('main .theme-doc-markdown');
    return article !== null && Object.keys(article).some((key) => key.startsWith('__reactFiber$'));
  };

  test('a page opened in a background tab runs its scripts without waiting for a frame', async ({ page }) => {
    await page.addInitScript(() => {
      // A background tab: hidden, and no animation frame callbacks.
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/es/ad-placements/brave-browser/ntt');
    await page.waitForFunction(reactOwnsText, undefined, { polling: 100 });
    expect(await page.evaluate(() => typeof (window as { docusaurus?: unknown }).docusaurus)).toBe('object');
  });

  test('a tab sent to the background before its first frame runs its scripts then', async ({ page }) => {
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/es/ad-placements/brave-browser/ntt', { waitUntil: 'load' });
    // No frame has come, so nothing has started: the text is there, served, without scripts.
    expect(await page.locator('script[src]').count()).toBe(0);
    await expect(page.locator('main p').first()).toBeVisible();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(reactOwnsText, undefined, { polling: 100 });
  });
});

test('the route chunks of the links in view are still prefetched after load, in idle time', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/es/category/ad-placements');
  await waitForHydration(page);
  // The cards and the sidebar link to other docs: their chunks arrive before the reader clicks.
  await expect.poll(() => prefetched.length, { timeout: 20_000 }).toBeGreaterThan(3);
  expect(prefetched.filter((url) => !/^\/es\/assets\/js\/[^/]+\.js$/.test(url))).toEqual([]);
  // Each file is asked for once, and never one the page has already run. (Docusaurus's own prefetch re-added the
  // docs layout's chunks for every link in view: 352 prefetch links for 24 files on the placement page.)
  const { links, own } = await page.evaluate(() => ({
    links: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (link) => link.href),
    own: Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-entry-script]'), (link) => link.href),
  }));
  expect(links.length).toBeGreaterThan(3);
  expect(links.length, 'one prefetch link per file').toBe(new Set(links).size);
  expect(
    links.filter((href) => own.includes(href)),
    'prefetched although the page runs it',
  ).toEqual([]);
  // window.docusaurus keeps the API the theme's links call.
  expect(await page.evaluate(() => typeof (window as { docusaurus?: { preload?: unknown } }).docusaurus?.preload)).toBe(
    'function',
  );
});

/**
 * The first `Intl` formatter of a page loads the locale's calendar or number data: 100-140 ms of main thread on a
 * mid-range phone, inside hydration. Dates and figures that never change are kept as the server wrote
 * them (StaticIsland), so hydrating these pages builds none; the dates are still on the page.
 */
test.describe('hydration builds no Intl formatter', () => {
  /** A long Spanish date as the server writes it ("30 de octubre de 2025", "25 nov 2026"). */
  const longDate = /^\d{1,2} (de )?\p{L}+\.?( de)? \d{4}$/u;
  const pages = [
    { route: '/es/ad-placements/brave-browser/ntt', date: '.theme-last-updated time', text: longDate },
    { route: '/es/blog/reporting-api-v3', date: 'article header time', text: longDate },
    // The archive's dates are under their year's heading: day and month only.
    { route: '/es/blog/archive', date: 'main li time', text: /^\d{1,2} de \p{L}+$/u },
    { route: '/es/demos/dynamic-ntt/pan-and-zoom', date: '.theme-last-updated time', text: longDate },
    // The tools' counters and summaries are numbers 0-999, written without Intl (src/lib/numberFormat.ts).
    { route: '/es/creative-tools/new-tab-takeover-check', date: '.theme-last-updated time', text: longDate },
    { route: '/es/creative-tools/notification-ad-preview', date: '.theme-last-updated time', text: longDate },
  ];
  for (const { route, date, text } of pages) {
    test(`${route}: its dates stay as served, no formatter is built`, async ({ page }) => {
      await page.addInitScript(() => {
        const built: string[] = [];
        (window as { __intlBuilt?: string[] }).__intlBuilt = built;
        for (const name of ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'PluralRules', 'Segmenter'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
            construct(target, args: unknown[]) {
              built.push(name);
              return Reflect.construct(target, args) as object;
            },
          });
        }
      });
      // data-has-hydrated is set by an effect of the render that flips the browser flag; the window size is set in
      // the same transition, so every render that follows hydration has run by then.
      await new SitePage(page).goto(route);
      await expect(page.locator(date).first()).toHaveText(text);
      expect(await page.evaluate(() => (window as { __intlBuilt?: string[] }).__intlBuilt)).toEqual([]);
    });
  }

  test('after a client-side navigation the doc footer still shows its date', async ({ page }) => {
    await new SitePage(page).goto('/es/ad-placements/brave-browser/notification');
    // The sidebar's link is a router link: the new page is rendered in the browser, with no server DOM to keep.
    await page.locator('nav a[href="/es/ad-placements/brave-browser/ntt"]').first().click();
    await expect(page).toHaveURL(/\/es\/ad-placements\/brave-browser\/ntt$/);
    await expect(page.locator('.theme-last-updated time')).toHaveText(longDate);
  });
});
