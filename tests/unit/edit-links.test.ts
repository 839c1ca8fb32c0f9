/**
 * "Edit this page" and "Suggest a better translation" open a file that exists in our repository, or are not
 * shown: every doc and post of every locale, through the same editUrl functions Docusaurus calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brand } from '../../config/brand';
import { blogEditUrl, checkRepository, docsEditUrl, repositorySlug } from '../../scripts/lib/edit-links';
import { i18n } from '../../config/locales';

const siteDir = path.resolve(__dirname, '../..');
/** A repository like ours would be, for the links the site shows once config/brand.ts names one. */
const SAMPLE = { url: 'https://github.com/example/ads-help', branch: 'main' };

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => /\.mdx?$/.test(rel) && !path.basename(rel).startsWith('_'));
}

/** The repository file an edit URL opens. */
function fileOf(url: string, repository = SAMPLE): string {
  const prefix = `${repository.url}/edit/${repository.branch}/`;
  expect(url.startsWith(prefix)).toBe(true);
  return url.slice(prefix.length);
}

const docs = filesUnder(path.join(siteDir, 'docs'));
const posts = filesUnder(path.join(siteDir, 'blog'));
const locales = i18n.locales;

describe('edit links open a file of the checkout', () => {
  const docLink = docsEditUrl(SAMPLE, siteDir);
  const postLink = blogEditUrl(SAMPLE);

  it('the checkout has docs and posts to link to', () => {
    expect(docs.length).toBeGreaterThan(20);
    expect(posts.length).toBeGreaterThan(5);
    expect(locales).toEqual(expect.arrayContaining(['en', 'de', 'es', 'fr', 'pt']));
  });

  it.each(locales)('every doc in %s', (locale) => {
    const missing = docs
      .map((docPath) => fileOf(docLink!({ versionDocsDirPath: 'docs', docPath, locale })))
      .filter((file) => !fs.existsSync(path.join(siteDir, file)));
    expect(missing).toEqual([]);
  });

  it.each(locales.filter((l) => l !== 'en'))('a translated doc in %s opens its translation', (locale) => {
    const translated = docs.filter((docPath) =>
      fs.existsSync(path.join(siteDir, `i18n/${locale}/docusaurus-plugin-content-docs/current/${docPath}`)),
    );
    expect(translated.length).toBeGreaterThan(0);
    for (const docPath of translated)
      expect(fileOf(docLink!({ versionDocsDirPath: 'docs', docPath, locale }))).toBe(
        `i18n/${locale}/docusaurus-plugin-content-docs/current/${docPath}`,
      );
  });

  it('a page a locale has not translated links to the English file it shows', () => {
    expect(fileOf(docLink!({ versionDocsDirPath: 'docs', docPath: 'intro.md', locale: 'xx' }))).toBe('docs/intro.md');
  });

  it.each(locales)('every post in %s', (locale) => {
    // Docusaurus passes the folder it read the post from: the locale's own, else the English one.
    const localized = `i18n/${locale}/docusaurus-plugin-content-blog`;
    const missing = posts
      .map((blogPath) => {
        const dir = locale !== 'en' && fs.existsSync(path.join(siteDir, localized, blogPath)) ? localized : 'blog';
        return fileOf(postLink!({ blogDirPath: dir, blogPath }));
      })
      .filter((file) => !fs.existsSync(path.join(siteDir, file)));
    expect(missing).toEqual([]);
  });
});

describe('the repository value', () => {
  it('none configured: no edit links, no suggestion link', () => {
    expect(docsEditUrl(null)).toBeUndefined();
    expect(blogEditUrl(null)).toBeUndefined();
    expect(repositorySlug(null)).toBeNull();
  });

  it('the configured value is valid and never upstream', () => {
    expect(() => checkRepository(brand.repository)).not.toThrow();
    expect(repositorySlug(brand.repository)).not.toBe('brave/brave-ads-docs');
  });

  it.each([
    [{ url: 'https://github.com/brave/brave-ads-docs', branch: 'main' }, /not upstream brave\/brave-ads-docs/],
    [{ url: 'https://github.com/example/ads-help/', branch: 'main' }, /no trailing slash/],
    [{ url: 'http://github.com/example/ads-help', branch: 'main' }, /must be https:\/\/github\.com/],
    [{ url: 'https://github.com/example/ads-help', branch: '' }, /not a branch name/],
  ])('refuses %o with a clear message', (repository, message) => {
    expect(() => checkRepository(repository)).toThrow(message);
  });

  it('names the repository for the suggestion link', () => {
    expect(repositorySlug(SAMPLE)).toBe('example/ads-help');
  });
});
