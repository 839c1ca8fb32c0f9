// @ts-check
'use strict';
/**
 * UI strings of a locale (code.json, docusaurus-theme-classic/navbar.json and footer.json,
 * docusaurus-plugin-content-docs/current.json, docusaurus-plugin-content-blog/options.json)
 * against the English defaults that Docusaurus extracts from the site.
 */
const { countWords } = require('./markdown-blocks.cjs');

/** @typedef {{ message: string, description?: string }} TranslationMessage */
/** @typedef {Record<string, TranslationMessage>} TranslationFileContent */
/** @typedef {Record<string, TranslationFileContent>} UiFiles keyed by path relative to i18n/<locale>/ */
/**
 * @typedef {object} UiProblem
 * @property {'ui-missing' | 'ui-untranslated' | 'ui-placeholder' | 'ui-invalid'} kind
 * @property {string} file path relative to i18n/<locale>/
 * @property {number | null} line
 * @property {string} message
 */
/** @typedef {{ file: string, key: string, message: string }} UiWarning */
/** @typedef {{ text: string } | { error: string } | null} LocaleFileRead */
/** @typedef {(file: string, key: string) => boolean} IsAllowedUntranslated */

/** Messages of fewer words may legitimately read the same in two languages ("Blog", "Twitter"). */
const MIN_UNTRANSLATED_WORDS = 3;

/**
 * Words of a message, not counting `{placeholders}`.
 * @param {string} message
 */
function messageWords(message) {
  return countWords(message.replace(/\{[^{}]*\}/g, ' '));
}

/**
 * `{name}` placeholders of a message, sorted, for comparison.
 * @param {string} message
 * @returns {string[]}
 */
function placeholders(message) {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** @param {string[]} names */
const listPlaceholders = (names) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');

/**
 * @param {string} text JSON text of a translation file
 * @param {string} key
 * @returns {number | null}
 */
function lineOfKey(text, key) {
  const index = text.indexOf(`${JSON.stringify(key)}:`);
  if (index < 0) return null;
  return text.slice(0, index).split('\n').length;
}

/**
 * @param {string} text
 * @returns {TranslationFileContent}
 */
function parseTranslationFile(text) {
  /** @type {unknown} */
  const json = JSON.parse(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not a JSON object');
  /** @type {TranslationFileContent} */
  const content = {};
  for (const [key, value] of Object.entries(json)) {
    if (typeof value === 'object' && value !== null && typeof value.message === 'string') {
      content[key] = {
        message: value.message,
        description: typeof value.description === 'string' ? value.description : undefined,
      };
    } else {
      throw new Error(`key ${JSON.stringify(key)} has no "message" string`);
    }
  }
  return content;
}

/**
 * @param {UiFiles} english English defaults
 * @param {(file: string) => LocaleFileRead} readLocaleFile the locale's file text, or null when absent
 * @param {IsAllowedUntranslated} isAllowed
 * @returns {{ problems: UiProblem[], warnings: UiWarning[], present: number, total: number, entries: Record<string, number> }}
 *   `present` of `total` English strings exist in the locale; `entries`: entries of each locale file
 */
function compareUiFiles(english, readLocaleFile, isAllowed) {
  /** @type {UiProblem[]} */
  const problems = [];
  /** @type {UiWarning[]} */
  const warnings = [];
  let present = 0;
  let total = 0;
  /** @type {Record<string, number>} */
  const entries = {};
  for (const [file, defaults] of Object.entries(english)) {
    const read = readLocaleFile(file);
    const keys = Object.keys(defaults);
    total += keys.length;
    if (read === null) {
      if (keys.length > 0) {
        problems.push({ kind: 'ui-missing', file, line: null, message: `file is missing (${keys.length} strings)` });
      }
      continue;
    }
    if ('error' in read) {
      problems.push({ kind: 'ui-invalid', file, line: null, message: `cannot read: ${read.error}` });
      continue;
    }
    /** @type {TranslationFileContent} */
    let localized;
    try {
      localized = parseTranslationFile(read.text);
    } catch (error) {
      problems.push({
        kind: 'ui-invalid',
        file,
        line: null,
        message: `invalid translation file: ${error instanceof Error ? error.message : String(error)}`,
      });
      continue;
    }
    entries[file] = Object.keys(localized).length;
    for (const key of keys) {
      const source = defaults[key].message;
      const entry = localized[key];
      if (!entry) {
        problems.push({
          kind: 'ui-missing',
          file,
          line: null,
          message: `missing string ${JSON.stringify(key)} (English: ${JSON.stringify(source)})`,
        });
        continue;
      }
      present += 1;
      const line = lineOfKey(read.text, key);
      if (
        entry.message.trim() === source.trim() &&
        messageWords(source) >= MIN_UNTRANSLATED_WORDS &&
        !isAllowed(file, key)
      ) {
        problems.push({
          kind: 'ui-untranslated',
          file,
          line,
          message: `${JSON.stringify(key)} is identical to English: ${JSON.stringify(source)}`,
        });
      }
      const expected = placeholders(source);
      const found = placeholders(entry.message);
      if (expected.join(',') !== found.join(',')) {
        problems.push({
          kind: 'ui-placeholder',
          file,
          line,
          message: `${JSON.stringify(key)} has placeholders ${listPlaceholders(found)} but English has ${listPlaceholders(expected)}`,
        });
      }
    }
    for (const key of Object.keys(localized)) {
      if (!(key in defaults))
        warnings.push({ file, key, message: `unused string ${JSON.stringify(key)} (not in the English defaults)` });
    }
  }
  return { problems, warnings, present, total, entries };
}

module.exports = {
  compareUiFiles,
  parseTranslationFile,
  placeholders,
  messageWords,
  lineOfKey,
  MIN_UNTRANSLATED_WORDS,
};
