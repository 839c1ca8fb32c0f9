import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { markdownTwinPath, MARKDOWN_TWIN_PLUGIN } from './dates';
import Notes from './Notes';

/**
 * The trust signals at the top of a doc (./Notes.tsx): a print-only header, the effective date and binding-English
 * notice of policy pages, on translations the date of the English version they follow. Also names the page's
 * Markdown twin in <head>.
 */
export default function DocTrust(): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { pathname } = useLocation();
  const twin =
    MARKDOWN_TWIN_PLUGIN in siteMetadata.pluginVersions
      ? markdownTwinPath(metadata.id, pathname, siteConfig.baseUrl)
      : null;

  return (
    <>
      {twin && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twin} />
        </Head>
      )}
      <div className="doc-trust">
        <Notes />
      </div>
    </>
  );
}
