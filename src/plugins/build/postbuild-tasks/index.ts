/**
 * Work a plugin's postBuild hands to another process, so that Docusaurus goes on to the next locale while it runs
 * (for build time). The search index and the llms files of a locale are read from its built pages and written
 * beside them, and nothing else of the build waits for them. On Docusaurus's main thread they took a large share
 * of a multi-locale build, while the second core was idle outside bundling; in the task runner (./runner.ts) they
 * run beside the next locale's build.
 *
 * scripts/build.ts starts Docusaurus with an IPC channel and TASKS_ENV set; postBuild then sends the task (its
 * module and its input, plain data) to scripts/build.ts, which hands it to the runner and waits for every task
 * before it ends, failing the build if one failed. Without it (a plain `docusaurus build`), a task runs in postBuild.
 * Build-time Node code only.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Set to `ipc` by scripts/build.ts: the tasks go to its runner (`inline`: they stay in postBuild). */
export const TASKS_ENV = 'BRAVE_ADS_BUILD_TASKS';

/** A task: its module's path (the runner imports it) and its default export (run in postBuild otherwise). */
export type Task<Input> = { module: string; run: (input: Input) => Promise<void> };

/** What postBuild sends to scripts/build.ts, and what scripts/build.ts sends to the runner. */
export type TaskMessage = { type: 'brave-ads-build-task'; id?: number; module: string; input: unknown; label: string };
/** What the runner answers, once per task. */
export type TaskResult = { id: number; ok: boolean; message?: string };

export function isTaskMessage(message: unknown): message is TaskMessage {
  return (message as TaskMessage | null)?.type === 'brave-ads-build-task';
}

/**
 * Hands `task` over to scripts/build.ts's runner and returns at once when the build runs there; runs it here and
 * returns when it has ended otherwise.
 */
export async function handOff<Input>(task: Task<Input>, input: Input, label: string): Promise<void> {
  if (process.env[TASKS_ENV] === 'ipc' && process.send) {
    const message: TaskMessage = { type: 'brave-ads-build-task', module: task.module, input, label };
    await new Promise<void>((resolve, reject) =>
      process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
    );
    return;
  }
  await task.run(input);
}

/** The runner holds one page at a time: a small heap keeps its memory beside Docusaurus's low. */
const RUNNER_FLAGS = ['--max-old-space-size=96'];

/**
 * scripts/build.ts's side: hands the tasks over to the runner process (./runner.ts), started with the first one,
 * and collects their outcomes.
 */
export class TaskRunner {
  readonly #cwd: string;
  #child: ChildProcess | null = null;
  #next = 0;
  /** Tasks sent and not yet ended: their labels, and what to call when they end. */
  readonly #pending = new Map<number, { label: string; done: (failure: string | null) => void }>();
  /** Every task's outcome: null when it was done, else what went wrong. */
  readonly #outcomes: Promise<string | null>[] = [];

  /** `cwd`: the site's folder, from which `tsx` is found. */
  constructor(cwd: string) {
    this.#cwd = cwd;
  }

  handOver(message: TaskMessage): void {
    const child = (this.#child ??= this.#start());
    const id = this.#next++;
    this.#outcomes.push(new Promise((done) => this.#pending.set(id, { label: message.label, done })));
    child.send({ ...message, id } satisfies TaskMessage, (error) => {
      if (!error) return;
      this.#pending
        .get(id)
        ?.done(`${message.label} failed: it could not be sent to the task runner (${error.message}).`);
      this.#pending.delete(id);
    });
  }

  /** Waits for every task handed over so far, then lets the runner go; what went wrong, one message per failure. */
  async ended(): Promise<string[]> {
    const outcomes = await Promise.all(this.#outcomes);
    if (this.#child?.connected) this.#child.disconnect();
    return outcomes.filter((failure): failure is string => failure !== null);
  }

  kill(signal: NodeJS.Signals): void {
    this.#child?.kill(signal);
  }

  #start(): ChildProcess {
    const child = spawn(process.execPath, [...RUNNER_FLAGS, '--import', 'tsx', path.join(__dirname, 'runner.ts')], {
      cwd: this.#cwd,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child.on('message', (result: TaskResult) => {
      const task = this.#pending.get(result.id);
      this.#pending.delete(result.id);
      task?.done(result.ok ? null : `${task.label} failed; the build is incomplete.\n${result.message ?? ''}`);
    });
    child.on('exit', (code, signal) => {
      if (this.#child === child) this.#child = null;
      for (const task of this.#pending.values()) {
        task.done(`${task.label} failed: the task runner stopped (${signal ?? `exit code ${code}`}) before it ended.`);
      }
      this.#pending.clear();
    });
    return child;
  }
}
