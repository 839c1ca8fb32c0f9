import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

/**
 * The not-found page. The stock page sets its title beside the Layout, whose own metadata (with no
 * title) then wins and leaves the bare brand; given to the Layout, the page's title (e.g. "Página no
 * encontrada | Brave Ads") holds, on the server render and on client navigation.
 */
export default function NotFound(): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <Layout title={title}>
      <NotFoundContent />
    </Layout>
  );
}
