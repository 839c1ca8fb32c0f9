import { Suspense, type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { DocsSidebarProvider, useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type { Props } from '@theme/DocRoot';
import { deferredComponent } from '@site/src/lib/deferredComponent';

// Only a path with no doc behind it renders the not-found content: its chunk is loaded then, not with every doc
// page.
const notFound = deferredComponent(() => import('@theme/NotFound/Content'));
if (typeof document === 'undefined') {
  // The server has it long before it renders a page, so it renders the content without a Suspense boundary.
  void notFound.preload();
} else if (document.querySelector('main[data-not-found]')) {
  // A served not-found page must hydrate without a boundary too, so the content's chunk has to be there first. The
  // module waits for it at its top level: Docusaurus's client entry (stock or ours) awaits the route's modules
  // before it hydrates, and an import() of this module settles only once this await has. Without it a late chunk
  // made React find a boundary the served HTML lacks (errors 418 and 423) and render the page anew.
  await notFound.preload();
}

/**
 * The stock docs root: a doc in the docs layout with its sidebar, or, for a path under the docs with no doc, the
 * not-found content alone (no second layout). The not-found content comes from its own chunk, which a served
 * not-found page loads before it hydrates.
 */
export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // A Suspense boundary is only for a client-side navigation that has to wait for the chunk. In a served page
    // React would hydrate the boundary last, at idle priority, and an urgent update reaching it first (a store
    // subscription, an input event) made React throw the served markup away and render it anew (error #421).
    if (notFound.loaded()) return <notFound.Component />;
    return (
      <Suspense fallback={null}>
        <notFound.Component />
      </Suspense>
    );
  }
  const { docElement, sidebarName, sidebarItems } = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
