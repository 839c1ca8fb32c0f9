/**
 * The search worker: loads a locale's index and answers the page's searches off the main thread, so that neither
 * building the index (hundreds of milliseconds on a slow phone) nor a search ever holds up the page, its hydration
 * or the typing into the search box. Started by ./client.ts.
 */
import type { LocalSearchClient } from '../client';
import { createLocalClient } from '../localClient';
import {
  callBackend,
  contextFromName,
  contextKey,
  serializeError,
  type WorkerContext,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol';

const clients = new Map<string, LocalSearchClient>();

function clientFor(context: WorkerContext): LocalSearchClient {
  const key = contextKey(context);
  let client = clients.get(key);
  if (!client) {
    client = createLocalClient(context);
    clients.set(key, client);
  }
  return client;
}

const scope = globalThis as unknown as {
  name: string;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerResponse): void;
};

// The index the page will ask for starts loading now (its failure is reported to the call that needs it).
const named = contextFromName(scope.name);
if (named)
  clientFor(named)
    .preload()
    .catch(() => undefined);

scope.addEventListener('message', (event) => {
  const request = event.data;
  callBackend(clientFor(request.context), request).then(
    (value) => scope.postMessage({ id: request.id, ok: true, value }),
    (error: unknown) => scope.postMessage({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
