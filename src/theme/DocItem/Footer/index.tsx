import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof FooterType>;

/**
 * The stock "Last updated" date is a `<time itemprop="dateModified">`, but docs pages give it no item to belong
 * to, which is invalid microdata (the Nu HTML Checker rejects it on every doc). The doc footer is the page's
 * item: a schema.org WebPage whose dateModified the date is.
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <div itemScope itemType="https://schema.org/WebPage">
      <Footer {...props} />
    </div>
  );
}
