/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/TabItem';
import { useTabsIds } from '@site/src/theme/Tabs/ids';
import styles from './styles.module.css';

/** The stock panel, named by its tab and named in it (src/theme/Tabs): every tab has its tabpanel. */
export default function TabItem({ children, className, value }: Props): ReactNode {
  const { selectedValue, lazy } = useTabs();
  const ids = useTabsIds(value);
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
