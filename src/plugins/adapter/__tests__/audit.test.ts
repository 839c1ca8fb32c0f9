/**
 * The audit: nothing reaches into a library's internals unless config/internals.ts lists it. The plugins'
 * bundler configuration (aliases, loaders, split chunks, compiler plugins, changed options, PostCSS plugins taken
 * out) is read by calling them with a fake site; the sources are read for deep imports of packages, bundler runtime
 * functions, private fields and DocSearch's DOM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { INTERNALS, type InternalEntry } from '../../../../config/internals';
import { packageDir } from '../check';
import staticPartsPlugin, { PARTS_FILE } from '../../static-parts';
import slimClientPlugin from '../../slim-client';
import codeHighlightingPlugin from '../../code-highlighting';
import breakpointPlugin from '../../breakpoint';
import translationGroupsPlugin from '../../translation-groups';
import routeScriptsPlugin from '../../route-scripts';
import releaseCompilationsPlugin from '../../release-compilations';
import sharedBuildCachePlugin, { CACHE_DIR_ENV } from '../../shared-build-cache';

const root = path.resolve(__dirname, '../../../..');

/** Every plugin factory of src/plugins whose index configures the bundler or PostCSS, by folder. */
const CONFIGURING: Record<string, (context: LoadContext) => Plugin> = {
  'slim-client': slimClientPlugin,
  'code-highlighting': codeHighlightingPlugin,
  breakpoint: breakpointPlugin,
  'translation-groups': translationGroupsPlugin,
  'route-scripts': routeScriptsPlugin,
  'release-compilations': () => releaseCompilationsPlugin(),
  'shared-build-cache': () => sharedBuildCachePlugin(),
  'static-parts': staticPartsPlugin,
};

type Rule = { loader?: string; use?: Array<{ loader?: string }> };
type WebpackResult = {
  resolve?: { alias?: Record<string, string> };
  module?: { rules?: Rule[] };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
  plugins?: object[];
};

/** A fake site: the real node_modules (so upstream paths resolve as in a build), no content, its own generated
 * folder. With no content, every optional entry applies (the prunable admonition, one plain docs version). */
function fakeSite(): { context: LoadContext; cleanup: () => void } {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internals-audit-'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'));
  const generatedFilesDir = path.join(siteDir, '.docusaurus');
  fs.mkdirSync(generatedFilesDir);
  fs.writeFileSync(path.join(generatedFilesDir, 'codeTranslations.json'), '{}');
  const context = { siteDir, generatedFilesDir, siteConfig: { baseUrlIssueBanner: false } } as unknown as LoadContext;
  return { context, cleanup: () => fs.rmSync(siteDir, { recursive: true, force: true }) };
}

/** What the plugins apply, as `kind: key` strings, each with the plugin that applied it. */
async function appliedReaches(context: LoadContext): Promise<Array<{ plugin: string; kind: string; key: string }>> {
  const reaches: Array<{ plugin: string; kind: string; key: string }> = [];
  const saved = process.env[CACHE_DIR_ENV];
  process.env[CACHE_DIR_ENV] = path.join(context.siteDir, 'cache');
  try {
    for (const [name, factory] of Object.entries(CONFIGURING)) {
      const plugin = factory(context);
      const allContent = { 'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs: [] }] } } };
      await plugin.allContentLoaded?.({ allContent, actions: {} } as never);
      for (const isServer of [false, true]) {
        const config: Record<string, unknown> = { plugins: [], module: { rules: [] } };
        const before = JSON.stringify(config);
        const result = (plugin.configureWebpack?.(config as never, isServer, {} as never, undefined as never) ??
          {}) as WebpackResult;
        for (const key of Object.keys(result.resolve?.alias ?? {})) reaches.push({ plugin: name, kind: 'alias', key });
        for (const rule of result.module?.rules ?? []) {
          for (const loader of [rule.loader, ...(rule.use ?? []).map((use) => use.loader)].filter(Boolean)) {
            reaches.push({ plugin: name, kind: 'loader', key: path.relative(context.siteDir, loader as string) });
          }
        }
        for (const key of Object.keys(result.optimization?.splitChunks?.cacheGroups ?? {})) {
          reaches.push({ plugin: name, kind: 'split-chunks', key });
        }
        for (const instance of result.plugins ?? []) {
          reaches.push({ plugin: name, kind: 'compiler', key: instance.constructor.name });
        }
        if (JSON.stringify(config) !== before) {
          const changed = Object.keys(config).filter(
            (key) => JSON.stringify(config[key]) !== JSON.stringify(JSON.parse(before)[key]),
          );
          const experiments = (config.experiments ?? {}) as Record<string, unknown>;
          const keys = changed.flatMap((key) =>
            key === 'experiments' ? Object.keys(experiments).map((sub) => `experiments.${sub}`) : [key],
          );
          reaches.push({ plugin: name, kind: 'compiler', key: keys.sort().join(',') });
        }
      }
      if (plugin.configurePostCss) {
        const stockPlugins = ['/x/node_modules/postcss-preset-env/index.js', '/x/node_modules/autoprefixer/index.js'];
        const options = plugin.configurePostCss({ plugins: [...stockPlugins] } as never) as { plugins: unknown[] };
        for (const removed of stockPlugins.filter((entry) => !options.plugins.includes(entry))) {
          reaches.push({ plugin: name, kind: 'postcss', key: removed.split('/node_modules/')[1].split('/')[0] });
        }
      }
    }
  } finally {
    if (saved === undefined) delete process.env[CACHE_DIR_ENV];
    else process.env[CACHE_DIR_ENV] = saved;
  }
  return reaches;
}

/** The entry that registers a reach, if any. */
function registeredBy(reach: { kind: string; key: string }, context: LoadContext): InternalEntry | undefined {
  return INTERNALS.find((entry) => {
    if (entry.kind !== reach.kind) return false;
    if (reach.kind === 'alias') {
      if (entry.aliasKey) {
        return entry.aliasKey.replace('<generatedFilesDir>', context.generatedFilesDir) === reach.key;
      }
      const dir = packageDir(context.siteDir, entry.package);
      return dir !== null && path.join(dir, entry.target) === reach.key;
    }
    if (reach.kind === 'compiler') return (entry.hook ?? '').split(',').sort().join(',') === reach.key;
    return entry.hook === reach.key;
  });
}

/**
 * Loaders that only ever apply to a file of this site (no library's file, nothing Docusaurus generates), so they
 * reach into no internals: each with its rule's test, which the audit holds to that.
 */
const OWN_LOADERS: Record<string, { test: RegExp; file: string }> = {
  // A page's static parts: src/components/StaticParts/parts.js with the query that carries them.
  'src/plugins/static-parts/partsLoader.cjs': {
    test: PARTS_FILE,
    file: 'src/components/StaticParts/parts.js',
  },
};

describe('internals audit', () => {
  test("a loader of the site's own applies to its file and to no file of a library or of Docusaurus's output", () => {
    const rules = Object.entries(OWN_LOADERS);
    expect(rules.length).toBeGreaterThan(0);
    const upstream = ['@docusaurus', '@mdx-js', 'react-dom'].flatMap((pkg) =>
      (fs.readdirSync(path.join(root, 'node_modules', pkg), { recursive: true }) as string[]).map((file) =>
        path.join(root, 'node_modules', pkg, file),
      ),
    );
    expect(upstream.length).toBeGreaterThan(1000);
    for (const [loader, { test, file }] of rules) {
      expect(fs.existsSync(path.join(root, loader))).toBe(true);
      expect(test.test(path.join(root, file))).toBe(true);
      expect(upstream.filter((candidate) => test.test(candidate))).toEqual([]);
    }
  });

  let site: ReturnType<typeof fakeSite>;
  let reaches: Awaited<ReturnType<typeof appliedReaches>>;
  beforeAll(async () => {
    site = fakeSite();
    reaches = await appliedReaches(site.context);
  }, 60_000);
  afterAll(() => site.cleanup());

  test('every plugin that configures the bundler or PostCSS is audited here', () => {
    const configuring = fs
      .readdirSync(path.join(root, 'src/plugins'))
      .filter((dir) => fs.existsSync(path.join(root, 'src/plugins', dir, 'index.ts')))
      .filter((dir) =>
        /\b(configureWebpack|configurePostCss)\b/.test(
          fs.readFileSync(path.join(root, 'src/plugins', dir, 'index.ts'), 'utf8'),
        ),
      );
    expect(configuring.sort()).toEqual(Object.keys(CONFIGURING).sort());
  });

  test('the audit sees the reaches (it is not reading an empty configuration)', () => {
    expect(reaches.filter((reach) => reach.kind === 'alias').length).toBeGreaterThan(10);
    expect(reaches.filter((reach) => reach.kind === 'loader').length).toBeGreaterThan(2);
  });

  test('every alias, loader, split chunk, compiler change and PostCSS removal is an entry of the manifest', () => {
    const unregistered = reaches
      .filter((reach) => !registeredBy(reach, site.context))
      .filter((reach) => !(reach.kind === 'loader' && reach.key in OWN_LOADERS))
      .map((reach) => `${reach.plugin}: ${reach.kind} ${reach.key}`);
    expect(unregistered).toEqual([]);
  });

  test('every bundler entry of the manifest is applied by a plugin (no stale entries)', () => {
    const applied = new Set(reaches.map((reach) => registeredBy(reach, site.context)?.id));
    const bundlerKinds = new Set(['alias', 'loader', 'split-chunks', 'compiler', 'postcss']);
    const stale = INTERNALS.filter((entry) => bundlerKinds.has(entry.kind) && !applied.has(entry.id)).map((e) => e.id);
    expect(stale).toEqual([]);
  });

  test('an alias or loader the manifest does not list is reported', () => {
    const alias = {
      kind: 'alias',
      key: path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js'),
    };
    expect(registeredBy(alias, site.context)).toBeUndefined();
    expect(registeredBy({ kind: 'loader', key: 'src/plugins/slim-client/other.cjs' }, site.context)).toBeUndefined();
    expect(
      registeredBy({ kind: 'loader', key: 'src/plugins/slim-client/stripDocDescriptions.cjs' }, site.context)?.id,
    ).toBe('strip-doc-descriptions');
  });

  test('every entry names our files, and they exist', () => {
    for (const entry of INTERNALS) {
      expect(entry.ours.length).toBeGreaterThan(0);
      for (const file of entry.ours) expect([entry.id, fs.existsSync(path.join(root, file))]).toEqual([entry.id, true]);
    }
  });
});

/** Our sources: code the build, the browser or the tooling runs (tests and generated bundles left out). */
function sourceFiles(): string[] {
  const files: string[] = [path.join(root, 'docusaurus.config.ts')];
  const walk = (dir: string) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) {
        if (!['node_modules', '__tests__', 'dist', 'fixtures'].includes(item.name)) walk(full);
      } else if (/\.(?:[cm]?[jt]sx?)$/.test(item.name)) files.push(full);
    }
  };
  for (const dir of ['src', 'scripts', 'config', 'mcp/src', 'mcp/scripts']) {
    if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  }
  return files;
}

/** `from '…'`, `import('…')`, `require('…')`, `resolve('…')`: the module specifiers of a source. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\brequire\s*\(\s*|\bresolve\s*\(\s*)['"]([^'"]+)['"]/g;
/** A package's file outside its entry points: `pkg/lib/…`, `@scope/pkg/dist/…`. */
const DEEP = /^((?:@[\w.-]+\/)?[\w.-]+)\/((?:lib|dist|src|cjs|esm|es|umd|build)\/.*)$/;

const withoutExtension = (file: string) => file.replace(/\.(?:[cm]?js|css)$/, '');

describe('internals audit of the sources', () => {
  const files = sourceFiles();
  const ours = (entry: InternalEntry, file: string) => entry.ours.includes(path.relative(root, file));

  /** The deep imports of one source that no entry registers for that file. */
  const unregisteredImports = (file: string, source: string): string[] => {
    const found: string[] = [];
    for (const [, specifier] of source.matchAll(SPECIFIER)) {
      const deep = DEEP.exec(specifier);
      if (!deep || /^(?:\.|@site\/|@theme|@generated\/)/.test(specifier)) continue;
      const [, name, subpath] = deep;
      const registered = INTERNALS.some(
        (entry) =>
          entry.package === name &&
          ours(entry, file) &&
          [entry.target, ...(entry.alsoReads ?? [])].some((p) => withoutExtension(p) === withoutExtension(subpath)),
      );
      if (!registered) found.push(`${path.relative(root, file)}: ${specifier}`);
    }
    return found;
  };

  test('every deep import of a package is an entry that lists the importing file', () => {
    expect(files.flatMap((file) => unregisteredImports(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  test('the scan reports a deep import no entry lists, and one from a file the entry does not name', () => {
    const file = path.join(root, 'src/plugins/slim-client/index.ts');
    expect(unregisteredImports(file, "import x from '@docusaurus/theme-classic/lib/theme/Layout/index.js';")).toEqual([
      'src/plugins/slim-client/index.ts: @docusaurus/theme-classic/lib/theme/Layout/index.js',
    ]);
    const other = path.join(root, 'src/components/Home/index.tsx');
    expect(unregisteredImports(other, "const m = require('@docusaurus/core/lib/client/App');")).toHaveLength(1);
    expect(unregisteredImports(file, "import React from 'react'; import x from './utils-common.js';")).toEqual([]);
  });

  test.each([
    ['bundler runtime functions', /__webpack_require__/],
    ['private fields', /as unknown as \{\s*_[a-zA-Z]/],
    ["DocSearch's DOM", /querySelector(?:All)?(?:<[^>]+>)?\(\s*['"`][^'"`]*\.DocSearch-/],
  ])('every use of %s in the site code is in a file an entry lists', (_what, pattern) => {
    // The site's own code; the bench and the tests drive the built pages from outside.
    const unregistered = files
      .filter((file) => path.relative(root, file).startsWith(`src${path.sep}`))
      .filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))
      .filter((file) => !INTERNALS.some((entry) => ours(entry, file)))
      .map((file) => path.relative(root, file));
    expect(unregistered).toEqual([]);
  });
});
