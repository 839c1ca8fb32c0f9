/**
 * What a page loads, measured one way for the bench (scripts/bench.ts) and the budgets (tests/e2e/budgets.spec.ts):
 * every response Chromium receives from navigation until the network is idle, with no interaction, sorted into the
 * first load (requested before the load event), what the page fetches on its own after it, and link prefetches.
 * Sizes are gzip level 6 of the decoded bodies (what the preview server sends), so the figures do not depend on the
 * encoding the browser negotiated; raw and wire sizes are kept beside them.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export type Kind = 'html' | 'js' | 'css' | 'img' | 'font' | 'frame' | 'data' | 'other';
export type Phase = 'firstLoad' | 'afterLoad' | 'prefetch';

export type LoadedFile = {
  url: string;
  phase: Phase;
  kind: Kind;
  raw: number;
  wire: number;
  gzip: number;
  encoding: string;
  /** Whether the body is search code (the modal, the engine or the index loader). */
  search: boolean;
};

export type PageLoad = { status: number; files: LoadedFile[] };

/**
 * Strings found only in the search code: the modal (DocSearch's dropdown), the engine (MiniSearch) and the index
 * loader (which fetches `<baseUrl>search-index/manifest.json`). 'DocSearch-Modal' is not one: the navbar button's
 * keyboard handler names it.
 */
export const SEARCH_MARKERS = ['DocSearch-Dropdown', 'MiniSearch', '/manifest.json'] as const;

export function kindOf(resourceType: string, url: string, isMainFrame = true): Kind {
  if (resourceType === 'document') return isMainFrame ? 'html' : 'frame';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'image') return 'img';
  if (resourceType === 'font') return 'font';
  if (resourceType === 'fetch' || resourceType === 'xhr') return 'data';
  if (/\.js(\?|$)/.test(url)) return 'js';
  if (/\.css(\?|$)/.test(url)) return 'css';
  return 'other';
}

/**
 * Loads `url` in `page` and returns every file it fetched. `bodyOf` reads a prefetched body the page cannot (the
 * bench reads it from the build); without it, a prefetch counts with the body Chromium kept, if any.
 */
export async function measurePageLoad(
  page: Page,
  url: string,
  { bodyOf }: { bodyOf?: (url: string) => Buffer } = {},
): Promise<PageLoad> {
  const requests: Request[] = [];
  const listener = (request: Request) => requests.push(request);
  page.on('requestfinished', listener);
  const navigation = await page.goto(url, { waitUntil: 'load' });
  const loadEpoch = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.timeOrigin + nav.loadEventStart;
  });
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', listener);
  const files: LoadedFile[] = [];
  const fetched = new Set<string>();
  for (const request of requests) {
    const response = await request.response();
    if (!response) continue;
    const requestUrl = request.url();
    const isPrefetch = /prefetch/.test((await request.allHeaders())['sec-purpose'] ?? '');
    // A prefetch of a file the page already has is answered from the cache: no bytes.
    if (isPrefetch && fetched.has(requestUrl)) continue;
    fetched.add(requestUrl);
    let body = await response.body().catch(() => Buffer.alloc(0));
    if (body.length === 0 && isPrefetch && bodyOf) body = bodyOf(requestUrl);
    const kind = kindOf(request.resourceType(), requestUrl, request.frame() === page.mainFrame());
    files.push({
      url: new URL(requestUrl).pathname,
      phase: isPrefetch ? 'prefetch' : request.timing().startTime <= loadEpoch ? 'firstLoad' : 'afterLoad',
      kind,
      raw: body.length,
      wire: Math.max(0, (await request.sizes()).responseBodySize),
      gzip: gzipSync(body, { level: 6 }).length,
      encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
      search: kind === 'js' && SEARCH_MARKERS.some((marker) => body.includes(marker)),
    });
  }
  return { status: navigation?.status() ?? 0, files };
}

/** Gzip bytes of one kind in the given phases. */
export function gzipOf(files: readonly LoadedFile[], kind: Kind, phases: readonly Phase[] = ['firstLoad']): number {
  return files.filter((f) => f.kind === kind && phases.includes(f.phase)).reduce((sum, f) => sum + f.gzip, 0);
}
