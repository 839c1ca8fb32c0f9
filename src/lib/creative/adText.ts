/**
 * Notification ad copy: what a person counts as characters (grapheme clusters), click-through URL
 * checks that can be made without going online, and the draft carried in the URL fragment.
 */

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * Characters as a reader sees them: an emoji family, a flag or a letter with accents each count once. An empty
 * field (every field of the notification preview while the page hydrates) builds no segmenter.
 */
export function countGraphemes(text: string, locale = 'en'): number {
  if (text === '') return 0;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    let segmenter = segmenters.get(locale);
    if (!segmenter) {
      segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
      segmenters.set(locale, segmenter);
    }
    return Array.from(segmenter.segment(text)).length;
  }
  return Array.from(text).length; // code points: close enough where Segmenter is missing
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
  | { readonly kind: 'shortener'; readonly host: string }
  | { readonly kind: 'redirect-parameter'; readonly name: string; readonly carriesUrl: boolean };

export interface UrlCheck {
  readonly https: 'pass' | 'fail';
  readonly shortener: 'pass' | 'fail';
  /** fail: a parameter carries a whole address; warn: a parameter is named like a forwarding one. */
  readonly redirectParameter: 'pass' | 'warn' | 'fail';
  readonly host: string | null;
  readonly problems: readonly UrlProblem[];
}

function looksLikeUrl(value: string): boolean {
  return /^(https?:)?\/\//i.test(value.trim());
}

/** Offline checks of a click-through URL. Whether the server itself redirects cannot be known offline. */
export function checkClickThroughUrl(raw: string): UrlCheck {
  const text = raw.trim();
  if (text === '') {
    return { https: 'fail', shortener: 'fail', redirectParameter: 'fail', host: null, problems: [{ kind: 'empty' }] };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { https: 'fail', shortener: 'fail', redirectParameter: 'fail', host: null, problems: [{ kind: 'invalid' }] };
  }
  const problems: UrlProblem[] = [];
  const https = url.protocol === 'https:' ? 'pass' : 'fail';
  if (https === 'fail') problems.push({ kind: 'not-https', protocol: url.protocol.replace(/:$/, '') });
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.replace(/^www\./, '');
  const shortener = (linkShorteners as readonly string[]).includes(bare) ? 'fail' : 'pass';
  if (shortener === 'fail') problems.push({ kind: 'shortener', host: bare });
  let redirectParameter: UrlCheck['redirectParameter'] = 'pass';
  for (const [name, value] of url.searchParams) {
    const carriesUrl = looksLikeUrl(value);
    const named = (redirectParameterNames as readonly string[]).includes(name.toLowerCase());
    if (carriesUrl) redirectParameter = 'fail';
    else if (named && redirectParameter === 'pass') redirectParameter = 'warn';
    if (carriesUrl || named) problems.push({ kind: 'redirect-parameter', name, carriesUrl });
  }
  return { https, shortener, redirectParameter, host, problems };
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
  /** Parts that were not understood (bad percent-encoding, too long); nothing is read from them. */
  readonly rejected: readonly DraftField[];
}

/** Reads a fragment (with or without `#`) back into fields; never throws. Unknown keys are ignored. */
export function decodeDraft(fragment: string): DecodedDraft {
  const text = fragment.replace(/^#/, '');
  const fields: Partial<Record<DraftField, string>> = {};
  const rejected: DraftField[] = [];
  if (text === '') return { fields, rejected };
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (!(draftFields as readonly string[]).includes(key)) continue;
    try {
      const value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
      if (eq < 0 || value.length > MAX_FRAGMENT_FIELD) rejected.push(key as DraftField);
      else fields[key as DraftField] = value;
    } catch {
      rejected.push(key as DraftField);
    }
  }
  return { fields, rejected };
}

/** The ad as plain text, for the clipboard. */
export function draftAsText(draft: AdDraft): string {
  return [draft.title, draft.body, draft.url]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
}
