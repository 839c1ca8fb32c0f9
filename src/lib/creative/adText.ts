/**
 * Notification ad copy: what a person counts as characters (grapheme clusters), click-through URL
 * checks that can be made without going online, and the draft carried in the URL fragment.
 */

import { graphemes } from '../graphemes';

/**
 * Characters as a reader sees them: an emoji family, a flag or a letter with accents each count once. An empty
 * field (every field of the notification preview while the page hydrates) builds no segmenter.
 */
export function countGraphemes(text: string, locale = 'en'): number {
  return graphemes(text, locale).length;
}

/** Whether the brand name appears in the title, ignoring case and accents' composition form. */
export function containsBrand(title: string, brand: string, locale = 'en'): boolean {
  const b = brand.trim().normalize('NFC').toLocaleLowerCase(locale);
  if (b === '') return false;
  return title.normalize('NFC').toLocaleLowerCase(locale).includes(b);
}

/**
 * Well-known link shorteners (hosts whose links only forward to another address). The list cannot be
 * complete; a shortener that is not on it passes this check.
 */
export const linkShorteners = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  's.id',
  't.ly',
  'bl.ink',
  'lnkd.in',
  'amzn.to',
  'fb.me',
  'youtu.be',
  'dlvr.it',
  'trib.al',
  'surl.li',
  'short.io',
  'shorte.st',
  'adf.ly',
  'qr.ae',
  'tr.ee',
] as const;

/** Query parameter names that, by convention, name a next address to forward to. */
export const redirectParameterNames = [
  'redirect',
  'redirect_uri',
  'redirect_url',
  'redirecturl',
  'redir',
  'goto',
  'dest',
  'destination',
  'next',
  'return',
  'returnurl',
  'return_to',
  'continue',
  'target',
  'out',
  'url',
] as const;

export type UrlProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'not-https'; readonly protocol: string }
  | { readonly kind: 'not-web'; readonly protocol: string }
  | { readonly kind: 'shortener'; readonly host: string }
  | { readonly kind: 'userinfo'; readonly text: string; readonly host: string }
  | { readonly kind: 'redirect-parameter'; readonly name: string; readonly carriesUrl: boolean };

export interface UrlCheck {
  /**
   * warn: http (no fact sheet requires https, but it is worth a look); fail: not a web address at all
   * (mailto:, javascript:...), which cannot lead to a landing page.
   */
  readonly https: 'pass' | 'warn' | 'fail';
  readonly shortener: 'pass' | 'fail';
  /**
   * warn: text before "@" in the address (`https://www.brave.com@evil.example/`), which reads as a site's name but
   * is a user name: the address opens the host after it.
   */
  readonly userinfo: 'pass' | 'warn';
  /** fail: a parameter carries a whole address; warn: a parameter is named like a forwarding one. */
  readonly redirectParameter: 'pass' | 'warn' | 'fail';
  readonly host: string | null;
  readonly problems: readonly UrlProblem[];
}

/** The percent-decoded text, or the text as written when it does not decode. */
function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function looksLikeUrl(value: string): boolean {
  return /^(https?:)?\/\//i.test(value.trim());
}

/** No address to check: every check that needs one fails, and the problem says why. */
function unreadableUrl(kind: 'empty' | 'invalid'): UrlCheck {
  return {
    https: 'fail',
    shortener: 'fail',
    userinfo: 'pass',
    redirectParameter: 'fail',
    host: null,
    problems: [{ kind }],
  };
}

/** Offline checks of a click-through URL. Whether the server itself redirects cannot be known offline. */
export function checkClickThroughUrl(raw: string): UrlCheck {
  const text = raw.trim();
  if (text === '') return unreadableUrl('empty');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return unreadableUrl('invalid');
  }
  const problems: UrlProblem[] = [];
  const protocol = url.protocol.replace(/:$/, '');
  const https = protocol === 'https' ? 'pass' : protocol === 'http' ? 'warn' : 'fail';
  if (https === 'warn') problems.push({ kind: 'not-https', protocol });
  if (https === 'fail') problems.push({ kind: 'not-web', protocol });
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.replace(/^www\./, '');
  const shortener = (linkShorteners as readonly string[]).includes(bare) ? 'fail' : 'pass';
  if (shortener === 'fail') problems.push({ kind: 'shortener', host: bare });
  const userinfo = url.username !== '' || url.password !== '' ? 'warn' : 'pass';
  if (userinfo === 'warn') {
    const text = decodeURIComponentSafe(url.password === '' ? url.username : `${url.username}:${url.password}`);
    problems.push({ kind: 'userinfo', text, host });
  }
  let redirectParameter: UrlCheck['redirectParameter'] = 'pass';
  for (const [name, value] of url.searchParams) {
    const carriesUrl = looksLikeUrl(value);
    const named = (redirectParameterNames as readonly string[]).includes(name.toLowerCase());
    if (carriesUrl) redirectParameter = 'fail';
    else if (named && redirectParameter === 'pass') redirectParameter = 'warn';
    if (carriesUrl || named) problems.push({ kind: 'redirect-parameter', name, carriesUrl });
  }
  return { https, shortener, userinfo, redirectParameter, host, problems };
}

export interface AdDraft {
  readonly brand: string;
  readonly title: string;
  readonly body: string;
  readonly url: string;
}

export const draftFields = ['brand', 'title', 'body', 'url'] as const;
export type DraftField = (typeof draftFields)[number];

/** Longest value read back from a fragment, per field: enough for any ad, short of abuse. */
export const MAX_FRAGMENT_FIELD = 2000;

/** `#brand=...&title=...&body=...&url=...`, every value percent-encoded. */
export function encodeDraft(draft: AdDraft): string {
  return draftFields
    .filter((f) => draft[f] !== '')
    .map((f) => `${f}=${encodeURIComponent(draft[f])}`)
    .join('&');
}

export interface DecodedDraft {
  /** The fields that could be read; absent fields were not in the fragment or could not be read. */
  readonly fields: Partial<Record<DraftField, string>>;
  /** Fields whose value was not understood (bad percent-encoding, too long), each named once, in field order. */
  readonly rejected: readonly DraftField[];
}

/** A `%` not followed by two hex digits: decodeURIComponent would throw, and throwing is slow in bulk. */
const BAD_ESCAPE = /%(?![0-9a-f]{2})/i;

/**
 * Reads a fragment (with or without `#`) back into fields; never throws. Unknown keys are ignored. A field
 * given more than once is decided by its last occurrence, so each field is either read or rejected, never
 * both, however many times a crafted link repeats it.
 */
export function decodeDraft(fragment: string): DecodedDraft {
  const text = fragment.replace(/^#/, '');
  const outcome: Partial<Record<DraftField, string | null>> = {};
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (!(draftFields as readonly string[]).includes(key)) continue;
    const raw = part.slice(eq + 1);
    let value: string | null = null;
    if (eq >= 0 && !BAD_ESCAPE.test(raw)) {
      try {
        value = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        value = null; // well-formed escapes that are not UTF-8 (%FF)
      }
    }
    outcome[key as DraftField] = value !== null && value.length <= MAX_FRAGMENT_FIELD ? value : null;
  }
  const fields: Partial<Record<DraftField, string>> = {};
  const rejected: DraftField[] = [];
  for (const field of draftFields) {
    const value = outcome[field];
    if (typeof value === 'string') fields[field] = value;
    else if (value === null) rejected.push(field);
  }
  return { fields, rejected };
}

/**
 * The status shown after a fragment was read, or null when it held no draft: each rejected field named once
 * by its label, so the message stays short whatever the link holds.
 */
export function draftStatus(
  decoded: DecodedDraft,
  texts: { readonly fragmentRead: string; readonly fragmentBad: string } & Readonly<Record<DraftField, string>>,
): string | null {
  const { fields, rejected } = decoded;
  if (Object.keys(fields).length === 0 && rejected.length === 0) return null;
  if (rejected.length === 0) return texts.fragmentRead;
  const names = [...new Set(rejected)].map((field) => texts[field]).join(', ');
  return texts.fragmentBad.replace('{fields}', () => names);
}

/** The ad as plain text, for the clipboard. */
export function draftAsText(draft: AdDraft): string {
  return [draft.title, draft.body, draft.url]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
}
