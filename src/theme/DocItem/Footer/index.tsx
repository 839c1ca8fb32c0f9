import React, { Suspense, useEffect, type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import StaticIsland from '@site/src/components/StaticIsland';
import { deferredComponent } from '@site/src/lib/deferredComponent';
import { afterLoadWhenIdle } from '@site/src/lib/afterLoad';

type Props = WrapperProps<typeof FooterType>;

// The question's code and English texts are not needed to show a served page, whose markup the island keeps: its
// own chunk, fetched in an idle moment after load for a later client-side navigation (as DocTrust's notes).
const feedback = deferredComponent(() => import('@site/src/components/DocFeedback'));

/**
 * The stock "Last updated" date is a `<time itemprop="dateModified">`, but docs pages give it no item to belong
 * to, which is invalid microdata (the Nu HTML Checker rejects it on every doc). The doc footer is the page's
 * item: a schema.org WebPage whose dateModified the date is.
 *
 * Its tags, edit link and date never change after the server rendered them: kept as served on hydration (see
 * StaticIsland). The stock date builds an `Intl.DateTimeFormat`, whose first use loads the locale's calendar
 * data, a large share of the placement page's hydration task (npm run bench measures it).
 *
 * Above them, "Did this page answer your question?" (DocFeedback: radio buttons and CSS, so the island keeps it
 * working). Not on the home page, which is a starting point rather than an answer, nor on the demos, which are
 * full-screen emulated new tab pages (noindex) with no reading to judge.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const asked = metadata.slug !== '/' && !metadata.id.startsWith('demos/');
  useEffect(() => (asked ? afterLoadWhenIdle(() => void feedback.preload()) : undefined), [asked]);
  return (
    <StaticIsland attributes={{ itemScope: 'itemscope', itemType: 'https://schema.org/WebPage' }}>
      {asked && (
        <Suspense fallback={null}>
          <feedback.Component
            title={metadata.title}
            url={siteConfig.url + metadata.permalink}
            repository={(siteConfig.customFields?.repository as string | null | undefined) ?? null}
          />
        </Suspense>
      )}
      <Footer {...props} />
    </StaticIsland>
  );
}
