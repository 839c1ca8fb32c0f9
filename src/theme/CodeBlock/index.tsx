import React, {
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';

import { afterLoadWhenIdle } from '@site/src/lib/afterLoad';
import styles from './styles.module.css';

type Highlighted = ComponentType<Props>;

// Prism, the highlighter and the copy button: one chunk, fetched with the first code block of a session.
let loaded: Highlighted | null = null;
let loading: Promise<Highlighted> | null = null;
function loadHighlighted(): Promise<Highlighted> {
  loading ??= import('./Highlighted').then((module) => (loaded = module.default));
  return loading;
}
// On the server the chunk is rendered in place (the renderer waits for every Suspense boundary).
const ServerHighlighted = lazy(() => loadHighlighted().then((component) => ({ default: component })));

type Mode = 'server' | 'keep-server-html' | 'plain';

const FOCUSABLE = 'pre, button, a[href], [tabindex]';

/**
 * The block's line count as a CSS custom property: an off-screen block's placeholder gets the block's own height
 * from it (styles.module.css), so nothing moves when the block is laid out. The same on the server and in the browser.
 */
function lineCountStyle(children: Props['children'], lines?: number): CSSProperties | undefined {
  if (typeof children !== 'string') return lines ? ({ '--code-lines': lines } as CSSProperties) : undefined;
  return { '--code-lines': children.replace(/\n+$/, '').split('\n').length } as CSSProperties;
}

export type CodeBlockProps = Props & {
  /**
   * A page's static part (src/components/StaticParts): the code comes later than the block, which is kept as
   * served until then. `lines` is its line count, `loadCode` fetches it (the part re-renders with it as children).
   */
  readonly lines?: number;
  readonly loadCode?: () => Promise<void>;
};

/** A layout effect in the browser (runs in the commit's own task); nothing on the server, without its warning. */
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A code block, highlighted by the classic theme's component loaded on demand (see
 * src/plugins/code-highlighting). The server renders it highlighted. While the page hydrates, the block keeps
 * the server's markup untouched (an empty `dangerouslySetInnerHTML` is not applied on hydration), so nothing
 * flashes and no Suspense boundary is left waiting; the live component (with its copy button) takes over when
 * the block nears the viewport or is pointed at. On client-side navigation the code shows as plain text until
 * the chunk arrives.
 */
export default function CodeBlock({ lines: lineCount, loadCode, ...props }: CodeBlockProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [mode] = useState<Mode>(() => {
    if (typeof window === 'undefined') return 'server';
    return isBrowser ? 'plain' : 'keep-server-html';
  });
  const [Component, setComponent] = useState<Highlighted | null>(() => loaded);

  const island = useRef<HTMLDivElement>(null);
  // Which focusable element of the block had focus when the live component took over (-1: none).
  const focusedIndex = useRef(-1);

  useEffect(() => {
    if (Component) return undefined;
    let live = true;
    const swap = () =>
      void Promise.all([loadHighlighted(), loadCode?.()]).then(([component]) => {
        if (!live) return;
        const focusables = Array.from(island.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
        focusedIndex.current = focusables.findIndex((element) => element === document.activeElement);
        setComponent(() => component);
      });
    const element = island.current;
    const box = element?.firstElementChild;
    if (mode !== 'keep-server-html' || !element || !box || typeof IntersectionObserver === 'undefined') {
      swap();
      return () => {
        live = false;
      };
    }
    // A server-rendered block already shows highlighted code: it turns live (copy button) when it comes near
    // the viewport, in an idle moment of its own after the load event, or at once when pointed at or focused.
    // Blocks further down cost nothing at load, and the page's blocks never swap together in one long task.
    let cancelIdle = () => {};
    const now = () => {
      observer.disconnect();
      swap();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = afterLoadWhenIdle(swap);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(box);
    element.addEventListener('pointerover', now, { once: true });
    element.addEventListener('focusin', now, { once: true });
    return () => {
      live = false;
      observer.disconnect();
      cancelIdle();
      element.removeEventListener('pointerover', now);
      element.removeEventListener('focusin', now);
    };
  }, [Component, mode, loadCode]);

  // The swap replaces the block's nodes: a keyboard user who had tabbed to the code (or its button) keeps
  // focus on the same control of the live block instead of being dropped to the top of the document. It runs
  // in the commit's own task: a passive effect would leave a moment in which focus is on <body> and a Tab or
  // a screen reader's focus event lands there (the keyboard test on a loaded machine saw exactly that).
  useCommitEffect(() => {
    const index = focusedIndex.current;
    if (!Component || index < 0) return;
    focusedIndex.current = -1;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const focusables = Array.from(island.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (focusables[index] ?? island.current?.querySelector<HTMLElement>('pre'))?.focus({ preventScroll: true });
  }, [Component]);

  const lines = lineCountStyle(props.children, lineCount);
  // A part's code arrives with the strings it was waiting for, in the same render as the live component.
  if (Component && props.children !== undefined) {
    return (
      <div ref={island} className={styles.island} style={lines}>
        <Component {...props} />
      </div>
    );
  }
  if (mode === 'server') {
    return (
      <div className={styles.island} style={lines}>
        <Suspense>
          <ServerHighlighted {...props} />
        </Suspense>
      </div>
    );
  }
  if (mode === 'keep-server-html') {
    return (
      <div
        ref={island}
        className={styles.island}
        style={lines}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className={styles.island} style={lines}>
      <div className={clsx('theme-code-block', styles.plain)}>
        <pre tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      </div>
    </div>
  );
}
