import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentFeatures, type ContentFeatures } from './contentFeatures';
import { ADMONITION_TYPES, admonitionTypesOf, type AdmonitionType } from './admonitionTypes';
import { internalEntry, isApplied, isStockBuild } from '../../../config/internals';
import { internalFile, internalHook } from '../adapter/check';

/**
 * Trims what every page loads and what runs right after hydration (the browser flag of ./browserContext.js is set
 * in a transition). `@docusaurus/utils-common` is CommonJS whose index uses tslib's `__importDefault`,
 * which brings the whole of tslib into the main bundle; the bundle is pointed at ./utils-common.js,
 * which re-exports the same functions from the package's files. The category cards' `extractLeadingEmoji` of
 * `@docusaurus/theme-common` is pointed at ./emojiUtils.js, which answers the same without compiling an emoji
 * pattern per card (a long task in a category page's hydration). The browser's copy of
 * the site config leaves out the page template and build options (./stripSsrTemplate.cjs), and its route
 * registry the module paths only the generator reads (./stripRegistryNames.cjs), and its docs' version data the
 * descriptions only category cards show (./stripDocDescriptions.cjs); with a single plain docs version, its global
 * data no list of every doc (./stripGlobalDocsList.cjs). The browser entry is ./clientEntry.js,
 * which evaluates the main chunk in steps instead of one long task. The route-change progress bar is ./nprogress.js
 * instead of the `nprogress` package. Components that would render nothing on this site are ./RenderNothing.js: the base
 * URL banner with `baseUrlIssueBanner: false`; the docs' version banner and badge when the docs have one version
 * with neither (./contentFeatures.ts); the unlisted and draft banners when no doc, post or page is either; the
 * danger admonition when no page of any locale uses it (./admonitionTypes.ts). Their strings leave
 * the browser's main strings (./dropStrings.cjs). The browser's `react-helmet-async` is ./helmet.js (the
 * server keeps the package).
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

/** The types left out when unused. Note, tip, info and warning stay: the legacy aliases (secondary, important,
 * success) are drawn with them. Caution is not worth an alias (bench --only rent, notes/adapter-rent.md). */
const PRUNABLE_ADMONITIONS: readonly AdmonitionType[] = ['danger'];

const IMPORTS_ADMONITION = /from\s+['"]@theme(-original)?\/Admonition['"/]/;

/** The Markdown and MDX files of every locale's docs, blog and pages (partials included), and the site's code. */
async function usedAdmonitionTypes(siteDir: string): Promise<Set<AdmonitionType>> {
  const entries = await Promise.all(
    ['docs', 'blog', 'src', 'i18n'].map(async (dir) =>
      (await fs.readdir(path.join(siteDir, dir), { recursive: true }).catch(() => [] as string[])).map((file) =>
        path.join(siteDir, dir, file),
      ),
    ),
  );
  const files = entries.flat();
  // A component of the site's own that renders admonitions could use any type.
  for (const file of files.filter((f) => /\.(tsx?|jsx?)$/.test(f) && !f.includes('__tests__'))) {
    if (IMPORTS_ADMONITION.test(await fs.readFile(file, 'utf8'))) return new Set(ADMONITION_TYPES);
  }
  return admonitionTypesOf(
    files.filter((file) => /\.mdx?$/.test(file)),
    PRUNABLE_ADMONITIONS,
  );
}

/**
 * The scan reads every locale's files, so its answer is the same for each locale: a build of several locales in one
 * process (scripts/build.ts) scans once, not once per locale (each scan runs remark on every file). Docusaurus
 * loads a plugin's module afresh for each locale, so the answer is kept on the process's global object.
 */
const SCANS = Symbol.for('brave-ads.slim-client.admonitionScans');

function usedAdmonitionTypesOnce(siteDir: string): Promise<Set<AdmonitionType>> {
  const global = globalThis as typeof globalThis & { [SCANS]?: Map<string, Promise<Set<AdmonitionType>>> };
  const admonitionScans = (global[SCANS] ??= new Map());
  let scan = admonitionScans.get(siteDir);
  if (!scan) {
    scan = usedAdmonitionTypes(siteDir);
    admonitionScans.set(siteDir, scan);
  }
  return scan;
}

/** Types none of the content uses; with nothing known yet, none. */
function unusedAdmonitionTypes(used: Set<AdmonitionType> | null): AdmonitionType[] {
  return used === null ? [] : PRUNABLE_ADMONITIONS.filter((type) => !used.has(type));
}

export default function slimClientPlugin(context: LoadContext): Plugin {
  const { siteDir } = context;
  // Every upstream file and loader comes from the internals manifest (config/internals.ts), by id; an entry this
  // build does not apply (SITE_STOCK=1, SITE_ADAPTER_OMIT) is left out here, and nothing else changes.
  const on = (id: string) => isApplied(id);
  const upstream = (id: string) => internalFile(siteDir, id);
  const loader = (id: string) => internalHook(siteDir, id);
  /** A file of this plugin's folder. */
  const own = (file: string) => path.join(siteDir, 'src/plugins/slim-client', file);
  let features: ContentFeatures | null = null;
  let admonitions: Set<AdmonitionType> | null = null;
  const configureWebpack: NonNullable<Plugin['configureWebpack']> = (_config, isServer) => {
    // Components that render nothing on this site, and the strings only they show.
    const pruned = [
      {
        when: context.siteConfig.baseUrlIssueBanner === false,
        ids: ['render-nothing-base-url-banner'],
        strings: [],
      },
      {
        when: features?.singlePlainDocsVersion,
        ids: ['render-nothing-doc-version-banner'],
        strings: ['theme.docs.versions.'],
      },
      {
        when: features?.singlePlainDocsVersion,
        ids: ['render-nothing-doc-version-badge'],
        strings: ['theme.docs.versionBadge.'],
      },
      {
        when: features?.noUnlistedOrDraft,
        ids: ['render-nothing-content-visibility'],
        strings: ['theme.contentVisibility.'],
      },
      ...unusedAdmonitionTypes(admonitions).map((type) => ({
        when: true,
        ids: [`render-nothing-admonition-${type}`],
        strings: [`theme.admonition.${type}`],
      })),
    ].filter((entry) => entry.when && entry.ids.every(on));
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
      on('strip-global-docs-list') &&
        features?.singlePlainDocsVersion && {
          test: /globalData\.json$/,
          include: [context.generatedFilesDir],
          use: [{ loader: loader('strip-global-docs-list') }],
        },
      on('drop-pruned-strings') && {
        test: /[\\/]translation-groups[\\/]main\.json$/,
        include: [context.generatedFilesDir],
        use: [
          {
            loader: loader('drop-pruned-strings'),
            options: { prefixes: pruned.flatMap((entry) => entry.strings) },
          },
        ],
      },
      // Translators' notes leave the browser's modules (./stripTranslateDescriptions.cjs).
      on('strip-translate-descriptions') && {
        test: /\.(?:[cm]?[jt]sx?|mdx?)$/,
        include: [path.join(context.siteDir, 'src'), /[\\/]node_modules[\\/]@docusaurus[\\/]/],
        enforce: 'post' as const,
        use: [{ loader: loader('strip-translate-descriptions') }],
      },
      on('strip-registry-names') && {
        test: /registry\.js$/,
        include: [context.generatedFilesDir],
        use: [{ loader: loader('strip-registry-names') }],
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
      ...pruned.flatMap((entry) => entry.ids.map((id) => [upstream(id), own('RenderNothing.js')] as [string, string])),
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
      features = contentFeatures(allContent);
      admonitions = await usedAdmonitionTypesOnce(context.siteDir);
      const file = path.join(context.generatedFilesDir, 'slim-client', 'doc-descriptions.json');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, JSON.stringify(features.docDescriptions));
    },
    // A stock build (SITE_STOCK=1) keeps the descriptions' file for the cards and changes nothing of the bundle.
    ...(isStockBuild() ? {} : { configureWebpack }),
  };
}
