/** The part of a route of `@generated/routes` this module reads (react-router-config's route shape). */
export type RouteLike = {
  path?: string | string[];
  sensitive?: boolean;
  routes?: RouteLike[];
};

/**
 * Marks every route, nested ones included, as case-sensitive. React Router matches case-insensitively by default,
 * so a wrong-case path (`/es/campaign-performance/api`) that the host answered with its not-found page would be
 * hydrated as the real doc; the server, the host configs and the client must agree that only the canonical path
 * is the page (wrong case is sent there, see canonicalPath).
 */
export function makeCaseSensitive(routes: RouteLike[]): void {
  for (const route of routes) {
    route.sensitive = true;
    if (route.routes) makeCaseSensitive(route.routes);
  }
}

/** Every literal path of the route tree (no parameters, no catch-alls). */
function literalPaths(routes: readonly RouteLike[], into: string[] = []): string[] {
  for (const route of routes) {
    for (const path of [route.path ?? []].flat()) if (!/[:*(]/.test(path)) into.push(path);
    if (route.routes) literalPaths(route.routes, into);
  }
  return into;
}

/**
 * The canonical path a wrong-case path stands for, or null when there is none (or the path is already canonical).
 * A trailing slash is ignored, as the router ignores it.
 */
export function canonicalPath(pathname: string, routes: readonly RouteLike[]): string | null {
  const strip = (path: string) => path.replace(/(.)\/+$/, '$1');
  const wanted = strip(pathname).toLowerCase();
  const match = literalPaths(routes).find((path) => strip(path).toLowerCase() === wanted);
  return match === undefined || strip(match) === strip(pathname) ? null : match;
}
