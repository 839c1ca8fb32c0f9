/**
 * Loader for the browser bundle's copy of the generated route registry (`@generated/registry`). Each entry is
 * `[loader, "module path", require.resolveWeak("module path")]`; the path in the middle is for react-loadable's
 * `modules` option, which only the static site generator reads (to list a page's chunks). In the browser it was a
 * string per route module of every page, in the main bundle: it becomes `0`. A registry in
 * another shape is a change in Docusaurus, reported as an error rather than shipped.
 */
const ENTRY = /(\[\(\) => import\([^)]*\)), ("(?:[^"\\]|\\.)*"), (require\.resolveWeak\(\2\)\])/g;

module.exports = function stripRegistryNames(source) {
  const entries = (source.match(/^ {2}"[^"]+": \[/gm) ?? []).length;
  let stripped = 0;
  const out = source.replace(ENTRY, (_match, loader, _name, weak) => {
    stripped += 1;
    return `${loader}, 0, ${weak}`;
  });
  if (stripped !== entries) {
    throw new Error(
      `slim-client: ${entries - stripped} of ${entries} entries of the generated registry are no longer ` +
        '`[() => import(...), "path", require.resolveWeak("path")]`',
    );
  }
  return out;
};
