import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

/**
 * The not-found page. The stock page puts its metadata before the Layout, whose site-wide metadata
 * then wins and leaves the bare brand as the title; inside the Layout the page's own title (e.g.
 * "Página no encontrada | Brave Ads") holds, on the server render and on client navigation.
 */
export default function NotFound(): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <Layout>
      <PageMetadata title={title} />
      <NotFoundContent />
    </Layout>
  );
}
