import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * Link check of the served build (scripts/check-links.ts, `npm run check:links`): internal links
 * and #anchors of all five locales, zero broken. The count of links checked is in the output and in
 * the test's annotations.
 */
const root = path.resolve(__dirname, '../..');
const buildDir = process.env.BUILD_DIR ?? process.env.SERVE_DIR ?? 'build';

type LinkSummary = {
  checked: number;
  fragmentLinks: number;
  pagesCrawled: number;
  broken: { url: string; status?: number; parent?: string; reason: string }[];
};

test('every internal link and #anchor of the five locales resolves (scripts/check-links.ts)', async () => {
  const testInfo = test.info();
  test.setTimeout(300_000);
  const json = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'links-')), 'links.json');
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/check-links.ts'), '--dir', buildDir, '--json', json],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
  console.log(output.trim().split('\n').slice(-1)[0]);
  expect(fs.existsSync(json), `the link checker ran:\n${output}`).toBe(true);
  const summary = JSON.parse(fs.readFileSync(json, 'utf8')) as LinkSummary;
  testInfo.annotations.push({
    type: 'links checked',
    description: `${summary.checked} URLs and ${summary.fragmentLinks} #anchor links on ${summary.pagesCrawled} pages`,
  });
  expect(summary.pagesCrawled, 'pages crawled').toBeGreaterThan(150);
  expect(summary.broken, 'broken links').toEqual([]);
  expect(code, output).toBe(0);
});
