import { localeCodes, localeConfigs } from '../../../config/locales';
import { formatNumber } from '../numberFormat';

describe('formatNumber', () => {
  const locales = localeCodes.flatMap((code) => [code, localeConfigs[code].htmlLang]);

  test.each(locales)('%s: whole numbers 0-999 read exactly as Intl writes them', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    const differ = Array.from({ length: 1000 }, (_, n) => n).filter((n) => formatNumber(locale, n) !== intl.format(n));
    expect(differ).toEqual([]);
  });

  test('larger, fractional and negative numbers and options go through Intl', () => {
    expect(formatNumber('de', 1000)).toBe('1.000');
    expect(formatNumber('fr', 12345.5)).toBe(new Intl.NumberFormat('fr').format(12345.5));
    expect(formatNumber('pt', 2.5)).toBe('2,5');
    expect(formatNumber('en', -3)).toBe('-3');
    expect(formatNumber('es', 0.25, { style: 'percent' })).toBe(
      new Intl.NumberFormat('es', { style: 'percent' }).format(0.25),
    );
  });
});
