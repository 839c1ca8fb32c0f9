/**
 * What a caller may name a page by: its URL on the site, or its path (with or without the locale prefix, `.md` or
 * `.html`). Anything else gets a clear error: another host or scheme, a path climbing out of the site, a malformed
 * escape. Resolving never touches the file system: the result is a route, looked up among the pages the build listed.
 */
import { defaultLocale, localeCodes, localeConfigs, type LocaleCode } from '../../config/locales';

/** A caller's mistake: reported to the caller as a tool error, never a crash. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

export const MAX_PAGE_REF_LENGTH = 2048;

export interface PageRef {
  locale: LocaleCode;
  /** Site path with the locale's base: `/es/account-management/billing`, `/` for the English home page. */
  route: string;
}

const PREFIXED_LOCALES = new Set<string>(localeCodes.filter((code) => code !== defaultLocale));

export function localeName(locale: LocaleCode): string {
  return `${localeConfigs[locale].label} (${locale})`;
}

/**
 * `input`: `https://ads-help.brave.com/es/a/b`, `/es/a/b`, `es/a/b.md`, `/a/b` (with `locale`, that locale's page).
 * `origin`: the site's origin; URLs of any other origin are refused.
 */
export function resolvePageRef(input: string, origin: string, locale?: LocaleCode): PageRef {
  const text = input.trim();
  if (text === '') {
    throw new InputError(`Give a page: its URL (${origin}/es/account-management/billing) or its path.`);
  }
  if (text.length > MAX_PAGE_REF_LENGTH) {
    throw new InputError(`The page reference is longer than ${MAX_PAGE_REF_LENGTH} characters.`);
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(text)) {
    throw new InputError(
      `"${printable(text)}" is not a page of the help centre: it holds a backslash or a control character.`,
    );
  }
  let pathname: string;
  if (/^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(text, origin);
    } catch {
      throw new InputError(`"${printable(text)}" is not a valid URL.`);
    }
    const site = new URL(origin);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname !== site.hostname) {
      throw new InputError(
        `${printable(text)} is not on the help centre's site (${origin}): this server reads only the help centre's own pages.`,
      );
    }
    pathname = url.pathname;
  } else {
    pathname = text.replace(/[?#].*$/, '');
  }
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new InputError(`"${printable(text)}" has a malformed percent escape.`);
    }
  });
  // A decoded segment that holds a separator (`..%2f`) or a NUL would be a path of its own: refused like `..`.
  const escapes = (segment: string): boolean => /[/\\]/.test(segment) || segment.includes('\u0000');
  if (decoded.some((segment) => segment === '.' || segment === '..' || escapes(segment))) {
    throw new InputError(
      `"${printable(text)}" leads outside the help centre: give a page's path inside it, like /es/account-management/billing.`,
    );
  }
  const last = decoded.length - 1;
  if (last >= 0) decoded[last] = decoded[last].replace(/\.(md|html)$/, '');
  if (decoded[last] === 'index') decoded.pop();
  let pathLocale: LocaleCode | undefined;
  if (decoded.length > 0 && PREFIXED_LOCALES.has(decoded[0])) pathLocale = decoded.shift() as LocaleCode;
  if (pathLocale && locale && pathLocale !== locale) {
    throw new InputError(
      `"${printable(text)}" is a page of the ${localeName(pathLocale)} edition, not of ${localeName(locale)}: ` +
        `leave out the locale, or give the page's path without the /${pathLocale} prefix.`,
    );
  }
  const target = pathLocale ?? locale ?? defaultLocale;
  return { locale: target, route: `${localeConfigs[target].baseUrl}${decoded.join('/')}` };
}

/** The input as shown in an error message: short, one line. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are replaced for display
  const line = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
