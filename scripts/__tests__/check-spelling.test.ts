import { globsFor, localeOf, parseCspellOutput } from '../check-spelling';

describe('check-spelling reads cspell and counts per locale', () => {
  it('parses the report lines cspell prints, ignoring anything else', () => {
    const output = [
      'docs/intro.md:31:95 - Unknown word (analyse)',
      'i18n/de/docusaurus-plugin-content-docs/current/x.mdx:34:135 - Unknown word (weitergleiten) fix: (weitergeleitet)',
      'docs/glossary.md:5:80 - Forbidden word (centre)',
      'CSpell: Files checked: 2',
    ].join('\n');
    expect(parseCspellOutput(output)).toEqual([
      { file: 'docs/intro.md', line: 31, column: 95, word: 'analyse' },
      { file: 'i18n/de/docusaurus-plugin-content-docs/current/x.mdx', line: 34, column: 135, word: 'weitergleiten' },
      { file: 'docs/glossary.md', line: 5, column: 80, word: 'centre' },
    ]);
  });

  it.each([
    ['docs/intro.md', 'en'],
    ['blog/2025-01-01-x.md', 'en'],
    ['i18n/es/code.json', 'es'],
    ['i18n/pt/docusaurus-theme-classic/navbar.json', 'pt'],
  ])('%s belongs to %s', (file, locale) => {
    expect(localeOf(file)).toBe(locale);
  });

  it('checks English docs and blog, and every file of a locale', () => {
    expect(globsFor('en')).toEqual(['docs/**/*.{md,mdx}', 'blog/**/*.{md,mdx}']);
    expect(globsFor('fr')).toEqual(['i18n/fr/**/*.{md,mdx,json}']);
  });
});
