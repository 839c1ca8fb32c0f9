import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { handOff, TASKS_ENV, TaskRunner, type TaskMessage } from '..';
import append from './fixtures/append';

const root = path.join(__dirname, '../../../../..');
const fixture = (name: string) => path.join(__dirname, 'fixtures', `${name}.ts`);
const message = (name: string, input: unknown, label: string): TaskMessage => ({
  type: 'brave-ads-build-task',
  module: fixture(name),
  input,
  label,
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-tasks-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('handOff (in postBuild)', () => {
  test('in a plain docusaurus build, runs the task in postBuild', async () => {
    const file = path.join(dir, 'out.txt');
    await handOff({ module: fixture('append'), run: append }, { file, word: 'inline' }, 'The test task');
    expect(readFileSync(file, 'utf8')).toBe(`inline ${process.pid}\n`);
  });

  test('in a build by scripts/build.ts, sends the task over and does not run it', async () => {
    const file = path.join(dir, 'out.txt');
    const send = jest.fn(
      (_message: unknown, _handle: unknown, _options: unknown, callback: (error: Error | null) => void) => {
        callback(null);
        return true;
      },
    );
    const saved = { send: process.send, env: process.env[TASKS_ENV] };
    process.send = send as unknown as typeof process.send;
    process.env[TASKS_ENV] = 'ipc';
    try {
      await handOff({ module: fixture('append'), run: append }, { file, word: 'sent' }, 'The test task');
    } finally {
      process.send = saved.send;
      if (saved.env === undefined) delete process.env[TASKS_ENV];
      else process.env[TASKS_ENV] = saved.env;
    }
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual(message('append', { file, word: 'sent' }, 'The test task'));
    expect(() => readFileSync(file)).toThrow();
  });
});

describe('TaskRunner (scripts/build.ts)', () => {
  test('runs the tasks in another process, one after the other in the order they came', async () => {
    const runner = new TaskRunner(root);
    const file = path.join(dir, 'order.txt');
    for (const word of ['en', 'de', 'es']) runner.handOver(message('append', { file, word }, `Task ${word}`));
    expect(await runner.ended()).toEqual([]);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['en', 'de', 'es']);
    const pids = new Set(lines.map((line) => line.split(' ')[1]));
    expect(pids.size).toBe(1);
    expect(pids.has(String(process.pid))).toBe(false);
  }, 30_000);

  test('a failed task is reported with its label and error, and the next task still runs', async () => {
    const runner = new TaskRunner(root);
    const file = path.join(dir, 'after.txt');
    runner.handOver(message('fail', { page: '/es/missing' }, 'The search index for locale es'));
    runner.handOver(message('append', { file, word: 'next' }, 'The next task'));
    const failures = await runner.ended();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('The search index for locale es failed; the build is incomplete.');
    expect(failures[0]).toContain('no HTML file for /es/missing');
    expect(readFileSync(file, 'utf8')).toMatch(/^next \d+\n$/);
  }, 30_000);

  test('a runner that dies fails the tasks it had not ended, saying so', async () => {
    const runner = new TaskRunner(root);
    runner.handOver(message('crash', {}, 'The llms files for locale pt'));
    runner.handOver(
      message('append', { file: path.join(dir, 'never.txt'), word: 'never' }, 'The search index for locale pt'),
    );
    const failures = await runner.ended();
    expect(failures).toEqual([
      'The llms files for locale pt failed: the task runner stopped (exit code 3) before it ended.',
      'The search index for locale pt failed: the task runner stopped (exit code 3) before it ended.',
    ]);
  }, 30_000);
});
