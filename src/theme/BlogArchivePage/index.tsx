import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import PageHeader from '@site/src/components/PageHeader';

import styles from './styles.module.css';

/** Posts by year, newest year first; inside a year the blog's own order (newest first). */
function groupByYear(posts: readonly ArchiveBlogPost[]): [year: string, posts: ArchiveBlogPost[]][] {
  const groups = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    const group = groups.get(year);
    if (group) group.push(post);
    else groups.set(year, [post]);
  }
  return [...groups].sort(([a], [b]) => b.localeCompare(a));
}

/** The posts by year, newest first, each with its date. */
function ArchiveYears({ posts: all }: { posts: readonly ArchiveBlogPost[] }): ReactNode {
  const format = useDateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
  return groupByYear(all).map(([year, posts]) => (
    <section key={year} aria-labelledby={`year-${year}`} className={styles.year}>
      <Heading as="h2" id={`year-${year}`}>
        {year}
      </Heading>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <time dateTime={post.metadata.date.slice(0, 10)} className={styles.date}>
              {format.format(new Date(post.metadata.date))}
            </time>
            <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/**
 * The blog archive, with one h2 per year under the page's h1 (the stock page jumps from h1 to h3, which axe
 * reports as `heading-order`), and each post's date in a `<time>` element.
 */
export default function BlogArchivePage({ archive }: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <PageHeader title={title} lead={description} />
          <ArchiveYears posts={archive.blogPosts} />
        </main>
      </Layout>
    </>
  );
}
