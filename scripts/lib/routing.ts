/**
 * Pure URL rules shared by the preview server (scripts/serve.ts), the host config writer
 * (scripts/write-host-config.ts) and their tests: how a raw request target is parsed and refused,
 * which clean path a request is redirected to, which canonical page a wrong-case path means, which
 * locale's 404 page answers, and which Cache-Control and Content-Type a file gets (config/headers.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { cacheControl, cacheRules, contentTypes, statusCache, type CacheClass } from '../../config/headers';
import { defaultLocale, localeCodes } from '../../config/locales';
import { redirects } from '../../config/routes';

export const LOCALES: readonly string[] = localeCodes.filter((l) => l !== defaultLocale);
export const REDIRECTS: readonly { from: string; to: string }[] = redirects;
/** Self-contained packages (demo creatives) keep their own file paths, index.html included. */
export const RAW_FOLDERS: readonly string[] = ['creatives'];
/**
 * The host configuration written into the build (scripts/write-host-config.ts) for the host to read: never served,
 * since it reveals how the site is hosted. Matched whatever the case.
 */
export const HOST_CONFIG_FILES: readonly string[] = ['/_headers', '/_redirects', '/nginx.conf.example'];
export const isHostConfigFile = (urlPath: string): boolean => HOST_CONFIG_FILES.includes(urlPath.toLowerCase());
/** Longest request path (raw, before decoding) that can name a page. */
export const MAX_PATH_LENGTH = 2048;

/** '/es/foo' -> 'es'; anything else -> '' (the default locale lives at the root). */
export function localeOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return LOCALES.includes(first) ? first : '';
}

/** True for files of a self-contained package (demo creatives): served as they are. */
export function isRawPath(urlPath: string): boolean {
  const segments = urlPath.split('/');
  const folder = LOCALES.includes(segments[1] ?? '') ? segments[2] : segments[1];
  return RAW_FOLDERS.includes(folder ?? '');
}

export type RequestTarget =
  { ok: true; pathname: string; search: string } | { ok: false; status: 400 | 414; reason: string };

/**
 * Raw request paths (before decoding) every host refuses with 400: encoded slashes, backslashes and
 * control characters, raw backslashes, anything outside printable ASCII, and dot segments (plain or
 * encoded). The same expression (JavaScript and PCRE alike) guards the nginx config.
 */
export const REFUSED_RAW_PATH =
  '%(?:2[fF]|5[cC]|[01][0-9a-fA-F]|7[fF])|[^\\x21-\\x7e]|\\\\|(?:^|/)(?:\\.|%2[eE]){1,2}(?:/|$)';

/** Characters that are never part of a page path once decoded. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The guard of every request: the raw target (`req.url`) -> its decoded path and its query, or the
 * 4xx to answer. Origin-form only (`/…`), no malformed escapes, no control characters, backslashes
 * or dot segments after decoding, at most MAX_PATH_LENGTH characters. Never throws.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return { ok: false, status: 400, reason: 'not a path' };
  const cut = raw.search(/[?#]/);
  const rawPath = cut === -1 ? raw : raw.slice(0, cut);
  const rawQuery = cut === -1 || raw[cut] === '#' ? '' : raw.slice(cut).replace(/#.*$/s, '');
  if (rawPath.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: 'path too long' };
  if (new RegExp(REFUSED_RAW_PATH).test(rawPath)) return { ok: false, status: 400, reason: 'refused character' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: 'malformed escape' };
  }
  if (CONTROL.test(pathname)) return { ok: false, status: 400, reason: 'control character' };
  if (pathname.includes('\\')) return { ok: false, status: 400, reason: 'backslash' };
  if (pathname.split('/').some((s) => s === '.' || s === '..'))
    return { ok: false, status: 400, reason: 'dot segment' };
  return { ok: true, pathname, search: rawQuery === '?' ? '' : encodeQuery(rawQuery) };
}

/** A query kept in a redirect: anything outside printable ASCII is percent-encoded. */
function encodeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

/**
 * A decoded path as the site-relative `Location` of a redirect: one leading slash (never `//`,
 * never a backslash), every character outside the unreserved set and `/` percent-encoded.
 */
export function locationFor(decodedPath: string, search = ''): string {
  const encoded = decodedPath
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
    .replace(/^\/*/, '/');
  return `${encoded}${search}`;
}

/**
 * The clean path a decoded request path should be redirected to, or null when it is already clean.
 * '/es/x.html' -> '/es/x'; '/es/index.html' -> '/es/'; '/es/x/' -> '/es/x'; '/es' -> '/es/';
 * '//x' -> '/x'; '/policies' and '/es/policies' -> their locale's '/category/advertiser-policies'.
 */
export function cleanPath(pathname: string): string | null {
  let p = pathname.replace(/\/{2,}/g, '/');
  if (isRawPath(p)) return p === pathname ? null : p;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  const locale = localeOf(p);
  const root = locale ? `/${locale}/` : '/';
  if (locale && p === `/${locale}`) p = root;
  if (p !== root && p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  const prefix = locale ? `/${locale}` : '';
  for (const r of REDIRECTS) if (p === `${prefix}${r.from}`) p = `${prefix}${r.to}`;
  return p === pathname ? null : p;
}

/** The clean URL of a page file ('/es/x.html' -> '/es/x', '/es/index.html' -> '/es/'), or null. */
export function pageRoute(file: string): string | null {
  if (!file.endsWith('.html') || isRawPath(file) || path.posix.basename(file) === '404.html') return null;
  return cleanPath(file) ?? file;
}

/**
 * Lower-cased route -> canonical route, for every page of the build (`files` as URL paths). A
 * wrong-case request (`/ES/Campaign-Performance/API`) is answered with a 301 to the canonical
 * route, never with the page itself (the spec's routes match exactly).
 */
export function canonicalRoutes(files: readonly string[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of files) {
    const route = pageRoute(file);
    if (route !== null && !routes.has(route.toLowerCase())) routes.set(route.toLowerCase(), route);
  }
  return routes;
}

/** The canonical route a wrong-case path stands for, or null. */
export function canonicalCase(pathname: string, routes: ReadonlyMap<string, string>): string | null {
  const target = routes.get(pathname.toLowerCase());
  return target !== undefined && target !== pathname ? target : null;
}

/** The cache class of a file by its URL path (first matching `cacheRules` entry). */
export function cacheClassOf(urlPath: string): CacheClass {
  for (const rule of cacheRules) if (new RegExp(rule.pattern).test(urlPath)) return rule.cache;
  return 'short';
}

/** Cache-Control of an answer: by status for redirects and errors, else by the file served. */
export function cacheControlFor(status: number, urlPath: string): string {
  if (status >= 400) return cacheControl[statusCache.error];
  if (status >= 300 && status !== 304) return cacheControl[statusCache.redirect];
  return cacheControl[cacheClassOf(urlPath)];
}

/** `Content-Type` of a file by extension, and whether it is sent compressed. */
export function contentTypeOf(urlPath: string): { header: string; compress: boolean } {
  const ext = path.posix.extname(urlPath).slice(1).toLowerCase();
  const entry = Object.hasOwn(contentTypes, ext) ? contentTypes[ext] : undefined;
  if (!entry) return { header: 'application/octet-stream', compress: false };
  return { header: entry.charset ? `${entry.type}; charset=utf-8` : entry.type, compress: Boolean(entry.compress) };
}

/** Every regular file of a folder as URL paths ('/es/index.html'), sorted; symlinks left out. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const relPath = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(abs, entry.name), relPath);
      else if (entry.isFile()) out.push(relPath);
    }
  };
  walk(dir, '');
  return out.sort();
}
