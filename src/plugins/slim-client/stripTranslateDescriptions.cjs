/**
 * Post-loader for the browser's modules, run on the JavaScript the SWC loader made of them: drops the `description`
 * of every `translate({ id, message, description })` call and `<Translate description="...">` element. A
 * description is a note for translators: `docusaurus write-translations` reads it from the sources, and neither
 * `translate` nor `<Translate>` reads it at run time. Docusaurus's theme and this site's components carried them
 * on every page, and demo pages more.
 *
 * Only calls through the bindings imported from `@docusaurus/Translate` are touched, read with acorn: JSX is by then
 * a call with the component first (`jsx(Translate, { ... })`). A module the parser cannot read is left as it is.
 */
const acorn = require('acorn');

const SOURCE = '@docusaurus/Translate';

/** Local names of `translate` and of the `Translate` component imported in a module. */
function translateBindings(program) {
  const calls = new Set();
  const components = new Set();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== SOURCE) continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') components.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && importedName(specifier) === 'translate') {
        calls.add(specifier.local.name);
      }
    }
  }
  return { calls, components };
}

function importedName(specifier) {
  return specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
}

/** Every node under `node`, depth first. */
function* nodes(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) yield* nodes(child);
    else if (value && typeof value === 'object' && typeof value.type === 'string') yield* nodes(value);
  }
}

/** A `description` property whose value is text (nothing that could run is dropped). */
function isDescription(property) {
  if (property.type !== 'Property' || property.computed) return false;
  const { key, value } = property;
  const named = (key.type === 'Identifier' && key.name === 'description') || key.value === 'description';
  const text =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions.length === 0);
  return named && text;
}

/** The object of a call that holds the translator's note: `translate({...})` or `jsx(Translate, {...})`. */
function optionsOf(call, { calls, components }) {
  const [first, second] = call.arguments;
  if (call.callee.type === 'Identifier' && calls.has(call.callee.name)) {
    return first?.type === 'ObjectExpression' ? first : undefined;
  }
  if (first?.type === 'Identifier' && components.has(first.name) && second?.type === 'ObjectExpression') {
    return second;
  }
  return undefined;
}

/** The source without the description properties. */
function stripTranslateDescriptions(source) {
  if (!source.includes(SOURCE) || !source.includes('description')) return source;
  let program;
  try {
    program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return source;
  }
  const bindings = translateBindings(program);
  if (bindings.calls.size === 0 && bindings.components.size === 0) return source;
  const cuts = [];
  for (const node of nodes(program)) {
    if (node.type !== 'CallExpression') continue;
    const options = optionsOf(node, bindings);
    if (!options) continue;
    options.properties.forEach((property, i) => {
      if (!isDescription(property)) return;
      // With the comma after it, or, last in the object, the comma before it.
      const comma = /^\s*,\s*/.exec(source.slice(property.end));
      if (comma) cuts.push([property.start, property.end + comma[0].length]);
      else cuts.push([i > 0 ? options.properties[i - 1].end : property.start, property.end]);
    });
  }
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

module.exports = function loader(source) {
  return stripTranslateDescriptions(source);
};
module.exports.stripTranslateDescriptions = stripTranslateDescriptions;
