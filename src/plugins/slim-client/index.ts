import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentFeatures } from './contentFeatures';
import { internalEntry, isApplied, isStockBuild } from '../../../config/internals';
import { internalFile, internalHook } from '../adapter/check';

/**
 * Trims what every page loads and what runs right after hydration (the browser flag of ./browserContext.js is set
 * in a transition). `@docusaurus/utils-common` is CommonJS whose index uses tslib's `__importDefault`,
 * which brings the whole of tslib into the main bundle; the bundle is pointed at ./utils-common.js,
 * which re-exports the same functions from the package's files. The category cards' `extractLeadingEmoji` of
 * `@docusaurus/theme-common` is pointed at ./emojiUtils.js, which answers the same without compiling an emoji
 * pattern per card (a long task in a category page's hydration). The browser's copy of
 * the site config leaves out the page template and build options (./stripSsrTemplate.cjs), and its docs' version
 * data the descriptions only category cards show (./stripDocDescriptions.cjs). The browser entry is ./clientEntry.js,
 * which evaluates the main chunk in steps instead of one long task. The route-change progress bar is ./nprogress.js
 * instead of the `nprogress` package. The browser's `react-helmet-async` is ./helmet.js (the server keeps the
 * package). Each of these pays its way in bytes or blocking time (bench --only rent, notes/adapter-rent.md); what
 * saved less than the rule asks was removed.
 */
const DOCS_SHARED = new RegExp(
  [
    '@docusaurus/plugin-content-docs/lib/client/',
    '@docusaurus/theme-common/lib/components/Collapsible/',
    '@docusaurus/theme-common/lib/utils/routesUtils',
    '@mdx-js/react/',
    'src/components/(StaticIsland|ScrollBox)/',
  ]
    .map((part) => part.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

export default function slimClientPlugin(context: LoadContext): Plugin {
  const { siteDir } = context;
  // Every upstream file and loader comes from the internals manifest (config/internals.ts), by id; an entry this
  // build does not apply (SITE_STOCK=1, SITE_ADAPTER_OMIT) is left out here, and nothing else changes.
  const on = (id: string) => isApplied(id);
  const upstream = (id: string) => internalFile(siteDir, id);
  const loader = (id: string) => internalHook(siteDir, id);
  /** A file of this plugin's folder. */
  const own = (file: string) => path.join(siteDir, 'src/plugins/slim-client', file);
  const configureWebpack: NonNullable<Plugin['configureWebpack']> = (_config, isServer) => {
    const rules = [
      // The page template is for the static site generator only (./stripSsrTemplate.cjs).
      on('strip-ssr-template') && {
        test: /docusaurus\.config\.mjs$/,
        include: [context.generatedFilesDir],
        use: [{ loader: loader('strip-ssr-template') }],
      },
      on('strip-doc-descriptions') && {
        test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
        include: [context.generatedFilesDir],
        use: [{ loader: loader('strip-doc-descriptions') }],
      },
      // Translators' notes leave the browser's modules (./stripTranslateDescriptions.cjs).
      on('strip-translate-descriptions') && {
        test: /\.(?:[cm]?[jt]sx?|mdx?)$/,
        include: [path.join(context.siteDir, 'src'), /[\\/]node_modules[\\/]@docusaurus[\\/]/],
        enforce: 'post' as const,
        use: [{ loader: loader('strip-translate-descriptions') }],
      },
    ].filter((rule) => !!rule);
    const aliases: Array<[string, string]> = [
      ...(on('utils-common-index')
        ? [[upstream('utils-common-index'), own('utils-common.js')] as [string, string]]
        : []),
      ...(on('core-browser-context')
        ? [[upstream('core-browser-context'), own('browserContext.js')] as [string, string]]
        : []),
      ...(on('theme-common-emoji-utils')
        ? [[upstream('theme-common-emoji-utils'), own('emojiUtils.js')] as [string, string]]
        : []),
      ...(on('nprogress') ? [[upstream('nprogress'), own('nprogress.js')] as [string, string]] : []),
      ...(!isServer && on('core-client-entry')
        ? [[upstream('core-client-entry'), own('clientEntry.js')] as [string, string]]
        : []),
      ...(!isServer && on('react-helmet-async')
        ? [[internalEntry('react-helmet-async').aliasKey ?? '', own('helmet.js')] as [string, string]]
        : []),
    ];
    return {
      module: isServer || rules.length === 0 ? undefined : { rules },
      // Small modules that several chunks of a doc page share were copied into each (under the bundler's size
      // threshold for a chunk of their own): the docs client utilities, the collapsible, route helpers, the MDX
      // provider, StaticIsland and ScrollBox, loaded twice over. They go to one chunk that doc pages load.
      optimization:
        isServer || !on('docs-shared-chunk')
          ? undefined
          : {
              splitChunks: {
                cacheGroups: {
                  [internalEntry('docs-shared-chunk').hook ?? '']: {
                    test: DOCS_SHARED,
                    name: 'docs-shared',
                    chunks: 'async',
                    enforce: true,
                    priority: 30,
                  },
                },
              },
            },
      resolve: aliases.length === 0 ? undefined : { alias: Object.fromEntries(aliases) },
    };
  };
  return {
    name: 'slim-client',
    // The docs' descriptions, for the category cards (./stripDocDescriptions.cjs, src/theme/DocCard).
    async allContentLoaded({ allContent }) {
      const features = contentFeatures(allContent);
      const file = path.join(context.generatedFilesDir, 'slim-client', 'doc-descriptions.json');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, JSON.stringify(features.docDescriptions));
    },
    // A stock build (SITE_STOCK=1) keeps the descriptions' file for the cards and changes nothing of the bundle.
    ...(isStockBuild() ? {} : { configureWebpack }),
  };
}
