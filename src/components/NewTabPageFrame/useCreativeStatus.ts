import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreativeSource } from './creativeSource';

export type FrameState =
  /** Asking the server whether the creative exists (local creatives only). */
  | { readonly phase: 'checking' }
  /** The frame is in the page, waiting for its load event. */
  | { readonly phase: 'loading' }
  | { readonly phase: 'loaded' }
  | { readonly phase: 'error'; readonly reason: 'http'; readonly status: number }
  | { readonly phase: 'error'; readonly reason: 'network' | 'timeout' | 'blocked' };

type CheckResult = { readonly ok: true } | Extract<FrameState, { phase: 'error' }>;

/** HEAD request for a same-origin creative; falls back to GET where a host does not answer HEAD. */
async function checkCreative(url: string, signal: AbortSignal): Promise<CheckResult> {
  try {
    let response = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin', signal });
    if (response.status === 405 || response.status === 501) {
      response = await fetch(url, { method: 'GET', cache: 'no-store', credentials: 'same-origin', signal });
    }
    return response.ok ? { ok: true } : { phase: 'error', reason: 'http', status: response.status };
  } catch {
    return { phase: 'error', reason: 'network' };
  }
}

/**
 * Lifecycle of the framed creative: check (local creatives), then frame and wait for `load`, with a
 * timeout; `retry()` starts over with a fresh frame (use `attempt` as its key).
 */
export function useCreativeStatus(source: CreativeSource, timeoutMs: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameState>(
    source.kind === 'blocked' ? { phase: 'error', reason: 'blocked' } : { phase: 'checking' },
  );
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (source.kind === 'blocked') {
      setState({ phase: 'error', reason: 'blocked' });
      return undefined;
    }
    const controller = new AbortController();
    setState(source.kind === 'remote' ? { phase: 'loading' } : { phase: 'checking' });
    timer.current = window.setTimeout(() => {
      controller.abort();
      setState((current) => (current.phase === 'loaded' ? current : { phase: 'error', reason: 'timeout' }));
    }, timeoutMs);
    if (source.kind === 'local') {
      void checkCreative(source.url, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if ('ok' in result) {
          setState({ phase: 'loading' });
        } else {
          window.clearTimeout(timer.current);
          setState(result);
        }
      });
    }
    return () => {
      controller.abort();
      window.clearTimeout(timer.current);
    };
  }, [source.kind, source.url, attempt, timeoutMs]);

  const onLoad = useCallback(() => {
    window.clearTimeout(timer.current);
    setState((current) => (current.phase === 'loading' ? { phase: 'loaded' } : current));
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, attempt, onLoad, retry };
}
