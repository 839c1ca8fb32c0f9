import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { expect } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

/**
 * Serves another build (e.g. the hosted-search build) with the preview server on 127.0.0.1:`port`, and waits until
 * its home page answers 200. The caller kills the returned process in its afterAll.
 */
export async function serveBuild(dir: string, port: number): Promise<ChildProcess> {
  const site = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return site;
}
