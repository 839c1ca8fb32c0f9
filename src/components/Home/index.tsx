import { Suspense, type MouseEvent, type ReactNode } from 'react';
import StaticIsland from '@site/src/components/StaticIsland';
import { afterFirstHydration, deferredComponent } from '@site/src/lib/deferredComponent';

// Heading, lead, search field, task cards and latest post never change after the server rendered them: a served
// home page keeps their markup (StaticIsland) and never loads their code, strings or data; only a client-side
// navigation to the home page fetches this chunk. The server renders it in place (its renderer waits for Suspense).
const parts = deferredComponent(() => import('./Parts'));
if (afterFirstHydration()) {
  // Evaluated with the home page's chunk on a client-side navigation: fetch the parts with it.
  void parts.preload();
}

/**
 * Opens the navbar's search window from the search field, as src/components/SearchField does (the `/` shortcut,
 * its public way in), whether the field was served (kept by the island, without React handlers) or rendered after a
 * client-side navigation. In the capture phase, before either: the prevented default keeps the island from handing
 * the field's link (to the search page) to the router, and the stopped propagation keeps the field's own handler
 * from opening the window twice.
 */
function openSearch(event: MouseEvent<HTMLElement>): void {
  const field = event.target instanceof Element ? event.target.closest('[data-search-field]') : null;
  if (!field || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  event.stopPropagation();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
}

/**
 * The start of the home page (the intro doc, `<Home />` at the top of its MDX): a heading and lead, the search
 * field, task cards and the latest "What's new" post, then the introduction.
 *
 * The page keeps one h1, the document's title, which the docs theme renders above this: it names the page in the
 * tab, in search results, in the breadcrumbs and in the Markdown copy (whose first line is that `# title`, and
 * which must stay the introduction alone). The home tools are a section under it with an h2 of their own, marked
 * `data-search-exclude`, so neither the search index nor the Markdown copy reads them.
 */
export default function Home(): ReactNode {
  return (
    <section aria-labelledby="home-title" data-search-exclude="" onClickCapture={openSearch}>
      <StaticIsland>
        <Suspense fallback={null}>
          <parts.Component />
        </Suspense>
      </StaticIsland>
    </section>
  );
}
