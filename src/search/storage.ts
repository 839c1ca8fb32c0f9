/**
 * Recent and favourite searches, as DocSearch keeps them in localStorage, validated before the modal
 * reads them. Anything in localStorage may have been written by someone else (another script on the
 * origin, a browser extension, a hand edit): every item must fit the record type, carry a
 * site-relative URL and plain text, or it is dropped, and the store is rewritten without it.
 */
import { escapeHtml, unescapeHtml } from './highlight';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES = new Set<string>([...LEVELS, 'content']);
const MAX_TEXT = 1000;
const MAX_ITEMS = 50;

export const STORE_PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'] as const;

export type StoredHierarchy = Record<(typeof LEVELS)[number], string | null>;

/**
 * Set on every hit the modal escapes for display (`escapeHitForDisplay`), and so on every item DocSearch stores
 * from one: its text is HTML-escaped exactly once. Items stored without it were written by an earlier version,
 * which could escape them twice (an apostrophe came back as `&amp;#039;`).
 */
export const ESCAPED_ONCE = 'escapedOnce';

export interface StoredSearch {
  objectID: string;
  type: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: StoredHierarchy;
  [ESCAPED_ONCE]: true;
}

/**
 * True for a path on this site: one leading slash (never `//` or `/\`, which browsers read as
 * another host), no control characters or whitespace, every escape decodes (the router decodes the
 * fragment of each navigation and throws on `#%zz`), and it resolves to the same origin. The modal's
 * links and navigation go through this check too, so no item can reach the router undecodable.
 */
export function isSiteRelativeUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!/^\/(?![/\\])/.test(url) || /[\u0000-\u0020\u007f-\u009f\\]/.test(url)) return false;
  try {
    decodeURIComponent(url);
    return new URL(url, 'https://site.invalid/').origin === 'https://site.invalid';
  } catch {
    return false;
  }
}

/**
 * Stored hierarchy text is escaped once (DocSearch injects it as HTML): a stored value is read as escaped text,
 * decoded, and escaped again, so raw markup in the store ends up shown as text and the text round-trips exactly.
 * An item from before the marker is decoded until nothing changes, which repairs text escaped twice; a title
 * whose own text is an entity (`&amp;`) would lose it, and this site has none.
 */
function storedText(value: unknown, marked: boolean): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_TEXT) return undefined;
  let plain = unescapeHtml(value);
  if (!marked) for (let next = unescapeHtml(plain); next !== plain; next = unescapeHtml(plain)) plain = next;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return escapeHtml(plain.replace(/[\u0000-\u001f\u007f]/g, ' '));
}

/** One stored item -> the record, or null when it does not fit. */
export function toStoredSearch(item: unknown): StoredSearch | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  const { objectID, type, url, hierarchy } = record;
  if (typeof objectID !== 'string' || objectID.length === 0 || objectID.length > 512) return null;
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  if (!isSiteRelativeUrl(url)) return null;
  if (typeof hierarchy !== 'object' || hierarchy === null || Array.isArray(hierarchy)) return null;
  const marked = record[ESCAPED_ONCE] === true;
  const levels = {} as StoredHierarchy;
  for (const level of LEVELS) {
    const text = storedText((hierarchy as Record<string, unknown>)[level] ?? null, marked);
    if (text === undefined) return null;
    levels[level] = text;
  }
  if (levels.lvl0 === null && levels.lvl1 === null) return null;
  const content = storedText(record.content ?? null, marked);
  if (content === undefined) return null;
  // Derived from the validated URL (the stored one may be absolute, as the index records it).
  const withoutAnchor = url.replace(/#.*$/, '');
  const anchor = record.anchor ?? null;
  if (anchor !== null && (typeof anchor !== 'string' || anchor.length > 512)) return null;
  return {
    objectID,
    type,
    url,
    url_without_anchor: withoutAnchor,
    anchor,
    content,
    hierarchy: levels,
    [ESCAPED_ONCE]: true,
  };
}

/** A stored list (raw text or null) -> the valid items, and whether the store must be rewritten. */
export function cleanStoredSearches(raw: string | null): { items: StoredSearch[]; changed: boolean } {
  if (raw === null) return { items: [], changed: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { items: [], changed: true };
  }
  if (!Array.isArray(parsed)) return { items: [], changed: true };
  const items: StoredSearch[] = [];
  const seen = new Set<string>();
  for (const entry of parsed.slice(0, MAX_ITEMS)) {
    const item = toStoredSearch(entry);
    if (item && !seen.has(item.objectID)) {
      seen.add(item.objectID);
      items.push(item);
    }
  }
  return { items, changed: JSON.stringify(items) !== raw };
}

/**
 * Validates the recent and favourite searches of one index in `storage` before DocSearch reads
 * them; rewrites (or removes) a store that held anything else. Never throws (storage may be
 * disabled or full). Returns how many items were dropped.
 */
export function sanitizeStoredSearches(storage: Storage | undefined, indexName: string): number {
  if (!storage) return 0;
  let dropped = 0;
  for (const prefix of STORE_PREFIXES) {
    const key = `${prefix}${indexName}`;
    try {
      const raw = storage.getItem(key);
      const { items, changed } = cleanStoredSearches(raw);
      if (!changed) continue;
      let before = 0;
      try {
        const parsed: unknown = JSON.parse(raw ?? '[]');
        before = Array.isArray(parsed) ? parsed.length : 1;
      } catch {
        before = 1;
      }
      dropped += Math.max(0, before - items.length);
      if (items.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(items));
    } catch {
      // Storage disabled or full: DocSearch keeps its searches in memory then.
    }
  }
  return dropped;
}
