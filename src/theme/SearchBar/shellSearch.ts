/**
 * The search behind the search box (./searchShell.ts) while the modal's code and the page are still loading: on a
 * slow phone that is seconds, and a visitor who typed a query should not wait for the modal to see its pages. The
 * box uses the backend the modal will use (the index in its worker, or the hosted index), so the modal then opens
 * on the same results. The locale's settings come from the page itself (src/plugins/build/search-early), as React's
 * context does not exist yet. Small, as the page's first bundle carries it: the results list is ./shellResults.ts.
 */
import type { SearchBackend } from '@site/src/search/client';
import { SEARCH_CONTEXT_ELEMENT_ID } from '@site/src/search/constants';
import { localBackend } from '@site/src/search/local';
import type { PageSearchContext } from '@site/src/search/types';

// Read once per page: every query typed into the box asks for them.
let cached: { context: PageSearchContext | null } | null = null;

/** The page's search settings, or null when the page has none or they are not readable. */
export function readSearchContext(): PageSearchContext | null {
  cached ??= { context: parseSearchContext() };
  return cached.context;
}

function parseSearchContext(): PageSearchContext | null {
  const text = document.getElementById(SEARCH_CONTEXT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageSearchContext> | null;
    const valid =
      typeof value?.baseUrl === 'string' &&
      typeof value.language === 'string' &&
      typeof value.siteUrl === 'string' &&
      typeof value.search?.limits?.maxQueryLength === 'number';
    return valid ? (value as PageSearchContext) : null;
  } catch {
    return null;
  }
}

/**
 * The backend the modal will use. The local one is at hand (small, in this bundle), so that its worker starts at
 * the first key; the hosted one comes with its chunk.
 */
export async function backendFor(
  context: PageSearchContext,
): Promise<SearchBackend & { preload?: () => Promise<unknown> }> {
  const { search, baseUrl, language, docusaurusVersion } = context;
  if (search.mode === 'local') return localBackend({ baseUrl, language, maxQueryLength: search.limits.maxQueryLength });
  const { getSearchBackend } = await import('@site/src/search/backend');
  return getSearchBackend({ config: search, baseUrl, language, docusaurusVersion });
}

/** Starts loading the index (or the hosted client) as the box opens, before the first key. */
export function preloadShellSearch(): void {
  const context = readSearchContext();
  if (!context) return;
  backendFor(context)
    .then((backend) => backend.preload?.())
    .catch(() => undefined);
}
