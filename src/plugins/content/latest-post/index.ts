import type { Plugin } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

/** The newest listed post of the locale's blog ("What's new"), or null when it has none. */
export type LatestPost = { readonly title: string; readonly date: string; readonly permalink: string } | null;

/** Where the home page reads it: `@generated/<plugin name>/<plugin id>/<file>` (createData). */
export const LATEST_POST_FILE = 'latest-post.json';

/** The newest post that is neither unlisted nor a draft; ISO date, so the page formats it for its locale. */
export function latestPost(content: BlogContent | undefined): LatestPost {
  const posts = (content?.blogPosts ?? []).filter((post) => !post.metadata.unlisted);
  const newest = posts.reduce<(typeof posts)[number] | undefined>(
    (best, post) => (!best || new Date(post.metadata.date) > new Date(best.metadata.date) ? post : best),
    undefined,
  );
  if (!newest) return null;
  const { title, date, permalink } = newest.metadata;
  return { title, date: new Date(date).toISOString(), permalink };
}

/**
 * Hands the home page the newest "What's new" post of the locale being built: its title, date and URL, from the
 * blog plugin's loaded content (the public `allContentLoaded` lifecycle), so a new post updates the home page with
 * the next build. A data file, not global data: only the home page's own chunk imports it, so no other page
 * carries it.
 */
export default function latestPostPlugin(): Plugin {
  return {
    name: 'latest-post',
    async allContentLoaded({ allContent, actions }) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      await actions.createData(LATEST_POST_FILE, JSON.stringify(latestPost(blog)));
    },
  };
}
