/**
 * The top-site tiles of the emulated new tab page (facts/changes-2026.md, 2026-02-27), in the order of Brave's own
 * demo page, and the arithmetic of their pages. Pure: no DOM, no Docusaurus.
 */
import { dynamicNttDocPath, type DemoId } from '@site/src/data/demos';

export type TopSiteKey = 'home' | DemoId | 'brave-ads';

export type TopSite = {
  readonly key: TopSiteKey;
  /** Route without locale prefix. */
  readonly to: string;
  /** Icon under static/, without base URL. */
  readonly icon: string;
};

const site = (key: TopSiteKey, to: string, icon: string = key): TopSite => ({
  key,
  to,
  icon: `/img/top-sites/${icon}.svg`,
});
const demoSite = (id: DemoId, icon?: string): TopSite => site(id, `/demos/dynamic-ntt/${id}`, icon);

export const topSites: readonly TopSite[] = [
  site('home', dynamicNttDocPath),
  demoSite('carousel-autofade', 'carousel'),
  demoSite('slider'),
  demoSite('pan-and-zoom'),
  demoSite('pan-and-zoom-2'),
  demoSite('digital-rain'),
  // The help centre's home page.
  site('brave-ads', '/'),
];

/** Four tiles a page: with the menu button they fit a 360 px phone; seven tiles make the two pages of the facts. */
export const TILES_PER_PAGE = 4;

export function pageCount(tiles: number, perPage: number = TILES_PER_PAGE): number {
  return Math.max(1, Math.ceil(tiles / perPage));
}

/** The tiles of each page, in order. */
export function pagesOf<T>(items: readonly T[], perPage: number = TILES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages.length > 0 ? pages : [[]];
}

/** The tile of the page being shown (a demo's own tile); none elsewhere. */
export function currentKey(demo: DemoId | undefined): TopSiteKey | null {
  return demo && topSites.some((s) => s.key === demo) ? demo : null;
}

/** The page that holds the current tile, so it is in view when the page opens; else the first. */
export function initialPage(demo: DemoId | undefined, perPage: number = TILES_PER_PAGE): number {
  const index = topSites.findIndex((s) => s.key === currentKey(demo));
  return index < 0 ? 0 : Math.floor(index / perPage);
}

/**
 * A route under the locale's base URL ('/' in English, '/es/' in Spanish): what `<Link>` would add. Done here so the
 * tiles' addresses are testable; `<Link>` leaves a path that already starts with the base URL as it is.
 */
export function withBase(route: string, baseUrl: string): string {
  return baseUrl + route.replace(/^\//, '');
}
