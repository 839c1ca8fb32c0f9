/**
 * Makes the npm package of the MCP server from a production build of the site: the server and every library it
 * uses in one file (esbuild, so the package installs with no dependencies and runs offline), and a copy of the
 * files it reads from each locale (search index, llms.txt, Markdown pages), in the build's layout. Run after every
 * build (the root package's `postbuild`), so the package always matches the site.
 *
 *   npx tsx mcp/scripts/bundle.ts [--build build] [--out mcp]
 *
 * `--build` defaults to $BUILD_DIR or `build`. A build without every locale is left alone (with a warning). `--out` is the package folder (default `mcp`): the bundle goes to
 * `<out>/dist`; any other folder also gets package.json and README.md, ready for `npm pack`.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { build, type Metafile } from 'esbuild';

import { localeConfigs } from '../../config/locales';
import { SEARCH_FILES_DIR } from '../../src/search/files';
import { LOCALES, loadSite, localeDir } from '../src/site';

const root = path.resolve(__dirname, '../..');
const mcpDir = path.join(root, 'mcp');

export interface LocaleSize {
  locale: string;
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface BundleResult {
  serverBytes: number;
  locales: LocaleSize[];
}

function copy(from: string, to: string): number {
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  return statSync(to).size;
}

/** Package name -> its folder, for every node_modules package the bundle took code from. */
function bundledPackages(metafile: Metafile): Map<string, string> {
  const packages = new Map<string, string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.set(match[2], path.join(root, match[1], match[2]));
  }
  return packages;
}

/** The licence of every bundled library, as their licences ask when the code is redistributed. */
function thirdPartyNotices(metafile: Metafile): string {
  const sections: string[] = [
    '# Third-party software in dist/server.js',
    '',
    'The server bundles these libraries. Their licences follow.',
  ];
  for (const [name, dir] of [...bundledPackages(metafile)].sort(([a], [b]) => a.localeCompare(b))) {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
      license?: string;
    };
    const licenseFile = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'LICENCE'].find((file) =>
      existsSync(path.join(dir, file)),
    );
    const text = licenseFile ? readFileSync(path.join(dir, licenseFile), 'utf8').trim() : `License: ${pkg.license}`;
    sections.push('', `## ${name} ${pkg.version} (${pkg.license ?? 'see below'})`, '', '```text', text, '```');
  }
  return `${sections.join('\n')}\n`;
}

export async function bundle(buildDir: string, outDir: string): Promise<BundleResult> {
  const site = await loadSite(buildDir);
  const dist = path.join(outDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const siteOut = path.join(dist, 'site');
  const locales: LocaleSize[] = [];
  for (const locale of LOCALES) {
    const from = localeDir(buildDir, locale);
    const to = path.join(siteOut, localeConfigs[locale].baseUrl);
    const manifest = JSON.parse(readFileSync(path.join(from, SEARCH_FILES_DIR, 'manifest.json'), 'utf8')) as {
      index: string;
    };
    const files = [
      path.join(SEARCH_FILES_DIR, 'manifest.json'),
      path.join(SEARCH_FILES_DIR, manifest.index),
      'llms.txt',
      ...(site.locales.get(locale)?.pages.map((page) => page.file) ?? []),
    ];
    let bytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      bytes += copy(path.join(from, file), path.join(to, file));
      gzipBytes += gzipSync(readFileSync(path.join(to, file))).length;
    }
    locales.push({ locale, files: files.length, bytes, gzipBytes });
  }
  const server = path.join(dist, 'server.js');
  const result = await build({
    entryPoints: [path.join(mcpDir, 'src/cli.ts')],
    outfile: server,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    banner: { js: '#!/usr/bin/env node' },
    // The hosted search client (src/search/backend.ts imports it on demand) is never created here.
    external: ['algoliasearch', 'algoliasearch/*'],
    legalComments: 'none',
    minify: true,
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
  });
  chmodSync(server, 0o755);
  writeFileSync(path.join(dist, 'THIRD-PARTY-LICENSES.md'), thirdPartyNotices(result.metafile));
  if (path.resolve(outDir) !== mcpDir) {
    for (const file of ['package.json', 'README.md']) copyFileSync(path.join(mcpDir, file), path.join(outDir, file));
  }
  return { serverBytes: statSync(server).size, locales };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: process.env.BUILD_DIR || 'build' },
      out: { type: 'string', default: mcpDir },
    },
    strict: true,
  });
  const buildDir = path.resolve(root, values.build);
  const outDir = path.resolve(root, values.out);
  // A build of some locales only (`docusaurus build --locale es`) cannot make the package: say so, fail nothing.
  const missing = LOCALES.filter(
    (locale) => !existsSync(path.join(localeDir(buildDir, locale), SEARCH_FILES_DIR, 'manifest.json')),
  );
  if (missing.length > 0 && missing.length < LOCALES.length) {
    console.warn(`MCP package not made: the build in ${buildDir} has no ${missing.join(', ')} edition.`);
    return;
  }
  const { serverBytes, locales } = await bundle(buildDir, outDir);
  const sizes = locales.map(
    (size) => `${size.locale} ${kb(size.bytes)} (${kb(size.gzipBytes)} gzip, ${size.files} files)`,
  );
  console.log(
    `MCP package in ${path.relative(root, outDir) || '.'}/dist: server.js ${kb(serverBytes)}; ${sizes.join('; ')}.`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
