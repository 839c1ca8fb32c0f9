/**
 * The kinds of page the site builds, one list for every spec that checks "each page type": which kind a route is,
 * and the pages that stand for each kind. Routes are without locale prefix (config/routes.ts); the kinds with a
 * byte budget are the keys of config/budgets.json `pages`.
 */

export type PageKind =
  | 'home'
  | 'doc'
  | 'categoryIndex'
  | 'blogPost'
  | 'blogList'
  | 'dynamicNtt'
  | 'search'
  | 'demoDoc'
  | 'creativeTool'
  | 'standalone'
  | 'notFound';

/** The kind of a page of the build, by its route ('/es/x' without its prefix); any other route is a doc page. */
export function pageKindOf(route: string): PageKind {
  if (route === '/') return 'home';
  if (route.startsWith('/demos/')) return 'demoDoc';
  if (route.startsWith('/category/')) return 'categoryIndex';
  if (route.startsWith('/creative-tools/')) return 'creativeTool';
  if (route === '/blog' || /^\/blog\/(archive|tags|authors|page)(\/|$)/.test(route)) return 'blogList';
  if (route.startsWith('/blog/')) return 'blogPost';
  if (route === '/search') return 'search';
  if (route === '/dynamic-ntt') return 'dynamicNtt';
  if (route === '/glossary' || route === '/markdown-page') return 'standalone';
  return 'doc';
}

/**
 * The pages that stand for each kind: the budgets, the hydration checks and the keyboard sweep take theirs from
 * here. Doc pages: spec tables, code and a plain article; creative tools: both.
 */
export const pagesByKind = {
  home: ['/'],
  doc: ['/ad-placements/brave-browser/ntt', '/campaign-performance/API', '/getting-started/create-account'],
  categoryIndex: ['/category/ad-placements'],
  blogPost: ['/blog/reporting-api-v3'],
  dynamicNtt: ['/dynamic-ntt'],
  search: ['/search'],
  demoDoc: ['/demos/dynamic-ntt/pan-and-zoom'],
  creativeTool: ['/creative-tools/new-tab-takeover-check', '/creative-tools/notification-ad-preview'],
  notFound: ['/no-such-page'],
} as const satisfies Partial<Record<PageKind, readonly string[]>>;

/** The kinds that have a first-load byte budget (config/budgets.json `pages`). */
export type BudgetedKind = Exclude<keyof typeof pagesByKind, 'notFound'>;
