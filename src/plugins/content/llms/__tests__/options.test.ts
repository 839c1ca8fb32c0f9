import { llmsOptions } from '../../../../../config/llms';
import { searchIndexOptions } from '../../../../../config/search';
import { validateLlmsOptions } from '..';

describe('llms plugin options', () => {
  it('accepts the site configuration, with the words of all five editions', () => {
    expect(validateLlmsOptions(llmsOptions)).toBe(llmsOptions);
    expect(Object.keys(llmsOptions.text).sort()).toEqual(['de', 'en', 'es', 'fr', 'pt']);
    // The same route list as the search index. The demos, which site search lists although crawlers skip them,
    // stay out of the llms files by their noindex (the llms plugin has no siteSearchOnly).
    expect(llmsOptions.excludeRoutes).toBe(searchIndexOptions.excludeRoutes);
    expect(Object.keys(llmsOptions)).not.toContain('siteSearchOnly');
  });

  it('names what is missing', () => {
    expect(() => validateLlmsOptions(undefined)).toThrow(
      'llms plugin: `excludeRoutes`, `titleSuffix` and `sidebar` are required.',
    );
    expect(() => validateLlmsOptions({ ...llmsOptions, text: null })).toThrow(
      'llms plugin: `text` (per locale) is required.',
    );
  });
});
