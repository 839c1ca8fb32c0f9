import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './scripts/lib/chromium';

/**
 * Browser tests run Debian's Chromium (never a downloaded build) against the production build,
 * served on 127.0.0.1 by scripts/serve.ts. `npm test` builds first; run `npm run build` before
 * `npm run test:e2e` on its own.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Which tests, against which build (the preview server serves SERVE_DIR, `build` by default):
 * - `default`: every test, against the default build.
 * - `stock-smoke`: the tests tagged `@smoke` (routes, chrome, search modal, demos, creative tools, the not-found
 *   page), against a stock build (SITE_STOCK=1, no entry of config/internals.ts) of en and es; what `npm test` runs
 *   on every CI run, into test-results/playwright-stock.json.
 * - `stock`: every test against a stock build of every locale, except what a stock build does not promise: the byte
 *   and blocking-time budgets (budgets.spec.ts) and the tests tagged `@adapter`, which check what an entry buys.
 */
const suite = process.env.E2E_SUITE ?? 'default';
if (!['default', 'stock-smoke', 'stock'].includes(suite)) throw new Error(`E2E_SUITE: unknown suite "${suite}"`);
const DEMOS = /demos\.spec\.ts$/;
const BUDGETS = /budgets\.spec\.ts$/;
const chromium = { browserName: 'chromium' } as const;
const defaultProjects = [
  { name: 'chromium', use: chromium, testIgnore: DEMOS },
  // The demo creatives animate full-HD canvases: two at once starve a 2-core machine and their frames miss
  // their load deadline. One demo test at a time; the other worker runs the rest.
  { name: 'demos', use: chromium, testMatch: DEMOS, workers: 1 },
];
const stockProjects = [
  { name: 'stock', use: chromium, testIgnore: [DEMOS, BUDGETS], grepInvert: /@adapter\b/ },
  { name: 'stock-demos', use: chromium, testMatch: DEMOS, workers: 1, grepInvert: /@adapter\b/ },
];
// Only these files are loaded: others read every locale's build (sweep.spec.ts reads each sitemap) while they load.
const SMOKE_FILES = /(routes|chrome|search|creative-tools|not-found-hydration)\.spec\.ts$/;
const stockSmokeProjects = [
  { name: 'stock-smoke', use: chromium, testMatch: SMOKE_FILES, grep: /@smoke\b/ },
  { name: 'stock-smoke-demos', use: chromium, testMatch: DEMOS, workers: 1, grep: /@smoke\b/ },
];
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // Generous for a loaded 2-core CI machine (load average 12-14 with two Chromium workers): a passing test
  // takes no longer for it; only a hung one does.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: suite === 'stock-smoke' ? 'test-results/playwright-stock.json' : 'test-results/playwright.json' },
    ],
  ],
  use: {
    baseURL,
    headless: true,
    // A trace records DOM snapshots of every action: 15% of the sweep's time (es sweep, 2 workers: 5.5 -> 4.7 min
    // without). CI prints the failure and discards the clone, so it records none; a local run keeps failures'.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: suite === 'stock-smoke' ? stockSmokeProjects : suite === 'stock' ? stockProjects : defaultProjects,
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
