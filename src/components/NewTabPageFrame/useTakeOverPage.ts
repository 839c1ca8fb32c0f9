import { useEffect, type RefObject } from 'react';

/**
 * While the full-screen frame is mounted, everything else on the page is made `inert` (so keyboard focus
 * and the accessibility tree stay inside the frame, not on the docs chrome hidden behind it) and the
 * page stops scrolling. Both are undone on unmount, e.g. when the visitor follows "Back to the docs".
 */
export function useTakeOverPage(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const madeInert: Element[] = [];
    for (let node: HTMLElement | null = root; node && node !== document.body; node = node.parentElement) {
      const parent: HTMLElement | null = node.parentElement;
      if (!parent) break;
      const siblings: Element[] = Array.from(parent.children);
      for (const sibling of siblings) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling instanceof HTMLScriptElement) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const html = document.documentElement;
    const previousOverflow = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      html.style.overflow = previousOverflow;
    };
  }, [ref]);
}
