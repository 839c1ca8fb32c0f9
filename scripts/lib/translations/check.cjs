// @ts-check
'use strict';
/**
 * The translation check: every English page and UI string, for each locale. Reads the tree,
 * never writes. Language detection and the English UI defaults are passed in, so the whole
 * check runs in tests on fixture trees.
 */
const fs = require('node:fs');
const path = require('node:path');
const { CONTENT_SETS, listPages, localeDirOf } = require('./content-files.cjs');
const { parseMarkdown } = require('./markdown-blocks.cjs');
const { parseFrontMatter, compareFrontMatter } = require('./front-matter.cjs');
const { compareStructure } = require('./structure.cjs');
const { findEnglishParagraphs } = require('./language.cjs');
const { compareUiFiles } = require('./ui-strings.cjs');
const { hashSource, isSourceHash } = require('./source-hash.cjs');
const { STAMP_KEY } = require('./stamp.cjs');

/** @typedef {import('./language.cjs').DetectLanguage} DetectLanguage */
/** @typedef {import('./ui-strings.cjs').UiFiles} UiFiles */
/** @typedef {import('./allowlist.cjs').Allowlist} Allowlist */
/** @typedef {import('./markdown-blocks.cjs').ParsedDoc} ParsedDoc */
/** @typedef {import('./content-files.cjs').ContentSet} ContentSet */
/**
 * @typedef {'missing' | 'orphan' | 'front-matter' | 'untranslated' | 'unstamped' | 'english'
 *   | import('./structure.cjs').StructureKind
 *   | 'ui-missing' | 'ui-untranslated' | 'ui-placeholder' | 'ui-invalid' | 'ui-defaults'} ProblemKind
 */
/** @typedef {{ locale: string, file: string, line: number | null, kind: ProblemKind, message: string }} Problem */
/** @typedef {{ locale: string, file: string, source: string, recorded: string, current: string }} StaleTranslation */
/** @typedef {{ locale: string, file: string, message: string }} Warning */
/**
 * @typedef {object} LocaleReport
 * @property {string} locale
 * @property {{ translated: number, total: number }} pages
 * @property {number} words words of the locale's translated pages
 * @property {{ present: number, total: number, codeJson: number } | null} strings English UI
 *   strings present in the locale, of all, and the entries of its code.json (null: not checked)
 * @property {Problem[]} problems
 * @property {StaleTranslation[]} stale
 * @property {Warning[]} warnings
 */
/** @typedef {{ siteDir: string, locales: LocaleReport[] }} Report */
/**
 * @typedef {object} CheckOptions
 * @property {string} siteDir
 * @property {string[]} locales
 * @property {DetectLanguage} detect
 * @property {UiFiles | { error: string }} englishUi English UI defaults, or why they are unknown
 * @property {Allowlist} allowlist
 */

/** @param {string} p */
const toPosix = (p) => p.split(path.sep).join('/');

/**
 * @param {string} file
 * @returns {string | null}
 */
function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Parses pages once per run.
 * @returns {(file: string) => { text: string, doc: ParsedDoc } | null}
 */
function createPageCache() {
  /** @type {Map<string, { text: string, doc: ParsedDoc } | null>} */
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const text = readText(file);
      cache.set(file, text === null ? null : { text, doc: parseMarkdown(text, { mdx: file.endsWith('.mdx') }) });
    }
    return cache.get(file) ?? null;
  };
}

/**
 * @param {CheckOptions} options
 * @returns {Report}
 */
function checkTranslations(options) {
  const { siteDir, detect, allowlist } = options;
  const i18nDir = path.join(siteDir, 'i18n');
  const page = createPageCache();

  /** @type {Map<ContentSet, string[]>} */
  const sources = new Map(CONTENT_SETS.map((set) => [set, listPages(path.join(siteDir, set.sourceDir))]));
  const allExplicitIds = new Set();
  for (const [set, rels] of sources) {
    for (const rel of rels) {
      for (const h of page(path.join(siteDir, set.sourceDir, rel))?.doc.headings ?? [])
        if (h.id) allExplicitIds.add(h.id);
    }
  }

  /** @type {LocaleReport[]} */
  const reports = [];
  for (const locale of options.locales) {
    /** @type {LocaleReport} */
    const report = {
      locale,
      pages: { translated: 0, total: 0 },
      words: 0,
      strings: null,
      problems: [],
      stale: [],
      warnings: [],
    };
    reports.push(report);
    /**
     * @param {string} file
     * @param {number | null} line
     * @param {ProblemKind} kind
     * @param {string} message
     */
    const problem = (file, line, kind, message) => report.problems.push({ locale, file, line, kind, message });

    for (const set of CONTENT_SETS) {
      const sourceRels = sources.get(set) ?? [];
      const localeDir = localeDirOf(i18nDir, locale, set);
      const translatedRels = listPages(localeDir);
      const sourceSet = new Set(sourceRels);
      report.pages.total += sourceRels.length;

      for (const rel of translatedRels) {
        if (!sourceSet.has(rel)) {
          problem(
            toPosix(path.relative(siteDir, path.join(localeDir, rel))),
            null,
            'orphan',
            `no English source ${set.sourceDir}/${rel}`,
          );
        }
      }

      for (const rel of sourceRels) {
        const sourceFile = path.join(siteDir, set.sourceDir, rel);
        const translationFile = path.join(localeDir, rel);
        const shown = toPosix(path.relative(siteDir, translationFile));
        const sourceShown = `${set.sourceDir}/${rel}`;
        const source = page(sourceFile);
        const translation = page(translationFile);
        if (!source) continue;
        if (!translation) {
          problem(shown, null, 'missing', `not translated (English: ${sourceShown})`);
          continue;
        }
        report.pages.translated += 1;
        report.words += translation.doc.words;

        // Front matter, and the stamp that says which English version this translates.
        const sourceFm = parseFrontMatter(source.doc.frontMatter);
        const translationFm = parseFrontMatter(translation.doc.frontMatter);
        const isAllowed = (/** @type {string} */ key) => allowlist.isAllowed(locale, sourceShown, key);
        for (const p of compareFrontMatter(sourceFm, translationFm, isAllowed))
          problem(shown, p.line, p.kind, p.message);
        const recorded = translationFm.data[STAMP_KEY];
        const current = hashSource(source.text);
        if (recorded === undefined) {
          problem(shown, 1, 'unstamped', `no ${STAMP_KEY} in front matter: run npm run stamp:translations -- ${shown}`);
        } else if (!isSourceHash(recorded)) {
          problem(
            shown,
            translationFm.keyLines.get(STAMP_KEY) ?? 1,
            'unstamped',
            `${STAMP_KEY} must be a 12-character hash written by npm run stamp:translations`,
          );
        } else if (recorded !== current) {
          report.stale.push({ locale, file: shown, source: sourceShown, recorded, current });
        }

        // Structure: headings, links, images, admonitions, code, MDX.
        const dir = path.posix.dirname(rel);
        /**
         * The page a link path points at, in `root` ('' = this page): relative .md/.mdx links
         * only (site paths are routes, not files).
         * @param {string} linkPath
         * @param {string} root
         */
        const linkedPage = (linkPath, root) => {
          if (!/\.mdx?$/.test(linkPath) || linkPath.startsWith('/')) return null;
          let decoded;
          try {
            decoded = decodeURI(linkPath);
          } catch {
            return null;
          }
          const resolved = path.posix.normalize(path.posix.join(dir, decoded));
          return resolved.startsWith('..') ? null : page(path.join(root, resolved));
        };
        const linkContext = {
          /** @param {string} linkPath */
          explicitIds: (linkPath) => {
            const target = linkPath === '' ? source : linkedPage(linkPath, path.join(siteDir, set.sourceDir));
            return target ? new Set(target.doc.headings.flatMap((h) => (h.id ? [h.id] : []))) : allExplicitIds;
          },
          /** @param {string} linkPath */
          translatedAnchors: (linkPath) => {
            const target = linkPath === '' ? translation : linkedPage(linkPath, localeDir);
            return target ? new Set(target.doc.headings.map((h) => h.anchor)) : null;
          },
        };
        for (const p of compareStructure(source.doc, translation.doc, linkContext))
          problem(shown, p.line, p.kind, p.message);

        // Prose left in English.
        for (const paragraph of findEnglishParagraphs(translation.doc.paragraphs, detect)) {
          const excerpt = paragraph.text.length > 60 ? `${paragraph.text.slice(0, 57)}...` : paragraph.text;
          problem(shown, paragraph.line, 'english', `paragraph is in English: ${JSON.stringify(excerpt)}`);
        }
      }
    }

    // UI strings.
    const localeRoot = path.join(i18nDir, locale);
    if ('error' in options.englishUi) {
      problem(
        `i18n/${locale}`,
        null,
        'ui-defaults',
        `English UI strings unavailable, UI strings not checked: ${options.englishUi.error}`,
      );
    } else {
      const english = options.englishUi;
      const ui = compareUiFiles(
        english,
        (file) => {
          const text = readText(path.join(localeRoot, ...file.split('/')));
          return text === null ? null : { text };
        },
        (file, key) => allowlist.isAllowed(locale, file, key),
      );
      for (const p of ui.problems) problem(`i18n/${locale}/${p.file}`, p.line, p.kind, p.message);
      for (const w of ui.warnings)
        report.warnings.push({ locale, file: `i18n/${locale}/${w.file}`, message: w.message });
      report.strings = { present: ui.present, total: ui.total, codeJson: ui.entries['code.json'] ?? 0 };
    }
  }
  return { siteDir, locales: reports };
}

module.exports = { checkTranslations };
