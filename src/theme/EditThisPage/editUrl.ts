/** A repository URL of a translated doc: `…/i18n/<locale>/docusaurus-plugin-content-docs/…`. */
const TRANSLATION_FILE = /\/i18n\/[^/]+\/docusaurus-plugin-content-docs\//;

export function isTranslationEditUrl(editUrl: string): boolean {
  return TRANSLATION_FILE.test(editUrl);
}
