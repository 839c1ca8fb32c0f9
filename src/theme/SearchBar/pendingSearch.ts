/**
 * What a visitor asked of search before the modal could take it: a Ctrl/Cmd+K, "/" or tap on the button before the
 * page hydrated (src/clientModules/searchIntent.ts records it), and what they type while the modal's code loads. From
 * the request on, a search box (./searchShell.ts) takes the typing; the search bar opens the modal for a recorded
 * request once it mounts and starts it with the box's text, so neither the first keypress nor what follows it is
 * lost. Module state: one page has one search bar.
 */
import { closeShell, focusShell, isShellOpen, openShell, shellShowsAnswer, shellText } from './searchShell';
import { preloadShellSearch } from './shellSearch';

let openRequested = false;
let barReady = false;

/**
 * Shows the search box, which keeps what is typed until the modal's input exists and lists the results meanwhile;
 * the index starts loading now, not when the modal's code has arrived.
 */
export function startCapture(initialText = '', onCancel?: () => void): void {
  if (typeof window === 'undefined') return;
  if (!isShellOpen()) preloadShellSearch();
  openShell({
    initialText,
    loadResults: () => import('./shellResults'),
    onCancel: () => {
      openRequested = false;
      onCancel?.();
    },
  });
}

/** Whether the box is still waiting for the modal (false once the visitor closed it). */
export function isCapturing(): boolean {
  return isShellOpen();
}

/** What was typed into the box so far; the box stays until finishCapture(), so nothing typed meanwhile is lost. */
export function takeTyped(): string {
  return shellText();
}

/** The modal's input is on screen: the box goes. */
export function finishCapture(): void {
  closeShell();
}

/**
 * Whether the box lists an answer to what is typed: the modal then opens behind it and takes over once it shows
 * its own, so results never give way to a loading line.
 */
export function isShowingAnswer(): boolean {
  return shellShowsAnswer();
}

/** The box keeps the typing while the modal opens behind it. */
export function keepCaptureFocused(): void {
  focusShell();
}

/** Before the search bar hydrated: remember that the visitor asked for the modal, and show the box with `typed`. */
export function requestOpen(typed = ''): void {
  openRequested = true;
  startCapture(typed);
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
