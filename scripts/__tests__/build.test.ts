import { localeGroups, outDirOf } from '../build';

/**
 * The build runs the locales in groups, one Docusaurus process each: the default locale's build clears the
 * whole output directory, so it must come first, and every locale must be built exactly once.
 */
describe('localeGroups', () => {
  it('puts the default locale first and every other locale once, at most two per process', () => {
    expect(localeGroups(['de', 'en', 'es', 'fr', 'pt'], 'en')).toEqual([['en', 'de'], ['es', 'fr'], ['pt']]);
  });

  it('keeps a short list in one process', () => {
    expect(localeGroups(['en', 'es'], 'en')).toEqual([['en', 'es']]);
  });

  it('gives each locale its own process when asked', () => {
    expect(localeGroups(['de', 'en', 'es'], 'en', 1)).toEqual([['en'], ['de'], ['es']]);
  });
});

describe('outDirOf', () => {
  it('finds the output folder the build checks for every edition', () => {
    expect(outDirOf([])).toBe('build');
    expect(outDirOf(['--out-dir', '/tmp/site'])).toBe('/tmp/site');
    expect(outDirOf(['--out-dir=out', '--no-minify'])).toBe('out');
  });
});
