import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import StaticIsland from '@site/src/components/StaticIsland';

type Props = WrapperProps<typeof FooterType>;

/**
 * The stock "Last updated" date is a `<time itemprop="dateModified">`, but docs pages give it no item to belong
 * to, which is invalid microdata (the Nu HTML Checker rejects it on every doc). The doc footer is the page's
 * item: a schema.org WebPage whose dateModified the date is.
 *
 * Its tags, edit link and date never change after the server rendered them: kept as served on hydration (see
 * StaticIsland). The stock date builds an `Intl.DateTimeFormat`, whose first use loads the locale's calendar
 * data: 140 ms of the hydration task on the placement page under 4x CPU throttling (issue 13).
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <StaticIsland attributes={{ itemScope: 'itemscope', itemType: 'https://schema.org/WebPage' }}>
      <Footer {...props} />
    </StaticIsland>
  );
}
