/**
 * Every place where the site depends on a library's private internals: a file it aliases, a generated file it
 * rewrites, a compiler object it patches, a private field or DOM it reads. One entry per reach. Data only: the check
 * (src/plugins/adapter/check.ts) runs before every build and stops it when an entry's package is missing or out of
 * its range, when its target file is gone, or when the upstream file no longer has the hash recorded here. The
 * plugins take their aliases and loaders from here by id (src/plugins/adapter), and an audit test fails on any alias,
 * loader or deep import this list does not name. `SITE_STOCK=1` builds without the entries marked `stock: 'removed'`;
 * `SITE_ADAPTER_OMIT=id1,id2` builds without the entries named (see OMIT_ENV).
 *
 * After an upgrade: read the upstream change of each entry the check names, adapt or drop our file, then record the
 * new range and hash (`npx tsx scripts/check-internals.ts --print` prints the installed hashes).
 */

/** How the entry reaches in. */
export type InternalKind =
  /** `resolve.alias` of an upstream file (or bare specifier) to our own module. */
  | 'alias'
  /** A loader that rewrites a module (usually a file Docusaurus generates). */
  | 'loader'
  /** A `splitChunks` cache group keyed on internal module paths. */
  | 'split-chunks'
  /** The bundler's configuration or compiler objects, changed or patched. */
  | 'compiler'
  /** The PostCSS plugin list Docusaurus builds, filtered by an internal path. */
  | 'postcss'
  /** An import of a package's file outside its public entry points. */
  | 'import'
  /** Runtime reliance: private fields, bundler runtime functions, another library's DOM or rendering behaviour. */
  | 'runtime';

export interface InternalEntry {
  readonly id: string;
  readonly package: string;
  /** The versions the entry was written for and checked against (semver range). */
  readonly range: string;
  readonly kind: InternalKind;
  /** The file inside the package that is replaced, rewritten or read (relative to the package folder), or, for
   * what has no file, the hook or field. */
  readonly target: string;
  /** Whether `target` is a file of the package (checked to exist and hashed). */
  readonly targetIsFile: boolean;
  /** sha256 of `target` as written for; null when there is no file to hash. */
  readonly sha256: string | null;
  /** For `alias`: the alias key when it is a bare specifier, not the target's resolved path. */
  readonly aliasKey?: string;
  /** For `loader`: our loader file (relative to the site). For `split-chunks`: the cache group's name. For
   * `compiler`: the webpack plugin's class name or the configuration keys set. */
  readonly hook?: string;
  /** Further internal paths of the same package that our files import or match (checked to exist). */
  readonly alsoReads?: readonly string[];
  /** What it buys. Figures live in the bench output (scripts/bench.ts), not here. */
  readonly buys: string;
  /** What breaks or grows without it. */
  readonly without: string;
  /** Set when something other than bytes or time depends on the entry. */
  readonly carriesCorrectness?: string;
  /** Our files that implement it (relative to the site). */
  readonly ours: readonly string[];
  /** `removed`: a stock build (`SITE_STOCK=1`) leaves it out. `kept`: it stays in the stock build (runtime code with
   * a public fallback, or tooling outside the bundle), and the check still covers it there. */
  readonly stock: 'removed' | 'kept';
}

const DOCUSAURUS = '~3.10.2';
const BENCH =
  'measured in bench (scripts/bench.ts, bytes and tbt per page type: home, placement, API, category, blog post, search page, demo page, creative tools)';

export const INTERNALS: readonly InternalEntry[] = [
  {
    id: 'utils-common-index',
    package: '@docusaurus/utils-common',
    range: DOCUSAURUS,
    kind: 'alias',
    target: 'lib/index.js',
    targetIsFile: true,
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
    alsoReads: ['lib/applyTrailingSlash.js', 'lib/stringUtils.js', 'lib/errorUtils.js'],
    buys: `tslib leaves the main bundle of every page; ${BENCH}.`,
    without: 'The CommonJS index and all of tslib load on every page.',
    ours: ['src/plugins/slim-client/utils-common.js', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'core-browser-context',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'alias',
    target: 'lib/client/browserContext.js',
    targetIsFile: true,
    sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    buys: `The "in the browser" flip after hydration renders in a transition instead of one blocking task; ${BENCH}.`,
    without: 'One long task right after hydration on pages whose layout reads useIsBrowser.',
    ours: ['src/plugins/slim-client/browserContext.js', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'theme-common-emoji-utils',
    package: '@docusaurus/theme-common',
    range: DOCUSAURUS,
    kind: 'alias',
    target: 'lib/utils/emojiUtils.js',
    targetIsFile: true,
    sha256: '16bc9e0dec887a1c0c2ee720860384c7a44859f0548e12ab285be4c2b67a3e13',
    buys: `No emoji pattern compiled per card while a category page hydrates; ${BENCH} (category).`,
    without: 'A long task in the hydration of category pages.',
    ours: ['src/plugins/slim-client/emojiUtils.js', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'nprogress',
    package: 'nprogress',
    range: '~0.2.0',
    kind: 'alias',
    target: 'nprogress.js',
    targetIsFile: true,
    sha256: '6b9611076ec2701c0115c4f9105fdfdc4e2fcc8ab21eb491f3bf27b1e358c3ae',
    buys: `The package's spinner, queue and settings parser leave the main bundle; ${BENCH}.`,
    without: 'The nprogress package loads on every page (same bar).',
    ours: ['src/plugins/slim-client/nprogress.js', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'core-client-entry',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'alias',
    target: 'lib/client/clientEntry.js',
    targetIsFile: true,
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    alsoReads: ['lib/client/App.js', 'lib/client/preload.js', 'lib/client/docusaurus.js'],
    buys: `The main chunk is evaluated in steps with yields between them instead of one long task; ${BENCH} (tbt).`,
    without: 'One long evaluation task on every page.',
    ours: ['src/plugins/slim-client/clientEntry.js', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'react-helmet-async',
    package: 'react-helmet-async',
    range: '~1.3.0',
    kind: 'alias',
    target: 'lib/index.module.js',
    targetIsFile: true,
    sha256: 'dd24f7f1c989b2d59ec9ed1ac16a1727d3d134fb480856be78630c6592aeef2c',
    aliasKey: 'react-helmet-async$',
    buys: `The package's server rendering and prop-type checks leave the browser bundle; ${BENCH}.`,
    without: 'The package loads on every page (same head; the server render always uses the package).',
    ours: ['src/plugins/slim-client/helmet.js', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'strip-ssr-template',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'loader',
    // The generator of `@generated/docusaurus.config` (its `export default <JSON>;` shape).
    target: 'lib/server/codegen/codegen.js',
    targetIsFile: true,
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
    hook: 'src/plugins/slim-client/stripSsrTemplate.cjs',
    buys: `The page template and build-only options leave the browser's site config on every page; ${BENCH}.`,
    without: 'The page template (config/ssrTemplate.ts) and plugin options ship in the main bundle.',
    ours: ['src/plugins/slim-client/stripSsrTemplate.cjs', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'strip-doc-descriptions',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'loader',
    // Route props (`<plugin>/<id>/p/*.json`) are written here; the docs plugin fills them.
    target: 'lib/server/codegen/codegenRoutes.js',
    targetIsFile: true,
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    hook: 'src/plugins/slim-client/stripDocDescriptions.cjs',
    buys: `Doc descriptions leave the version data every doc page loads; cards read them from their own file; ${BENCH}.`,
    without: 'Every doc page loads every doc description (the cards still work: they read the separate file).',
    ours: ['src/plugins/slim-client/stripDocDescriptions.cjs', 'src/theme/DocCard/index.tsx'],
    stock: 'removed',
  },
  {
    id: 'strip-translate-descriptions',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'loader',
    target: 'lib/client/exports/Translate.js',
    targetIsFile: true,
    sha256: 'd6c0713611fccc4482591b7ec57eb4c1aa9faba257ea35ce22ab1e404fa9620b',
    hook: 'src/plugins/slim-client/stripTranslateDescriptions.cjs',
    buys: `Translators' notes leave the browser's modules (theme and ours); ${BENCH}.`,
    without: 'Every translate() description ships to the browser.',
    ours: ['src/plugins/slim-client/stripTranslateDescriptions.cjs', 'src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'docs-shared-chunk',
    package: '@docusaurus/theme-common',
    range: DOCUSAURUS,
    kind: 'split-chunks',
    target: 'lib/components/Collapsible/index.js',
    targetIsFile: true,
    sha256: '5332f30187c2f0f1efb9195cdd5226e41c3d8c3b6d294d4370491d0dec854a06',
    hook: 'docsShared',
    // Also matched: @docusaurus/plugin-content-docs/lib/client/ (same release train), @mdx-js/react.
    alsoReads: ['lib/utils/routesUtils.js'],
    buys: `Small modules copied into several chunks of a doc page load once, from one chunk; ${BENCH} (doc pages).`,
    without: 'The docs client utilities, collapsible, MDX provider, StaticIsland and ScrollBox load twice over.',
    ours: ['src/plugins/slim-client/index.ts'],
    stock: 'removed',
  },
  {
    id: 'shared-build-cache',
    package: '@rspack/core',
    range: '~1.7.0',
    kind: 'compiler',
    target: 'experiments.cache',
    targetIsFile: false,
    sha256: null,
    hook: 'cache,experiments.cache',
    buys: 'Build time: locales after the first reuse the modules the first built (bench --only build).',
    without: 'Each locale transforms the same modules again (slower build, same output).',
    ours: ['src/plugins/shared-build-cache/index.ts', 'scripts/build.ts'],
    stock: 'removed',
  },
  {
    id: 'release-compilations',
    package: '@rspack/core',
    range: '~1.7.0',
    kind: 'compiler',
    target: 'Compilation.addRuntimeModule, RuntimeModule.compilation/chunk/chunkGraph',
    targetIsFile: false,
    sha256: null,
    hook: 'ReleaseCompilationsPlugin',
    buys: 'Build memory: a closed compiler is collected, so five locales in one process stay near the peak of one.',
    without: 'Every compiler of the process stays in memory; a five-locale build in one process grows per locale.',
    ours: ['src/plugins/release-compilations/index.ts', 'scripts/build.ts'],
    stock: 'removed',
  },
  {
    id: 'route-scripts',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'compiler',
    // The static site generator reads the client manifest's origins to write a page's scripts.
    target: 'lib/ssg/ssgTemplate.js',
    targetIsFile: true,
    sha256: 'faea0446fa8ceeb559a56b96442636a3052daa2467d6ddc625ad020bc65ac645',
    hook: 'RouteScriptsPlugin',
    alsoReads: ['lib/webpack/client.js', 'lib/server/codegen/codegenRoutes.js'],
    buys: `A page's route chunks are deferred scripts in its HTML, fetched beside main.js; ${BENCH} (tbt).`,
    without: 'main.js inserts a script per route chunk while it evaluates; chunks download after it.',
    ours: ['src/plugins/route-scripts/index.ts', 'src/plugins/route-scripts/manifest.ts'],
    stock: 'removed',
  },
  {
    id: 'prism-include-languages',
    package: '@docusaurus/theme-classic',
    range: DOCUSAURUS,
    kind: 'alias',
    target: 'lib/prism-include-languages.js',
    targetIsFile: true,
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    buys: `Prism leaves the first load of pages without code; CodeBlock loads it on pages with code; ${BENCH}.`,
    without: 'Prism and its extra languages load on every page (code still highlighted).',
    ours: ['src/plugins/code-highlighting/index.ts', 'src/plugins/code-highlighting/empty-client-module.js'],
    stock: 'removed',
  },
  {
    id: 'prism-react-renderer',
    package: 'prism-react-renderer',
    range: '~2.4.1',
    kind: 'alias',
    target: 'dist/index.mjs',
    targetIsFile: true,
    sha256: '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202',
    aliasKey: 'prism-react-renderer$',
    buys: `Grammars and colour themes the site never uses leave the code chunk; ${BENCH} (API page).`,
    without: "The package's 25 grammars and its themes load with code blocks.",
    ours: ['src/plugins/code-highlighting/prism-react-renderer.ts', 'src/plugins/code-highlighting/prism-core.ts'],
    stock: 'removed',
  },
  {
    id: 'desktop-breakpoint-hook',
    package: '@docusaurus/theme-common',
    range: DOCUSAURUS,
    kind: 'alias',
    target: 'lib/hooks/useWindowSize.js',
    targetIsFile: true,
    sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
    buys: "The spec's breakpoint: a 996 px screen gets the desktop layout, in the components as in the CSS.",
    without:
      'The stock breakpoint: 996 px gets the mobile layout (the stock build drops the CSS rewrite too, so ' +
      'components and CSS agree).',
    carriesCorrectness:
      "The spec's breakpoint (desktop from 996 px). No public option sets the breakpoint the theme's components " +
      'read; tests/e2e/chrome.spec.ts checks it and fails on the stock build.',
    ours: ['src/plugins/breakpoint/index.ts', 'src/plugins/breakpoint/useWindowSize.ts'],
    stock: 'removed',
  },
  {
    id: 'translation-groups-main',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'alias',
    // Writes `codeTranslations.json` into the generated folder, which `@generated/codeTranslations` resolves to.
    target: 'lib/server/codegen/codegen.js',
    targetIsFile: true,
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
    aliasKey: '<generatedFilesDir>/codeTranslations.json',
    buys: `The strings of lazily loaded components leave the main bundle; ${BENCH}.`,
    without:
      "Every string of the locale is in the main bundle (the groups' files are still written: they add " +
      'strings that are already there).',
    ours: ['src/plugins/translation-groups/index.ts', 'src/i18n/addTranslationGroup.ts'],
    stock: 'removed',
  },
  {
    id: 'idle-prefetch',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'runtime',
    // Adds `__webpack_require__.gca` (chunk name to file); docusaurus.js defines window.docusaurus.prefetch.
    target: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    targetIsFile: true,
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    alsoReads: ['lib/client/docusaurus.js'],
    buys: `Link prefetches run once per file in idle time, not as a burst inside hydration; ${BENCH} (tbt).`,
    without: "Docusaurus's own prefetch: every chunk of every matched route at once as links scroll into view.",
    ours: ['src/clientModules/idlePrefetch.ts', 'src/lib/idleQueue.ts'],
    stock: 'removed',
  },
  {
    id: 'docsearch-modal-dom',
    package: '@docsearch/react',
    range: '4.7.0',
    kind: 'runtime',
    target: 'DocSearch-* class names and screens of the 4.7 modal',
    targetIsFile: false,
    sha256: null,
    buys:
      'Screens 4.7 lacks or breaks: error screen, suggestions, "no recent searches", live result count, the ' +
      "input's length cap.",
    without: 'Those screens and announcements are missing; the rest of search works.',
    carriesCorrectness:
      'Accessibility of the search modal (the polite result count, the error screen). It stays in the stock build: ' +
      "it reads DocSearch's DOM with guards (an element it cannot find is left alone).",
    ours: [
      'src/theme/SearchBar/ModalAugments.tsx',
      'src/theme/SearchBar/index.tsx',
      'src/theme/SearchBar/modalStyles.ts',
    ],
    stock: 'kept',
  },
  {
    id: 'docsearch-split-css',
    package: '@docsearch/css',
    range: '4.7.0',
    kind: 'import',
    target: 'dist/modal.css',
    targetIsFile: true,
    sha256: 'cf66ed7eb86e62bf94bd56a13553bc91271f5c1a6bdba406f224afbc16b53c09',
    alsoReads: ['dist/_variables.css', 'dist/button.css'],
    buys: `The button's styles load with every page and the modal's only on search intent; ${BENCH} (CSS).`,
    without: 'The whole DocSearch stylesheet (dist/style.css) on every page.',
    ours: ['src/theme/SearchBar/index.tsx', 'src/theme/SearchBar/modalStyles.ts', 'src/plugins/search-index/config.ts'],
    stock: 'kept',
  },
  {
    id: 'minisearch-private-index',
    package: 'minisearch',
    range: '~7.2.0',
    kind: 'runtime',
    target: 'MiniSearch#_index (SearchableMap)',
    targetIsFile: false,
    sha256: null,
    buys:
      'The packed index loads straight into the term index (bench:search, load time), and the German ' +
      'compound split asks the index whether it holds a term.',
    without:
      'Both fall back to public APIs when the field is missing: a slower load (loadJS with objects) and ' +
      'the compound split assumes every part is held.',
    ours: ['src/search/packedIndex.ts', 'src/search/engine.ts'],
    stock: 'kept',
  },
  {
    id: 'static-island-hydration',
    package: 'react-dom',
    range: '>=18.3.1 <19',
    kind: 'runtime',
    target: 'hydration keeps the server DOM under dangerouslySetInnerHTML=""',
    targetIsFile: false,
    sha256: null,
    buys: `Static subtrees cost no hydration work; ${BENCH} (tbt).`,
    without: 'A React that hydrates the content would empty each island (React 19 has to be measured first).',
    carriesCorrectness:
      "The islands' content itself: under a React that applies the empty string while hydrating, the served " +
      'markup of every island would disappear. It stays in the stock build (a component of ours, not a patch).',
    ours: [
      'src/components/StaticIsland/index.tsx',
      'src/components/StaticParts/index.tsx',
      'src/components/CreativeTools/NotificationPreview.tsx',
    ],
    stock: 'kept',
  },
  {
    id: 'core-server-translations',
    package: '@docusaurus/core',
    range: DOCUSAURUS,
    kind: 'import',
    target: 'lib/server/site.js',
    targetIsFile: true,
    sha256: 'bbc2a5b17f1808fd115e9f8b28037f5d126e952adb8f091c11f628ba4d66893f',
    alsoReads: [
      'lib/server/plugins/init.js',
      'lib/server/translations/translations.js',
      'lib/server/translations/translationsExtractor.js',
    ],
    buys: 'The translation check reads the English UI strings as write-translations would, without writing files.',
    without: 'scripts/check-translations.ts cannot compare code.json with the English strings (tooling only).',
    ours: ['scripts/lib/translations/english-ui.ts'],
    stock: 'kept',
  },
  {
    id: 'utils-slugger',
    package: '@docusaurus/utils',
    range: DOCUSAURUS,
    kind: 'import',
    target: 'lib/slugger.js',
    targetIsFile: true,
    sha256: 'e3013290676e81895bcb6fa70498b04038cf9b3fdcdcd5de6940391be2fc94d7',
    buys: "Heading ids as Docusaurus makes them, without loading the package's whole index.",
    without: 'The translation tooling loads all of @docusaurus/utils.',
    ours: ['scripts/lib/translations/markdown.ts'],
    stock: 'kept',
  },
];

export type InternalId = (typeof INTERNALS)[number]['id'];

/** Set for a stock build: no entry marked `removed` is applied. */
export const STOCK_ENV = 'SITE_STOCK';

export function isStockBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[STOCK_ENV] === '1';
}

/**
 * Set to a comma-separated list of entry ids to build without them, everything else
 * as usual (`SITE_ADAPTER_OMIT=nprogress npm run build`): what `npx tsx scripts/bench.ts --only rent` builds to
 * price each entry against the default build. Honoured wherever SITE_STOCK is.
 */
export const OMIT_ENV = 'SITE_ADAPTER_OMIT';

/** The ids SITE_ADAPTER_OMIT names; an unknown name stops the build. */
export function omittedIds(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const names = (env[OMIT_ENV] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return new Set(names.map((name) => internalEntry(name).id));
}

/** Whether a build applies the entry: not in a stock build (unless the entry is kept), not when left out by name. */
export function isApplied(id: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const entry = internalEntry(id);
  if (isStockBuild(env) && entry.stock === 'removed') return false;
  return !omittedIds(env).has(entry.id);
}

export function internalEntry(id: string, entries: readonly InternalEntry[] = INTERNALS): InternalEntry {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`internals: no entry "${id}" in config/internals.ts; register it before using it.`);
  return entry;
}
