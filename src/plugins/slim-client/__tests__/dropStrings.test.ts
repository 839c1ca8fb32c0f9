// eslint-disable-next-line @typescript-eslint/no-require-imports
const dropStrings = require('../dropStrings.cjs') as (this: { getOptions: () => object }, source: string) => string;

describe('dropStrings', () => {
  test('the strings of components the site never renders leave; the others stay', () => {
    const strings = {
      'theme.contentVisibility.unlistedBanner.title': 'Página no listada',
      'theme.admonition.danger': 'peligro',
      'theme.admonition.note': 'nota',
      'search.button.label': 'Buscar',
    };
    const out = dropStrings.call(
      { getOptions: () => ({ prefixes: ['theme.contentVisibility.', 'theme.admonition.danger'] }) },
      JSON.stringify(strings),
    );
    expect(JSON.parse(out)).toEqual({ 'theme.admonition.note': 'nota', 'search.button.label': 'Buscar' });
  });
});
