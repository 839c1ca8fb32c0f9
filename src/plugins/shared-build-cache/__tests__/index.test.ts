import sharedBuildCachePlugin, { CACHE_DIR_ENV } from '..';

type Config = { cache?: unknown; experiments?: Record<string, unknown> };

function configure(isServer: boolean, locale: string): Config {
  // What Docusaurus gives the plugin: its persistent cache off in production, and named per locale.
  const config: Config = {
    cache: undefined,
    experiments: { cache: { type: 'persistent', version: `${isServer ? 'server' : 'client'}-production-${locale}` } },
  };
  const plugin = sharedBuildCachePlugin();
  const utils = {} as never;
  const content = undefined as never;
  plugin.configureWebpack?.(config as never, isServer, utils, content);
  return config;
}

describe('shared-build-cache', () => {
  const saved = process.env[CACHE_DIR_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[CACHE_DIR_ENV];
    else process.env[CACHE_DIR_ENV] = saved;
  });

  test('every locale of a build uses one cache per compiler, in the folder the build made', () => {
    process.env[CACHE_DIR_ENV] = '/tmp/build-cache-1';
    const caches = ['en', 'es', 'pt'].flatMap((locale) => [configure(false, locale), configure(true, locale)]);
    for (const config of caches) expect(config.cache).toBe(true);
    const named = caches.map((config) => config.experiments?.cache);
    expect(new Set(named.map((cache) => JSON.stringify(cache))).size).toBe(2);
    expect(named[0]).toEqual({
      type: 'persistent',
      version: 'client',
      storage: { type: 'filesystem', directory: '/tmp/build-cache-1' },
    });
    expect(named[1]).toMatchObject({ version: 'server' });
  });

  test('a build that did not make a cache folder (the hosted-search build, a plain docusaurus build) caches nothing', () => {
    delete process.env[CACHE_DIR_ENV];
    const config = configure(false, 'en');
    expect(config.cache).toBeUndefined();
    expect(config.experiments?.cache).toEqual({ type: 'persistent', version: 'client-production-en' });
  });
});
