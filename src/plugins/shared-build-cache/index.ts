import type { Plugin } from '@docusaurus/types';
import { internalEntry } from '../../../config/internals';

/** The folder of the build's shared module cache; set by scripts/build.ts, fresh for every build. */
export const CACHE_DIR_ENV = 'BRAVE_ADS_BUILD_CACHE_DIR';

type CacheConfig = {
  cache?: unknown;
  experiments?: { cache?: unknown };
};

/**
 * One Rspack module cache for every locale of a build, for build time. Docusaurus bundles each locale
 * anew, and its persistent cache (off by default) is named per locale, so the second locale transforms the same
 * theme and library modules as the first. Here the cache is named per compiler (client or server) only: a locale
 * reuses what an earlier one built when the module and its dependencies are the same, and builds the rest.
 * scripts/build.ts makes the folder empty for each build and removes it after. A multi-locale build is markedly
 * faster with it, in wall and CPU time.
 */
export function sharedCache<T extends CacheConfig>(config: T, isServer: boolean, directory: string): T {
  config.cache = true;
  config.experiments = {
    ...config.experiments,
    cache: {
      type: 'persistent',
      version: isServer ? 'server' : 'client',
      storage: { type: 'filesystem', directory },
    },
  };
  return config;
}

export default function sharedBuildCachePlugin(): Plugin {
  // Registered in the internals manifest (config/internals.ts); a stock build leaves this plugin out.
  internalEntry('shared-build-cache');
  return {
    name: 'shared-build-cache',
    configureWebpack(config, isServer) {
      const directory = process.env[CACHE_DIR_ENV];
      if (directory) sharedCache(config as CacheConfig, isServer, directory);
      return {};
    },
  };
}
