/** Day, full month name and year, in UTC so the server-rendered and the hydrated text agree. */
export const LONG_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The long date format of the current locale ('March 11, 2024', '11 de marzo de 2024'), made once per locale and
 * calendar: the first DateTimeFormat of a page loads the locale's calendar data (about 25 ms of main thread on a
 * desktop CPU, 100 ms on a mid-range phone).
 */
export function longDateFormat(htmlLang: string, calendar?: string): Intl.DateTimeFormat {
  const key = `${htmlLang}\u0000${calendar ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang, { ...LONG_DATE, calendar });
    formats.set(key, format);
  }
  return format;
}

/**
 * The plugin that writes the Markdown twins (src/plugins/content/llms). The page names its twin only in a
 * build that runs it, so the link never points at a file that was not written.
 */
export const MARKDOWN_TWIN_PLUGIN = 'llms';

/**
 * Docs without a Markdown twin: the demos are excluded from the search index and llms files
 * (config/search.ts `excludeRoutes: '/demos/**'`), so the Markdown plugin writes no file for them.
 */
const NO_TWIN_PREFIXES = ['demos/'];

/**
 * Where the Markdown twin of a doc is served (the convention of src/plugins/content/llms): the page's
 * path plus `.md`, and `<base>index.md` for the locale's home doc. Null for docs without one.
 */
export function markdownTwinPath(docId: string, pathname: string, baseUrl: string): string | null {
  if (NO_TWIN_PREFIXES.some((prefix) => docId.startsWith(prefix))) return null;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const trimmed = pathname.replace(/\/+$/, '');
  if (`${trimmed}/` === base || trimmed === '') return `${base}index.md`;
  return `${trimmed}.md`;
}
