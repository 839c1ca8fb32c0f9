import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import matter from 'gray-matter';
import { hashSource } from '../../../../scripts/lib/translations/source-hash';
import { listPages } from '../../../../scripts/lib/translations/content-files';
import { englishVersionDates } from './english-dates';
import { TRANSLATION_STATUS_PLUGIN, type TranslationStatusGlobalData } from './types';

/**
 * Hashes the English source of every doc that has a translation in `localizedDocsDir`, exactly
 * as scripts/stamp-translations.ts does, so the browser can compare a page's recorded
 * `translation_source` with the current English version.
 */
export function collectSourceHashes(docsDir: string, localizedDocsDir: string): TranslationStatusGlobalData {
  const sources: Record<string, string> = {};
  for (const rel of listPages(docsDir)) {
    if (!fs.existsSync(path.join(localizedDocsDir, ...rel.split('/')))) continue;
    sources[rel] = hashSource(fs.readFileSync(path.join(docsDir, ...rel.split('/')), 'utf8'));
  }
  return { sources };
}

/**
 * The `translation_source` stamp of each translated doc (keyed by its path inside docs/);
 * unstamped or unreadable translations are left out (the translation check reports them).
 */
export function readTranslationStamps(localizedDocsDir: string, docs: readonly string[]): Record<string, string> {
  const stamps: Record<string, string> = {};
  for (const rel of docs) {
    try {
      const { data } = matter(fs.readFileSync(path.join(localizedDocsDir, ...rel.split('/')), 'utf8'));
      if (typeof data.translation_source === 'string') stamps[rel] = data.translation_source;
    } catch {
      // Broken front matter: Docusaurus itself reports it when it loads the doc.
    }
  }
  return stamps;
}

/**
 * Build-time half of the "this translation may be out of date" notice: publishes, for the
 * locale being built, the hash of each translated doc's English source (global data, a few
 * bytes per doc), and the date of the English version each translation follows ("Translated
 * from the English version of …", shown by src/components/DocTrust). The theme wrapper
 * src/theme/DocItem/Content shows both.
 */
export default function translationStatusPlugin(context: LoadContext): Plugin<TranslationStatusGlobalData> {
  const { i18n, siteDir, localizationDir } = context;
  const docsDir = path.join(siteDir, 'docs');
  const localizedDocsDir = path.join(localizationDir, 'docusaurus-plugin-content-docs', 'current');
  return {
    name: TRANSLATION_STATUS_PLUGIN,
    async loadContent() {
      // English pages are the sources: nothing can be out of date.
      if (i18n.currentLocale === i18n.defaultLocale) return { sources: {} };
      const { sources } = collectSourceHashes(docsDir, localizedDocsDir);
      const englishDates = englishVersionDates(docsDir, readTranslationStamps(localizedDocsDir, Object.keys(sources)));
      return { sources, englishDates };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [path.join(docsDir, '**/*.{md,mdx}'), path.join(localizedDocsDir, '**/*.{md,mdx}')];
    },
  };
}
