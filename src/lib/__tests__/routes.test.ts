import { canonicalPath, makeCaseSensitive, type RouteLike } from '../routes';

const tree = (): RouteLike[] => [
  { path: '/es/blog', routes: [{ path: '/es/blog/reporting-api-v3' }] },
  {
    path: '/es/',
    routes: [
      { path: '/es/', routes: [{ path: '/es/campaign-performance/API' }, { path: '/es/category/demos' }] },
      { path: '/es/:slug*' },
    ],
  },
  { path: '*' },
];

describe('routes', () => {
  test('every route, at every depth, becomes case-sensitive', () => {
    const routes = tree();
    makeCaseSensitive(routes);
    const all: RouteLike[] = [];
    const walk = (list: RouteLike[]) => list.forEach((r) => (all.push(r), r.routes && walk(r.routes)));
    walk(routes);
    expect(all).toHaveLength(8);
    expect(all.every((route) => route.sensitive === true)).toBe(true);
  });

  test.each([
    ['/es/campaign-performance/api', '/es/campaign-performance/API'],
    ['/ES/CATEGORY/DEMOS/', '/es/category/demos'],
    ['/ES/Blog/Reporting-API-V3', '/es/blog/reporting-api-v3'],
  ])('%s stands for %s', (from, to) => {
    expect(canonicalPath(from, tree())).toBe(to);
  });

  test.each(['/es/campaign-performance/API', '/es/campaign-performance/API/', '/es/no-such-page', '/ES/SLUG', '/'])(
    '%s has no other canonical path',
    (pathname) => {
      expect(canonicalPath(pathname, tree())).toBeNull();
    },
  );
});
