import { Suspense, useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import StaticIsland from '@site/src/components/StaticIsland';
import { deferredComponent } from '@site/src/lib/deferredComponent';
import { afterLoadWhenIdle } from '@site/src/lib/afterLoad';
import { markdownTwinPath, MARKDOWN_TWIN_PLUGIN } from './dates';

// The visible signals (./Notes.tsx): their code, dates and notices are not needed to show a served page, whose
// markup is kept (StaticIsland), so they are kept out of every doc page's first load.
const notes = deferredComponent(() => import('./Notes'));

/**
 * The trust signals at the top of a doc (./Notes.tsx): a print-only header, the effective date and binding-English
 * notice of policy pages, on translations the date of the English version they follow. Also names the page's
 * Markdown twin in <head>. After a served page has loaded, the notes' chunk is fetched in an idle moment, so a
 * later client-side navigation shows them with the page.
 */
export default function DocTrust(): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { pathname } = useLocation();
  const twin =
    MARKDOWN_TWIN_PLUGIN in siteMetadata.pluginVersions
      ? markdownTwinPath(metadata.id, pathname, siteConfig.baseUrl)
      : null;

  useEffect(() => afterLoadWhenIdle(() => void notes.preload()), []);

  return (
    <>
      {twin && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twin} />
        </Head>
      )}
      <StaticIsland className="doc-trust">
        <Suspense fallback={null}>
          <notes.Component />
        </Suspense>
      </StaticIsland>
    </>
  );
}
