import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, localized } from './fixtures';
import { pagesByKind, type BudgetedKind } from './page-kinds';
import { gzipOf, measurePageLoad, type LoadedFile } from '../../scripts/perf/measure';

/**
 * Byte budgets, guard rails rather than targets (what people feel is judged by `npm run bench`: Lighthouse,
 * blocking time and LCP beside the original site). Two figures per page type: the first load (until the load event,
 * no interaction) and every script the page fetches with no interaction (so moving code after load does not pay),
 * both gzip level 6 of the decoded bodies (scripts/perf/measure.ts, the bench's own measure). Budgets live in
 * config/budgets.json: the measured figure plus the headroom it names. Each run writes its figures to
 * test-results/budgets-measured.json; `npx tsx scripts/perf/ratchet-budgets.ts` lowers a budget that the site has
 * come under (a budget only goes down by itself; raising one is a commit that says why).
 */

type Budget = { jsGzip: number; allJsGzip: number; cssGzip: number; fontGzip: number };
type Budgets = { headroom: number; pages: Record<BudgetedKind, Budget> };

const budgets = JSON.parse(readFileSync(path.resolve(__dirname, '../../config/budgets.json'), 'utf8')) as Budgets;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const measuredFile = path.resolve(__dirname, '../../test-results/budgets-measured.json');

/** Pages measured per page type (tests/e2e/page-kinds.ts), in the reference locale (Spanish). */
const pagesByType = Object.fromEntries(
  Object.entries(pagesByKind)
    .filter(([type]) => type !== 'notFound')
    .map(([type, routes]) => [type, routes.map((route) => localized('es', route))]),
) as Record<BudgetedKind, string[]>;

/** The search index files (src/search/types.ts: SEARCH_FILES_DIR). */
const SEARCH_INDEX_URL = /\/search-index\//;

function report(type: BudgetedKind, route: string, files: readonly LoadedFile[]): string {
  const budget = budgets.pages[type];
  return [
    `${route} (${type}), gzip: first-load JS ${kb(gzipOf(files, 'js'))} (budget ${kb(budget.jsGzip)}), JS with no ` +
      `interaction ${kb(gzipOf(files, 'js', ['firstLoad', 'afterLoad']))} (budget ${kb(budget.allJsGzip)}), CSS ` +
      `${kb(gzipOf(files, 'css'))} (budget ${kb(budget.cssGzip)})`,
    ...files
      .filter((f) => (f.kind === 'js' || f.kind === 'css') && f.phase !== 'prefetch')
      .map((f) => `  ${f.phase} ${f.kind} ${f.url} ${kb(f.raw)} raw, ${kb(f.gzip)} gzip`),
  ].join('\n');
}

/** Adds one page's figures to the run's file, which the ratchet reads. */
function record(type: BudgetedKind, route: string, files: readonly LoadedFile[]): void {
  mkdirSync(path.dirname(measuredFile), { recursive: true });
  let all: Record<string, { type: string; jsGzip: number; allJsGzip: number; cssGzip: number }> = {};
  try {
    all = JSON.parse(readFileSync(measuredFile, 'utf8')) as typeof all;
  } catch {
    // First page of the run.
  }
  all[route] = {
    type,
    jsGzip: gzipOf(files, 'js'),
    allJsGzip: gzipOf(files, 'js', ['firstLoad', 'afterLoad']),
    cssGzip: gzipOf(files, 'css'),
  };
  writeFileSync(measuredFile, `${JSON.stringify(all, null, 2)}\n`);
}

test.describe('byte budgets', () => {
  // Each test waits for the page's network to go quiet after load (a demo's creative loads its own files in its
  // frame): on a loaded CI machine that alone has taken more than 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('every page type has a budget with its headroom stated', () => {
    expect(budgets.headroom).toBeGreaterThan(0);
    expect(budgets.headroom).toBeLessThanOrEqual(0.05);
    expect(Object.keys(budgets.pages).sort()).toEqual(Object.keys(pagesByType).sort());
  });

  for (const [type, paths] of Object.entries(pagesByType) as [BudgetedKind, string[]][]) {
    for (const route of paths) {
      test(`${type} ${route}: JS, CSS and fonts within budget, no search code before intent`, async ({ page }) => {
        const { status, files } = await measurePageLoad(page, route);
        expect(status, `${route} must be served (status)`).toBe(200);
        record(type, route, files);
        const budget = budgets.pages[type];
        const message = report(type, route, files);
        test.info().annotations.push({ type: 'bytes', description: message });
        expect.soft(gzipOf(files, 'js'), `first-load JS over budget\n${message}`).toBeLessThanOrEqual(budget.jsGzip);
        expect
          .soft(gzipOf(files, 'js', ['firstLoad', 'afterLoad']), `JS with no interaction over budget\n${message}`)
          .toBeLessThanOrEqual(budget.allJsGzip);
        expect.soft(gzipOf(files, 'css'), `first-load CSS over budget\n${message}`).toBeLessThanOrEqual(budget.cssGzip);
        expect
          .soft(gzipOf(files, 'font'), `web fonts on first load (the site uses system fonts)\n${message}`)
          .toBeLessThanOrEqual(budget.fontGzip);

        // Search code is fetched on intent only. On the search page, arriving with ?q= is the intent that loads the
        // engine and the index; the page itself loads none of it unasked either.
        const describe = (f: LoadedFile): string => `${f.url} (${kb(f.gzip)} gzip, ${f.phase})`;
        expect(
          files.filter((f) => f.search && f.phase !== 'prefetch').map(describe),
          'search code fetched without intent',
        ).toEqual([]);
        expect(
          files.filter((f) => SEARCH_INDEX_URL.test(f.url)).map((f) => f.url),
          'search index fetched without intent',
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
