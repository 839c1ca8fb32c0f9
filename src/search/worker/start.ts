/**
 * Starts the search worker. Its own module, because the bundler finds the worker's entry through this exact
 * `new Worker(new URL(..., import.meta.url))` form, which only the browser bundle compiles.
 */
import { workerName, type WorkerContext } from './protocol';

export function startSearchWorker(context: WorkerContext): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { name: workerName(context) });
}
