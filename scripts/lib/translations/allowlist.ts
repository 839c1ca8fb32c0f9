/**
 * i18n/untranslated-allowlist.json: text that may stay identical to English in a locale (a front
 * matter key of a page, or a UI string), each with the reason.
 */
export interface AllowlistEntry {
  file: string;
  key: string;
  locales: string[];
  reason: string;
}
export interface Allowlist {
  entries: AllowlistEntry[];
  isAllowed: (locale: string, file: string, key: string) => boolean;
}

const isEntry = (entry: unknown): entry is AllowlistEntry => {
  if (typeof entry !== 'object' || entry === null) return false;
  const e = entry as Record<string, unknown>;
  return (
    typeof e.file === 'string' &&
    typeof e.key === 'string' &&
    Array.isArray(e.locales) &&
    e.locales.every((l) => typeof l === 'string') &&
    typeof e.reason === 'string' &&
    e.reason.trim() !== ''
  );
};

/** Parses the allow-list (null: no file, nothing allowed). Throws a message naming the bad entry. */
export function parseAllowlist(text: string | null): Allowlist {
  const entries: AllowlistEntry[] = [];
  if (text !== null) {
    const json: unknown = JSON.parse(text);
    const list = typeof json === 'object' && json !== null && 'entries' in json ? json.entries : undefined;
    if (!Array.isArray(list)) throw new Error('the allow-list needs an "entries" array');
    list.forEach((entry: unknown, index) => {
      if (!isEntry(entry))
        throw new Error(`allow-list entry ${index + 1} needs "file", "key", "locales" and a "reason"`);
      entries.push({ file: entry.file, key: entry.key, locales: entry.locales, reason: entry.reason });
    });
  }
  const allowed = new Set(entries.flatMap((e) => e.locales.map((l) => `${l}\u0000${e.file}\u0000${e.key}`)));
  return { entries, isAllowed: (locale, file, key) => allowed.has(`${locale}\u0000${file}\u0000${key}`) };
}
