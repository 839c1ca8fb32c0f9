import { startTransition, useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH } from './media';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/**
 * Replaces `useWindowSize` of `@docusaurus/theme-common` (see ./index.ts): desktop from 996 px up, the same
 * media query the stylesheets use after {@link moveBreakpoint}, so the layout the components choose and the one
 * the CSS draws agree at every width. `ssr` on the server and while hydrating, as the stock hook does, so the
 * first client render matches the server's HTML.
 */
export function useWindowSize({
  desktopBreakpoint = DESKTOP_MIN_WIDTH,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${desktopBreakpoint}px)`);
    const update = () => setSize(media.matches ? 'desktop' : 'mobile');
    startTransition(update);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [desktopBreakpoint]);
  return size;
}
