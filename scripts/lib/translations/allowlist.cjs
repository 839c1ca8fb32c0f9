// @ts-check
'use strict';
/**
 * i18n/untranslated-allowlist.json: strings deliberately identical to English in a locale
 * (a company name, a legal line), each with a reason. Entries name a UI file relative to
 * i18n/<locale>/ (`code.json`, `docusaurus-theme-classic/footer.json`...) or an English page
 * (`docs/...`, `blog/...`) for its front matter text keys.
 */

/** @typedef {{ file: string, key: string, locales: string[], reason: string }} AllowlistEntry */
/** @typedef {{ entries: AllowlistEntry[], isAllowed: (locale: string, file: string, key: string) => boolean }} Allowlist */

/**
 * @param {string | null} text the file's JSON, or null when there is no allow-list
 * @returns {Allowlist}
 */
function parseAllowlist(text) {
  /** @type {AllowlistEntry[]} */
  const entries = [];
  if (text !== null) {
    /** @type {unknown} */
    const json = JSON.parse(text);
    const list = typeof json === 'object' && json !== null && 'entries' in json ? json.entries : undefined;
    if (!Array.isArray(list)) throw new Error('the allow-list needs an "entries" array');
    list.forEach((entry, index) => {
      const ok =
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.file === 'string' &&
        typeof entry.key === 'string' &&
        Array.isArray(entry.locales) &&
        entry.locales.every((/** @type {unknown} */ l) => typeof l === 'string') &&
        typeof entry.reason === 'string' &&
        entry.reason.trim() !== '';
      if (!ok) throw new Error(`allow-list entry ${index + 1} needs "file", "key", "locales" and a "reason"`);
      entries.push({ file: entry.file, key: entry.key, locales: entry.locales, reason: entry.reason });
    });
  }
  const allowed = new Set(entries.flatMap((e) => e.locales.map((l) => `${l}\u0000${e.file}\u0000${e.key}`)));
  return { entries, isAllowed: (locale, file, key) => allowed.has(`${locale}\u0000${file}\u0000${key}`) };
}

module.exports = { parseAllowlist };
