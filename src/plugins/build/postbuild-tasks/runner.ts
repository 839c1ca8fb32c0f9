/**
 * The task runner of scripts/build.ts (see ./index.ts): a process that runs the tasks it is sent, one after the
 * other in the order they came, and answers each with its outcome. It ends when scripts/build.ts disconnects.
 *
 *   node --import tsx src/plugins/build/postbuild-tasks/runner.ts   (started by scripts/build.ts, with an IPC channel)
 */
import { createRequire } from 'node:module';

import { isTaskMessage, type TaskResult } from '.';

type TaskModule = { default: (input: unknown) => Promise<void> };

/** Loads a task's TypeScript module, as this file is loaded (tsx). */
const load = createRequire(__filename);
let queue = Promise.resolve();

process.on('message', (message: unknown) => {
  if (!isTaskMessage(message) || message.id === undefined) return;
  const { id, module, input } = message;
  queue = queue.then(async () => {
    let result: TaskResult;
    try {
      const task = load(module) as TaskModule;
      await task.default(input);
      result = { id, ok: true };
    } catch (error) {
      result = { id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    process.send?.(result);
  });
});
