// @ts-check
'use strict';
/**
 * The English UI strings a locale must translate, as `docusaurus write-translations` would
 * write them for a locale: code.json (the site's and the theme's <Translate>/translate() ids)
 * and each plugin's files (navbar.json, footer.json, current.json, options.json...).
 *
 * `extractEnglishUi` computes them in memory with the same Docusaurus functions that
 * write-translations uses (nothing is written; about 3 s). `readUiDir` reads them from a folder
 * laid out like i18n/<locale>/, for fixtures.
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseTranslationFile } = require('./ui-strings.cjs');

/** @typedef {import('./ui-strings.cjs').UiFiles} UiFiles */
/** @typedef {import('./ui-strings.cjs').TranslationFileContent} TranslationFileContent */

/**
 * Loads a module from the site's own installation (the fixture sites of tests have none).
 * @param {string} siteDir
 * @param {string} request
 * @returns {unknown}
 */
function requireFromSite(siteDir, request) {
  return require(require.resolve(request, { paths: [siteDir] }));
}

/**
 * @param {string} siteDir
 * @returns {Promise<{ files: UiFiles, locales: string[] }>} the English strings, and the
 *   site's other locales
 */
async function extractEnglishUi(siteDir) {
  // Loading plugins writes a small file into the generated-files dir: keep it out of the one that
  // `docusaurus start`/`build` use (the name is read once, when @docusaurus/utils first loads).
  process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ??= '.docusaurus-translations';
  // Internal modules of @docusaurus/core (the ones its write-translations command uses).
  const { loadContext } = /** @type {typeof import('@docusaurus/core/lib/server/site')} */ (
    requireFromSite(siteDir, '@docusaurus/core/lib/server/site')
  );
  const { initPlugins } = /** @type {typeof import('@docusaurus/core/lib/server/plugins/init')} */ (
    requireFromSite(siteDir, '@docusaurus/core/lib/server/plugins/init')
  );
  const translations = /** @type {typeof import('@docusaurus/core/lib/server/translations/translations')} */ (
    requireFromSite(siteDir, '@docusaurus/core/lib/server/translations/translations')
  );
  const { extractSiteSourceCodeTranslations } =
    /** @type {typeof import('@docusaurus/core/lib/server/translations/translationsExtractor')} */ (
      requireFromSite(siteDir, '@docusaurus/core/lib/server/translations/translationsExtractor')
    );
  const utils = /** @type {typeof import('@docusaurus/utils')} */ (requireFromSite(siteDir, '@docusaurus/utils'));

  const context = await loadContext({ siteDir, locale: 'en' });
  const defaultLocale = context.i18n.defaultLocale;
  if (defaultLocale !== 'en') throw new Error(`the default locale is ${defaultLocale}, expected en`);
  const plugins = await initPlugins(context);

  // As write-translations does: theme-common's own strings are extracted too.
  const themeCommonDir = path.dirname(require.resolve('@docusaurus/theme-common', { paths: [siteDir] }));
  const extracted = await extractSiteSourceCodeTranslations({
    siteDir,
    plugins,
    extraSourceCodeFilePaths: await utils.globTranslatableSourceFiles([themeCommonDir]),
  });
  const defaultMessages = await translations.loadPluginsDefaultCodeTranslationMessages(plugins);
  /** @type {TranslationFileContent} */
  const code = translations.applyDefaultCodeTranslations({
    extractedCodeTranslations: extracted,
    defaultCodeMessages: defaultMessages,
  });

  /** @type {UiFiles} */
  const files = { 'code.json': code };
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

/**
 * Reads every translation file (*.json) of a folder laid out like i18n/<locale>/.
 * @param {string} dir
 * @returns {UiFiles}
 */
function readUiDir(dir) {
  /** @type {UiFiles} */
  const files = {};
  /** @param {string} current @param {string} prefix */
  const walk = (current, prefix) => {
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

module.exports = { extractEnglishUi, readUiDir };
