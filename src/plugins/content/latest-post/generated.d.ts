/** The newest "What's new" post of the locale, written by src/plugins/content/latest-post. */
declare module '@generated/latest-post/default/latest-post.json' {
  const post: { readonly title: string; readonly date: string; readonly permalink: string } | null;
  export default post;
}
