import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { buttonKeyOpens, menuKeyAction } from './menuKeys';

/**
 * State and handlers of a WAI-ARIA menu button, shared by the settings menu and the top sites' menu: Enter, Space or
 * Arrow Down open it on the first item, Arrow Up on the last; arrows, Home/End and type-ahead move between items;
 * Escape closes it and returns focus to the button; Tab or a pointer down outside closes it.
 * `labels` are the items' texts (for type-ahead).
 */
export function useMenuButton(labels: readonly string[]) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  const openAt = useCallback((index: number) => {
    setActive(index);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Focus follows the active item while the menu is open (the menu is unhidden in the same commit).
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => (open ? close(false) : openAt(0)),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const index = buttonKeyOpens(event.key, labels.length);
      if (index === null) return;
      event.preventDefault();
      openAt(index);
    },
  };

  const menuProps = {
    id: menuId,
    role: 'menu',
    hidden: !open,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const action = menuKeyAction(event.key, active, labels);
      if (action.type === 'focus') {
        event.preventDefault();
        setActive(action.index);
      } else if (action.type === 'close') {
        if (action.returnFocus) event.preventDefault();
        close(action.returnFocus);
      } else if (action.type === 'activate') {
        event.preventDefault();
        itemRefs.current[active]?.click();
      }
    },
  };

  /** Props of item `index`: out of the tab order (the menu moves focus itself), tracked for focus and Space. */
  const itemProps = (index: number) => ({
    ref: (node: HTMLElement | null) => {
      itemRefs.current[index] = node;
    },
    tabIndex: -1,
    onFocus: () => setActive(index),
  });

  return { open, close, rootRef, buttonProps, menuProps, itemProps };
}
