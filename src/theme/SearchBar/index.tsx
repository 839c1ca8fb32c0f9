/**
 * Ejected SearchBar: a button in DocSearch's markup (./SearchButton.tsx), our keyboard shortcuts, and the DocSearch modal loaded on
 * intent (hover, focus or touch of the button, Ctrl/Cmd+K, "/"). The modal, the search engine and
 * the index are not part of the first page load. See src/theme/README.md for why this is ejected.
 */
import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { retryableImport } from '@site/src/lib/retryableImport';
import type { SearchClientConfig } from '@site/src/search/types';

import { initialQueryFrom, isEditingTarget, keyboardAction } from './keyboard';
import {
  finishCapture,
  isCapturing,
  isShowingAnswer,
  keepCaptureFocused,
  startCapture,
  takeOpenRequest,
  takeTyped,
} from './pendingSearch';
import { preloadModalStylesheet } from './modalStylesheet';
import SearchButton from './SearchButton';
import type { SearchModalProps } from './SearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import styles from './styles.module.css';

type ModalModule = { default: ComponentType<SearchModalProps>; preload: (props: PreloadProps) => Promise<void> };
type PreloadProps = Pick<SearchModalProps, 'config' | 'baseUrl' | 'language' | 'docusaurusVersion'>;

/** How long the modal, opened behind a box that lists results, may take to show its own before it takes over. */
const TAKE_OVER_WAIT_MS = 3000;

/** Sets a controlled field's text as typing would (React listens to input events). */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The modal takes over from the search box: the box goes, what was typed into it while the modal opened behind it
 * reaches the modal's field, and the field has the focus.
 */
function takeOverFromBox(maxQueryLength: number): void {
  const typedInBox = document.activeElement?.closest('[data-search-shell]') != null;
  const text = [...takeTyped()].slice(0, maxQueryLength).join('');
  finishCapture();
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (!input) return;
  if (typedInBox && input.value !== text) typeInto(input, text);
  if (document.activeElement !== input) {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }
}

// A failed chunk load (offline) is retried on the next intent.
const importModal = retryableImport((): Promise<ModalModule> => import('./SearchModal'));

/**
 * Starts fetching the index (small chunk: engine and loader) and the modal's stylesheet while DocSearch's
 * larger modal chunk downloads, instead of after it.
 */
function preloadBackend(props: PreloadProps): void {
  preloadModalStylesheet(props.baseUrl, props.config.modalStylesheet);
  import('@site/src/search/backend')
    .then(({ getSearchSession }) => getSearchSession(props).preload())
    .catch(() => undefined);
}

export default function SearchBar(): React.JSX.Element {
  const {
    siteConfig: { baseUrl, customFields },
    siteMetadata: { docusaurusVersion },
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const config = customFields?.search as SearchClientConfig;
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [keptQuery, setKeptQuery] = useState('');
  const [openState, setOpenState] = useState({
    initialQuery: '',
    initialScrollY: 0,
    snippetWords: config.limits.snippetWords,
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preloadProps: PreloadProps = { config, baseUrl, language: currentLocale, docusaurusVersion };
  const preloadRef = useRef(preloadProps);
  preloadRef.current = preloadProps;
  // Set while the modal is open behind the search box: what makes it take over (once).
  const takeOverRef = useRef<(() => void) | null>(null);
  const onModalReady = useCallback(() => {
    const takeOver = takeOverRef.current;
    takeOverRef.current = null;
    takeOver?.();
  }, []);

  const showIntent = useCallback(() => {
    preloadBackend(preloadRef.current);
    importModal()
      .then((module) => module.preload(preloadRef.current))
      .catch(() => undefined);
  }, []);

  const open = useCallback(() => {
    const selection = window.getSelection()?.toString() ?? '';
    const small = window.matchMedia(`(max-width: ${config.limits.smallScreenMaxWidth}px)`).matches;
    const initialScrollY = window.scrollY;
    // Until the modal's input exists, a search box takes what the visitor types (./searchShell.ts). Closed while the
    // modal opens behind it, the search is cancelled: the modal goes too.
    startCapture(initialQueryFrom(keptQuery, selection, config.limits.maxQueryLength), () => {
      if (!takeOverRef.current) return;
      takeOverRef.current = null;
      setIsOpen(false);
    });
    preloadBackend(preloadRef.current);
    importModal()
      .then(async (module) => {
        await module.preload(preloadRef.current);
        // The visitor closed the box meanwhile: they no longer want search.
        if (!isCapturing()) return;
        const typed = [...takeTyped()].slice(0, config.limits.maxQueryLength).join('');
        // The box lists an answer: the modal opens behind it and takes over once it shows its own, so results do
        // not give way to a loading line. Otherwise (nothing typed, or the box still loading) it takes over now.
        const behind = typed.trim() !== '' && isShowingAnswer();
        const takeOver = () => takeOverFromBox(config.limits.maxQueryLength);
        if (behind) takeOverRef.current = takeOver;
        // The modal renders with the box's text in one task, so no key falls in between.
        flushSync(() => {
          setOpenState({
            initialQuery: typed,
            initialScrollY,
            snippetWords: small ? config.limits.snippetWordsSmallScreen : config.limits.snippetWords,
          });
          setModal(() => module.default);
          setIsOpen(true);
        });
        if (takeOverRef.current) {
          keepCaptureFocused();
          // An answer that never comes (a stalled request) does not keep the box up.
          window.setTimeout(() => {
            if (takeOverRef.current === takeOver) onModalReady();
          }, TAKE_OVER_WAIT_MS);
        } else if (!behind) {
          takeOver();
        }
      })
      .catch(() => {
        // Offline: the box goes and the button stays, to be tried again (the import is retried on the next intent).
        finishCapture();
        buttonRef.current?.focus();
      });
  }, [config.limits, keptQuery, onModalReady]);

  // A shortcut or tap before this bar hydrated (src/clientModules/searchIntent.ts) opens the modal now.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (takeOpenRequest()) openRef.current();
  }, []);

  const close = useCallback((keep: string) => {
    setIsOpen(false);
    setKeptQuery(keep);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      // The search box shown while the modal loads handles its own keys.
      if (isCapturing()) return;
      const action = keyboardAction(
        {
          key: event.key ?? '',
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          editing: isEditingTarget(event.target),
        },
        { isOpen, keptQuery },
      );
      if (!action) return;
      event.preventDefault();
      if (action === 'open') open();
      else if (action === 'close') close('');
      else if (action === 'close-keep-query') {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
        close((input?.value ?? '').trim());
      } else if (action === 'clear-kept-query') setKeptQuery('');
    }
    // Capture phase: the modal's own Escape handling must not see the query cleared first.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen, keptQuery, open, close]);

  const label = translate({
    id: 'search.button.label',
    message: 'Search',
    description: 'The label of the search button in the navbar',
  });
  const buttonText = keptQuery || label;
  return (
    <div className={styles.searchBar}>
      <SearchButton ref={buttonRef} text={buttonText} onIntent={showIntent} onClick={open} />
      {isOpen && Modal && (
        <Modal
          config={config}
          baseUrl={baseUrl}
          language={currentLocale}
          docusaurusVersion={docusaurusVersion}
          initialQuery={openState.initialQuery}
          initialScrollY={openState.initialScrollY}
          snippetWords={openState.snippetWords}
          onClose={() => close('')}
          onReady={onModalReady}
        />
      )}
    </div>
  );
}
