import type { ReactNode } from 'react';

import ScrollBox from '@site/src/components/ScrollBox';

import { fill, getCommonMessages } from './messages';
import { useFormatters } from './useFormatters';
import styles from './styles.module.css';

export type Status = 'pass' | 'warn' | 'fail';

export interface CheckRow {
  readonly key: string;
  readonly name: string;
  readonly status: Status;
  readonly detail: string;
}

const icons: Record<Status, string> = { pass: '✓', warn: '!', fail: '✕' };

/** Result rows: the status in words (and an icon for sighted readers) and `data-status` for tests. */
export function ResultTable({
  rows,
  caption,
}: {
  readonly rows: readonly CheckRow[];
  readonly caption: string;
}): ReactNode {
  const m = getCommonMessages();
  return (
    <ScrollBox>
      <table className={styles.results}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.checkColumn}</th>
            <th scope="col">{m.resultColumn}</th>
            <th scope="col">{m.detailsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-status={row.status} data-check={row.key.replace(/:.*$/, '')}>
              <th scope="row">{row.name}</th>
              <td>
                <span className={styles[row.status]}>
                  <span aria-hidden="true">{icons[row.status]} </span>
                  {m[row.status]}
                </span>
              </td>
              <td>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** A polite live summary: screen readers hear the counts once the checks settle, not every row. */
export function ResultSummary({
  rows,
  busy,
}: {
  readonly rows: readonly CheckRow[];
  readonly busy?: string;
}): ReactNode {
  const m = getCommonMessages();
  const { number } = useFormatters();
  const count = (s: Status) => number(rows.filter((r) => r.status === s).length);
  const text =
    busy ?? (rows.length ? fill(m.summary, { pass: count('pass'), warn: count('warn'), fail: count('fail') }) : '');
  return (
    <p className={styles.summary} role="status" aria-live="polite" data-testid="results-summary">
      {text}
    </p>
  );
}
