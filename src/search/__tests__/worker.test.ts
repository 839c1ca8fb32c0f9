import { LocalSearchClient, type LocalBackend, type SearchResults } from '../client';
import { isIndexDamaged } from '../damaged';
import { SearchIndexDamagedError, SearchIndexLoadError } from '../loader';
import { WorkerSearchClient } from '../worker/client';
import {
  callBackend,
  contextFromName,
  deserializeError,
  serializeError,
  workerName,
  type WorkerContext,
  type WorkerRequest,
  type WorkerResponse,
} from '../worker/protocol';
import { fixtureEngine, spanishPages } from './fixtures';

const context: WorkerContext = { baseUrl: '/es/', language: 'es', maxQueryLength: 64 };
const request = (query: string) => ({ requests: [{ indexName: 'docs_es', query, hitsPerPage: 5 }] });
const titles = (results: SearchResults) => results.results[0].hits.map((hit) => hit.hierarchy.lvl1);

/**
 * A worker that answers as ./worker.ts does, through structured clones, from a client it was given; or one whose
 * script never loads (`broken`), which reports an error event instead.
 */
class FakeWorker extends EventTarget {
  readonly received: WorkerRequest[] = [];
  terminated = false;

  constructor(
    private readonly client: LocalBackend | null,
    readonly name: string,
  ) {
    super();
    if (!client) setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })), 5);
  }

  postMessage(message: WorkerRequest): void {
    const request = structuredClone(message);
    this.received.push(request);
    if (!this.client) return;
    callBackend(this.client, request).then(
      (value) => this.reply({ id: request.id, ok: true, value }),
      (error: unknown) => this.reply({ id: request.id, ok: false, error: serializeError(error) }),
    );
  }

  terminate(): void {
    this.terminated = true;
  }

  private reply(response: WorkerResponse): void {
    this.dispatchEvent(new MessageEvent('message', { data: structuredClone(response) }));
  }
}

let workerSide: LocalBackend;
let mainSide: LocalBackend;
beforeAll(async () => {
  const engine = await fixtureEngine('es', spanishPages);
  workerSide = new LocalSearchClient({ loadEngine: async () => engine });
  mainSide = new LocalSearchClient({ loadEngine: async () => engine });
});

describe('search worker client', () => {
  test('answers from the worker what the client on the main thread answers, starting it once with its locale', async () => {
    const started: FakeWorker[] = [];
    const fallback = jest.fn(async () => mainSide);
    const client = new WorkerSearchClient({
      context,
      createWorker: (forContext) => {
        const worker = new FakeWorker(workerSide, workerName(forContext));
        started.push(worker);
        return worker as unknown as Worker;
      },
      fallback,
    });
    const [fromWorker, suggestions] = await Promise.all([
      client.search(request('facturas')),
      client.suggest('facturs', undefined, 2),
      client.preload(),
    ]);
    expect(titles(fromWorker)).toEqual(titles(await mainSide.search(request('facturas'))));
    expect(titles(fromWorker)).toContain('Facturación');
    expect(suggestions).toEqual(await mainSide.suggest('facturs', undefined, 2));
    expect(started).toHaveLength(1);
    expect(contextFromName(started[0].name)).toEqual(context);
    expect(started[0].received.map((r) => [r.method, r.context])).toEqual([
      ['search', context],
      ['suggest', context],
      ['preload', context],
    ]);
    expect(fallback).not.toHaveBeenCalled();
    expect(client.inThread).toBe(false);
  });

  test('a worker whose script does not load hands its waiting calls and later ones to the main thread', async () => {
    let worker: FakeWorker | null = null;
    const client = new WorkerSearchClient({
      context,
      createWorker: () => (worker = new FakeWorker(null, 'search')) as unknown as Worker,
      fallback: async () => mainSide,
    });
    const waiting = client.search(request('presupuesto'));
    expect(titles(await waiting)).toContain('Crear una campaña');
    expect(client.inThread).toBe(true);
    expect(worker!.terminated).toBe(true);
    expect(titles(await client.search(request('facturas')))).toContain('Facturación');
    expect(worker!.received).toHaveLength(1);
  });

  test('where no worker can start, every call is answered on the main thread', async () => {
    const client = new WorkerSearchClient({
      context,
      createWorker: () => {
        throw new Error('This browser has no web workers.');
      },
      fallback: async () => mainSide,
    });
    expect(titles(await client.search(request('facturas')))).toContain('Facturación');
    await expect(client.preload()).resolves.toBeNull();
  });

  test("a failed load of the main thread's client is tried again by the next call", async () => {
    let attempts = 0;
    const client = new WorkerSearchClient({
      context,
      createWorker: () => {
        throw new Error('no workers');
      },
      fallback: async () => {
        attempts += 1;
        if (attempts === 1) throw new SearchIndexLoadError('Could not fetch the chunk');
        return mainSide;
      },
    });
    await expect(client.search(request('facturas'))).rejects.toThrow('Could not fetch the chunk');
    expect(titles(await client.search(request('facturas')))).toContain('Facturación');
  });

  test("the worker's errors keep their names and causes, so a damaged index is told from a network error", async () => {
    const damaged = new SearchIndexDamagedError('index.abc.json is not valid JSON', { cause: new SyntaxError('x') });
    const failing: LocalBackend = {
      search: async () => {
        throw damaged;
      },
      suggest: async () => {
        throw new SearchIndexLoadError('Could not fetch /es/search-index/manifest.json', {
          cause: new TypeError('Failed to fetch'),
        });
      },
      preload: async () => undefined,
    };
    const client = new WorkerSearchClient({
      context,
      createWorker: () => new FakeWorker(failing, 'search') as unknown as Worker,
      fallback: async () => mainSide,
    });
    const error = await client.search(request('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('SearchIndexDamagedError');
    expect((error as Error).message).toBe('index.abc.json is not valid JSON');
    expect(((error as Error).cause as Error).name).toBe('SyntaxError');
    expect(isIndexDamaged(error)).toBe(true);
    const network = await client.suggest('x').catch((e: unknown) => e);
    expect(isIndexDamaged(network)).toBe(false);
    expect(((network as Error).cause as Error).message).toBe('Failed to fetch');
  });
});

describe('search worker protocol', () => {
  test("a worker's name carries its locale, and a name that is not one carries none", () => {
    expect(contextFromName(workerName(context))).toEqual(context);
    for (const name of ['', 'search', 'search {', 'search null', 'search {"baseUrl":1}', 'other {"baseUrl":"/"}'])
      expect(contextFromName(name)).toBeNull();
  });

  test('errors cross as data: anything thrown becomes a named error, causes stop at a depth', () => {
    expect(deserializeError(serializeError('plain text'))).toMatchObject({ name: 'Error', message: 'plain text' });
    let deep: Error = new Error('root');
    for (let i = 0; i < 10; i++) deep = new Error(`level ${i}`, { cause: deep });
    let depth = 0;
    for (let e: unknown = deserializeError(serializeError(deep)); e instanceof Error; e = e.cause) depth += 1;
    expect(depth).toBe(5);
  });
});
