// @ts-check
'use strict';
/**
 * Where English pages live and where their translations go (Docusaurus i18n layout):
 *   docs/<path>  ->  i18n/<locale>/docusaurus-plugin-content-docs/current/<path>
 *   blog/<path>  ->  i18n/<locale>/docusaurus-plugin-content-blog/<path>
 */
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ name: 'docs' | 'blog', sourceDir: string, localeDir: string }} ContentSet */
/** @typedef {{ set: ContentSet, rel: string }} ContentFile `rel`: path inside the set, with '/' */

/** @type {ContentSet[]} */
const CONTENT_SETS = [
  { name: 'docs', sourceDir: 'docs', localeDir: 'docusaurus-plugin-content-docs/current' },
  { name: 'blog', sourceDir: 'blog', localeDir: 'docusaurus-plugin-content-blog' },
];

const PAGE_EXTENSION = /\.mdx?$/;

/**
 * Markdown/MDX files under a directory, as sorted '/'-separated relative paths.
 * @param {string} dir
 * @returns {string[]}
 */
function listPages(dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} current @param {string} prefix */
  const walk = (current, prefix) => {
    /** @type {fs.Dirent[]} */
    let entries;
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

/**
 * @param {string} localeRoot i18n directory, e.g. <site>/i18n
 * @param {string} locale
 * @param {ContentSet} set
 */
function localeDirOf(localeRoot, locale, set) {
  return path.join(localeRoot, locale, ...set.localeDir.split('/'));
}

/**
 * Maps a translation file (absolute or relative to the site) to its set and relative path.
 * @param {string} siteDir
 * @param {string} file
 * @returns {{ locale: string, set: ContentSet, rel: string } | null}
 */
function identifyTranslation(siteDir, file) {
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

/**
 * Locales that have a folder under i18n/ (English, the source, excepted).
 * @param {string} i18nDir
 * @returns {string[]}
 */
function listLocales(i18nDir) {
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

module.exports = { CONTENT_SETS, listPages, listLocales, localeDirOf, identifyTranslation };
