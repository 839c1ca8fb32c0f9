import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';

const target = '/category/advertiser-policies';

/**
 * `/policies` -> `/category/advertiser-policies` in every locale. The preview server and the host
 * config answer with a 301 first; this page is the fallback for hosts without redirects: a meta
 * refresh (no inline script, so the strict CSP needs no hash) plus a client redirect after
 * hydration, and a plain link for everyone else.
 */
export default function PoliciesRedirect(): ReactNode {
  const url = useBaseUrl(target);
  return (
    <Layout
      title={translate({
        id: 'redirect.policies.title',
        message: 'Advertiser policies',
        description: 'Title of the /policies redirect page',
      })}
      noFooter>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${url}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={url} />
      </Head>
      <Redirect to={url} />
      <main className="container margin-vert--xl">
        <h1>
          <Translate id="redirect.policies.heading" description="Heading of the /policies redirect page">
            Advertiser policies have moved
          </Translate>
        </h1>
        <p>
          <Link to={target}>
            <Translate id="redirect.policies.link" description="Link on the /policies redirect page">
              Go to the advertiser policies
            </Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}
