import type { ReactNode } from 'react';
import clsx from 'clsx';
import { usePluralForm } from '@docusaurus/theme-common';

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

const order: Record<Status, number> = { fail: 0, warn: 1, pass: 2 };

/** Failures first, then warnings; the order of the checks is kept within each status. */
export function byStatus(rows: readonly CheckRow[]): CheckRow[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => order[a.row.status] - order[b.row.status] || a.i - b.i)
    .map((x) => x.row);
}

function Rows({ rows, caption }: { readonly rows: readonly CheckRow[]; readonly caption: string }): ReactNode {
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
                <span className={clsx(styles.status, styles[row.status])}>
                  <span aria-hidden="true" className={styles.statusIcon}>
                    {icons[row.status]}
                  </span>
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

/**
 * Result rows, failures first, then warnings; the passes fold into a count that opens (a native disclosure, so
 * it works with the keyboard and without script). Each status is a word with an icon, and `data-status` for tests.
 */
export function ResultTable({
  rows,
  caption,
}: {
  readonly rows: readonly CheckRow[];
  readonly caption: string;
}): ReactNode {
  const m = getCommonMessages();
  const { number } = useFormatters();
  const sorted = byStatus(rows);
  const problems = sorted.filter((r) => r.status !== 'pass');
  const passes = sorted.filter((r) => r.status === 'pass');
  return (
    <div className={styles.resultGroups} data-testid="result-table">
      {problems.length > 0 && <Rows rows={problems} caption={caption} />}
      {passes.length > 0 && (
        <details className={styles.passed} data-testid="passed-checks">
          <summary className={styles.passedSummary}>
            <span className={clsx(styles.status, styles.pass)}>
              <span aria-hidden="true" className={styles.statusIcon}>
                {icons.pass}
              </span>
              {fill(m.passedCount, { count: number(passes.length) })}
            </span>
          </summary>
          <Rows rows={passes} caption={fill(m.passedCaption, { caption })} />
        </details>
      )}
    </div>
  );
}

/**
 * The counts for the live summary (./ResultSummary.tsx), in their own component because picking a plural form builds
 * an `Intl.PluralRules`, which loads the locale's plural data: rendered only once there are results, so hydrating
 * an empty tool builds no formatter.
 */
export function SummaryCounts({ rows }: { readonly rows: readonly CheckRow[] }): string {
  const m = getCommonMessages();
  const { number } = useFormatters();
  const { selectMessage } = usePluralForm();
  const count = (s: Status, forms: string) => {
    const n = rows.filter((r) => r.status === s).length;
    return fill(selectMessage(n, forms), { count: number(n) });
  };
  return fill(m.summary, {
    pass: count('pass', m.summaryPass),
    warn: count('warn', m.summaryWarn),
    fail: count('fail', m.summaryFail),
  });
}
