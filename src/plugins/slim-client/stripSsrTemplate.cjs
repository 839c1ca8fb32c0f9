/**
 * Loader for the browser bundle's copy of the generated site config (`@generated/docusaurus.config`): removes
 * `ssrTemplate`, the page template (config/ssrTemplate.ts). Only the static site generator reads it, in Node; in
 * the main bundle it was 0.8 KB gzip on every page (issue 13). Docusaurus writes the module as
 * `export default <JSON>;` after a comment; anything else is a change in Docusaurus, reported as an error rather
 * than shipped.
 */
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
  delete config.ssrTemplate;
  return `${source.slice(0, start)}export default ${JSON.stringify(config, null, 2)};\n`;
};
