const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A number in the page's locale. Whole numbers from 0 to 999 are written the same way in all five editions (Latin
 * digits, no grouping; a unit test holds every locale to it), so they do not need `Intl`: the first formatter a
 * page builds loads the locale's number data, a long task on a mid-range phone, and the creative tools' counters
 * ("0 / 30") are rendered while the page hydrates. Anything else goes through a formatter built once per locale
 * and options.
 */
export function formatNumber(locale: string, n: number, options?: Intl.NumberFormatOptions): string {
  if (options === undefined && Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  return numberFormat(locale, options).format(n);
}
