import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';

import styles from './styles.module.css';

/**
 * Shown while a page's code loads (after a short delay) and when it fails to load. The stock
 * component says "Retry" in English in every locale and its spinner has no name; this one is
 * translated, announces itself, and uses the theme's colours (light and dark).
 */
interface Props {
  error?: unknown;
  retry: () => void;
  pastDelay: boolean;
}

export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>
          <Translate id="loading.error" description="Shown when a page's code failed to load">
            This page could not be loaded. Check your connection and try again.
          </Translate>
        </p>
        <button type="button" className="button button--secondary" onClick={retry}>
          <Translate id="loading.retry" description="Button that loads the page's code again">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>
          {translate({ id: 'loading.label', message: 'Loading…', description: 'Announced while a page loads' })}
        </span>
      </div>
    );
  }
  return null;
}
