/**
 * "Edit this page" and "Suggest a better translation" URLs (docs and blog `editUrl`), built from the one
 * repository value of config/brand.ts. Node only: it checks the checkout, so a link opens a file that exists.
 * A translated page links to its translation file; when a locale has no translation of a page (the page
 * falls back to English), to the English file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceRepository } from '../../config/brand';

const SITE_DIR = path.resolve(__dirname, '../..');
const DEFAULT_LOCALE = 'en';
/** The repository these pages were first written from, whose files no longer match them. */
const UPSTREAM = /^https:\/\/github\.com\/brave\/brave-ads-docs(?:\/|$)/i;

/** Refuses a repository value that would produce broken or foreign links, saying what to write instead. */
export function checkRepository(repository: SourceRepository | null): SourceRepository | null {
  if (repository === null) return null;
  const { url, branch } = repository;
  if (!/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/.test(url))
    throw new Error(
      `config/brand.ts repository.url must be https://github.com/<owner>/<name> with no trailing slash; got "${url}"`,
    );
  if (UPSTREAM.test(url))
    throw new Error(
      "config/brand.ts repository must be this help centre's own repository, not upstream brave/brave-ads-docs (use null for no edit links)",
    );
  if (!/^[\w./-]+$/.test(branch) || branch.startsWith('/') || branch.endsWith('/'))
    throw new Error(`config/brand.ts repository.branch is not a branch name: "${branch}"`);
  return repository;
}

/** `<owner>/<name>` of the repository, or null when none is configured. */
export function repositorySlug(repository: SourceRepository | null): string | null {
  const checked = checkRepository(repository);
  return checked ? checked.url.replace('https://github.com/', '') : null;
}

const editUrlOf = (repository: SourceRepository, file: string) => `${repository.url}/edit/${repository.branch}/${file}`;

const exists = (siteDir: string, file: string) => fs.existsSync(path.join(siteDir, file));

/** The docs plugin's `editUrl` option: undefined (no links) when no repository is configured. */
export function docsEditUrl(repository: SourceRepository | null, siteDir: string = SITE_DIR) {
  const checked = checkRepository(repository);
  if (!checked) return undefined;
  return ({ versionDocsDirPath, docPath, locale }: { versionDocsDirPath: string; docPath: string; locale: string }) => {
    const translation = `i18n/${locale}/docusaurus-plugin-content-docs/current/${docPath}`;
    const file =
      locale !== DEFAULT_LOCALE && exists(siteDir, translation) ? translation : `${versionDocsDirPath}/${docPath}`;
    return editUrlOf(checked, file);
  };
}

/** The blog plugin's `editUrl` option. Docusaurus passes the folder it read the post from (translated or English). */
export function blogEditUrl(repository: SourceRepository | null) {
  const checked = checkRepository(repository);
  if (!checked) return undefined;
  return ({ blogDirPath, blogPath }: { blogDirPath: string; blogPath: string }) =>
    editUrlOf(checked, `${blogDirPath}/${blogPath}`);
}
