/**
 * The help centre as the server reads it: for each locale, the files a production build writes into that locale's
 * folder (the search index of src/plugins/content/search-index, and llms.txt with the Markdown copy of each page from
 * src/plugins/content/llms). The published package carries the same files in the same layout (mcp/scripts/bundle.ts), so a
 * local build and the package are read by this one module. Only files named by the build's own manifest and
 * llms.txt are ever read, each checked to lie inside the folder.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

import { localeCodes, localeConfigs, type LocaleCode } from '../../config/locales';
import type { SearchEngine } from '../../src/search/engine';
import { loadEngine, resetLoadedEngines, type Fetcher } from '../../src/search/loader';
import { SEARCH_FILES_DIR } from '../../src/search/files';

export const LOCALES: readonly LocaleCode[] = localeCodes;

export interface PageEntry {
  locale: LocaleCode;
  /** Site path of the HTML page, with the locale's base (`/es/account-management/billing`, `/` for the home). */
  route: string;
  url: string;
  markdownUrl: string;
  title: string;
  description: string;
  /** llms.txt's H2 (top-level sidebar category) and H3 (nested category), in the locale's language. */
  section: string;
  subsection: string | null;
  /** Markdown file of the page, relative to the locale's folder (`account-management/billing.md`). */
  file: string;
  markdown: string;
}

export interface LocaleSite {
  locale: LocaleCode;
  /** The locale's base path (`/`, `/es/`). */
  baseUrl: string;
  llmsTxt: string;
  llmsUrl: string;
  /** Pages in llms.txt (sidebar) order. */
  pages: PageEntry[];
  byRoute: Map<string, PageEntry>;
  engine: SearchEngine;
}

export interface Site {
  /** Origin of every URL of the site (`https://ads-help.brave.com`), as the build wrote it. */
  origin: string;
  locales: Map<LocaleCode, LocaleSite>;
  /** Pages left out, and why (a link out of the build, not a regular file): said on stderr at start. */
  skipped: string[];
}

export class SiteLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteLoadError';
  }
}

/** A Markdown file of llms.txt, relative to the locale's folder: plain path segments only. */
const SAFE_MARKDOWN_PATH = /^(?:[\w-]+\/)*[\w.-]+\.md$/;
/** The two search files a locale's engine asks for (src/search/loader.ts), under the locale's base. */
const SEARCH_FILE_URL = new RegExp(
  `^/(?:(${localeCodes.join('|')})/)?${SEARCH_FILES_DIR}/(manifest\\.json|index\\.[0-9a-f]{8,64}\\.json)$`,
);

/** Is `target` inside `dir` (after resolving `..` and the like)? */
function isInside(dir: string, target: string): boolean {
  const relative = path.relative(dir, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The file at `file` if, once every link is resolved, it is a regular file inside `root` (itself resolved): a
 * symlink in the build that leads out of it (to /etc/passwd, say) is never read. Null when it is not one.
 */
export function regularFileInside(root: string, file: string): string | null {
  try {
    const real = realpathSync(file);
    return isInside(realpathSync(root), real) && statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** Thrown for a file that exists but is not a regular file inside the build. */
class OutsideFileError extends SiteLoadError {}

function readText(root: string, file: string, what: string): string {
  if (!existsSync(file)) throw new SiteLoadError(`${what} is missing (${file}): build the site first (npm run build).`);
  const real = regularFileInside(root, file);
  if (!real) throw new OutsideFileError(`${what} (${file}) is not a regular file inside the build: not read.`);
  try {
    return readFileSync(real, 'utf8');
  } catch {
    throw new SiteLoadError(`${what} could not be read (${file}).`);
  }
}

/** The folder of a locale in a build: the default locale at the root, the others in `<code>/`. */
export function localeDir(root: string, locale: LocaleCode): string {
  return path.join(root, localeConfigs[locale].baseUrl);
}

/**
 * Reads the search files through the browser's own loader (src/search/loader.ts): it asks for
 * `<base>search-index/manifest.json`, then the index file it names; this answers from the build's folder.
 */
export function fileFetcher(root: string): Fetcher {
  return async (url) => {
    const match = SEARCH_FILE_URL.exec(url);
    const file = match ? path.join(root, url) : null;
    const real = file && isInside(root, file) ? regularFileInside(root, file) : null;
    if (!real) return new Response('Not found', { status: 404 });
    return new Response(readFileSync(real, 'utf8'), { headers: { 'content-type': 'application/json' } });
  };
}

interface LlmsLink {
  title: string;
  markdownUrl: string;
  description: string;
  section: string;
  subsection: string | null;
}

/** Pages of an llms.txt (src/plugins/content/llms/llms-txt.ts writes it): `- [Title](url.md): description` under H2/H3. */
export function parseLlmsTxt(text: string): LlmsLink[] {
  const links: LlmsLink[] = [];
  let section = '';
  let subsection: string | null = null;
  for (const line of text.split('\n')) {
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) {
      if (heading[1] === '##') {
        section = heading[2].trim();
        subsection = null;
      } else {
        subsection = heading[2].trim();
      }
      continue;
    }
    const link = /^- \[((?:\\.|[^\]\\])*)\]\((\S+)\)(?:: (.*))?$/.exec(line);
    if (link) {
      links.push({
        title: link[1].replace(/\\(.)/g, '$1'),
        markdownUrl: link[2],
        description: (link[3] ?? '').trim(),
        section,
        subsection,
      });
    }
  }
  return links;
}

/** Markdown file (relative to the locale's folder) -> the page's route: `es` + `a/b.md` -> `/es/a/b`. */
export function routeOf(baseUrl: string, file: string): string {
  const withoutExtension = file.replace(/\.md$/, '');
  return withoutExtension === 'index' ? baseUrl : `${baseUrl}${withoutExtension}`;
}

function loadPages(root: string, locale: LocaleCode, origin: string, llmsTxt: string, skipped: string[]): PageEntry[] {
  const baseUrl = localeConfigs[locale].baseUrl;
  const dir = localeDir(root, locale);
  const prefix = `${origin}${baseUrl}`;
  const otherLocales = new Set<string>(localeCodes.filter((code) => code !== locale));
  const pages: PageEntry[] = [];
  for (const link of parseLlmsTxt(llmsTxt)) {
    const relative = link.markdownUrl.startsWith(prefix) ? link.markdownUrl.slice(prefix.length) : '';
    const segments = relative.split('/');
    // The default locale's folder holds the other editions' folders: never take one of their pages for its own.
    if (!SAFE_MARKDOWN_PATH.test(relative) || segments.includes('..') || otherLocales.has(segments[0])) {
      throw new SiteLoadError(`${locale}/llms.txt links to ${link.markdownUrl}, not a Markdown page of ${prefix}.`);
    }
    const file = path.join(dir, relative);
    if (!isInside(dir, file)) throw new SiteLoadError(`${link.markdownUrl} points outside the ${locale} folder.`);
    const route = routeOf(baseUrl, relative);
    let markdown: string;
    try {
      markdown = readText(root, file, `The Markdown of ${route}`);
    } catch (error) {
      if (!(error instanceof OutsideFileError)) throw error;
      skipped.push(`${error.message} The page ${route} is left out.`);
      continue;
    }
    pages.push({
      locale,
      route,
      url: `${origin}${route}`,
      markdownUrl: link.markdownUrl,
      title: link.title,
      description: link.description,
      section: link.section,
      subsection: link.subsection,
      file: relative,
      markdown,
    });
  }
  return pages;
}

/** Reads every locale of a build (or of the package's bundled copy) and loads its search engine. */
export async function loadSite(root: string): Promise<Site> {
  const dir = path.resolve(root);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SiteLoadError(`No site build at ${dir}: build the site first (npm run build).`);
  }
  const fetcher = fileFetcher(dir);
  // The loader keeps one engine per base URL for a page session; a process may read more than one build.
  resetLoadedEngines();
  const engines = await Promise.all(
    LOCALES.map((locale) =>
      loadEngine(localeConfigs[locale].baseUrl, locale, fetcher).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new SiteLoadError(`The ${locale} search index of ${dir} could not be loaded: ${reason}.`);
      }),
    ),
  );
  // Every URL the server hands out or accepts is on the origin the build used (siteConfig.url).
  const origins = new Set(engines.map((engine) => new URL(engine.records[0]?.url ?? 'invalid:').origin));
  const [origin] = origins;
  if (origins.size !== 1 || !/^https?:\/\//.test(origin)) {
    throw new SiteLoadError(`The search indexes of ${dir} do not share one site origin.`);
  }
  const locales = new Map<LocaleCode, LocaleSite>();
  const skipped: string[] = [];
  LOCALES.forEach((locale, i) => {
    const llmsTxt = readText(dir, path.join(localeDir(dir, locale), 'llms.txt'), `The ${locale} llms.txt`);
    const pages = loadPages(dir, locale, origin, llmsTxt, skipped);
    locales.set(locale, {
      locale,
      baseUrl: localeConfigs[locale].baseUrl,
      llmsTxt,
      llmsUrl: `${origin}${localeConfigs[locale].baseUrl}llms.txt`,
      pages,
      byRoute: new Map(pages.map((page) => [page.route, page])),
      engine: engines[i],
    });
  });
  return { origin, locales, skipped };
}
