/**
 * UI strings of a locale (code.json, docusaurus-theme-classic/navbar.json and footer.json,
 * docusaurus-plugin-content-docs/current.json, docusaurus-plugin-content-blog/options.json)
 * against the English defaults that Docusaurus extracts from the site.
 */
import { countWords } from './markdown';

export interface TranslationMessage {
  message: string;
  description?: string;
}
export type TranslationFileContent = Record<string, TranslationMessage>;
/** Keyed by path relative to i18n/<locale>/. */
export type UiFiles = Record<string, TranslationFileContent>;
export interface UiProblem {
  kind: 'ui-missing' | 'ui-untranslated' | 'ui-placeholder' | 'ui-invalid';
  /** Path relative to i18n/<locale>/. */
  file: string;
  line: number | null;
  message: string;
}
export interface UiWarning {
  file: string;
  key: string;
  message: string;
}
export type LocaleFileRead = { text: string } | { error: string } | null;
export type IsAllowedUntranslated = (file: string, key: string) => boolean;

/** Messages of fewer words may legitimately read the same in two languages ("Blog", "Twitter"). */
export const MIN_UNTRANSLATED_WORDS = 3;

/** Words of a message, not counting `{placeholders}`. */
export function messageWords(message: string): number {
  return countWords(message.replace(/\{[^{}]*\}/g, ' '));
}

/** `{name}` placeholders of a message, sorted, for comparison. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

const listPlaceholders = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');

/** Line of a key in the JSON text of a translation file. */
export function lineOfKey(text: string, key: string): number | null {
  const index = text.indexOf(`${JSON.stringify(key)}:`);
  if (index < 0) return null;
  return text.slice(0, index).split('\n').length;
}

export function parseTranslationFile(text: string): TranslationFileContent {
  const json: unknown = JSON.parse(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not a JSON object');
  const content: TranslationFileContent = {};
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    const entry = value as { message?: unknown; description?: unknown } | null;
    if (typeof entry !== 'object' || entry === null || typeof entry.message !== 'string')
      throw new Error(`key ${JSON.stringify(key)} has no "message" string`);
    content[key] = {
      message: entry.message,
      description: typeof entry.description === 'string' ? entry.description : undefined,
    };
  }
  return content;
}

/**
 * Compares a locale's files with the English defaults. `present` of `total` English strings exist in
 * the locale; `entries`: entries of each locale file.
 */
export function compareUiFiles(
  english: UiFiles,
  readLocaleFile: (file: string) => LocaleFileRead,
  isAllowed: IsAllowedUntranslated,
): { problems: UiProblem[]; warnings: UiWarning[]; present: number; total: number; entries: Record<string, number> } {
  const problems: UiProblem[] = [];
  const warnings: UiWarning[] = [];
  let present = 0;
  let total = 0;
  const entries: Record<string, number> = {};
  for (const [file, defaults] of Object.entries(english)) {
    const read = readLocaleFile(file);
    const keys = Object.keys(defaults);
    total += keys.length;
    if (read === null) {
      if (keys.length > 0)
        problems.push({ kind: 'ui-missing', file, line: null, message: `file is missing (${keys.length} strings)` });
      continue;
    }
    if ('error' in read) {
      problems.push({ kind: 'ui-invalid', file, line: null, message: `cannot read: ${read.error}` });
      continue;
    }
    let localized: TranslationFileContent;
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
