/**
 * The page's side of the search worker (./worker.ts): the same calls as the local client, answered by the worker.
 * Where a worker cannot start (no Worker, a blocked or missing script) or dies, the calls it had and every later one
 * go to the same client on the main thread: slower on a phone, but no search is lost.
 */
import type { LocalBackend, SearchInput, SearchResults } from '../client';
import type { FacetFilters } from '../facets';
import {
  callBackend,
  deserializeError,
  type WorkerCall,
  type WorkerContext,
  type WorkerResponse,
  type WorkerValue,
} from './protocol';

export interface WorkerSearchClientOptions {
  context: WorkerContext;
  /** Starts the worker for the context (throws where there is none). Called on the first call only. */
  createWorker: (context: WorkerContext) => Worker;
  /** The local client on the main thread, for when the worker cannot answer (loaded then: it carries the engine). */
  fallback: () => Promise<LocalBackend>;
}

interface Pending {
  call: WorkerCall;
  resolve: (value: WorkerValue) => void;
  reject: (error: Error) => void;
}

export class WorkerSearchClient implements LocalBackend {
  private worker: Worker | null = null;
  private broken = false;
  private inThreadBackend: Promise<LocalBackend> | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly options: WorkerSearchClientOptions) {}

  /** Whether calls are answered on the main thread because the worker could not be used. */
  get inThread(): boolean {
    return this.broken;
  }

  search(input: SearchInput): Promise<SearchResults> {
    return this.call({ method: 'search', args: [input] }) as Promise<SearchResults>;
  }

  suggest(query: string, facetFilters?: FacetFilters, max = 3): Promise<string[]> {
    return this.call({ method: 'suggest', args: [query, facetFilters, max] }) as Promise<string[]>;
  }

  preload(): Promise<unknown> {
    return this.call({ method: 'preload', args: [] });
  }

  private call(call: WorkerCall): Promise<WorkerValue> {
    const worker = this.broken ? null : this.start();
    if (!worker) return this.answerInThread(call);
    return new Promise((resolve, reject) => {
      const id = ++this.nextId;
      this.pending.set(id, { call, resolve, reject });
      worker.postMessage({ ...call, id, context: this.options.context });
    });
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    let worker: Worker;
    try {
      worker = this.options.createWorker(this.options.context);
    } catch {
      this.broken = true;
      return null;
    }
    worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      if (response.ok) pending.resolve(response.value);
      else pending.reject(deserializeError(response.error));
    });
    // The script did not load (blocked, offline, missing) or the worker failed outside a call.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.fail();
    });
    worker.addEventListener('messageerror', () => this.fail());
    this.worker = worker;
    return worker;
  }

  private fail(): void {
    this.broken = true;
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { call, resolve, reject } of waiting) this.answerInThread(call).then(resolve, reject);
  }

  private async answerInThread(call: WorkerCall): Promise<WorkerValue> {
    const loading = (this.inThreadBackend ??= this.options.fallback());
    // A failed load of the main thread's client (offline) is retried by the next call.
    loading.catch(() => {
      if (this.inThreadBackend === loading) this.inThreadBackend = null;
    });
    return callBackend(await loading, call);
  }
}
