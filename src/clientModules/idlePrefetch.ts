import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';
import { createIdleQueue } from '@site/src/lib/idleQueue';

type DocusaurusApi = { prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown };

declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

/** Every chunk name of a route's tree of modules (its leaves). */
function chunkNamesOf(tree: unknown, into: Set<string>): Set<string> {
  if (typeof tree === 'string') into.add(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, into);
  return into;
}

/** Chunk names per route path: the registry's keys are the path plus a hash. */
let chunksByPath: Map<string, Set<string>> | undefined;
function chunksOfPath(path: string): Set<string> {
  if (!chunksByPath) {
    chunksByPath = new Map();
    for (const [pathWithHash, tree] of Object.entries(routesChunkNames)) {
      const routePath = pathWithHash.replace(/-[^-]+$/, '');
      chunksByPath.set(routePath, chunkNamesOf(tree, chunksByPath.get(routePath) ?? new Set()));
    }
  }
  return chunksByPath.get(path) ?? new Set();
}

const slowConnection = () => {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/** Asks for one script in idle time: `<link rel=prefetch>`, or a low-priority fetch where that is not supported. */
function prefetchUrl(url: string): void {
  const link = document.createElement('link');
  if (link.relList.supports('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    void fetch(url, { credentials: 'same-origin', priority: 'low' } as RequestInit).catch(() => undefined);
  }
}

// Every internal link that scrolls into view asks `window.docusaurus.prefetch` for its route's chunks, from its
// IntersectionObserver callback. Docusaurus's own prefetch adds every chunk of every matched route at once: a
// screenful of links was a long task on a mid-range phone, inside the hydration of the page. And a doc route
// matches three parent routes with the same path, each of which it looked up by that path, so every link re-added
// the chunks of the docs layout (once per parent route), which the page has already run: many times more
// <link rel=prefetch> than files, and long idle callbacks. Here each route is looked up once, each file is asked
// for once and never when the page already has it, and one file is one job of an idle queue. Docusaurus's rules are
// kept: nothing on 2g or with save-data, each route once, and a route that was preloaded (hover, focus: the click
// is near, not delayed) is not prefetched afterwards.
// This module loads before the client entry assigns `window.docusaurus`, so the assignment is intercepted.
if (ExecutionEnvironment.canUseDOM) {
  const seenRoutes = new Set<string>();
  const requested = new Set<string>();
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const queue = createIdleQueue<string>((url) => {
    // A file the page has already fetched (its own scripts and chunks) has a resource timing entry. Its <script>
    // element is no proof: webpack's runtime removes each one once it has run.
    if (performance.getEntriesByName(url, 'resource').length > 0) return;
    prefetchUrl(url);
  });

  const prefetch = (routePath: string): boolean => {
    if (slowConnection() || seenRoutes.has(routePath)) return false;
    seenRoutes.add(routePath);
    const paths = new Set(matchRoutes(routes, routePath).map((match) => match.route.path));
    for (const path of paths) {
      for (const chunkName of chunksOfPath(path)) {
        const asset = __webpack_require__.gca(chunkName);
        // Webpack may have merged a chunk into another: its name then has no file of its own.
        if (!asset || asset.includes('undefined')) continue;
        const url = absolute(asset);
        if (requested.has(url)) continue;
        requested.add(url);
        queue(url);
      }
    }
    return true;
  };

  let api: DocusaurusApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusApi | undefined) => {
      api = value && {
        ...value,
        prefetch,
        preload: (routePath: string) => {
          seenRoutes.add(routePath);
          return value.preload(routePath);
        },
      };
    },
  });
}
