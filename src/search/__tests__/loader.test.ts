import { fetchIndexFile, SearchIndexLoadError } from '../loader';
import { isIndexDamaged } from '../damaged';

const MANIFEST = '/search-index/manifest.json';
const INDEX = '/search-index/index.0123abcd.json';
const goodManifest = JSON.stringify({ v: 1, index: 'index.0123abcd.json' });

/** A site whose manifest and index answer with these bodies (null: 404), or whose network is down. */
function site(files: Record<string, string | null>) {
  return async (url: string): Promise<Response> => {
    const body = files[url];
    return body === null || body === undefined ? new Response('', { status: 404 }) : new Response(body);
  };
}

async function failure(load: Promise<unknown>): Promise<unknown> {
  try {
    await load;
  } catch (error) {
    return error;
  }
  throw new Error('the load did not fail');
}

describe('a failed index load says whose fault it is', () => {
  it.each([
    ['a truncated index', { [MANIFEST]: goodManifest, [INDEX]: '{"v":1,"records":[{"u' }],
    ['an empty index', { [MANIFEST]: goodManifest, [INDEX]: '' }],
    ['an index of the wrong shape', { [MANIFEST]: goodManifest, [INDEX]: '{"v":1,"records":{}}' }],
    ['a missing index', { [MANIFEST]: goodManifest, [INDEX]: null }],
    ['a manifest that names no index', { [MANIFEST]: '{"v":1,"index":"../../etc/passwd"}' }],
    ['a manifest that is not JSON', { [MANIFEST]: '<html>' }],
  ])('%s: the index is damaged', async (_name, files) => {
    const error = await failure(fetchIndexFile('/', site(files)));
    expect(error).toBeInstanceOf(SearchIndexLoadError);
    expect(isIndexDamaged(error)).toBe(true);
  });

  it('a network failure or a server error is not called damage', async () => {
    const offline = await failure(
      fetchIndexFile('/', async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(isIndexDamaged(offline)).toBe(false);
    const busy = await failure(fetchIndexFile('/', async () => new Response('', { status: 503 })));
    expect(isIndexDamaged(busy)).toBe(false);
  });
});
