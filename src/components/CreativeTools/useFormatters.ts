import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type { Formatters } from './nttChecks';

/** Numbers, file weights and percentages in the page's locale. */
export function useFormatters(): Formatters {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  return useMemo(() => {
    const number = new Intl.NumberFormat(currentLocale);
    const percent = new Intl.NumberFormat(currentLocale, { style: 'percent', maximumFractionDigits: 1 });
    const unit = (u: 'kilobyte' | 'megabyte') =>
      new Intl.NumberFormat(currentLocale, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: 1 });
    return {
      number: (n: number) => number.format(n),
      percent: (share: number) => percent.format(share),
      bytes: (n: number) =>
        n >= 1024 * 1024 ? unit('megabyte').format(n / 1024 / 1024) : unit('kilobyte').format(n / 1024),
    };
  }, [currentLocale]);
}
