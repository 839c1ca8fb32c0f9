/**
 * Every place where the site still depends on something a library does not promise: a file it aliases, a private
 * field or DOM it reads, a file it imports outside the package's entry points. One entry per reach, at most five.
 * Everything else goes through public APIs (plugin lifecycles, `configureWebpack`'s public options, client modules,
 * wrapped swizzles).
 *
 * Data only. Each entry states its contract: the behaviour it relies on, which src/plugins/build/internals/check.ts
 * tests against the installed packages. A version outside `range` is only noted; a broken contract names the entry.
 * `docusaurus start` warns, `npm run build` warns, CI (`CI=true`) fails. `SITE_STOCK=1` builds without the entries
 * marked `stock: 'removed'`; `SITE_ADAPTER_OMIT=id1,id2` builds without the entries named (the rent bench).
 */

/** How the entry reaches in. */
export type InternalKind =
  /** `resolve.alias` of an upstream file to our own module. */
  | 'alias'
  /** An import of a package's file outside its public entry points. */
  | 'import'
  /** Runtime reliance: a private field, another library's DOM. */
  | 'runtime';

/** What the entry relies on, as something a check can test. */
export type InternalContract =
  /** A module of the package still exports these names. */
  | { readonly kind: 'exports'; readonly file: string; readonly names: readonly string[] }
  /** A file of the package still holds these strings (class names, media queries, selectors). */
  | { readonly kind: 'contains'; readonly file: string; readonly strings: readonly string[] }
  /** A named probe of the check (src/plugins/build/internals/check.ts) that exercises the behaviour at run time. */
  | { readonly kind: 'probe'; readonly probe: 'minisearch-term-index' };

export interface InternalEntry {
  readonly id: string;
  readonly package: string;
  /** The versions the entry was last verified against (semver range): outside it, the check notes it and tests. */
  readonly range: string;
  readonly kind: InternalKind;
  /** The file inside the package that is replaced or read (relative to the package folder), or the field or DOM. */
  readonly target: string;
  /** What the entry relies on; every contract must hold. */
  readonly contracts: readonly InternalContract[];
  /** What it buys. Figures live in the bench output (`npx tsx scripts/bench.ts --only rent`), not here. */
  readonly buys: string;
  /** What happens without it: never a wrong page, at worst a plainer or slower one. */
  readonly without: string;
  /** Our files that implement it (relative to the site). */
  readonly ours: readonly string[];
  /** `removed`: a stock build (`SITE_STOCK=1`) leaves it out. `kept`: tooling or runtime code with a public fallback. */
  readonly stock: 'removed' | 'kept';
}

export const INTERNALS: readonly InternalEntry[] = [
  {
    id: 'desktop-breakpoint-hook',
    package: '@docusaurus/theme-common',
    range: '^3.10.0',
    kind: 'alias',
    target: 'lib/hooks/useWindowSize.js',
    contracts: [
      // The hook the theme's components call, and the breakpoint it compares with (`>`: 996 px is the phone).
      { kind: 'contains', file: 'lib/hooks/useWindowSize.js', strings: ['export function useWindowSize', '= 996;'] },
      { kind: 'contains', file: '../../infima/dist/css/default/default.css', strings: ['(max-width: 996px)'] },
    ],
    buys:
      "The spec's breakpoint: a screen of exactly 996 px gets the desktop layout, in the components as in the CSS " +
      '(the public PostCSS hook moves the media queries; no public option moves the hook the components read).',
    without: 'The stock breakpoint: at exactly 996 px the phone layout, one pixel wider than the spec says.',
    ours: ['src/plugins/build/breakpoint/index.ts', 'src/plugins/build/breakpoint/useWindowSize.ts'],
    stock: 'removed',
  },
  {
    id: 'prism-client-module',
    package: '@docusaurus/theme-classic',
    range: '^3.10.0',
    kind: 'alias',
    target: 'lib/prism-include-languages.js',
    contracts: [
      // The theme registers the module on every page, and the module is what brings Prism into the main bundle.
      { kind: 'contains', file: 'lib/index.js', strings: ["'./prism-include-languages'"] },
      {
        kind: 'contains',
        file: 'lib/prism-include-languages.js',
        strings: ["from 'prism-react-renderer'", 'prismIncludeLanguages(Prism)'],
      },
    ],
    buys:
      'No page loads or runs Prism: code is highlighted at build time (src/plugins/markdown/code-blocks), and the ' +
      "theme's module would still bring Prism into every page's first load (figures: the bench, --only rent).",
    without: "Prism in every page's first load, unused: the same code blocks, a heavier and slower start.",
    ours: ['src/plugins/build/prism/index.ts', 'src/plugins/build/prism/noClientModule.ts'],
    stock: 'removed',
  },
  {
    id: 'docsearch-modal-dom',
    package: '@docsearch/react',
    range: '^4.7.0',
    kind: 'runtime',
    target: 'DocSearch-* class names of the modal',
    contracts: [
      {
        kind: 'contains',
        file: 'dist/esm/DocSearchModal.js',
        strings: [
          'DocSearch-Modal',
          'DocSearch-SearchBar',
          'DocSearch-Input',
          'DocSearch-Dropdown',
          'DocSearch-Footer',
          'DocSearch-Help',
          'DocSearch-Title',
          'DocSearch-NoResults',
          'DocSearch-Prefill',
          'DocSearch-ErrorScreen',
        ],
      },
    ],
    buys:
      "Screens DocSearch 4 lacks or breaks: the error screen, suggestions, 'no recent searches', the live result " +
      "count, the input's length cap (src/theme/SearchBar/ModalAugments.tsx).",
    without:
      'Each augment looks its element up and leaves the modal alone when it is missing: search works, with the stock ' +
      'screens (no error screen, no polite result count): the contract test says which class went, in CI.',
    ours: ['src/theme/SearchBar/ModalAugments.tsx', 'src/theme/SearchBar/modalStyles.ts'],
    stock: 'kept',
  },
  {
    id: 'docsearch-split-css',
    package: '@docsearch/css',
    range: '^4.7.0',
    kind: 'import',
    target: 'dist/modal.css',
    contracts: [
      { kind: 'contains', file: 'dist/modal.css', strings: ['.DocSearch-Modal', '.DocSearch-Container'] },
      { kind: 'contains', file: 'dist/button.css', strings: ['.DocSearch-Button'] },
      { kind: 'contains', file: 'dist/_variables.css', strings: ['--docsearch-primary-color'] },
    ],
    buys: "The button's styles load with every page and the modal's only on search intent.",
    without: 'The whole DocSearch stylesheet (dist/style.css) would have to load with every page.',
    ours: [
      'src/theme/SearchBar/index.tsx',
      'src/theme/SearchBar/modalStyles.ts',
      'src/plugins/content/search-index/config.ts',
    ],
    stock: 'kept',
  },
  {
    id: 'minisearch-private-index',
    package: 'minisearch',
    range: '^7.2.0',
    kind: 'runtime',
    target: 'MiniSearch#_index (SearchableMap)',
    contracts: [{ kind: 'probe', probe: 'minisearch-term-index' }],
    buys: 'The packed index loads straight into the term index (bench:search, load time).',
    without: 'A slower load of the same index: loadJS with objects (the tests compare both).',
    // The check's probe of the field is listed too (src/plugins/build/internals/check.ts).
    ours: ['src/search/packedIndex.ts', 'src/plugins/build/internals/check.ts'],
    stock: 'kept',
  },
];

export type InternalId = (typeof INTERNALS)[number]['id'];

/** The most entries the manifest may hold (a test holds it). */
export const MAX_INTERNALS = 5;

/** Set for a stock build: no entry marked `removed` is applied. */
export const STOCK_ENV = 'SITE_STOCK';

export function isStockBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[STOCK_ENV] === '1';
}

/**
 * Set to a comma-separated list of entry ids to build without them, everything else as usual
 * (`SITE_ADAPTER_OMIT=desktop-breakpoint-hook npm run build`): what the rent bench builds to price each entry.
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
