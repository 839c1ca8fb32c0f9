import { createContext, useContext } from 'react';

/** The id prefix of one Tabs group, so that each tab and its panel name each other (aria-controls, aria-labelledby). */
export const TabsIdContext = createContext<string>('tabs');

export function useTabsIds(value: string): { tab: string; panel: string } {
  const prefix = useContext(TabsIdContext);
  const key = value.replace(/[^\w-]/g, '_');
  return { tab: `${prefix}-tab-${key}`, panel: `${prefix}-panel-${key}` };
}

/** The value of the tab its group shows (for src/theme/TabItem). */
export const SelectedTabContext = createContext<string | null>(null);

export function useSelectedTab(): string | null {
  return useContext(SelectedTabContext);
}

/** The same ids from a prefix, for the tab list (which renders every tab, not one). */
export function tabsIds(prefix: string, value: string): { tab: string; panel: string } {
  const key = value.replace(/[^\w-]/g, '_');
  return { tab: `${prefix}-tab-${key}`, panel: `${prefix}-panel-${key}` };
}
