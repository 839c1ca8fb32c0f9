import type { Config, LoadContext, Plugin } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { brand } from './config/brand';
import { blogEditUrl, docsEditUrl, repositorySlug } from './scripts/lib/edit-links';
import { i18n } from './config/locales';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { announcementBar } from './config/announcement';
import { codeFrameTheme } from './config/prism';
import { llmsOptions } from './config/llms';
import { isApplied } from './config/internals';
import internalsPlugin from './src/plugins/build/internals';
import cspPlugin from './src/plugins/build/csp';
import searchEarlyPlugin from './src/plugins/build/search-early';
import translationStatusPlugin from './src/plugins/content/translation-status';
import sitemapPlugin from './src/plugins/content/sitemap';
import breakpointPlugin from './src/plugins/build/breakpoint';
import prismPlugin from './src/plugins/build/prism';
import searchIndexPlugin from './src/plugins/content/search-index';
import { searchCustomFields, searchIndexPluginOptions } from './src/plugins/content/search-index/config';
import llmsPlugin from './src/plugins/content/llms';
import latestPostPlugin from './src/plugins/content/latest-post';
import remarkTableCards from './src/plugins/markdown/table-cards';
import rehypeCodeBlocks from './src/plugins/markdown/code-blocks';
import remarkThemedIllustrations from './src/plugins/markdown/themed-illustrations';
import { vcs } from './src/plugins/content/vcs';
import { version as docusaurusVersion } from '@docusaurus/core/package.json';
import remarkAnswerFirst from './src/plugins/markdown/answer-first';
import { answerFirstSectionIds } from './config/answer-first';
import remarkCollapsibleSections from './src/plugins/markdown/collapsible-sections';
import { longPageDocIds } from './config/long-pages';
import { parseFrontMatterWithHyphens } from './src/lib/hyphenate';

// An entry of the internals manifest (config/internals.ts) applies unless the build leaves it out: a stock build
// (SITE_STOCK=1) or the rent bench (SITE_ADAPTER_OMIT).
const ifApplied = <T>(id: string, ...items: T[]): T[] => (isApplied(id) ? items : []);

// Assembly: the values of config/ handed to the plugins of src/plugins. See README.md for the layout.
const config: Config = {
  title: brand.adBrand,
  tagline: '',
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // The site is always served at its base URL: no banner for a misconfigured host, one inline script fewer.
  baseUrlIssueBanner: false,
  organizationName: brand.organizationName,
  projectName: brand.projectName,

  future: {
    v4: {
      // Docusaurus 4 makes this the only behaviour and no longer accepts the flag (npm run check:next).
      ...(Number(docusaurusVersion.split('.')[0]) < 4 ? { removeLegacyPostBuildHeadAttribute: true } : {}),
      useCssCascadeLayers: true,
      // The spec keeps colour mode under `theme` and the bar under `docusaurus.announcement.*`.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Opt-in (DOCUSAURUS_PERSISTENT_CACHE=1): parallel isolated builds must not share a cache.
      rspackPersistentCache: process.env.DOCUSAURUS_PERSISTENT_CACHE === '1',
      ssgWorkerThreads: true,
      gitEagerVcs: false,
    },
    // Git dates for "Last updated", read once for the whole repository; no git, no history: no date, no failure.
    experimental_vcs: vcs,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md is CommonMark (HTML comments, no JSX); .mdx is MDX (imports, components).
    format: 'detect',
    // Writers' habits keep working in .md and .mdx alike: <!-- comments -->, `:::note Title`, `## Heading {#id}`.
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // Soft hyphens in docs' long title words, for phone-width headings and previous/next cards.
    parseFrontMatter: parseFrontMatterWithHyphens(__dirname),
  },

  i18n,

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Wide tables become cards on phones (src/plugins/markdown/table-cards); a placement's key numbers open its
          // page (src/plugins/markdown/answer-first); long pages fold their later sections on phones
          // (src/plugins/markdown/collapsible-sections); code blocks are highlighted when the page is built
          // (src/plugins/markdown/code-blocks).
          remarkPlugins: [
            remarkTableCards,
            [remarkAnswerFirst, { sectionIds: answerFirstSectionIds }],
            [remarkCollapsibleSections, { docIds: longPageDocIds }],
          ],
          rehypePlugins: [rehypeCodeBlocks],
          // Illustrations with a dark twin show it in dark mode (src/plugins/markdown/themed-illustrations).
          beforeDefaultRemarkPlugins: [remarkThemedIllustrations],
          breadcrumbs: true,
          // Trust signals: the git date of every doc, and a link to its file in our repository (on translations,
          // the translation's own file: "Suggest a better translation"); no link while none is configured.
          showLastUpdateTime: true,
          editUrl: docsEditUrl(brand.repository),
        },
        blog: {
          routeBasePath: 'blog',
          blogTitle: "What's new",
          blogDescription: 'Dated changes to Brave Ads products, reporting and advertiser policies.',
          blogSidebarTitle: 'Recent posts',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          editUrl: blogEditUrl(brand.repository),
          remarkPlugins: [remarkTableCards],
          rehypePlugins: [rehypeCodeBlocks],
          feedOptions: {
            type: ['rss', 'atom'],
            title: "Brave Ads: what's new",
            description: 'Dated changes to Brave Ads products, reporting and advertiser policies.',
            copyright: `© ${brand.copyrightYear} ${brand.company}`,
            xslt: false,
          },
        },
        // Code blocks are highlighted when the page is built (src/plugins/markdown/code-blocks).
        pages: { rehypePlugins: [rehypeCodeBlocks] },
        theme: { customCss: ['./src/css/custom.css', './src/css/print.css'] },
        // Our own sitemap plugin (src/plugins/content/sitemap) adds hreflang alternates for the five editions.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  // Before the app renders its routes: the client router matches the exact case, as the server does.
  // A fragment the router cannot decode is made decodable before the router reads it.
  clientModules: [
    './src/clientModules/caseSensitiveRoutes.ts',
    './src/clientModules/decodableHash.ts',
    // Before hydration: a search shortcut or tap on the search button is kept for the search bar.
    './src/clientModules/searchIntent.ts',
  ],

  plugins: [
    // First: it tests the internals manifest's contracts before anything else runs.
    internalsPlugin,
    // Plugins whose options only the build reads are called with them here: the site config, plugin options included,
    // goes into every page's first-load script, and these options are large.
    (context: LoadContext) => searchIndexPlugin(context, searchIndexPluginOptions),
    // A search shortcut pressed before the page's scripts have run is kept (with searchIntent.ts below).
    searchEarlyPlugin,
    // Typed with its own content type; the plugin list wants Plugin<unknown>.
    (context: LoadContext) => translationStatusPlugin(context) as Plugin,
    sitemapPlugin,
    ...ifApplied('desktop-breakpoint-hook', breakpointPlugin),
    ...ifApplied('prism-client-module', prismPlugin),
    // The newest "What's new" post for the home page (src/components/Home).
    latestPostPlugin,
    // Markdown of every doc page, llms.txt and llms-full.txt, read from the built HTML like the search index.
    (context: LoadContext) => llmsPlugin(context, llmsOptions),
    // Last: it rewrites the HTML of every page once the other plugins have rendered it.
    cspPlugin,
  ],

  customFields: {
    search: searchCustomFields,
    // `owner/name` of our repository for the feedback box's suggestion link, or null: no such link.
    repository: repositorySlug(brand.repository),
  },

  themeConfig: {
    image: 'img/social-card.jpg',
    metadata: [{ name: 'keywords', content: 'Brave Ads, advertising, new tab takeover, search ads, Ads Manager' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    navbar,
    footer,
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    // The code block's frame reads only the plain colours in the browser; the build colours the tokens from
    // codeTheme itself (src/plugins/markdown/code-blocks), so its styles stay out of every page's script.
    prism: {
      theme: codeFrameTheme,
      darkTheme: codeFrameTheme,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
