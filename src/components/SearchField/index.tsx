import React, { type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Opens the navbar's search window: it listens for `/` on the window (src/theme/SearchBar/keyboard.ts), the
 * public way in, so this field needs none of the search code. Before hydration, or with scripts off, it is a link
 * to the search page.
 */
function openSearch(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
}

/** A search field that opens the search window (the one the navbar's button opens). */
export default function SearchField({ className }: { readonly className?: string }): ReactNode {
  const label = translate({ id: 'searchField.label', message: 'Search the help center' });
  return (
    <Link to="/search" className={`${styles.field} ${className ?? ''}`} onClick={openSearch} data-search-field="">
      <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
          stroke="currentColor"
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{label}</span>
    </Link>
  );
}
