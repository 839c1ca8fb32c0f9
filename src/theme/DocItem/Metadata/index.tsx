import React, { type ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { notCrawled } from '@site/config/indexing';

type Props = WrapperProps<typeof MetadataType>;

/**
 * Docs front matter has no robots setting, so the pages that search engines are asked to skip (the live demos)
 * get their `noindex, nofollow` here, from the same list that keeps them out of the sitemaps and robots.txt.
 * Docusaurus reads the tag into the route's build metadata, which the sitemap and the search index honour too.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const skip = notCrawled.docIdPrefixes.some((prefix) => metadata.id.startsWith(prefix));
  return (
    <>
      <Metadata {...props} />
      {skip && (
        <Head>
          <meta name="robots" content={notCrawled.robots} />
        </Head>
      )}
    </>
  );
}
