/**
 * Keyboard behaviour of the settings menu (WAI-ARIA menu button pattern), as a pure function so it can
 * be tested without a browser. `index` is the item that has focus; `labels` are the item texts.
 */
export type MenuKeyAction =
  | { readonly type: 'focus'; readonly index: number }
  | { readonly type: 'close'; readonly returnFocus: boolean }
  | { readonly type: 'activate' }
  | { readonly type: 'none' };

export function menuKeyAction(key: string, index: number, labels: readonly string[]): MenuKeyAction {
  const count = labels.length;
  if (count === 0) return key === 'Escape' ? { type: 'close', returnFocus: true } : { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: (index + 1) % count };
    case 'ArrowUp':
      return { type: 'focus', index: (index - 1 + count) % count };
    case 'Home':
    case 'PageUp':
      return { type: 'focus', index: 0 };
    case 'End':
    case 'PageDown':
      return { type: 'focus', index: count - 1 };
    case 'Escape':
      return { type: 'close', returnFocus: true };
    case 'Tab':
      return { type: 'close', returnFocus: false };
    case ' ':
      return { type: 'activate' };
    default:
      break;
  }
  // Type-ahead: a printable character moves to the next item that starts with it.
  if (key.length === 1 && key.trim() !== '') {
    const wanted = key.toLocaleLowerCase();
    for (let step = 1; step <= count; step++) {
      const candidate = (index + step) % count;
      if (labels[candidate].trim().toLocaleLowerCase().startsWith(wanted)) return { type: 'focus', index: candidate };
    }
  }
  return { type: 'none' };
}

/** Keys on the closed menu button that open the menu, and the item they focus. */
export function buttonKeyOpens(key: string, count: number): number | null {
  if (key === 'ArrowDown') return 0;
  if (key === 'ArrowUp') return Math.max(0, count - 1);
  return null;
}
