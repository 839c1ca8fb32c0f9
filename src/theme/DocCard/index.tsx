import type { ReactNode } from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import descriptions from '@generated/slim-client/doc-descriptions.json';

type Props = WrapperProps<typeof DocCardType>;

/**
 * A doc's card takes the doc's description from the descriptions file of this bundle's locale instead of the
 * docs' version data, which in the browser leaves descriptions out (src/plugins/slim-client): the stock card
 * then shows the same text on the server and in the browser.
 */
export default function DocCardWrapper({ item }: Props): ReactNode {
  if (item.type === 'link' && item.docId && item.description === undefined) {
    return <DocCard item={{ ...item, description: descriptions[item.docId] }} />;
  }
  return <DocCard item={item} />;
}
