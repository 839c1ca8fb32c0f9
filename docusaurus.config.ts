import type { Config, LoadContext, Plugin } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { brand } from './config/brand';
import { editionBaseUrl, i18n } from './config/locales';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { announcementBar } from './config/announcement';
import { additionalLanguages, codeTheme } from './config/prism';
import { llmsOptions } from './config/llms';
import { isApplied, isStockBuild } from './config/internals';
import adapterPlugin from './src/plugins/adapter';
import cspPlugin from './src/plugins/csp';
import translationStatusPlugin from './src/plugins/translation-status';
import sitemapPlugin from './src/plugins/sitemap';
import codeHighlightingPlugin from './src/plugins/code-highlighting';
import breakpointPlugin from './src/plugins/breakpoint';
import releaseCompilationsPlugin from './src/plugins/release-compilations';
import sharedBuildCachePlugin from './src/plugins/shared-build-cache';
import translationGroupsPlugin from './src/plugins/translation-groups';
import slimClientPlugin from './src/plugins/slim-client';
import routeScriptsPlugin from './src/plugins/route-scripts';
import { SSR_TEMPLATE } from './config/ssrTemplate';
import searchIndexPlugin from './src/plugins/search-index';
import { searchCustomFields, searchIndexPluginOptions } from './src/plugins/search-index/config';
import llmsPlugin from './src/plugins/llms';
import latestPostPlugin from './src/plugins/latest-post';
import remarkTableCards from './src/plugins/table-cards';
import remarkThemedIllustrations from './src/plugins/themed-illustrations';
import staticPartsPlugin from './src/plugins/static-parts';
import rehypeStaticParts from './src/plugins/static-parts/rehype';
import { vcs } from './src/plugins/vcs';
import { parseFrontMatterWithHyphens } from './src/lib/hyphenate';

// A stock build (SITE_STOCK=1) applies no entry of the internals manifest (config/internals.ts): the plugins and
// client modules that exist only to reach into a library's internals are left out, the others apply none of theirs.
const unlessStock = <T>(...items: T[]): T[] => (isStockBuild() ? [] : items);
// The same for one entry, which SITE_ADAPTER_OMIT also leaves out (the rent bench, scripts/bench.ts --only rent).
const ifApplied = <T>(id: string, ...items: T[]): T[] => (isApplied(id) ? items : []);

// Assembly: the values of config/ handed to the plugins of src/plugins. See README.md for the layout.
const config: Config = {
  title: brand.adBrand,
  tagline: '',
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // Scripts start after the first full frame (config/ssrTemplate.ts). Docusaurus's base-URL banner would read
  // that as a failed load: it checks for the client on DOMContentLoaded, which now comes before the scripts run.
  ssrTemplate: SSR_TEMPLATE,
  baseUrlIssueBanner: false,
  organizationName: brand.organizationName,
  projectName: brand.projectName,

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
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
  onBrokenAnchors: 'warn',
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
          // Wide tables become cards on phones (src/plugins/table-cards).
          remarkPlugins: [remarkTableCards],
          // Paragraphs, lists and tables leave the page's chunk for one of their own (src/plugins/static-parts).
          rehypePlugins: [[rehypeStaticParts, { baseUrlOf: editionBaseUrl }]],
          // Illustrations with a dark twin show it in dark mode (src/plugins/themed-illustrations).
          beforeDefaultRemarkPlugins: [remarkThemedIllustrations],
          breadcrumbs: true,
          // Trust signals: the git date of every doc, and a link to its file in the repository
          // (on translations, the translation's own file: "Suggest a better translation").
          showLastUpdateTime: true,
          editUrl: brand.editUrl,
          editLocalizedFiles: true,
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
          remarkPlugins: [remarkTableCards],
          feedOptions: {
            type: ['rss', 'atom'],
            title: "Brave Ads: what's new",
            description: 'Dated changes to Brave Ads products, reporting and advertiser policies.',
            copyright: `© ${brand.copyrightYear} ${brand.company}`,
            xslt: false,
          },
        },
        pages: {},
        theme: { customCss: ['./src/css/custom.css', './src/css/print.css'] },
        // Our own sitemap plugin (src/plugins/sitemap) adds hreflang alternates for the five editions.
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
    ...ifApplied('idle-prefetch', './src/clientModules/idlePrefetch.ts'),
  ],

  plugins: [
    // First: it checks the internals manifest before anything else runs.
    adapterPlugin,
    [searchIndexPlugin, searchIndexPluginOptions],
    // Typed with its own content type; the plugin list wants Plugin<unknown>.
    (context: LoadContext) => translationStatusPlugin(context) as Plugin,
    sitemapPlugin,
    ...unlessStock(codeHighlightingPlugin),
    ...ifApplied('desktop-breakpoint-hook', breakpointPlugin),
    ...ifApplied('shared-build-cache', sharedBuildCachePlugin),
    // A closed compiler's memory goes back: five locales in one process stay near the peak of one.
    ...ifApplied('release-compilations', releaseCompilationsPlugin),
    // UI strings of lazily loaded components leave the main bundle (config/translation-groups.ts).
    translationGroupsPlugin,
    slimClientPlugin,
    // The modules of docs' static parts (src/plugins/static-parts).
    staticPartsPlugin,
    ...ifApplied('route-scripts', routeScriptsPlugin),
    // The newest "What's new" post for the home page (src/components/Home).
    latestPostPlugin,
    // Markdown of every doc page, llms.txt and llms-full.txt, read from the built HTML like the search index.
    [llmsPlugin, llmsOptions],
    // Last: it rewrites the HTML of every page once the other plugins have rendered it.
    cspPlugin,
  ],

  customFields: {
    search: searchCustomFields,
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
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
