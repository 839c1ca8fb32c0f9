/** A repository URL of a translated doc or post: `…/i18n/<locale>/docusaurus-plugin-content-(docs|blog)/…`. */
const TRANSLATION_FILE = /\/i18n\/[^/]+\/docusaurus-plugin-content-(?:docs|blog)\//;

export function isTranslationEditUrl(editUrl: string): boolean {
  return TRANSLATION_FILE.test(editUrl);
}
