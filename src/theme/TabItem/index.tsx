import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useSelectedTab, useTabsIds } from '@site/src/theme/Tabs/ids';
import styles from './styles.module.css';

export type Props = {
  readonly children: ReactNode;
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  readonly className?: string;
};

/** One panel of our Tabs (src/theme/Tabs), named by its tab and naming it: every tab has its tabpanel. */
export default function TabItem({ children, className, value }: Props): ReactNode {
  const ids = useTabsIds(value);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      className={clsx(styles.tabItem, className)}
      hidden={useSelectedTab() !== value}>
      {children}
    </div>
  );
}
