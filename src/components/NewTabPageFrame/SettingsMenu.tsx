import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import { CloseIcon, GearIcon } from './icons';
import { buttonKeyOpens, menuKeyAction } from './menuKeys';
import styles from './styles.module.css';

export type SettingsMenuItem = {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly current: boolean;
  readonly icon?: ReactNode;
};

export type SettingsMenuProps = {
  readonly items: readonly SettingsMenuItem[];
  /** Accessible name of the gear button. */
  readonly buttonLabel: string;
  /** Accessible name of the menu. */
  readonly menuLabel: string;
};

/**
 * The gear button and its menu of demos (WAI-ARIA menu button): Enter, Space or Arrow Down open it on
 * the first item, Arrow Up on the last; arrows, Home/End and type-ahead move between items; Escape
 * closes it and returns focus to the button; Tab or a click outside closes it.
 */
export default function SettingsMenu({ items, buttonLabel, menuLabel }: SettingsMenuProps): ReactNode {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();
  const labels = items.map((item) => item.label);

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

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = buttonKeyOpens(event.key, items.length);
    if (index === null) return;
    event.preventDefault();
    openAt(index);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const action = menuKeyAction(event.key, active, labels);
    switch (action.type) {
      case 'focus':
        event.preventDefault();
        setActive(action.index);
        break;
      case 'close':
        if (action.returnFocus) event.preventDefault();
        close(action.returnFocus);
        break;
      case 'activate':
        event.preventDefault();
        itemRefs.current[active]?.click();
        break;
      default:
        break;
    }
  };

  return (
    <div className={clsx(styles.menuRoot, open && styles.menuOpen)} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.gearButton}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}>
        <GearIcon className={styles.gearIcon} />
        <CloseIcon className={styles.closeIcon} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={menuLabel}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}>
        {items.map((item, index) => (
          <li key={item.key} role="none" className={styles.menuEntry}>
            <Link
              ref={(node: HTMLAnchorElement | null) => {
                itemRefs.current[index] = node;
              }}
              role="menuitem"
              tabIndex={-1}
              to={item.to}
              aria-current={item.current ? 'page' : undefined}
              className={styles.menuItem}
              onFocus={() => setActive(index)}
              onClick={() => setOpen(false)}>
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
