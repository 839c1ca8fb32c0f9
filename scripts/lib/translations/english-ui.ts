/**
 * The English UI strings a locale must translate, as `docusaurus write-translations` would write
 * them for a locale: code.json (the site's and the theme's <Translate>/translate() ids) and each
 * plugin's files (navbar.json, footer.json, current.json, options.json...).
 *
 * `extractEnglishUi` computes them in memory with the same Docusaurus functions that
 * write-translations uses (nothing is written; about 3 s). `readUiDir` reads them from a folder laid
 * out like i18n/<locale>/, for fixtures.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as SiteModule from '@docusaurus/core/lib/server/site';
import type * as PluginsInitModule from '@docusaurus/core/lib/server/plugins/init';
import type * as TranslationsModule from '@docusaurus/core/lib/server/translations/translations';
import type * as ExtractorModule from '@docusaurus/core/lib/server/translations/translationsExtractor';
import type * as UtilsModule from '@docusaurus/utils';
import { parseTranslationFile, type TranslationFileContent, type UiFiles } from './ui-strings';

/** Loads a module from the site's own installation (the fixture sites of tests have none). */
function requireFromSite<T>(siteDir: string, request: string): T {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  return siteRequire(siteRequire.resolve(request)) as T;
}

/** The English strings, and the site's other locales. */
export async function extractEnglishUi(siteDir: string): Promise<{ files: UiFiles; locales: string[] }> {
  // Loading plugins writes a small file into the generated-files dir: keep it out of the one that
  // `docusaurus start`/`build` use (the name is read once, when @docusaurus/utils first loads).
  process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ??= '.docusaurus-translations';
  // Internal modules of @docusaurus/core (the ones its write-translations command uses).
  const { loadContext } = requireFromSite<typeof SiteModule>(siteDir, '@docusaurus/core/lib/server/site');
  const { initPlugins } = requireFromSite<typeof PluginsInitModule>(
    siteDir,
    '@docusaurus/core/lib/server/plugins/init',
  );
  const translations = requireFromSite<typeof TranslationsModule>(
    siteDir,
    '@docusaurus/core/lib/server/translations/translations',
  );
  const { extractSiteSourceCodeTranslations } = requireFromSite<typeof ExtractorModule>(
    siteDir,
    '@docusaurus/core/lib/server/translations/translationsExtractor',
  );
  const utils = requireFromSite<typeof UtilsModule>(siteDir, '@docusaurus/utils');

  const context = await loadContext({ siteDir, locale: 'en' });
  const defaultLocale = context.i18n.defaultLocale;
  if (defaultLocale !== 'en') throw new Error(`the default locale is ${defaultLocale}, expected en`);
  const plugins = await initPlugins(context);

  // As write-translations does: theme-common's own strings are extracted too.
  const themeCommonDir = path.dirname(
    createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-common'),
  );
  const extracted = await extractSiteSourceCodeTranslations({
    siteDir,
    plugins,
    extraSourceCodeFilePaths: await utils.globTranslatableSourceFiles([themeCommonDir]),
  });
  const defaultMessages = await translations.loadPluginsDefaultCodeTranslationMessages(plugins);
  const code: TranslationFileContent = translations.applyDefaultCodeTranslations({
    extractedCodeTranslations: extracted,
    defaultCodeMessages: defaultMessages,
  });

  const files: UiFiles = { 'code.json': code };
  for (const plugin of plugins) {
    if (!plugin.getTranslationFiles) continue;
    const content = await plugin.loadContent?.();
    const translationFiles = await plugin.getTranslationFiles({ content });
    const pluginDir = utils.getPluginI18nPath({
      localizationDir: '',
      pluginName: plugin.name,
      pluginId: plugin.options.id,
    });
    for (const file of translationFiles) {
      const rel = path.join(pluginDir, `${file.path}.json`).split(path.sep).join('/').replace(/^\/+/, '');
      files[rel] = file.content;
    }
  }
  return { files, locales: context.i18n.locales.filter((locale) => locale !== defaultLocale) };
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
