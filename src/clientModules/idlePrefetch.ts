import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createIdleQueue } from '@site/src/lib/idleQueue';

type DocusaurusApi = { prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown };

// Every internal link that scrolls into view asks `window.docusaurus.prefetch` for its route's chunks, from its
// IntersectionObserver callback: a page with 30 links in view adds 30 <link rel=prefetch> at once, 100 ms of
// main thread on a mid-range phone, inside the hydration of the page (issue 13). The same prefetches run here in
// idle periods instead. Docusaurus's own checks (2g and save-data turn prefetching off, each route once) are kept:
// the queued call is its own. Hover and focus preloads (`preload`, the click is near) are not delayed.
// This module loads before the client entry assigns `window.docusaurus`, so the assignment is intercepted.
if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusApi | undefined) => {
      if (!value) {
        api = value;
        return;
      }
      const prefetchLater = createIdleQueue<string>((routePath) => void value.prefetch(routePath));
      api = {
        ...value,
        prefetch: (routePath: string) => {
          prefetchLater(routePath);
          return true;
        },
      };
    },
  });
}
