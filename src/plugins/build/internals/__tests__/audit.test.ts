/**
 * The audit: nothing reaches into a library's internals unless config/internals.ts lists it. The bundler
 * configuration of every plugin (aliases, loaders, split chunks, compiler plugins, changed options, PostCSS plugins
 * taken out) is read by calling it with a fake site; the sources are read for deep imports of packages, bundler
 * runtime functions, private fields and DocSearch's DOM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { INTERNALS, type InternalEntry } from '../../../../../config/internals';
import { packageDir } from '../check';
import breakpointPlugin from '../../breakpoint';
import prismPlugin from '../../prism';

const root = path.resolve(__dirname, '../../../../..');
const pluginsDir = path.join(root, 'src/plugins');

/** Every plugin factory of src/plugins whose index configures the bundler or PostCSS, by folder. */
const CONFIGURING: Record<string, (context: LoadContext) => Plugin> = {
  'build/breakpoint': breakpointPlugin,
  'build/prism': prismPlugin,
};

/** The plugin folders of src/plugins: `<role>/<plugin>`. */
function pluginFolders(): string[] {
  return fs
    .readdirSync(pluginsDir, { withFileTypes: true })
    .filter((role) => role.isDirectory())
    .flatMap((role) =>
      fs
        .readdirSync(path.join(pluginsDir, role.name), { withFileTypes: true })
        .filter((plugin) => plugin.isDirectory())
        .map((plugin) => `${role.name}/${plugin.name}`),
    );
}

type Rule = { loader?: string; use?: Array<{ loader?: string }> };
type WebpackResult = {
  resolve?: { alias?: Record<string, string> };
  module?: { rules?: Rule[] };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
  plugins?: object[];
};
type Reach = { plugin: string; kind: string; key: string };

/** What the plugins apply, as `kind: key`, each with the plugin that applied it. */
async function appliedReaches(context: LoadContext): Promise<Reach[]> {
  const reaches: Reach[] = [];
  for (const [name, factory] of Object.entries(CONFIGURING)) {
    const plugin = factory(context);
    for (const isServer of [false, true]) {
      const config: Record<string, unknown> = { plugins: [], module: { rules: [] } };
      const before = JSON.stringify(config);
      const result = (plugin.configureWebpack?.(config as never, isServer, {} as never, undefined as never) ??
        {}) as WebpackResult;
      for (const key of Object.keys(result.resolve?.alias ?? {})) reaches.push({ plugin: name, kind: 'alias', key });
      for (const rule of result.module?.rules ?? []) {
        for (const loader of [rule.loader, ...(rule.use ?? []).map((use) => use.loader)].filter(Boolean)) {
          reaches.push({ plugin: name, kind: 'loader', key: String(loader) });
        }
      }
      for (const key of Object.keys(result.optimization?.splitChunks?.cacheGroups ?? {})) {
        reaches.push({ plugin: name, kind: 'split-chunks', key });
      }
      for (const instance of result.plugins ?? []) {
        reaches.push({ plugin: name, kind: 'compiler', key: instance.constructor.name });
      }
      if (JSON.stringify(config) !== before) reaches.push({ plugin: name, kind: 'compiler', key: 'changed options' });
    }
    if (plugin.configurePostCss) {
      const stockPlugins = ['/x/node_modules/postcss-preset-env/index.js', '/x/node_modules/autoprefixer/index.js'];
      const options = plugin.configurePostCss({ plugins: [...stockPlugins] } as never) as { plugins: unknown[] };
      for (const removed of stockPlugins.filter((entry) => !options.plugins.includes(entry))) {
        reaches.push({ plugin: name, kind: 'postcss', key: removed });
      }
    }
  }
  return reaches;
}

/** The entry that registers a reach, if any: an alias of an entry's target file. */
function registeredBy(reach: Reach, context: LoadContext): InternalEntry | undefined {
  if (reach.kind !== 'alias') return undefined;
  return INTERNALS.find((entry) => {
    const dir = packageDir(context.siteDir, entry.package);
    return entry.kind === 'alias' && dir !== null && path.join(dir, entry.target) === reach.key;
  });
}

describe('internals audit of the plugins', () => {
  const context = {
    siteDir: root,
    generatedFilesDir: path.join(os.tmpdir(), 'internals-audit'),
  } as unknown as LoadContext;
  let reaches: Reach[];
  beforeAll(async () => {
    reaches = await appliedReaches(context);
  });

  test('every plugin that configures the bundler or PostCSS is audited here', () => {
    const configuring = pluginFolders().filter((folder) => {
      const index = path.join(pluginsDir, folder, 'index.ts');
      return fs.existsSync(index) && /\b(configureWebpack|configurePostCss)\b/.test(fs.readFileSync(index, 'utf8'));
    });
    expect(configuring.sort()).toEqual(Object.keys(CONFIGURING).sort());
  });

  test('the audit sees the reaches (it is not reading an empty configuration)', () => {
    expect(reaches.filter((reach) => reach.kind === 'alias').length).toBeGreaterThan(0);
  });

  test('every alias, loader, split chunk, compiler change and PostCSS removal is an entry of the manifest', () => {
    const unregistered = reaches
      .filter((reach) => !registeredBy(reach, context))
      .map((reach) => `${reach.plugin}: ${reach.kind} ${reach.key}`);
    expect(unregistered).toEqual([]);
  });

  test('an alias the manifest does not list is reported', () => {
    const alias = {
      plugin: 'x',
      kind: 'alias',
      key: path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js'),
    };
    expect(registeredBy(alias, context)).toBeUndefined();
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
  /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\brequire\s*\(\s*|\bresolve\s*\(\s*|requireFromSite<[^>]+>\(\s*siteDir,\s*)['"]([^'"]+)['"]/g;
/** A package's file outside its entry points: `pkg/lib/…`, `@scope/pkg/dist/…`. */
const DEEP = /^((?:@[\w.-]+\/)?[\w.-]+)\/((?:lib|dist|src|cjs|esm|es|umd|build)\/.*)$/;

const withoutExtension = (file: string) => file.replace(/\.(?:[cm]?js|css|d\.ts)$/, '');

/** The files of a package an entry reaches: its target and its contracts' files. */
const reachedFiles = (entry: InternalEntry): string[] => [
  entry.target,
  ...entry.contracts.flatMap((contract) => ('file' in contract ? [contract.file] : [])),
];

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
          reachedFiles(entry).some((p) => withoutExtension(p) === withoutExtension(subpath)),
      );
      if (!registered) found.push(`${path.relative(root, file)}: ${specifier}`);
    }
    return found;
  };

  test('every deep import of a package is an entry that lists the importing file', () => {
    expect(files.flatMap((file) => unregisteredImports(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  test('the scan reports a deep import no entry lists, and one from a file the entry does not name', () => {
    const file = path.join(root, 'src/components/Home/index.tsx');
    expect(unregisteredImports(file, "import x from '@docusaurus/theme-classic/lib/theme/Layout/index.js';")).toEqual([
      'src/components/Home/index.tsx: @docusaurus/theme-classic/lib/theme/Layout/index.js',
    ]);
    expect(unregisteredImports(file, "const m = require('@docusaurus/core/lib/server/site');")).toHaveLength(1);
    const plugin = path.join(root, 'src/plugins/build/prism/index.ts');
    expect(
      unregisteredImports(plugin, "import x from '@docusaurus/theme-classic/lib/prism-include-languages.js';"),
    ).toEqual([]);
  });

  test.each([
    ['bundler runtime functions', /__webpack_require__/],
    ['private fields', /as unknown as \{\s*_[a-zA-Z]/],
    ["DocSearch's DOM", /querySelector(?:All)?(?:<[^>]+>)?\(\s*['"`][^'"`]*\.DocSearch-/],
    ['markup React does not render', /dangerouslySetInnerHTML=\{\{\s*__html:\s*''/],
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
