/**
 * Messages between the page and the search worker (./worker.ts): the page asks the local client of one locale to
 * search, suggest or preload; the worker answers each call by its id. Everything here survives structured cloning.
 */
import type { LocalBackend, SearchInput, SearchResults } from '../client';
import type { FacetFilters } from '../facets';

/** The locale whose index a call is about. */
export interface WorkerContext {
  baseUrl: string;
  language: string;
  maxQueryLength: number;
}

/** One client per locale (and query length cap), on either side of the worker. */
export function contextKey(context: WorkerContext): string {
  return `${context.baseUrl}\u0000${context.language}\u0000${context.maxQueryLength}`;
}

/**
 * The worker's name carries the locale it is started for, so that it starts loading that index as soon as its script
 * has run: a message would wait for the page's main thread to pass it on, and that thread is busiest then.
 */
export function workerName(context: WorkerContext): string {
  return `search ${JSON.stringify(context)}`;
}

/** The locale of a worker's name, or null when the name carries none. */
export function contextFromName(name: string): WorkerContext | null {
  if (!name.startsWith('search ')) return null;
  try {
    const value = JSON.parse(name.slice('search '.length)) as Partial<WorkerContext> | null;
    return typeof value?.baseUrl === 'string' &&
      typeof value.language === 'string' &&
      typeof value.maxQueryLength === 'number'
      ? (value as WorkerContext)
      : null;
  } catch {
    return null;
  }
}

export type WorkerCall =
  | { method: 'search'; args: [SearchInput] }
  | { method: 'suggest'; args: [string, FacetFilters | undefined, number] }
  | { method: 'preload'; args: [] };

export type WorkerRequest = WorkerCall & { id: number; context: WorkerContext };

/** An error as it crosses: its name decides how the modal and the search page explain it (../damaged.ts). */
export interface WorkerError {
  name: string;
  message: string;
  cause?: WorkerError;
}

export type WorkerValue = SearchResults | string[] | null;

export type WorkerResponse =
  { id: number; ok: true; value: WorkerValue } | { id: number; ok: false; error: WorkerError };

export function serializeError(error: unknown, depth = 0): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const out: WorkerError = { name: error.name, message: error.message };
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export function deserializeError(error: WorkerError): Error {
  const out = new Error(error.message, error.cause ? { cause: deserializeError(error.cause) } : undefined);
  out.name = error.name;
  return out;
}

/** Carries out a call on a local client: the worker does for the page, the page for itself without a worker. */
export async function callBackend(backend: LocalBackend, call: WorkerCall): Promise<WorkerValue> {
  switch (call.method) {
    case 'search':
      return backend.search(...call.args);
    case 'suggest':
      return backend.suggest(...call.args);
    case 'preload':
      await backend.preload();
      return null;
  }
}
