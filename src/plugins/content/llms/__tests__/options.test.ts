import { llmsOptions } from '../../../../../config/llms';
import { validateLlmsOptions } from '..';

describe('llms plugin options', () => {
  it('accepts the site configuration, with the words of all five editions', () => {
    expect(validateLlmsOptions(llmsOptions)).toBe(llmsOptions);
    expect(Object.keys(llmsOptions.text).sort()).toEqual(['de', 'en', 'es', 'fr', 'pt']);
    // The same routes as the search index are left out, so llms.txt and the index list the same pages.
    expect(llmsOptions.excludeRoutes).toContain('/demos/**');
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
