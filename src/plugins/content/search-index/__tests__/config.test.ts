import { brand } from '../../../../../config/brand';
import { ASK_AI_ORIGIN, searchIndexOptions } from '../../../../../config/search';
import { connectSourcesFor, resolveSearchConfig, SearchConfigError } from '../config';
import { routeMatcher } from '../routes';

describe('search config', () => {
  it('is local with no ALGOLIA_* variable, and needs no connect-src', () => {
    const config = resolveSearchConfig({});
    expect(config.mode).toBe('local');
    expect(connectSourcesFor(config)).toEqual([]);
    expect(config.limits).toMatchObject({
      maxQueryLength: 64,
      hitsPerPage: 20,
      maxResultsPerGroup: 5,
      snippetWords: 10,
      snippetWordsSmallScreen: 5,
    });
  });

  it.each([
    [
      { ALGOLIA_INDEX_NAME: 'docs' },
      /app id \(ALGOLIA_APP_ID\) and the search API key \(ALGOLIA_SEARCH_API_KEY\) are missing/,
    ],
    [{ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' }, /search API key \(ALGOLIA_SEARCH_API_KEY\) is missing/],
    [{ ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' }, /app id \(ALGOLIA_APP_ID\) is missing/],
    [{ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key' }, /index name \(ALGOLIA_INDEX_NAME\) is missing/],
    [
      { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'd', ALGOLIA_HOSTS: 'ftp://x' },
      /must use http or https/,
    ],
  ])('rejects an incomplete hosted setup %j', (env, message) => {
    expect(() => resolveSearchConfig(env)).toThrow(SearchConfigError);
    expect(() => resolveSearchConfig(env)).toThrow(message);
  });

  it('is hosted with app id, key and index; connect-src gains the service (and test hosts, and Ask AI)', () => {
    const config = resolveSearchConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      ALGOLIA_HOSTS: 'http://127.0.0.1:4701, http://127.0.0.1:4702',
    });
    expect(config).toMatchObject({ mode: 'hosted', appId: 'APP', apiKey: 'key', indexName: 'docs', assistantId: null });
    // A slow mobile connection gets more than the Algolia client's 1 s connect / 2 s read before the fallback.
    expect(config).toMatchObject({ timeouts: { connectMs: 2000, readMs: 5000 } });
    expect(connectSourcesFor(config)).toEqual([
      ...brand.searchServiceSources,
      'http://127.0.0.1:4701',
      'http://127.0.0.1:4702',
    ]);
    const withAi = resolveSearchConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      ALGOLIA_ASSISTANT_ID: 'a1',
    });
    expect(connectSourcesFor(withAi)).toEqual([...brand.searchServiceSources, ASK_AI_ORIGIN]);
  });

  it('never indexes the search page or the 404 page; lists the demos and their gallery, which crawlers skip', () => {
    expect(searchIndexOptions.excludeRoutes).toEqual(expect.arrayContaining(['/search', '/404.html']));
    const excluded = routeMatcher(searchIndexOptions.excludeRoutes);
    const siteSearchOnly = routeMatcher(searchIndexOptions.siteSearchOnly);
    for (const route of ['/demos/dynamic-ntt/slider', '/dynamic-ntt']) expect(excluded(route)).toBe(false);
    expect(siteSearchOnly('/demos/dynamic-ntt/digital-rain')).toBe(true);
    expect(siteSearchOnly('/ad-placements/brave-browser/dynamic-ntt')).toBe(false);
  });
});

describe('page kinds', () => {
  it('the advertiser policies are legal texts, the blog posts news, every other page a help page', async () => {
    const { pageKindOf } = await import('../build');
    expect(pageKindOf('/advertiser-policies/search-policies')).toBe('legal');
    expect(pageKindOf('/advertiser-policies/browser-policies/')).toBe('legal');
    expect(pageKindOf('/blog/reporting-api-v3')).toBe('news');
    expect(pageKindOf('/account-management/billing')).toBeUndefined();
    expect(pageKindOf('/blog')).toBeUndefined();
  });

  it('the writers’ page is not searched', () => {
    expect(routeMatcher(searchIndexOptions.excludeRoutes)('/markdown-page')).toBe(true);
  });
});
