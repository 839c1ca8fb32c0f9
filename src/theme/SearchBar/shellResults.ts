/**
 * The results list of the search box (./searchShell.ts): the box loads this while the index loads, so the page's
 * first bundle carries only the box. Each query typed is searched with the backend the modal will use
 * (./shellSearch.ts) and its results listed as options of the field's listbox: the arrows move, Enter or a click
 * opens one, as in the modal. It never says "No results" before an answer came.
 */
import { translate } from '@docusaurus/Translate';
import type { SearchHit } from '@site/src/search/client';
import { contextualFacetFilters, DOCS_SEARCH_TAGS } from '@site/src/search/facets';
import { keepSiteHits } from '@site/src/search/urls';

import { element, LIST_ID, loadingText } from './searchShell';
import { backendFor, readSearchContext } from './shellSearch';

/** One result as the box lists it: plain text, a link on this site. */
export interface ShellHit {
  url: string;
  title: string;
  path: string;
}

/** What the box's keys ask of the list. */
export interface ResultsController {
  move(step: 1 | -1): boolean;
  /** The address of the highlighted result, if any. */
  activeUrl(): string | null;
  /** Whether the list shows an answer (results, or that nothing matched), not that the index is loading. */
  answered(): boolean;
}

/** What the box shows for a hit: its heading (or text) and the page or section it is in. */
export function shellHit(hit: Pick<SearchHit, 'url' | 'type' | 'hierarchy' | 'content'>): ShellHit {
  const { hierarchy } = hit;
  const title = (hit.type === 'content' ? hit.content : hierarchy[hit.type]) ?? hierarchy.lvl1 ?? hierarchy.lvl0 ?? '';
  const path = (hit.type === 'lvl1' ? hierarchy.lvl0 : hierarchy.lvl1) ?? '';
  return { url: hit.url, title, path: path === title ? '' : path };
}

/**
 * The results for `query`, as the modal would find them. Rejects when the search failed (the modal, once open, says
 * why): the box must not claim there are no results when it could not look.
 */
export async function searchForShell(query: string): Promise<ShellHit[]> {
  const context = readSearchContext();
  if (!context) throw new Error('This page has no search settings.');
  const { search, language } = context;
  const indexName = search.mode === 'local' ? `${search.indexName}_${language}` : search.indexName;
  const backend = await backendFor(context);
  const { results } = await backend.search({
    requests: [
      {
        indexName,
        query: [...query].slice(0, search.limits.maxQueryLength).join(''),
        hitsPerPage: search.limits.hitsPerPage,
        facetFilters: contextualFacetFilters(language, DOCS_SEARCH_TAGS),
      },
    ],
  });
  return keepSiteHits(results[0]?.hits ?? [], context.siteUrl).map(shellHit);
}

/** Lists, in `list`, the results of what is typed into `input` from now on, and says in `status` how it stands. */
export function attachResults({
  input,
  status,
  list,
  search = searchForShell,
}: {
  input: HTMLInputElement;
  status: HTMLElement;
  list: HTMLUListElement;
  search?: (query: string) => Promise<ShellHit[]>;
}): ResultsController {
  let options: HTMLLIElement[] = [];
  let active = -1;
  let answered = false;

  function setActive(index: number): void {
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[index];
    if (!option) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    option.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView?.({ block: 'nearest' });
  }

  function option(hit: ShellHit, index: number): HTMLLIElement {
    // An option, not a link inside one (an interactive element may not hold another): a click or Enter opens it.
    const item = element('li', 'search-shell__option', {
      role: 'option',
      id: `${LIST_ID}-${index}`,
      'aria-selected': 'false',
      'data-url': hit.url,
    });
    const title = element('span', 'search-shell__hit-title');
    title.textContent = hit.title;
    item.append(title);
    if (hit.path) {
      const path = element('span', 'search-shell__hit-path');
      path.textContent = hit.path;
      item.append(path);
    }
    item.addEventListener('pointermove', () => {
      if (active !== index) setActive(index);
    });
    item.addEventListener('click', () => window.location.assign(hit.url));
    return item;
  }

  /** Shows the answer to `query` (null: no answer yet, the index is still loading). */
  function show(query: string, hits: readonly ShellHit[] | null): void {
    if (hits) answered = true;
    options = (hits ?? []).map(option);
    active = -1;
    list.replaceChildren(...options);
    list.hidden = options.length === 0;
    input.setAttribute('aria-expanded', String(options.length > 0));
    setActive(options.length > 0 ? 0 : -1);
    const noResults = translate(
      {
        id: 'search.modal.noResultsAnnounced',
        message: 'No results for “{query}”',
        description: 'Said by screen readers when a query finds nothing',
      },
      { query },
    );
    if (!answered) status.textContent = loadingText();
    else status.textContent = options.length === 0 && query ? noResults : '';
    status.hidden = status.textContent === '';
  }

  // Each query typed is searched; an answer that arrives after a later query was typed is dropped.
  let sequence = 0;
  function run(): void {
    const query = input.value.trim();
    const current = ++sequence;
    if (!query) {
      show('', null);
      return;
    }
    search(query).then(
      (hits) => {
        if (current === sequence && input.isConnected) show(query, hits);
      },
      () => {
        // Not answered (offline, damaged index): the box keeps saying it loads; the modal explains once open.
      },
    );
  }
  input.addEventListener('input', run);
  if (input.value.trim()) run();

  return {
    move(step) {
      if (options.length === 0) return false;
      setActive((active + step + options.length) % options.length);
      return true;
    },
    activeUrl() {
      return options[active]?.dataset.url ?? null;
    },
    answered() {
      return answered && input.value.trim() !== '';
    },
  };
}
