import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import { CloseIcon, GearIcon } from './icons';
import { useMenuButton } from './useMenuButton';
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
 * The gear button and its menu of demos (WAI-ARIA menu button, keyboard as in ./useMenuButton.ts): arrows, Home/End
 * and type-ahead move between the demos, Escape closes the menu and returns focus to the button.
 */
export default function SettingsMenu({ items, buttonLabel, menuLabel }: SettingsMenuProps): ReactNode {
  const { open, close, rootRef, buttonProps, menuProps, itemProps } = useMenuButton(items.map((item) => item.label));

  return (
    <div className={clsx(styles.menuRoot, open && styles.menuOpen)} ref={rootRef}>
      <button {...buttonProps} className={styles.gearButton} aria-label={buttonLabel}>
        <GearIcon className={styles.gearIcon} />
        <CloseIcon className={styles.closeIcon} />
      </button>
      <ul {...menuProps} aria-label={menuLabel} className={styles.menu}>
        {items.map((item, index) => (
          <li key={item.key} role="none" className={styles.menuEntry}>
            <Link
              {...itemProps(index)}
              role="menuitem"
              to={item.to}
              aria-current={item.current ? 'page' : undefined}
              className={styles.menuItem}
              onClick={() => close(false)}>
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
