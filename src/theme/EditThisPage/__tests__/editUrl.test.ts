import { isTranslationEditUrl } from '../editUrl';

// The link under a translated page asks for a better translation; under an English page, for an edit.
describe('isTranslationEditUrl', () => {
  it.each([
    ['https://github.com/example/ads-help/edit/main/docs/intro.md', false],
    ['https://github.com/example/ads-help/edit/main/blog/2026-02-27-post.md', false],
    ['https://github.com/example/ads-help/edit/main/i18n/es/docusaurus-plugin-content-docs/current/intro.md', true],
    ['https://github.com/example/ads-help/edit/main/i18n/pt/docusaurus-plugin-content-blog/2026-02-27-post.md', true],
  ])('%s -> %p', (url, expected) => {
    expect(isTranslationEditUrl(url)).toBe(expected);
  });
});
