import React, { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type StaticIslandProps = {
  /** Markup that never changes after the server rendered it: no state, no effects, no event handlers. */
  readonly children?: ReactNode;
  readonly className?: string;
  /** The wrapping element (a `div` unless the island must sit where only some elements are allowed). */
  readonly as?: 'div' | 'span' | 'section' | 'p' | 'ul' | 'ol';
  /** Other attributes of the element (an `id`, a `dir`), the same on the server and the client. */
  readonly attributes?: Readonly<Record<string, string | number | undefined>>;
  /**
   * The content as an HTML string instead of children (a page's static parts, src/components/StaticParts); `null`
   * while it is not there yet: the element is rendered empty and busy, and `onNeedHtml` asks for it.
   */
  readonly html?: string | null;
  /** Called when the island has no server DOM to keep and its `html` is `null`. */
  readonly onNeedHtml?: () => void;
};

// A layout effect runs before the browser paints; the server has none (and React warns about one there).
const useIslandLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A link the router can follow without a full page load: a plain primary click, with no modifier key,
 * on an `<a>` of this site that opens in the same tab and is not a download, to a page of this edition (under its
 * base URL and not under another edition's: `/es/...` from the English edition at `/` is another app).
 */
function routerPath(event: MouseEvent, root: HTMLElement, base: string, otherBases: readonly string[]): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || !root.contains(target)) return null;
  if ((target.target && target.target !== '_self') || target.hasAttribute('download')) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Same page, another fragment: the browser scrolls there itself.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  // Files the router does not render (the Markdown copies, images, the index) load normally.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // Another edition is another app: the browser loads it.
  if (!`${url.pathname}/`.startsWith(base)) return null;
  if (otherBases.some((other) => other.length > base.length && `${url.pathname}/`.startsWith(other))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Keeps the server's DOM of a static subtree on hydration: React 18 does not walk the content of an element
 * whose children come from `dangerouslySetInnerHTML`, and an empty string is not applied while hydrating, so the
 * server's nodes (and their roles, names and links) stay as they are and cost no hydration work. After a
 * client-side navigation there is no server DOM to keep: the children render normally.
 *
 * Links inside a kept island, or in markup given as an HTML string, have no React handlers: a click on an internal
 * one is handed to the router, so it stays a client-side navigation.
 *
 * When hydration fails around an island (a node that a browser extension or an in-page translator added before
 * React ran, or a Suspense boundary updated before it hydrated), React throws the server's DOM away and renders
 * that part of the page afresh: the island then has nothing to keep, and it renders its children before the browser
 * paints, so the visitor never sees it empty.
 */
export default function StaticIsland({
  children,
  className,
  as: Tag = 'div',
  attributes,
  html,
  onNeedHtml,
}: StaticIslandProps): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided when the island mounts: true while hydrating a server page (keep its DOM), false after a client-side
  // navigation. It turns false once more if there turns out to be no server DOM to keep (see above).
  const [keep, setKeep] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const ref = useRef<HTMLElement>(null);
  useIslandLayoutEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeep(false);
  }, [keep]);
  const history = useHistory();
  const {
    siteConfig: { baseUrl },
    i18n: { localeConfigs },
  } = useDocusaurusContext();
  // The editions' base URLs, as one string so the effect below sees a change only when they change.
  const otherBasesKey = Object.values(localeConfigs)
    .map((config) => config.baseUrl)
    .join('\n');

  useEffect(() => {
    if (!keep && html === null) onNeedHtml?.();
  }, [keep, html, onNeedHtml]);

  // Kept markup and markup from a string have links without React handlers.
  const plainLinks = keep || typeof html === 'string';
  useEffect(() => {
    const root = ref.current;
    if (!plainLinks || !root) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = routerPath(event, root, baseUrl, otherBasesKey.split('\n'));
      if (to === null) return;
      event.preventDefault();
      history.push(to);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [plainLinks, history, baseUrl, otherBasesKey]);

  if (typeof window !== 'undefined' && keep) {
    return React.createElement(Tag, {
      ...attributes,
      ref,
      className,
      dangerouslySetInnerHTML: { __html: '' },
      suppressHydrationWarning: true,
    });
  }
  if (html === null) return React.createElement(Tag, { ...attributes, ref, className, 'aria-busy': true });
  if (typeof html === 'string')
    return React.createElement(Tag, { ...attributes, ref, className, dangerouslySetInnerHTML: { __html: html } });
  return React.createElement(Tag, { ...attributes, ref, className }, children);
}
