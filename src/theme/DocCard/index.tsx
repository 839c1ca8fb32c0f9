import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import { withSummary, type CategorySummaries } from './summary';

type Props = WrapperProps<typeof DocCardType>;

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
 * The stock card says "3 items" under a category and cuts a doc's long SEO description mid-sentence. This one gives
 * the stock card a short summary instead: the doc's own (front matter `sidebar_custom_props.summary`, translated
 * with the page) or the category's translated one-liner.
 */
export default function DocCardWrapper({ item, ...props }: Props): ReactNode {
  return <DocCard {...props} item={withSummary(item, categorySummaries())} />;
}
