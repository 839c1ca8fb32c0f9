import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * Every HTML page of the build (and each demo creative document, separately) passes the Nu HTML
 * Checker (scripts/validate-html.ts, `npm run check:html`) with zero errors, apart from the
 * documented checker false positives of scripts/vnu-false-positives.json.
 */
const root = path.resolve(__dirname, '../..');
const buildDir = process.env.BUILD_DIR ?? process.env.SERVE_DIR ?? 'build';

type HtmlSummary = {
  pagesValidated: number;
  creativeDocumentsValidated: number;
  errors: number;
  warnings: number;
  errorGroups: { message: string; count: number; files: string[] }[];
};

test('every page is valid HTML (Nu HTML Checker)', async () => {
  const testInfo = test.info();
  test.setTimeout(600_000);
  const json = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-')), 'html.json');
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/validate-html.ts'), '--dir', buildDir, '--json', json],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
  console.log(output.trim().split('\n').slice(-1)[0]);
  expect(fs.existsSync(json), `the checker ran:\n${output}`).toBe(true);
  const summary = JSON.parse(fs.readFileSync(json, 'utf8')) as HtmlSummary;
  testInfo.annotations.push({
    type: 'pages validated',
    description: `${summary.pagesValidated} pages + ${summary.creativeDocumentsValidated} creative documents, ${summary.errors} errors, ${summary.warnings} warnings`,
  });
  expect(summary.pagesValidated, 'pages validated').toBeGreaterThan(150);
  expect(summary.errorGroups, 'HTML errors').toEqual([]);
  expect(code, output).toBe(0);
});
