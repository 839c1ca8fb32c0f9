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
import { finishCapture, isCapturing, startCapture, takeOpenRequest, takeTyped } from './pendingSearch';
import { preloadModalStylesheet } from './modalStylesheet';
import SearchButton from './SearchButton';
import type { SearchModalProps } from './SearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import styles from './styles.module.css';

type ModalModule = { default: ComponentType<SearchModalProps>; preload: (props: PreloadProps) => Promise<void> };
type PreloadProps = Pick<SearchModalProps, 'config' | 'baseUrl' | 'language' | 'docusaurusVersion'>;

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
    // Until the modal's input exists, a search box takes what the visitor types (./searchShell.ts).
    startCapture(initialQueryFrom(keptQuery, selection, config.limits.maxQueryLength));
    preloadBackend(preloadRef.current);
    importModal()
      .then(async (module) => {
        await module.preload(preloadRef.current);
        // The visitor closed the box meanwhile: they no longer want search.
        if (!isCapturing()) return;
        const typed = [...takeTyped()].slice(0, config.limits.maxQueryLength).join('');
        // The modal renders with the box's text and the box goes in the same task, so no key falls in between.
        flushSync(() => {
          setOpenState({
            initialQuery: typed,
            initialScrollY,
            snippetWords: small ? config.limits.snippetWordsSmallScreen : config.limits.snippetWords,
          });
          setModal(() => module.default);
          setIsOpen(true);
        });
        finishCapture();
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
        if (input && document.activeElement !== input) {
          input.focus();
          input.setSelectionRange(input.value.length, input.value.length);
        }
      })
      .catch(() => {
        // Offline: the box goes and the button stays, to be tried again (the import is retried on the next intent).
        finishCapture();
        buttonRef.current?.focus();
      });
  }, [config.limits, keptQuery]);

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
        />
      )}
    </div>
  );
}
