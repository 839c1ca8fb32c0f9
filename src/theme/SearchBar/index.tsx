/**
 * Ejected SearchBar: DocSearch's button, our keyboard shortcuts, and the DocSearch modal loaded on
 * intent (hover, focus or touch of the button, Ctrl/Cmd+K, "/"). The modal, the search engine and
 * the index are not part of the first page load. See src/theme/README.md for why this is ejected.
 */
import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { DocSearchButton } from '@docsearch/react/button';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchClientConfig } from '@site/src/search/types';

import { initialQueryFrom, isEditingTarget, keyboardAction } from './keyboard';
import { preloadModalStylesheet } from './modalStylesheet';
import type { SearchModalProps } from './SearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import styles from './styles.module.css';

type ModalModule = { default: ComponentType<SearchModalProps>; preload: (props: PreloadProps) => Promise<void> };
type PreloadProps = Pick<SearchModalProps, 'config' | 'baseUrl' | 'language' | 'docusaurusVersion'>;

let modalModule: Promise<ModalModule> | null = null;

function importModal(): Promise<ModalModule> {
  modalModule ??= import('./SearchModal').catch((error: unknown) => {
    // A failed chunk load (offline) is retried on the next intent.
    modalModule = null;
    throw error;
  });
  return modalModule;
}

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
    setOpenState({
      initialQuery: initialQueryFrom(keptQuery, selection, config.limits.maxQueryLength),
      initialScrollY: window.scrollY,
      snippetWords: small ? config.limits.snippetWordsSmallScreen : config.limits.snippetWords,
    });
    preloadBackend(preloadRef.current);
    importModal()
      .then(async (module) => {
        await module.preload(preloadRef.current);
        setModal(() => module.default);
        setIsOpen(true);
      })
      .catch(() => undefined);
  }, [config.limits, keptQuery]);

  const close = useCallback((keep: string) => {
    setIsOpen(false);
    setKeptQuery(keep);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
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
  // The button's accessible name contains its visible text (label, then the keycaps DocSearch shows
  // once it knows the platform: "Ctrl" "K" or "⌘" "K"); the shortcut itself is given to assistive
  // technology by aria-keyshortcuts (WCAG 2.5.3 Label in Name).
  const [keycap, setKeycap] = useState<string | null>(null);
  useEffect(() => {
    setKeycap(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  // The keycaps are read as part of the name already: hidden from the accessibility tree, so the
  // name is not "Search Ctrl K Ctrl K" and the visible label check compares the label itself.
  useEffect(() => {
    const button = buttonRef.current;
    if (!button) return undefined;
    // DocSearch renders the keycaps after its own platform check: hide them whenever they appear, and put a
    // space between the words it renders as separate elements, so the visible text reads "Search Ctrl K" like
    // the name, not "SearchCtrlK" (axe's label-content-name-mismatch compares the two). Whitespace-only text
    // in these flex boxes is not rendered: the look does not change.
    const spaceAfter = (node: Element): void => {
      if (node.nextSibling?.nodeType !== Node.TEXT_NODE) node.after(document.createTextNode(' '));
    };
    const hide = (): void => {
      const keys = button.querySelector('.DocSearch-Button-Keys');
      if (!keys) return;
      keys.setAttribute('aria-hidden', 'true');
      const placeholder = button.querySelector('.DocSearch-Button-Container');
      if (placeholder) spaceAfter(placeholder);
      const kbds = Array.from(keys.querySelectorAll('kbd'));
      kbds.slice(0, -1).forEach(spaceAfter);
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(button, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const buttonText = keptQuery || label;
  const accessibleName = keycap ? `${buttonText} ${keycap} K` : buttonText;
  return (
    <div className={styles.searchBar}>
      <DocSearchButton
        ref={buttonRef}
        onMouseOver={showIntent}
        onFocus={showIntent}
        onTouchStart={showIntent}
        onClick={open}
        aria-label={accessibleName}
        aria-keyshortcuts="Control+K Meta+K /"
        translations={{ buttonText, buttonAriaLabel: buttonText }}
      />
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
