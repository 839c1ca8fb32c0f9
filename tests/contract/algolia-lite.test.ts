/**
 * Contract: the Algolia v5 lite client (the browser build DocSearch and our hosted mode use)
 * against an HTTP server on 127.0.0.1 standing in for the search hosts. Checks what goes on the
 * wire (POST /1/indexes/*\/queries, body, credentials), retries on the next host, and the three
 * error kinds the spec lists: unreachable hosts (RetryError), API error with status, non-JSON body.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createMemoryCache, createNullCache } from '@algolia/client-common';
import { createHttpRequester } from '@algolia/requester-node-http';

import { LocalSearchClient, type SearchInput, type SearchResults } from '../../src/search/client';
import { HostedSearchClient, isRetryError, toAlgoliaHosts, type RemoteSearchClient } from '../../src/search/hosted';
import { fixtureEngine, spanishPages } from '../../src/search/__tests__/fixtures';

type LiteClientFactory = (
  appId: string,
  apiKey: string,
  options?: Record<string, unknown>,
) => RemoteSearchClient & { transporter: unknown };

// The browser build (UMD) is what ships to visitors: authMode "WithinQueryParameters", 1 s/2 s timeouts.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const browserBuild = require('algoliasearch/dist/lite/builds/browser.umd.js') as {
  liteClient: LiteClientFactory;
  apiClientVersion: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodeBuild = require('algoliasearch/lite') as { liteClient: LiteClientFactory };

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Recorded, response: ServerResponse) => void;

interface StandIn {
  url: string;
  port: number;
  requests: Recorded[];
  close: () => Promise<void>;
}

const servers: StandIn[] = [];

async function standIn(handler: Handler): Promise<StandIn> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const instance: StandIn = {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  servers.push(instance);
  return instance;
}

/** A port that nothing listens on (connection refused). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const json = (status: number, body: unknown) => (_: Recorded, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const okResults = {
  results: [
    {
      hits: [{ objectID: 'es-1-0', hierarchy: { lvl0: 'Primeros pasos', lvl1: 'Crear una campaña' } }],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'campaña',
      index: 'brave-ads',
      queryID: 'q-1',
      params: '',
    },
  ],
};

function browserClient(hosts: string[]): RemoteSearchClient {
  return browserBuild.liteClient('TESTAPPID', 'search-only-key', {
    hosts: toAlgoliaHosts(hosts),
    requester: createHttpRequester(),
    hostsCache: createMemoryCache(),
    responsesCache: createNullCache(),
    requestsCache: createNullCache(),
  });
}

/** The request DocSearch 4.7's modal sends, as our SearchBar configures it. */
const docSearchRequest: SearchInput = {
  requests: [
    {
      indexName: 'brave-ads',
      query: 'campaña',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:es', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    },
  ],
};

describe('Algolia lite client (browser build) on the wire', () => {
  it('POSTs /1/indexes/*/queries with the requests body and the app id and key as query parameters', async () => {
    const host = await standIn(json(200, okResults));
    const results = await browserClient([host.url]).search(docSearchRequest);
    expect(results.results[0]).toMatchObject({ nbHits: 1, queryID: 'q-1' });
    expect(host.requests).toHaveLength(1);
    const [request] = host.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/1/indexes/*/queries');
    expect(request.query.get('x-algolia-application-id')).toBe('TESTAPPID');
    expect(request.query.get('x-algolia-api-key')).toBe('search-only-key');
    expect(request.query.get('x-algolia-agent')).toContain(`Lite (${browserBuild.apiClientVersion})`);
    expect(request.headers['x-algolia-api-key']).toBeUndefined();
    expect(request.headers['x-algolia-application-id']).toBeUndefined();
    // text/plain keeps the browser from sending a CORS preflight.
    expect(request.headers['content-type']).toBe('text/plain');
    expect(JSON.parse(request.body)).toEqual(docSearchRequest);
  });

  it('the Node build sends the credentials as headers instead (what it really does)', async () => {
    const host = await standIn(json(200, okResults));
    const client = nodeBuild.liteClient('TESTAPPID', 'search-only-key', { hosts: toAlgoliaHosts([host.url]) });
    await client.search(docSearchRequest);
    const [request] = host.requests;
    expect(request.headers['x-algolia-application-id']).toBe('TESTAPPID');
    expect(request.headers['x-algolia-api-key']).toBe('search-only-key');
    expect(request.query.get('x-algolia-api-key')).toBeNull();
  });

  it('retries on the next host after a server error and after a refused connection', async () => {
    const failing = await standIn(json(500, { message: 'internal error', status: 500 }));
    const refused = await closedPortUrl();
    const healthy = await standIn(json(200, okResults));
    const results = await browserClient([failing.url, refused, healthy.url]).search(docSearchRequest);
    expect(results.results[0].nbHits).toBe(1);
    expect(failing.requests).toHaveLength(1);
    expect(healthy.requests).toHaveLength(1);
  });

  it('every host unreachable: RetryError', async () => {
    const client = browserClient([await closedPortUrl(), await closedPortUrl()]);
    const error = await client.search(docSearchRequest).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.name).toBe('RetryError');
    expect(error?.message).toMatch(/Unreachable hosts/);
    expect(isRetryError(error)).toBe(true);
  });

  it('an API error carries its status and is not retried on the other hosts', async () => {
    const forbidden = await standIn(json(403, { message: 'Invalid Application-ID or API key', status: 403 }));
    const other = await standIn(json(200, okResults));
    const error = await browserClient([forbidden.url, other.url])
      .search(docSearchRequest)
      .then(
        () => null,
        (e: unknown) => e as Error & { status?: number },
      );
    expect(error?.name).toBe('ApiError');
    expect(error?.status).toBe(403);
    expect(error?.message).toBe('Invalid Application-ID or API key');
    expect(other.requests).toHaveLength(0);
  });

  it('a non-JSON body: DeserializationError', async () => {
    const host = await standIn((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>captive portal</html>');
    });
    const error = await browserClient([host.url])
      .search(docSearchRequest)
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error?.name).toBe('DeserializationError');
  });
});

describe('HostedSearchClient over the real lite client', () => {
  async function hosted(hosts: string[]) {
    const engine = await fixtureEngine('es', spanishPages);
    const local = new LocalSearchClient({ loadEngine: async () => engine });
    const fallbacks: Error[] = [];
    const client = new HostedSearchClient({
      remote: async () => browserClient(hosts),
      local: () => local,
      onFallback: (error) => fallbacks.push(error),
    });
    return { client, fallbacks };
  }

  it('answers from the hosts while they are up, with highlight values sanitized', async () => {
    const host = await standIn(
      json(200, {
        results: [
          {
            ...okResults.results[0],
            hits: [
              {
                objectID: 'x',
                hierarchy: { lvl0: 'A', lvl1: 'B' },
                _highlightResult: {
                  hierarchy: { lvl1: { value: '<img src=x onerror=alert(1)> <mark>B</mark>', matchLevel: 'full' } },
                },
              },
            ],
          },
        ],
      }),
    );
    const { client, fallbacks } = await hosted([host.url]);
    const results: SearchResults = await client.search(docSearchRequest);
    expect(results.results[0].hits[0]._highlightResult.hierarchy.lvl1?.value).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark>B</mark>',
    );
    expect(fallbacks).toHaveLength(0);
    expect(client.usingFallback).toBe(false);
  });

  it('falls back to the local index for the session when every host is unreachable', async () => {
    const { client, fallbacks } = await hosted([await closedPortUrl()]);
    const results = await client.search(docSearchRequest);
    expect(results.results[0].nbHits).toBeGreaterThan(0);
    expect(results.results[0].hits[0].hierarchy.lvl1).toBe('Crear una campaña');
    expect(fallbacks.map((e) => e.name)).toEqual(['RetryError']);
    expect(client.usingFallback).toBe(true);
    await client.search(docSearchRequest);
    expect(fallbacks).toHaveLength(1);
  });

  it('reports API errors instead of hiding them behind the fallback', async () => {
    const host = await standIn(json(403, { message: 'Invalid Application-ID or API key', status: 403 }));
    const { client } = await hosted([host.url]);
    await expect(client.search(docSearchRequest)).rejects.toMatchObject({ name: 'ApiError', status: 403 });
    expect(client.usingFallback).toBe(false);
  });
});
