import type { ComponentType, ReactNode } from 'react';

export type Deferred<P> = {
  /** Renders the loaded component; suspends (to the nearest Suspense boundary) until its chunk has arrived. */
  readonly Component: (props: P) => ReactNode;
  /** Starts fetching the chunk; the same promise for every caller. */
  readonly preload: () => Promise<void>;
  /** Whether the chunk has arrived, so `Component` renders without suspending. */
  readonly loaded: () => boolean;
};

/**
 * Whether the first page has hydrated: a module evaluated from now on came with a client-side navigation, which
 * renders its page in the browser (there is no served markup to keep), so its deferred chunks are wanted at once.
 */
export function afterFirstHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'true';
}

/**
 * A component in a chunk of its own, for markup that a server-rendered page keeps as served (StaticIsland) and so
 * never needs in the browser on its first load: only a client-side navigation renders it. Unlike `React.lazy`,
 * once the chunk is there the component renders at once, without a pass through the Suspense fallback, so a
 * chunk preloaded before the navigation shows no gap. A chunk that fails to load fails the render with its error,
 * as a route's own chunk does (the error page offers to try again, which loads it anew).
 */
export function deferredComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Deferred<P> {
  let Loaded: ComponentType<P> | null = null;
  let failure: unknown = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        failure = error;
      },
    ));
  function Component(props: P): ReactNode {
    if (Loaded) return <Loaded {...props} />;
    if (failure !== null) {
      // Thrown once; the next render tries the chunk again.
      const error = failure;
      failure = null;
      pending = null;
      throw error;
    }
    throw preload();
  }
  return { Component, preload, loaded: () => Loaded !== null };
}
