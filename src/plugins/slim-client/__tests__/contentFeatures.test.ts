import type { AllContent } from '@docusaurus/types';
import { contentFeatures } from '../contentFeatures';

const docsPlugin = (versions: object[]) => ({
  'docusaurus-plugin-content-docs': { default: { loadedVersions: versions } },
});

describe('contentFeatures', () => {
  test("lists each doc's description by id, for the category cards", () => {
    const features = contentFeatures(
      docsPlugin([
        {
          docs: [
            { id: 'billing', description: 'How invoices work.', frontMatter: {} },
            { id: 'intro', frontMatter: {} },
          ],
        },
      ]) as unknown as AllContent,
    );
    expect(features).toEqual({ docDescriptions: { billing: 'How invoices work.', intro: undefined } });
  });

  test('a site without docs has no descriptions', () => {
    expect(contentFeatures({} as AllContent)).toEqual({ docDescriptions: {} });
  });
});
