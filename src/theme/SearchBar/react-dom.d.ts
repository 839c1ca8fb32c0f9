/**
 * The one react-dom API the search UI uses. @types/react-dom is not installed yet (asked for in the
 * search report); this ambient declaration merges with it once it is.
 */
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}
