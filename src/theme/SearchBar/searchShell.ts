/**
 * The search box shown the moment a visitor asks for search, while the modal's code is still on its way: on a slow
 * phone that takes seconds, and without a box the first keys, accented letters typed through an input method and the
 * phone's on-screen keyboard (which opens only for a focused field) had nowhere to go. It is a real text field in a
 * dialog, built with the DOM because it runs before React has hydrated the page; the search bar hands its text to the
 * modal and removes it once the modal's own input is on screen. Meanwhile it lists the results of what is typed
 * (./shellResults.ts, loaded as it opens), so a slow phone shows answers before the modal's code has arrived.
 * Escape, Ctrl/Cmd+K, the close button or a click outside it cancel the search. Module state: one page has one
 * search box.
 */
import { translate } from '@docusaurus/Translate';

import type { attachResults, ResultsController } from './shellResults';
import './searchShell.css';

type ResultsModule = { attachResults: typeof attachResults };

export const LIST_ID = 'search-shell-results';

interface Shell {
  readonly root: HTMLElement;
  readonly input: HTMLInputElement;
  /** Where focus was before the box opened, to return it on cancel. */
  readonly returnFocus: Element | null;
  /** Whether the box shows an answer to what is typed. */
  readonly answered: () => boolean;
}

let shell: Shell | null = null;
let onCancel: (() => void) | null = null;

function svgIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  const circle = document.createElementNS(ns, 'circle');
  for (const [name, value] of Object.entries({ cx: '8.5', cy: '8.5', r: '6', fill: 'none', stroke: 'currentColor' }))
    circle.setAttribute(name, value);
  circle.setAttribute('stroke-width', '1.5');
  const path = document.createElementNS(ns, 'path');
  for (const [name, value] of Object.entries({ d: 'M13 13l5 5', fill: 'none', stroke: 'currentColor' }))
    path.setAttribute(name, value);
  path.setAttribute('stroke-width', '1.5');
  path.setAttribute('stroke-linecap', 'round');
  svg.append(circle, path);
  return svg;
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

export function loadingText(): string {
  return translate({
    id: 'search.modal.loadingText',
    message: 'Loading search…',
    description: 'Shown in the search modal while its index loads, instead of results',
  });
}

function build(initialText: string, loadResults: (() => Promise<ResultsModule>) | undefined): Shell {
  const label = translate({
    id: 'search.modal.searchBox.searchInputLabel',
    message: 'Search',
    description: 'Accessible label of the search input',
  });
  const root = element('div', 'search-shell', { 'data-search-shell': '' });
  const backdrop = element('div', 'search-shell__backdrop');
  const dialog = element('div', 'search-shell__dialog', { role: 'dialog', 'aria-modal': 'true', 'aria-label': label });
  const form = element('div', 'search-shell__form', { role: 'search' });
  const input = element('input', 'search-shell__input', {
    type: 'search',
    'aria-label': label,
    placeholder: translate({
      id: 'search.modal.searchBox.placeholderText',
      message: 'Search docs',
      description: 'Placeholder of the search input',
    }),
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'search',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': LIST_ID,
  });
  input.value = initialText;
  const close = element('button', 'search-shell__close', { type: 'button' });
  close.textContent = translate({
    id: 'search.modal.searchBox.closeButtonText',
    message: 'Close',
    description: 'Text of the button closing the search (small screens)',
  });
  const status = element('p', 'search-shell__status', { role: 'status' });
  status.textContent = loadingText();
  // Filled by ./shellResults.ts, which arrives while the index loads (the status says so meanwhile).
  const list = element('ul', 'search-shell__results', { role: 'listbox', id: LIST_ID, 'aria-label': label });
  list.hidden = true;
  form.append(svgIcon(), input, close);
  dialog.append(form, status, list);
  root.append(backdrop, dialog);
  let results: ResultsController | null = null;
  loadResults?.()
    .then(({ attachResults }) => {
      if (root.isConnected) results = attachResults({ input, status, list });
    })
    .catch(() => {
      // Offline: the box keeps the typing and says search is loading; the modal explains once it can.
    });

  backdrop.addEventListener('click', () => cancelShell());
  close.addEventListener('click', () => cancelShell());
  dialog.addEventListener('keydown', (event) => {
    const cmdK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (event.key === 'Escape' || cmdK) {
      event.preventDefault();
      cancelShell();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: two stops, the field and the close button.
      event.preventDefault();
      (document.activeElement === input ? close : input).focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results?.move(event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The highlighted result opens (the page has not hydrated: a plain navigation); without one, the query is
      // kept and searched as soon as the modal opens.
      const url = results?.activeUrl();
      if (url) window.location.assign(url);
    }
  });
  return { root, input, returnFocus: document.activeElement, answered: () => results?.answered() ?? false };
}

/**
 * Shows the search box (if it is not already shown) with `initialText`, and focuses its field. `onCancel` runs when
 * the visitor closes it before the modal took over.
 */
export function openShell(options: {
  initialText: string;
  onCancel: () => void;
  /** Loads the list of results (./shellResults.ts); without it, the box only keeps the typing. */
  loadResults?: () => Promise<ResultsModule>;
}): void {
  onCancel = options.onCancel;
  if (shell) return;
  shell = build(options.initialText, options.loadResults);
  document.body.append(shell.root);
  document.documentElement.classList.add('search-shell-open');
  shell.input.focus();
}

export function isShellOpen(): boolean {
  return shell !== null;
}

/** Whether the box lists an answer to what is typed (its results, or that nothing matched). */
export function shellShowsAnswer(): boolean {
  return shell?.answered() ?? false;
}

/** Gives the box's field the focus back (the modal, rendered behind it, may have taken it). */
export function focusShell(): void {
  if (shell && document.activeElement !== shell.input) shell.input.focus();
}

/** What the visitor has typed into the box so far ('' when it is not shown). */
export function shellText(): string {
  return shell?.input.value ?? '';
}

/** Removes the box: the modal's input has taken over (focus is the modal's to set). */
export function closeShell(): void {
  if (!shell) return;
  shell.root.remove();
  document.documentElement.classList.remove('search-shell-open');
  shell = null;
  onCancel = null;
}

/** The visitor closed the box: nothing opens, focus goes back where it was. */
export function cancelShell(): void {
  if (!shell) return;
  const { returnFocus } = shell;
  const cancel = onCancel;
  closeShell();
  cancel?.();
  if (returnFocus instanceof HTMLElement) returnFocus.focus();
}
