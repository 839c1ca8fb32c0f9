/**
 * The English UI strings a locale must translate, as `docusaurus write-translations` writes them for a locale:
 * code.json (the site's and the theme's <Translate>/translate() ids) and each plugin's files (navbar.json,
 * footer.json, current.json, options.json...).
 *
 * `extractEnglishUi` runs Docusaurus's own `docusaurus write-translations` command for English, with the site's config
 * pointed at a temporary i18n folder (the public `i18n.path` option), and reads what it wrote; the site's files are
 * untouched. `readUiDir` reads a folder laid out like i18n/<locale>/, for fixtures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@docusaurus/types';
import { parseTranslationFile, type UiFiles } from './ui-strings';

/** The site's config, as its config file exports it (an object, or a function returning one). */
async function loadSiteConfig(configFile: string): Promise<Config> {
  const loaded = (await import(pathToFileURL(configFile).href)) as { default: unknown };
  let value = loaded.default;
  // A module compiled to CommonJS can arrive wrapped once more.
  if (value && typeof value === 'object' && 'default' in value) value = (value as { default: unknown }).default;
  return (typeof value === 'function' ? await (value as () => Promise<Config>)() : await value) as Config;
}

/** The English strings, and the site's other locales. */
export async function extractEnglishUi(siteDir: string): Promise<{ files: UiFiles; locales: string[] }> {
  // Loading plugins writes a small file into the generated-files dir: keep it out of the one that
  // `docusaurus start`/`build` use (the name is read once, when @docusaurus/utils first loads).
  process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ??= '.docusaurus-translations';
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  const corePackage = siteRequire.resolve('@docusaurus/core/package.json');
  const { bin } = JSON.parse(fs.readFileSync(corePackage, 'utf8')) as { bin: Record<string, string> };
  const cli = path.join(path.dirname(corePackage), bin.docusaurus ?? 'bin/docusaurus.mjs');
  const siteConfigFile = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs']
    .map((name) => path.join(siteDir, name))
    .find((file) => fs.existsSync(file));
  if (!siteConfigFile) throw new Error(`no docusaurus.config.{ts,js,mjs} in ${siteDir}`);
  const site = await loadSiteConfig(siteConfigFile);
  const defaultLocale = site.i18n?.defaultLocale ?? 'en';
  if (defaultLocale !== 'en') throw new Error(`the default locale is ${defaultLocale}, expected en`);

  // Inside the site, so that the config resolves the presets and plugins from the site's node_modules.
  const cache = path.join(siteDir, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(cache, 'english-ui-'));
  try {
    const configFile = path.join(scratch, 'docusaurus.config.ts');
    fs.writeFileSync(
      configFile,
      `import site from ${JSON.stringify(siteConfigFile)};\n` +
        'export default async () => {\n' +
        '  const config = typeof site === "function" ? await site() : await site;\n' +
        `  return { ...config, i18n: { ...config.i18n, path: ${JSON.stringify(path.join(scratch, 'i18n'))} } };\n` +
        '};\n',
    );
    execFileSync(process.execPath, [cli, 'write-translations', siteDir, '--locale', 'en', '--config', configFile], {
      cwd: siteDir,
      env: process.env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const files = readUiDir(path.join(scratch, 'i18n', 'en'));
    const locales = (site.i18n?.locales ?? []).filter(
      (locale): locale is string => !!locale && locale !== defaultLocale,
    );
    return { files, locales };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Reads every translation file (*.json) of a folder laid out like i18n/<locale>/. */
export function readUiDir(dir: string): UiFiles {
  const files: UiFiles = {};
  const walk = (current: string, prefix: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(current, entry.name), rel);
      else if (entry.name.endsWith('.json'))
        files[rel] = parseTranslationFile(fs.readFileSync(path.join(current, entry.name), 'utf8'));
    }
  };
  walk(dir, '');
  return files;
}
