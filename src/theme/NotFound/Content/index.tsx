import React, { useEffect, type ReactNode } from 'react';
import routes from '@generated/routes';
import { useHistory, useLocation } from '@docusaurus/router';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { canonicalPath, type RouteLike } from '@site/src/lib/routes';
import SearchField from '@site/src/components/SearchField';

/**
 * A wrong-case path of a real page (`/es/campaign-performance/api`) goes to the page, as the preview server and
 * nginx answer it with a 301. Hosts that cannot redirect by case (Cloudflare's `_redirects`) serve the not-found
 * page; the case-sensitive client router renders this same page (so hydration matches), and this replaces the URL.
 */
function useCanonicalCase(): void {
  const { pathname, search, hash } = useLocation();
  const history = useHistory();
  useEffect(() => {
    const target = canonicalPath(pathname, routes as RouteLike[]);
    if (target !== null) history.replace(`${target}${search}${hash}`);
  }, [pathname, search, hash, history]);
}

/**
 * Wraps the stock text of the not-found page with ways forward: a search field (it opens the search window),
 * the home page, the search page and the getting-started guide, so a broken link is not a dead end. It also names the page in the
 * title ("Página no encontrada | Brave Ads"): unknown paths under the docs (served at the root) are
 * rendered by DocRoot with this component alone, inside a layout that sets only the brand.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  useCanonicalCase();
  return (
    <main className={clsx('container margin-vert--xl', className)} data-not-found="">
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is
              broken.
            </Translate>
          </p>
          <SearchField />
          <ul>
            <li>
              <Link to="/">
                <Translate id="notFound.links.home" description="404 page: link to the home page">
                  Go to the help center home page
                </Translate>
              </Link>
            </li>
            <li>
              <Link to="/search">
                <Translate id="notFound.links.search" description="404 page: link to the search page">
                  Search the documentation
                </Translate>
              </Link>
            </li>
            <li>
              <Link to="/getting-started/create-account">
                <Translate id="notFound.links.gettingStarted" description="404 page: link to the first guide">
                  Start with creating an account
                </Translate>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
