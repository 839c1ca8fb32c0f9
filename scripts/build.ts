/**
 * `npm run build`: the production build of every locale (Docusaurus builds them one after the other in one
 * process), with a process beside it that writes each locale's search index and llms files while Docusaurus goes
 * on to the next locale (src/plugins/build/postbuild-tasks), then the host configuration (scripts/write-host-config.ts).
 *
 *   npm run build -- [--locale es] [--out-dir dir] [other `docusaurus build` options]
 *
 * With `--locale` among the options, it builds those locales only and does not check for the others.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localeCodes, localePrefix } from '../config/locales';
import { reportInternals } from '../src/plugins/build/internals/check';
import { isTaskMessage, TaskRunner, TASKS_ENV } from '../src/plugins/build/postbuild-tasks';
import { writeHostConfig } from './write-host-config';

const root = path.resolve(__dirname, '..');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** The Docusaurus process, to pass a signal on to. */
let current: ChildProcess | null = null;
/** Set by Ctrl+C or a termination signal. */
let stopped: NodeJS.Signals | null = null;

/** Runs the tasks the plugins hand over (src/plugins/build/postbuild-tasks). */
const runner = new TaskRunner(root);

/** Runs `docusaurus build`; its exit code (1 when a signal ended it). */
function run(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    current = spawn(process.execPath, [docusaurus, 'build', ...args], {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // BRAVE_ADS_BUILD_TASKS=inline leaves the tasks in postBuild, as a plain `docusaurus build` does (for A/B runs).
      env: { ...process.env, [TASKS_ENV]: process.env[TASKS_ENV] ?? 'ipc' },
    });
    current.on('message', (message: unknown) => {
      if (isTaskMessage(message)) runner.handOver(message);
    });
    current.on('error', reject);
    current.on('exit', (code) => {
      current = null;
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // The internals manifest's contracts first (config/internals.ts): a warning here, a stop in CI.
  try {
    reportInternals(root);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const someLocales = args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
  // A signal stops the build: it goes on to the Docusaurus process (which exits with 0 on it, so its exit code cannot
  // tell).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopped = signal;
      current?.kill(signal);
      runner.kill(signal);
    });
  }
  let status: number;
  // Docusaurus builds the default locale first: it clears the whole output directory.
  status = await run(args);
  // The last locale's tasks may still be running; a failed task fails the build.
  const failures = await runner.ended();
  for (const failure of failures) console.error(failure);
  if (failures.length > 0 && status === 0) status = 1;
  if (stopped) status = 128 + os.constants.signals[stopped];
  if (status !== 0) process.exit(status);
  const outDir = path.resolve(root, outDirOf(args));
  if (!someLocales) {
    // Every edition where the site serves it: a locale built alone at the root would have replaced the others.
    const missing = localeCodes.filter((code) => !existsSync(path.join(outDir, localePrefix(code), 'index.html')));
    if (missing.length > 0) {
      console.error(`build: no home page for ${missing.join(', ')} in ${outDir}; the build is incomplete.`);
      process.exit(1);
    }
    // _headers, _redirects and nginx.conf.example from the same sources as the preview server: for the whole site.
    const { files, redirects } = writeHostConfig({ buildDir: outDir });
    console.log(`Host config for ${files} files: _headers, _redirects (${redirects} redirects), nginx.conf.example`);
  }
}

/** The `--out-dir` among Docusaurus's options (`build` by default). */
export function outDirOf(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--out-dir' && args[i + 1]) return args[i + 1];
    if (arg.startsWith('--out-dir=')) return arg.slice('--out-dir='.length);
  }
  return 'build';
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
