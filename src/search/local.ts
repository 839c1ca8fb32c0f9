/**
 * The local index's client of a locale, one per page session, shared by everything that searches it: the search box
 * shown while the modal loads, the modal, the search page and the hosted client's fallback. It answers from the
 * search worker (./worker); the engine itself is loaded on the main thread only when the worker cannot be used.
 * Small on purpose: the search box imports it before the page has hydrated, to start the worker at once.
 */
import type { LocalBackend } from './client';
import { WorkerSearchClient } from './worker/client';
import { contextKey, type WorkerContext } from './worker/protocol';
import { startSearchWorker } from './worker/start';

const clients = new Map<string, WorkerSearchClient>();

async function inThreadClient(context: WorkerContext): Promise<LocalBackend> {
  return (await import('./localClient')).createLocalClient(context);
}

export function localBackend(context: WorkerContext): LocalBackend {
  const key = contextKey(context);
  let client = clients.get(key);
  if (!client) {
    client = new WorkerSearchClient({
      context,
      createWorker: (workerContext) => {
        if (typeof Worker === 'undefined') throw new Error('This browser has no web workers.');
        return startSearchWorker(workerContext);
      },
      fallback: () => inThreadClient(context),
    });
    clients.set(key, client);
  }
  return client;
}
