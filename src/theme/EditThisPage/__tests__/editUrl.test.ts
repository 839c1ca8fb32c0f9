import { isTranslationEditUrl } from '../editUrl';

describe('isTranslationEditUrl', () => {
  it.each([
    ['https://github.com/brave/brave-ads-docs/edit/main/docs/intro.md', false],
    ['https://github.com/brave/brave-ads-docs/edit/main/i18n/es/docusaurus-plugin-content-docs/current/intro.md', true],
    ['https://github.com/brave/brave-ads-docs/edit/main/i18n/pt/docusaurus-plugin-content-blog/post.md', false],
  ])('%s -> %p', (url, expected) => {
    expect(isTranslationEditUrl(url)).toBe(expected);
  });
});
