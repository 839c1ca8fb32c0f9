/**
 * Which creative addresses the emulated new tab page may frame. Pure functions: no DOM, no Docusaurus.
 *
 * The site's own demos are same-origin paths (`/creatives/<id>/index.html`, behind the base URL).
 * A creative hosted elsewhere is framed only when its origin matches one of the CSP-style sources of
 * `brand.adFrameSources` (e.g. `https://*.ads.s.brave.io`), the same list the site CSP puts in
 * `frame-src`, so an address the browser would refuse is rejected before the frame is drawn.
 */

export type CreativeSource =
  /** A path on this site: checked with a HEAD request before framing. */
  | { readonly kind: 'local'; readonly url: string }
  /** An https address on an allowed ad-serving host. */
  | { readonly kind: 'remote'; readonly url: string }
  /** Anything else: never framed. */
  | { readonly kind: 'blocked'; readonly url: string };

const SOURCE_RE = /^https:\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/i;

/**
 * True when `url` is an absolute https URL, without credentials, whose host and port match one of
 * `sources`. A source `https://*.example.com` matches any subdomain of example.com (one or more labels)
 * but not example.com itself, as in CSP.
 */
export function isAllowedFrameSource(url: string, sources: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return false;
  const hostname = parsed.hostname.toLowerCase();
  return sources.some((source) => {
    const match = SOURCE_RE.exec(source.trim());
    if (!match) return false;
    const [, wildcard, host, port] = match;
    const base = host.toLowerCase();
    // URL drops the default port, so a source without a port only accepts 443 (given as '').
    if ((port === undefined || port === '443' ? '' : port) !== parsed.port) return false;
    if (wildcard) return hostname.endsWith(`.${base}`) && hostname.length > base.length + 1;
    return hostname === base;
  });
}

/** Sorts a creative address into local path, allowed remote URL, or blocked. */
export function classifyCreativeUrl(src: string, sources: readonly string[]): CreativeSource {
  const value = src.trim();
  // A single leading slash is a path on this site; '//host' would be protocol-relative, '/\\' is a trick.
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return { kind: 'local', url: value };
  if (isAllowedFrameSource(value, sources)) return { kind: 'remote', url: value };
  return { kind: 'blocked', url: value };
}

/** Adds `lang=<locale>` to a creative path, so the creative can localize its texts. */
export function withLocale(path: string, locale: string): string {
  const [beforeHash, hash] = path.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}lang=${encodeURIComponent(locale)}${hash === undefined ? '' : `#${hash}`}`;
}
