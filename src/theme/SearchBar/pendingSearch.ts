/**
 * What a visitor asked of search before the modal could take it: a Ctrl/Cmd+K, "/" or tap on the button before the
 * page hydrated (src/clientModules/searchIntent.ts records it), and the characters typed while the modal's code
 * loads. The search bar opens the modal for a recorded request once it mounts and starts the modal with the typed
 * text, so neither the first keypress nor what follows it is lost. Module state: one page has one search bar.
 */
import { isEditingTarget } from './keyboard';

let openRequested = false;
let capturing = false;
let typed = '';
let barReady = false;

function onTypedKey(event: KeyboardEvent): void {
  if (!capturing || event.ctrlKey || event.metaKey || event.altKey || isEditingTarget(event.target)) return;
  if (event.key === 'Backspace') {
    typed = [...typed].slice(0, -1).join('');
    event.preventDefault();
  } else if ([...event.key].length === 1) {
    typed += event.key;
    event.preventDefault();
  }
}

/** Keeps what is typed from now until takeTyped(): the modal's input does not exist yet. */
export function startCapture(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  typed = '';
  window.addEventListener('keydown', onTypedKey, true);
}

/** Stops keeping keys and returns what was typed since startCapture(). */
export function takeTyped(): string {
  if (capturing) window.removeEventListener('keydown', onTypedKey, true);
  capturing = false;
  const text = typed;
  typed = '';
  return text;
}

/** Before the search bar hydrated: remember that the visitor asked for the modal, and keep what they type next. */
export function requestOpen(): void {
  openRequested = true;
  startCapture();
}

/** The search bar has mounted: from now on it handles its shortcuts itself. Returns whether the modal was asked for. */
export function takeOpenRequest(): boolean {
  barReady = true;
  const requested = openRequested;
  openRequested = false;
  return requested;
}

/** Whether the search bar handles its shortcuts and button itself (the early listeners stand down). */
export function isBarReady(): boolean {
  return barReady;
}
