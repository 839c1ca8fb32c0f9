/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
import React, { useContext, useId, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import { TabsIdContext, tabsIds } from './ids';
import styles from './styles.module.css';

/*
 * Ejected from the classic theme to drop one thing: the stock component remounts its whole subtree after hydration
 * (key={String(isBrowser)}). That threw away the server-rendered code blocks inside tabs and highlighted them all
 * at once (src/theme/CodeBlock keeps them as served until they near the viewport). The selection needs no remount:
 * it starts at the default on the server and in the browser alike, and the reader's stored choice arrives as a
 * state update once hydrated. Each tab and its panel (src/theme/TabItem) also name each other. Everything else is the stock component.
 */

function TabList({ className }: { className?: string }): ReactNode {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const prefix = useContext(TabsIdContext);
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          id={tabsIds(prefix, value).tab}
          aria-controls={tabsIds(prefix, value).panel}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({ children }: { children: ReactNode }): ReactNode {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
      <TabList className={className} />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  // React's ids are the same on the server and in the browser; ':' is kept out of them for CSS selectors.
  const prefix = `tabs${useId().replace(/:/g, '')}`;
  return (
    <TabsProvider value={value}>
      <TabsIdContext.Provider value={prefix}>
        <TabsContainer className={props.className}>
          {sanitizeTabsChildren(props.children) as ReactElement[]}
        </TabsContainer>
      </TabsIdContext.Provider>
    </TabsProvider>
  );
}
