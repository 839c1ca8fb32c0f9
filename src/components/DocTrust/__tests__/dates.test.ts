import { longDateFormat, markdownTwinPath } from '../dates';

describe('longDateFormat', () => {
  const march11 = new Date(Date.UTC(2024, 2, 11));
  it.each([
    ['en-US', 'March 11, 2024'],
    ['de-DE', '11. März 2024'],
    ['es-ES', '11 de marzo de 2024'],
    ['fr-FR', '11 mars 2024'],
    ['pt-BR', '11 de março de 2024'],
  ])('%s writes %s', (lang, text) => {
    expect(longDateFormat(lang, 'gregory').format(march11)).toBe(text);
  });

  it('keeps the UTC day whatever the time of day', () => {
    expect(longDateFormat('en-US').format(new Date(Date.UTC(2024, 2, 11, 23, 59)))).toBe('March 11, 2024');
  });
});

describe('markdownTwinPath', () => {
  it.each([
    ['campaign-performance/reporting', '/campaign-performance/reporting', '/', '/campaign-performance/reporting.md'],
    [
      'campaign-performance/reporting',
      '/es/campaign-performance/reporting',
      '/es/',
      '/es/campaign-performance/reporting.md',
    ],
    ['intro', '/', '/', '/index.md'],
    ['intro', '/es/', '/es/', '/es/index.md'],
    ['intro', '/es', '/es/', '/es/index.md'],
    ['demos/dynamic-ntt/slider', '/demos/dynamic-ntt/slider', '/', null],
  ])('%s at %s (base %s) -> %s', (id, pathname, base, expected) => {
    expect(markdownTwinPath(id, pathname, base)).toBe(expected);
  });
});
