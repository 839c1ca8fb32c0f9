import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

/** One-line descriptions of the categories that appear as cards, by the slug of their generated index. */
export type CategorySummaries = Readonly<Record<string, string | undefined>>;

/** The generated-index slug of a category card's link: '/es/category/brave-browser/' -> 'brave-browser'. */
export function categoryKey(href: string | undefined): string | null {
  const match = href === undefined ? null : /\/category\/([^/?#]+)\/?(?:[?#].*)?$/.exec(href);
  return match ? match[1] : null;
}

/**
 * What a card on a category page says under its title: a doc's `sidebar_custom_props.summary` (written in each
 * locale's own front matter), a category's translated one-liner. Undefined keeps the stock text: the doc's SEO
 * description, or the category's item count.
 */
export function cardSummary(item: PropSidebarItem, categories: CategorySummaries): string | undefined {
  if (item.type === 'link') {
    const summary = item.customProps?.summary;
    return typeof summary === 'string' && summary.trim() !== '' ? summary.trim() : undefined;
  }
  if (item.type === 'category') {
    const key = categoryKey(item.href);
    const summary = key === null ? undefined : categories[key];
    return summary?.trim() ? summary.trim() : undefined;
  }
  return undefined;
}

/** The item with its summary as `description` (the stock card shows that first), or the item itself. */
export function withSummary<T extends PropSidebarItem>(item: T, categories: CategorySummaries): T {
  const summary = cardSummary(item, categories);
  return summary === undefined ? item : { ...item, description: summary };
}
