/** Runs `callback` in an idle moment (a short timeout where there is no requestIdleCallback: Safari). */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in globalThis) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(callback, 200);
  return () => globalThis.clearTimeout(handle);
}

/**
 * Runs `callback` in an idle moment after the page's load event, for work a server-rendered page does not need to
 * be read (the code highlighter's chunk, chunks for later client-side navigations), so it does not compete with
 * the page's own scripts and hydration. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(callback: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(callback);
  let cancelIdle: (() => void) | null = null;
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
