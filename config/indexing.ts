/**
 * Pages that search engines are asked to leave alone: the live demos. They show our own creatives in an
 * emulated new tab page and answer no advertiser's question, so they carry `noindex, nofollow`, stay out of the
 * sitemaps and are disallowed in robots.txt under every edition's prefix. One list feeds all three.
 */
export const notCrawled = {
  /** Route prefixes without the locale prefix (`/demos/` also covers `/es/demos/`). */
  routePrefixes: ['/demos/'],
  /** The same pages as doc ids (the docs plugin's `demos/dynamic-ntt/slider`). */
  docIdPrefixes: ['demos/'],
  robots: 'noindex, nofollow',
} as const;
