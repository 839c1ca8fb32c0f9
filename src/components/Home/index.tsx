import type { ReactNode } from 'react';
import Parts from './Parts';

/**
 * The start of the home page (the intro doc, `<Home />` at the top of its MDX): a heading and lead, the search
 * field, task cards, popular answers and the latest "What's new" post, then the introduction.
 *
 * The page keeps one h1, the document's title, which the docs theme renders above this: it names the page in the
 * tab, in search results, in the breadcrumbs and in the Markdown copy (whose first line is that `# title`, and
 * which must stay the introduction alone). The home tools are a section under it with an h2 of their own, marked
 * `data-search-exclude`, so neither the search index nor the Markdown copy reads them.
 */
export default function Home(): ReactNode {
  return (
    <section aria-labelledby="home-title" data-search-exclude="">
      <Parts />
    </section>
  );
}
