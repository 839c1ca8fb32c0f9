import type { AllContent } from '@docusaurus/types';
import { contentFeatures } from '../contentFeatures';

const docsPlugin = (versions: object[]) => ({
  'docusaurus-plugin-content-docs': { default: { loadedVersions: versions } },
});
const version = (extra: object = {}) => ({
  banner: null,
  badge: false,
  docs: [
    { id: 'billing', description: 'How invoices work.', frontMatter: {} },
    { id: 'intro', frontMatter: {} },
  ],
  ...extra,
});

describe('contentFeatures', () => {
  test('one plain docs version, nothing unlisted: the banners can go, and the descriptions are listed by id', () => {
    const features = contentFeatures({
      ...docsPlugin([version()]),
      'docusaurus-plugin-content-blog': { default: { blogPosts: [{ metadata: { unlisted: false } }] } },
    } as unknown as AllContent);
    expect(features).toEqual({
      docDescriptions: { billing: 'How invoices work.', intro: undefined },
      singlePlainDocsVersion: true,
      noUnlistedOrDraft: true,
    });
  });

  test('a second version, or one with a banner or badge, keeps the version banner and badge', () => {
    expect(contentFeatures(docsPlugin([version(), version()]) as unknown as AllContent).singlePlainDocsVersion).toBe(
      false,
    );
    expect(
      contentFeatures(docsPlugin([version({ banner: 'unmaintained' })]) as unknown as AllContent)
        .singlePlainDocsVersion,
    ).toBe(false);
    expect(
      contentFeatures(docsPlugin([version({ badge: true })]) as unknown as AllContent).singlePlainDocsVersion,
    ).toBe(false);
  });

  test('an unlisted blog post or a draft page anywhere keeps the visibility banners', () => {
    const post = { 'docusaurus-plugin-content-blog': { default: { blogPosts: [{ metadata: { unlisted: true } }] } } };
    const page = { 'docusaurus-plugin-content-pages': { default: [{ frontMatter: { draft: true } }] } };
    expect(contentFeatures({ ...docsPlugin([version()]), ...post } as unknown as AllContent).noUnlistedOrDraft).toBe(
      false,
    );
    expect(contentFeatures({ ...docsPlugin([version()]), ...page } as unknown as AllContent).noUnlistedOrDraft).toBe(
      false,
    );
  });
});
