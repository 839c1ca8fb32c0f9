import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { afterLoadWhenIdle } from '@site/src/lib/afterLoad';
import { afterFirstHydration, deferredComponent } from '@site/src/lib/deferredComponent';
import { hasDraftFragment, readServedForm, type Carried } from './carried';

// The tool's code, strings and limits: a chunk that a served page fetches after its load event, or as soon as the
// visitor points at, touches or tabs into the form. The server renders the tool in place.
const tool = deferredComponent(() => import('./NotificationTool'));
// A page evaluated after the first one hydrated is a client-side navigation: the tool comes with it.
if (afterFirstHydration()) {
  void tool.preload();
}

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Mode = 'server' | 'keep' | 'live';

/**
 * Notification ad preview (./NotificationTool.tsx). Usage in MDX: `<NotificationPreview />`.
 *
 * A served page keeps the form as served while it hydrates (nothing of the tool is in its first load); the inputs
 * work natively in the meantime. The tool takes over after the load event in an idle moment, at the first sign the
 * visitor is about to use it, or at once when the address holds a shared draft: it starts from what was typed, with
 * the focus and caret where they were, and replays a click on one of its buttons.
 */
export default function NotificationPreview(): ReactNode {
  const isBrowser = useIsBrowser();
  const [mode, setMode] = useState<Mode>(() => {
    if (typeof window === 'undefined') return 'server';
    return isBrowser ? 'live' : 'keep';
  });
  const [carried, setCarried] = useState<Carried | null>(null);
  const island = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = island.current;
    if (mode !== 'keep' || !root) return undefined;
    // No served form to keep (hydration failed around it): the tool renders at once.
    if (!root.hasChildNodes()) {
      setMode('live');
      return undefined;
    }
    let click: string | null = null;
    let started = false;
    let live = true;
    const onClick = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-replay]') : null;
      if (control && root.contains(control)) click = control.dataset.replay ?? null;
    };
    const start = () => {
      if (started) return;
      started = true;
      void tool.preload().then(() => {
        if (!live) return;
        setCarried(readServedForm(root, click));
        setMode('live');
      });
    };
    root.addEventListener('click', onClick, true);
    for (const type of INTENT) root.addEventListener(type, start, { passive: true });
    const cancelIdle = hasDraftFragment(window.location.hash) ? (start(), () => {}) : afterLoadWhenIdle(start);
    return () => {
      live = false;
      cancelIdle();
      root.removeEventListener('click', onClick, true);
      for (const type of INTENT) root.removeEventListener(type, start);
    };
  }, [mode]);

  // The served form is marked as such (the server's markup is what hydration keeps), until the tool takes over.
  const served = mode === 'live' ? undefined : '';
  if (mode === 'keep') {
    return (
      <div ref={island} data-served-tool={served} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  }
  return (
    <div ref={island} data-served-tool={served}>
      <Suspense fallback={null}>
        <tool.Component carried={carried} />
      </Suspense>
    </div>
  );
}
