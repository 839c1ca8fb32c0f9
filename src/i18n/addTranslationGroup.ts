import codeTranslations from '@generated/codeTranslations';

/**
 * Adds the strings of a translation group (config/translation-groups.ts) to those `translate()` reads. Called
 * at the top level of each module that uses the group's ids, with the group's generated file, so the strings
 * arrive with the module's chunk and are in place before any of its components render:
 *
 *   import strings from '@generated/translation-groups/creativeTools.json';
 *   addTranslationGroup(strings);
 */
export function addTranslationGroup(strings: Readonly<Record<string, string>>): void {
  const target = codeTranslations as Record<string, string>;
  for (const [id, message] of Object.entries(strings)) target[id] ??= message;
}
