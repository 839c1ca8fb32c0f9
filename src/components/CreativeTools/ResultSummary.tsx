import type { ReactNode } from 'react';

import styles from './styles.module.css';

/**
 * A polite live summary: screen readers hear the counts once the checks settle, not every row. The region is there
 * from the first render, empty, so what later fills it is announced; the counts (`SummaryCounts` of ./Results.tsx)
 * come as children, and a busy message takes their place. A module of its own so the new tab takeover check's first
 * load carries the region without the results' code.
 */
export function ResultSummary({
  busy,
  children,
}: {
  readonly busy?: string;
  readonly children?: ReactNode;
}): ReactNode {
  return (
    <p className={styles.summary} role="status" aria-live="polite" data-testid="results-summary">
      {busy ?? children}
    </p>
  );
}
