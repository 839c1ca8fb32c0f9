'use strict';
/**
 * Pure URL rules of the preview server (and of the host config): which path a request should be
 * redirected to, and which locale's 404 page answers it. Shared by scripts/serve.mjs and its tests.
 */

const LOCALES = ['de', 'es', 'fr', 'pt'];
const REDIRECTS = [{ from: '/policies', to: '/category/advertiser-policies' }];
/** Self-contained packages (demo creatives) keep their own file paths, index.html included. */
const RAW_FOLDERS = ['creatives'];

/** '/es/foo' -> 'es'; anything else -> '' (the default locale lives at the root). */
function localeOf(pathname) {
  const first = pathname.split('/')[1];
  return LOCALES.includes(first) ? first : '';
}

/**
 * The clean path a decoded request path should be redirected to, or null when it is already clean.
 * '/es/x.html' -> '/es/x'; '/es/index.html' -> '/es/'; '/es/x/' -> '/es/x'; '/es' -> '/es/';
 * '/policies' and '/es/policies' -> their locale's '/category/advertiser-policies'.
 */
function cleanPath(pathname) {
  const segments = pathname.split('/');
  const folder = LOCALES.includes(segments[1]) ? segments[2] : segments[1];
  if (RAW_FOLDERS.includes(folder)) return null;
  let p = pathname.replace(/\/{2,}/g, '/');
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  const locale = localeOf(p);
  const root = locale ? `/${locale}/` : '/';
  if (p === `/${locale}` && locale) p = root;
  if (p !== root && p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  const prefix = locale ? `/${locale}` : '';
  for (const r of REDIRECTS) if (p === `${prefix}${r.from}`) p = `${prefix}${r.to}`;
  return p === pathname ? null : p;
}

module.exports = { LOCALES, REDIRECTS, RAW_FOLDERS, localeOf, cleanPath };
