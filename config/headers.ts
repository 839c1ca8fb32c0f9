/**
 * Response headers, caching and content types of every host: the one source that the preview server
 * (scripts/serve.ts) applies and scripts/write-host-config.ts writes into `_headers`, `_redirects` and
 * the nginx config. Data only; the rules that read it live in scripts/lib/routing.ts.
 *
 * `all` goes on every response. A file's Cache-Control comes from the first `cacheRules` entry whose
 * pattern matches its URL path; redirects and error answers use `statusCache` instead, so a 404 or a
 * 400 is never cached like a hashed asset. `creatives` overrides `all` for the demo creative packages,
 * which our own pages frame.
 */

/** Header values go into text files verbatim: printable ASCII, one line, no `$`, `"` or `\`. */
export const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
} as const;

/** What the demo creatives (framed by our own pages) send instead of the matching `securityHeaders`. */
export const creativeHeaders = {
  'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'none'; form-action 'none'; object-src 'none'",
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

export const cacheControl = {
  /** Pages and anything naming other files by hash: always revalidated. */
  revalidate: 'no-cache',
  /** Content-hashed files: a new deploy gives them new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** Unhashed static files (images, robots.txt, sitemap). */
  short: 'public, max-age=3600',
  /** Error answers (400, 404, 405, 500): never stored. */
  none: 'no-store',
} as const;

export type CacheClass = keyof typeof cacheControl;

/**
 * First match wins; `pattern` is a regular expression over the URL path (JavaScript and PCRE alike).
 * The search manifest names the content-hashed index of the current deploy, which a deploy deletes:
 * it must be revalidated like a page.
 */
export const cacheRules: readonly { pattern: string; cache: CacheClass }[] = [
  { pattern: '\\.html$', cache: 'revalidate' },
  { pattern: '/search-index/manifest\\.json$', cache: 'revalidate' },
  { pattern: '^/(?:[a-z]{2}/)?assets/', cache: 'immutable' },
  { pattern: '[.-][0-9a-f]{8,}\\.(?:js|css|json|svg|png|woff2?)$', cache: 'immutable' },
  { pattern: '', cache: 'short' },
];

/** Cache-Control of answers that are not a file: redirects (3xx) and errors (4xx, 5xx). */
export const statusCache = { redirect: 'revalidate', error: 'none' } as const satisfies Record<string, CacheClass>;

/**
 * Content type by file extension (anything else: application/octet-stream). `compress` marks the
 * types sent gzip-compressed to clients that accept it (with `Vary: Accept-Encoding`).
 */
export const contentTypes: Readonly<Record<string, { type: string; charset?: true; compress?: true }>> = {
  html: { type: 'text/html', charset: true, compress: true },
  css: { type: 'text/css', charset: true, compress: true },
  js: { type: 'text/javascript', charset: true, compress: true },
  mjs: { type: 'text/javascript', charset: true, compress: true },
  json: { type: 'application/json', charset: true, compress: true },
  xml: { type: 'application/xml', charset: true, compress: true },
  txt: { type: 'text/plain', charset: true, compress: true },
  md: { type: 'text/markdown', charset: true, compress: true },
  svg: { type: 'image/svg+xml', charset: true, compress: true },
  webmanifest: { type: 'application/manifest+json', charset: true, compress: true },
  ico: { type: 'image/x-icon' },
  png: { type: 'image/png' },
  jpg: { type: 'image/jpeg' },
  jpeg: { type: 'image/jpeg' },
  gif: { type: 'image/gif' },
  webp: { type: 'image/webp' },
  avif: { type: 'image/avif' },
  woff: { type: 'font/woff' },
  woff2: { type: 'font/woff2' },
  mp4: { type: 'video/mp4' },
  webm: { type: 'video/webm' },
  pdf: { type: 'application/pdf' },
};

/** Smallest body worth compressing, in bytes. */
export const compressMinBytes = 512;
