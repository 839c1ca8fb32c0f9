import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './scripts/lib/chromium';

/**
 * Browser tests run Debian's Chromium (never a downloaded build) against the production build,
 * served on 127.0.0.1 by scripts/serve.ts. `npm test` builds first; run `npm run build` before
 * `npm run test:e2e` on its own.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
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
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
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
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /demos\.spec\.ts$/ },
    // The demo creatives animate full-HD canvases: two at once starve a 2-core machine and their frames miss
    // their load deadline. One demo test at a time; the other worker runs the rest.
    { name: 'demos', use: { browserName: 'chromium' }, testMatch: /demos\.spec\.ts$/, workers: 1 },
  ],
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
