/**
 * Loader for the browser bundle's copy of the global data (`@generated/globalData`), in the main bundle of every
 * page. The docs plugin's entry lists every doc of every version (id, path, sidebar) for the navbar's doc and
 * version items and the version banner's suggestions. This site's navbar has none of those items (its item map
 * leaves them out: src/theme/NavbarItem/ComponentTypes.tsx) and, with a single plain version, the banner renders
 * nothing (./RenderNothing.js); the plugin applies this loader only then. Each version's list becomes empty; the
 * rest (paths, names, sidebars) stays.
 */
module.exports = function stripGlobalDocsList(source) {
  const data = JSON.parse(source);
  for (const plugin of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of plugin?.versions ?? []) version.docs = [];
  }
  return JSON.stringify(data);
};
