import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { findFirstSidebarItemLink, useDocById } from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/DocCard/Layout';
import type { Props } from '@theme/DocCard';
import { CARD_ICONS } from './Heading/Icon';
import { cardIcon, cardSummary, type CategorySummaries } from './summary';

/** The categories that appear as cards on another category's page, by the slug of their generated index. */
function categorySummaries(): CategorySummaries {
  return {
    'brave-browser': translate({
      id: 'docs.card.category.brave-browser',
      message: 'New tab takeovers (also dynamic) and notification ads',
      description:
        'Card of the category "Brave Browser" on the ad placements page: what its pages cover, one short line (it must fit two lines on a phone)',
    }),
    'brave-search': translate({
      id: 'docs.card.category.brave-search',
      message: 'Keyword ads on Brave Search results pages',
      description:
        'Card of the category "Brave Search" on the ad placements page: what its page covers, one short line (it must fit two lines on a phone)',
    }),
    'dynamic-ntt': translate({
      id: 'docs.card.category.dynamic-ntt',
      message: 'Five animated creatives in an emulated new tab page',
      description:
        'Card of the category of dynamic new tab takeover demos on the demos page: what it holds, one short line (it must fit two lines on a phone)',
    }),
  };
}

/**
 * A card of a category page, on the theme's public card layout. Each says in one short line what its page gives:
 * the doc's own summary (front matter `sidebar_custom_props.summary`, translated with the page) or the category's
 * translated one-liner, not the stock item count or a long SEO description cut mid-sentence. The stock card also
 * looks for an emoji at the start of every label with a grapheme segmenter and a Unicode emoji pattern, which cost
 * a phone more main-thread time at start-up than the rest of the page's cards; here only a label that can start
 * with one is looked at (summary.ts).
 */
export default function DocCard({ item }: Props): ReactNode {
  if (item.type !== 'link' && item.type !== 'category') {
    throw new Error(`A card for an item of type ${JSON.stringify(item.type)}: only links and categories have cards.`);
  }
  // A category's card has no doc; the hook is called either way, as hooks must be.
  const doc = useDocById(item.type === 'link' ? (item.docId ?? undefined) : undefined);
  const href = item.type === 'link' ? item.href : findFirstSidebarItemLink(item);
  if (!href) return null;
  const fallbackIcon =
    item.type === 'category' ? CARD_ICONS.category : isInternalUrl(href) ? CARD_ICONS.page : CARD_ICONS.link;
  const { icon, title } = cardIcon(item.label, fallbackIcon);
  return (
    <Layout
      item={item}
      className={item.className}
      href={href}
      icon={icon}
      title={title}
      description={cardSummary(item, categorySummaries()) ?? item.description ?? doc?.description}
    />
  );
}
