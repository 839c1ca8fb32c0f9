/**
 * The local client of a locale on the thread that loads its engine: in the search worker, or on the page's thread
 * when no worker can run (./local.ts loads this module only then).
 */
import { LocalSearchClient } from './client';
import { loadEngine } from './loader';
import type { WorkerContext } from './worker/protocol';

export function createLocalClient(context: WorkerContext): LocalSearchClient {
  return new LocalSearchClient({
    loadEngine: () => loadEngine(context.baseUrl, context.language),
    maxQueryLength: context.maxQueryLength,
  });
}
