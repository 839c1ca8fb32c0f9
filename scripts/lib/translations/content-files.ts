/**
 * Where English pages live and where their translations go (Docusaurus i18n layout):
 *   docs/<path>  ->  i18n/<locale>/docusaurus-plugin-content-docs/current/<path>
 *   blog/<path>  ->  i18n/<locale>/docusaurus-plugin-content-blog/<path>
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ContentSet {
  name: 'docs' | 'blog';
  sourceDir: string;
  localeDir: string;
}

export const CONTENT_SETS: ContentSet[] = [
  { name: 'docs', sourceDir: 'docs', localeDir: 'docusaurus-plugin-content-docs/current' },
  { name: 'blog', sourceDir: 'blog', localeDir: 'docusaurus-plugin-content-blog' },
];

const PAGE_EXTENSION = /\.mdx?$/;

/** Markdown/MDX files under a directory, as sorted '/'-separated relative paths. */
export function listPages(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name === '__tests__' || entry.name.startsWith('.')) continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(current, entry.name), rel);
      else if (entry.isFile() && PAGE_EXTENSION.test(entry.name)) out.push(rel);
    }
  };
  walk(dir, '');
  return out.sort();
}

export function localeDirOf(localeRoot: string, locale: string, set: ContentSet): string {
  return path.join(localeRoot, locale, ...set.localeDir.split('/'));
}

/** Maps a translation file (absolute or relative to the site) to its locale, set and relative path. */
export function identifyTranslation(
  siteDir: string,
  file: string,
): { locale: string; set: ContentSet; rel: string } | null {
  const rel = path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/');
  const match = /^i18n\/([^/]+)\/(.+)$/.exec(rel);
  if (!match) return null;
  const [, locale, inside] = match;
  for (const set of CONTENT_SETS) {
    const prefix = `${set.localeDir}/`;
    if (inside.startsWith(prefix) && PAGE_EXTENSION.test(inside))
      return { locale, set, rel: inside.slice(prefix.length) };
  }
  return null;
}

/** Locales that have a folder under i18n/ (English, the source, excepted). */
export function listLocales(i18nDir: string): string[] {
  try {
    return fs
      .readdirSync(i18nDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'en')
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}
