/**
 * Screens rendered into DocSearch 4.7's modal where its own are broken or missing: the error
 * screen, the "Try searching for" suggestions, "No recent searches" (4.7 hides its dropdown when
 * there is nothing stored) with the locale's starter searches below it, the result count for screen
 * readers (a polite live region), the discreet "fell back to the local index" notice, the no-results title in the
 * locale's quotes (4.7 hard-codes straight ones), the 64-character cap of the input (4.7 hard-codes 512) and, above
 * the results, the spec value a query asks for (SearchAnswer).
 */
import React, { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModalProps } from '@docsearch/react/modal';
import { usePluralForm } from '@docusaurus/theme-common';
import Translate, { translate } from '@docusaurus/Translate';
import type { SearchSession } from '@site/src/search/session';
import SearchAnswer from '@site/src/components/SearchAnswer';

import { AUGMENT_CLASS } from './modalStyles';
// Loads the modal's translation group, whose ids this file uses too.
import { isIndexDamaged } from '@site/src/search/damaged';
import { damagedIndexScreen } from './modalTranslations';

type ModalTranslations = NonNullable<DocSearchModalProps['translations']>;

interface ModalElements {
  modal: HTMLElement | null;
  input: HTMLInputElement | null;
  dropdown: HTMLElement | null;
  noResults: HTMLElement | null;
  footer: HTMLElement | null;
  query: string;
  /** The query DocSearch's no-results screen is about (its title's <strong>), which may lag the input. */
  noResultsQuery: string;
}

const NONE: ModalElements = {
  modal: null,
  input: null,
  dropdown: null,
  noResults: null,
  footer: null,
  query: '',
  noResultsQuery: '',
};

function sameElements(a: ModalElements, b: ModalElements): boolean {
  return (
    a.modal === b.modal &&
    a.input === b.input &&
    a.dropdown === b.dropdown &&
    a.noResults === b.noResults &&
    a.footer === b.footer &&
    a.query === b.query &&
    a.noResultsQuery === b.noResultsQuery
  );
}

/** Follows DocSearch's DOM (it re-renders screens freely) and the input's current value. */
function useModalElements(scopeRef: RefObject<HTMLDivElement | null>): ModalElements {
  const [elements, setElements] = useState<ModalElements>(NONE);
  useEffect(() => {
    const scope = scopeRef.current;
    if (!scope) return undefined;
    const read = (): void => {
      const input = scope.querySelector<HTMLInputElement>('.DocSearch-Input');
      const noResults = scope.querySelector<HTMLElement>('.DocSearch-NoResults');
      const next: ModalElements = {
        modal: scope.querySelector<HTMLElement>('.DocSearch-Modal'),
        input,
        dropdown: scope.querySelector<HTMLElement>('.DocSearch-Dropdown:not([data-search-augment])'),
        noResults,
        footer: scope.querySelector<HTMLElement>('.DocSearch-Footer'),
        query: input?.value ?? '',
        noResultsQuery:
          noResults?.querySelector('.DocSearch-Title:not([data-search-augment]) strong')?.textContent ?? '',
      };
      setElements((previous) => (sameElements(previous, next) ? previous : next));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(scope, { childList: true, subtree: true, characterData: true });
    // Read when the input event has bubbled past React's own listener (on the portal's container, the body): a
    // state update made before it is flushed between listeners and re-renders DocSearch with its previous query,
    // which overwrites the character just typed (a letter lost while typing fast on a busy machine).
    const document = scope.ownerDocument;
    const onInput = (event: Event): void => {
      if (event.target instanceof Node && scope.contains(event.target)) read();
    };
    document.addEventListener('input', onInput);
    return () => {
      observer.disconnect();
      document.removeEventListener('input', onInput);
    };
  }, [scopeRef]);
  return elements;
}

/** Types into DocSearch's input the way a visitor would, so its own query handling runs. */
function typeQuery(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

function ErrorIcon(): React.JSX.Element {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="17" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 11v12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="20" cy="29" r="1.6" fill="currentColor" />
    </svg>
  );
}

function SuggestionIcon(): React.JSX.Element {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export interface ModalAugmentsProps {
  scopeRef: RefObject<HTMLDivElement | null>;
  session: SearchSession;
  facetFilters: Array<string | string[]>;
  maxQueryLength: number;
  translations: ModalTranslations;
  /** Starter searches of the start screen (the termbase's data for the locale). */
  starters: readonly string[];
  /** No search of this modal answered yet: its index is loading. */
  loading: boolean;
}

export function ModalAugments({
  scopeRef,
  session,
  facetFilters,
  maxQueryLength,
  translations,
  starters,
  loading,
}: ModalAugmentsProps): React.JSX.Element {
  // Only this component follows the session: DocSearch's modal itself never re-renders for it.
  const status = useSyncExternalStore(session.subscribe, session.getStatus, session.getStatus);
  const { modal, input, dropdown, noResults, footer, query, noResultsQuery } = useModalElements(scopeRef);
  const [suggestions, setSuggestions] = useState<{ query: string; list: string[] }>({ query: '', list: [] });
  const trimmed = query.trim();
  const showError = status.error !== null && trimmed !== '';
  const errorScreen = isIndexDamaged(status.error) ? damagedIndexScreen() : translations.errorScreen;

  useEffect(() => {
    if (input) input.maxLength = maxQueryLength;
  }, [input, maxQueryLength]);

  useEffect(() => {
    // DocSearch's <header> and <footer> are not the page's banner and contentinfo landmarks.
    modal?.querySelector('header.DocSearch-SearchBar')?.setAttribute('role', 'none');
    footer?.setAttribute('role', 'none');
  }, [modal, footer]);

  // The answer goes first in the results list, so it is seen before the hits and reached by Tab right after the
  // input. DocSearch renders the list's own children; a foreign first child is left alone by React.
  const [answerHost, setAnswerHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!dropdown) return undefined;
    const host = dropdown.ownerDocument.createElement('div');
    host.dataset.searchAugment = 'answer';
    dropdown.prepend(host);
    setAnswerHost(host);
    return () => {
      host.remove();
      setAnswerHost(null);
    };
  }, [dropdown]);

  useEffect(() => {
    scopeRef.current?.classList.toggle(AUGMENT_CLASS.errored, showError);
  }, [scopeRef, showError]);

  useEffect(() => {
    if (!noResults || showError || trimmed === '') return undefined;
    let current = true;
    session
      .suggest(trimmed, facetFilters, 3)
      .then((list) => {
        if (current) setSuggestions({ query: trimmed, list });
      })
      .catch(() => {
        if (current) setSuggestions({ query: trimmed, list: [] });
      });
    return () => {
      current = false;
    };
  }, [noResults, showError, trimmed, session, facetFilters]);

  const nativeSuggestions = noResults?.querySelector('.DocSearch-NoResults-Prefill-List:not([data-search-augment])');
  const showSuggestions = Boolean(
    noResults &&
    input &&
    !showError &&
    !nativeSuggestions &&
    suggestions.query === trimmed &&
    suggestions.list.length > 0,
  );

  const showEmptyStart = Boolean(modal && input && !dropdown && query === '');
  const showStarters = showEmptyStart && starters.length > 0;
  const count = useSyncExternalStore(
    session.subscribe,
    () => (trimmed === '' ? null : session.nbHitsFor(query)),
    () => null,
  );
  const { selectMessage } = usePluralForm();
  const announced =
    count === null || showError
      ? ''
      : count === 0
        ? translate(
            {
              id: 'search.modal.noResultsAnnounced',
              message: 'No results for “{query}”',
              description: 'Said by screen readers when a query finds nothing',
            },
            { query: trimmed },
          )
        : selectMessage(
            count,
            translate(
              {
                id: 'search.modal.resultsAnnounced',
                message: 'One result|{count} results',
                description: 'Said by screen readers when results arrive (plural forms separated by |)',
              },
              { count },
            ),
          );
  const starterList =
    showStarters && input ? (
      <div className={AUGMENT_CLASS.starters} data-search-augment="starters">
        <p className="DocSearch-Help">{translations.noResultsScreen?.suggestedQueryText}:</p>
        <ul className={AUGMENT_CLASS.suggestions}>
          {starters.map((starter) => (
            <li key={starter}>
              <SuggestionIcon />
              <button className="DocSearch-Prefill" type="button" onClick={() => typeQuery(input, starter)}>
                {starter}
              </button>
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  return (
    <>
      {answerHost && trimmed !== '' && !showError && createPortal(<SearchAnswer query={trimmed} />, answerHost)}
      {showEmptyStart &&
        modal &&
        createPortal(
          <div className={`DocSearch-Dropdown ${AUGMENT_CLASS.emptyStart}`} data-search-augment="start">
            <div className="DocSearch-StartScreen">
              <p className="DocSearch-Help">{translations.startScreen?.noRecentSearchesText}</p>
              {starterList}
            </div>
          </div>,
          modal,
        )}
      {modal &&
        createPortal(
          <p className={AUGMENT_CLASS.live} role="status" aria-live="polite" data-search-augment="count">
            {announced}
          </p>,
          modal,
        )}
      {loading &&
        trimmed !== '' &&
        (dropdown ?? modal) &&
        createPortal(
          <p className="DocSearch-Help" role="status" data-search-augment="loading">
            <Translate
              id="search.modal.loadingText"
              description="Shown in the search modal while its index loads, instead of results">
              Loading search…
            </Translate>
          </p>,
          (dropdown ?? modal) as HTMLElement,
        )}
      {showError &&
        dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen" data-search-augment="error" role="alert">
            <div className="DocSearch-Screen-Icon">
              <ErrorIcon />
            </div>
            <p className="DocSearch-Title">{errorScreen?.titleText}</p>
            <p className="DocSearch-Help">{errorScreen?.helpText}</p>
          </div>,
          dropdown,
        )}
      {noResults &&
        createPortal(
          // DocSearch 4.7 puts straight quotes around the query in every language: the title in the locale's own
          // quotes ("Keine Ergebnisse für „…“", "Aucun résultat pour « … »"), DocSearch's hidden (modalStyles.ts).
          <p className="DocSearch-Title" data-search-augment="no-results-title">
            <Translate
              id="search.modal.noResultsAnnounced"
              description="Said by screen readers when a query finds nothing"
              values={{ query: <strong>{noResultsQuery || trimmed}</strong> }}>
              {'No results for “{query}”'}
            </Translate>
          </p>,
          noResults,
        )}
      {showSuggestions &&
        noResults &&
        input &&
        createPortal(
          <div className="DocSearch-NoResults-Prefill-List" data-search-augment="suggestions">
            <p className="DocSearch-Help">{translations.noResultsScreen?.suggestedQueryText}:</p>
            <ul className={`DocSearch-NoResults-Prefill-List-Items ${AUGMENT_CLASS.suggestions}`}>
              {suggestions.list.map((suggestion) => (
                <li key={suggestion}>
                  <SuggestionIcon />
                  <button className="DocSearch-Prefill" type="button" onClick={() => typeQuery(input, suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          noResults,
        )}
      {status.fallback &&
        footer &&
        createPortal(
          <p className={AUGMENT_CLASS.notice} role="status" data-search-augment="fallback">
            {translate({
              id: 'search.fallbackNotice',
              message: 'Search service unreachable: showing results from this site’s built-in index.',
              description: 'Discreet notice when hosted search cannot be reached and the local index answers instead',
            })}
          </p>,
          footer,
        )}
    </>
  );
}
