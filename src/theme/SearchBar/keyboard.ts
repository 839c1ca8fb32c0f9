/**
 * Keyboard shortcuts of the search button and modal, as a pure decision (unit-tested):
 * Ctrl/Cmd+K toggles, "/" opens outside text fields, Escape closes the modal keeping the query,
 * and a second Escape clears that kept query.
 */

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The event target is a text field, select, button or editable element. */
  editing: boolean;
}

export interface KeyState {
  isOpen: boolean;
  keptQuery: string;
}

export type KeyAction = 'open' | 'close' | 'close-keep-query' | 'clear-kept-query' | null;

export function keyboardAction(input: KeyInput, state: KeyState): KeyAction {
  const isCmdK = input.key.toLowerCase() === 'k' && (input.ctrlKey || input.metaKey) && !input.altKey;
  if (isCmdK) return state.isOpen ? 'close' : 'open';
  if (input.key === 'Escape') {
    if (state.isOpen) return 'close-keep-query';
    return state.keptQuery !== '' && !input.editing ? 'clear-kept-query' : null;
  }
  if (input.key === '/' && !state.isOpen && !input.editing && !input.ctrlKey && !input.metaKey && !input.altKey)
    return 'open';
  return null;
}

export function isEditingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName;
  return element.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/** Query to start the modal with: the kept query, else the selected page text, capped. */
export function initialQueryFrom(keptQuery: string, selection: string, maxLength: number): string {
  const source = keptQuery || selection.replace(/\s+/g, ' ').trim();
  return [...source].slice(0, maxLength).join('');
}

/** Platform label of the shortcut: "⌘ K" on Apple devices, "Ctrl K" elsewhere. */
export function isApplePlatform(platform: string): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(platform);
}
