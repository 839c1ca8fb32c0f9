import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { formatNumber } from '@site/src/lib/numberFormat';

import type { Formatters } from './nttChecks';

/** Numbers, file weights and percentages in the page's locale. */
export function useFormatters(): Formatters {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  // Formatters are built on first use (src/lib/numberFormat.ts): an empty tool formats nothing while it hydrates.
  return useMemo(() => {
    const unit = (u: 'kilobyte' | 'megabyte'): Intl.NumberFormatOptions => ({
      style: 'unit',
      unit: u,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    return {
      number: (n: number) => formatNumber(currentLocale, n),
      percent: (share: number) => formatNumber(currentLocale, share, { style: 'percent', maximumFractionDigits: 1 }),
      bytes: (n: number) =>
        n >= 1024 * 1024
          ? formatNumber(currentLocale, n / 1024 / 1024, unit('megabyte'))
          : formatNumber(currentLocale, n / 1024, unit('kilobyte')),
    };
  }, [currentLocale]);
}
