/**
 * Loader for the browser bundle's copy of the generated site config (`@generated/docusaurus.config`): removes
 * what only Node reads. `ssrTemplate`, the page template (config/ssrTemplate.ts), is for the static site
 * generator; the plugin and preset options, client module paths, broken-link policies and static folders are for
 * the build. Every page loads the module, and no browser code reads them: theme and page code uses `url`,
 * `baseUrl`, `trailingSlash`, `title`, `favicon`, `noIndex`, `future`, `customFields` and `themeConfig`.
 * Docusaurus writes the module as `export default <JSON>;` after a comment; anything else is a change in
 * Docusaurus, reported as an error rather than shipped.
 */
const SERVER_ONLY = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'headTags',
  'scripts',
  'stylesheets',
];

module.exports = function stripSsrTemplate(source) {
  const start = source.indexOf('export default ');
  const json = start < 0 ? null : source.slice(start + 'export default '.length).replace(/;\s*$/, '');
  let config;
  try {
    config = json === null ? null : JSON.parse(json);
  } catch {
    config = null;
  }
  if (config === null || typeof config !== 'object') {
    throw new Error('slim-client: the generated site config is no longer `export default <JSON>;`');
  }
  for (const key of SERVER_ONLY) delete config[key];
  return `${source.slice(0, start)}export default ${JSON.stringify(config, null, 2)};\n`;
};
