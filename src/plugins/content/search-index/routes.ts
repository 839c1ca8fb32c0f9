/** Which built routes get indexed, and where their HTML file is. Build-time only. */
import path from 'node:path';

/** `/demos/**`, `/category/demos`, `/search`: patterns on the route path without the locale base. */
export function routeMatcher(patterns: readonly string[]): (route: string) => boolean {
  const regexes = patterns.map((pattern) => {
    const source = pattern
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*');
    return new RegExp(`^${source}$`);
  });
  return (route) => regexes.some((regex) => regex.test(route));
}

/** The routes whose page asks not to be indexed, from Docusaurus's build metadata (as plain data, for a task). */
export function noIndexRoutes(metadata: Record<string, { noIndex?: boolean }> | undefined): string[] {
  return Object.entries(metadata ?? {})
    .filter(([, route]) => route.noIndex)
    .map(([route]) => route);
}

/**
 * Whether the search index and the llms files leave a route out: it matches one of `excludeRoutes` (without the
 * locale's base) or its page asks not to be indexed.
 */
export function leftOut(
  excludeRoutes: readonly string[],
  noIndex: readonly string[],
  baseUrl: string,
): (route: string) => boolean {
  const isExcluded = routeMatcher(excludeRoutes);
  const notIndexed = new Set(noIndex);
  return (route) => isExcluded(withoutBase(route, baseUrl)) || notIndexed.has(route);
}

/** `/es/foo` with base `/es/` -> `/foo`; the base itself -> `/`. */
export function withoutBase(route: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  if (base && route.startsWith(base)) {
    const rest = route.slice(base.length);
    return rest === '' ? '/' : rest;
  }
  return route;
}

/** Candidate HTML files for a route (trailingSlash true, false or undefined all occur). */
export function htmlFilesFor(outDir: string, route: string, baseUrl: string): string[] {
  const relative = withoutBase(route, baseUrl).replace(/^\//, '');
  if (relative === '' || relative.endsWith('/')) return [path.join(outDir, relative, 'index.html')];
  if (relative.endsWith('.html')) return [path.join(outDir, relative)];
  return [path.join(outDir, `${relative}.html`), path.join(outDir, relative, 'index.html')];
}
