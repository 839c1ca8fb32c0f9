import React, {
  Children,
  isValidElement,
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useStorageSlot } from '@docusaurus/theme-common';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { SelectedTabContext, TabsIdContext, tabsIds } from './ids';
import styles from './styles.module.css';

/**
 * Our own tabs, on public APIs only (`useStorageSlot` for the remembered choice). The stock component reaches into
 * `@docusaurus/theme-common/internal` for its state, validates its children with long error texts that every
 * page with tabs downloaded, and remounts its subtree after hydration, which threw away the server-rendered code
 * blocks. Here the selection starts at the default on the server and in the browser alike; a choice stored under
 * the group's id (the stock key, `docusaurus.tab.<groupId>`, so a reader's earlier choice still counts) takes over
 * once hydrated, and choosing a tab sets it for every group with that id on the page and on later visits. A
 * stored value that a group lacks (a group without curl) leaves that group at its default.
 *
 * Tabs are activated by click, Enter or Space; the arrow keys, Home and End move the focus between them (the
 * WAI-ARIA tabs pattern with manual activation: a code example is not switched while the reader passes by).
 */
export type Props = {
  readonly children: ReactNode;
  readonly className?: string;
  readonly defaultValue?: string | null;
  readonly groupId?: string;
};

type TabProps = { value: string; label?: string; default?: boolean };

export default function Tabs({ children, className, defaultValue, groupId }: Props): ReactNode {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const values = items.map((item) => item.props.value);
  const initial = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? values[0] ?? null;
  const [chosen, setChosen] = useState<string | null>(initial);
  const [stored, slot] = useStorageSlot(groupId ? `docusaurus.tab.${groupId}` : null);
  const selected = stored !== null && values.includes(stored) ? stored : chosen;
  // React's ids are the same on the server and in the browser; ':' is kept out of them for CSS selectors.
  const prefix = `tabs${useId().replace(/:/g, '')}`;

  // The chosen tab stays where it was on the screen while the groups above it change height.
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!anchor.current) return;
    const { element, top } = anchor.current;
    anchor.current = null;
    window.scrollBy(0, element.getBoundingClientRect().top - top);
  }, [selected]);

  const select = useCallback(
    (tab: HTMLElement, value: string) => {
      if (value === selected) return;
      anchor.current = { element: tab, top: tab.getBoundingClientRect().top };
      setChosen(value);
      if (groupId) slot.set(value);
    },
    [groupId, selected, slot],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const tabs = Array.from(event.currentTarget.parentElement?.children ?? [], (tab) => tab as HTMLElement);
    const index = tabs.indexOf(event.currentTarget);
    const target: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in target) {
      event.preventDefault();
      tabs[target[event.key]!]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(event.currentTarget, values[index]!);
    }
  };

  return (
    <TabsIdContext.Provider value={prefix}>
      <SelectedTabContext.Provider value={selected}>
        <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
          <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', className)}>
            {items.map(({ props: { value, label } }) => (
              <li
                key={value}
                role="tab"
                id={tabsIds(prefix, value).tab}
                aria-controls={tabsIds(prefix, value).panel}
                aria-selected={value === selected}
                tabIndex={value === selected ? 0 : -1}
                onKeyDown={onKeyDown}
                onClick={(event) => select(event.currentTarget, value)}
                className={clsx('tabs__item', styles.tabItem, { 'tabs__item--active': value === selected })}>
                {label ?? value}
              </li>
            ))}
          </ul>
          <div className="margin-top--md">{items}</div>
        </div>
      </SelectedTabContext.Provider>
    </TabsIdContext.Provider>
  );
}
