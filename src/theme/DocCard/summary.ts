import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { graphemes } from '@site/src/lib/graphemes';

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

/**
 * Whether a label can start with an emoji: a pictograph (U+2000 and above), or a digit, `#` or `*` made a keycap.
 * Letters, digits and punctuation, what labels start with, are answered from the first code point alone.
 */
function mayStartWithEmoji(label: string): boolean {
  const first = label.codePointAt(0);
  if (first === undefined) return false;
  return first >= 0x2000 || /^[0-9#*]\ufe0f?\u20e3/u.test(label);
}

/**
 * A card's icon and title: an emoji a writer put at the start of the label becomes the icon (as on the stock card),
 * else `fallback`. The grapheme segmenter and the pictograph pattern run only for a label that can start with an
 * emoji: made for every card, they cost a phone more start-up time than the rest of the cards.
 */
export function cardIcon(label: string, fallback: string): { icon: string; title: string } {
  if (!mayStartWithEmoji(label)) return { icon: fallback, title: label.trim() };
  const grapheme = graphemes(label)[0] ?? '';
  const isEmoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u.test(grapheme);
  return isEmoji
    ? { icon: grapheme, title: label.slice(grapheme.length).trim() }
    : { icon: fallback, title: label.trim() };
}
