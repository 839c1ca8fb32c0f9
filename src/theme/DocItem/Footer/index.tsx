import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { brand } from '@site/config/brand';
import DocFeedback from '@site/src/components/DocFeedback';

type Props = WrapperProps<typeof FooterType>;

/**
 * The stock "Last updated" date is a `<time itemprop="dateModified">`, but docs pages give it no item to belong
 * to, which is invalid microdata (the Nu HTML Checker rejects it on every doc). The doc footer is the page's
 * item: a schema.org WebPage whose dateModified the date is.
 *
 * Above them, "Did this page answer your question?" (DocFeedback). Not on the home page, which is a starting point
 * rather than an answer, nor on the demos, which are full-screen emulated new tab pages (noindex) with no reading
 * to judge.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const asked = metadata.slug !== '/' && !metadata.id.startsWith('demos/');
  return (
    <div itemScope itemType="https://schema.org/WebPage">
      {asked && (
        <DocFeedback
          title={metadata.title}
          url={siteConfig.url + metadata.permalink}
          repository={(siteConfig.customFields?.repository as string | null | undefined) ?? null}
          email={brand.feedbackEmail}
        />
      )}
      <Footer {...props} />
    </div>
  );
}
