import { parse } from 'acorn';
import type { AnyNode, ObjectExpression, Program } from 'acorn';

/** The client manifest Docusaurus writes (react-loadable-ssr-addon): chunk groups by origin, files by chunk id. */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, Record<string, string[]>>;
};

/** Docusaurus writes every key and module path of the registry as a plain string literal. */
function stringValue(node: AnyNode | null | undefined): string | null {
  return node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
}

function findRegistryObject(program: Program): ObjectExpression | null {
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration' && statement.declaration.type === 'ObjectExpression') {
      return statement.declaration;
    }
  }
  return null;
}

/**
 * Reads Docusaurus's generated `registry.js` (an ES module: `export default { chunkName: [loader, modulePath,
 * weakId], ... }`) with a JavaScript parser and answers, for each chunk name, the module path a route component
 * reports while it is rendered on the server.
 */
export function moduleOfChunk(registrySource: string): Map<string, string> {
  const program = parse(registrySource, { ecmaVersion: 'latest', sourceType: 'module' });
  const registry = findRegistryObject(program);
  if (!registry) throw new Error('registry.js has no `export default { ... }` object');
  const result = new Map<string, string>();
  for (const property of registry.properties) {
    if (property.type !== 'Property') continue;
    const { key, value } = property;
    const chunkName = stringValue(key);
    if (!chunkName || value.type !== 'ArrayExpression') continue;
    const modulePath = stringValue(value.elements[1]);
    if (modulePath) result.set(chunkName, modulePath);
  }
  return result;
}

/**
 * The manifest's origins are keyed by chunk name, but a route component rendered on the server reports the
 * module paths of its chunks: no key matches, so a page's HTML names only the runtime and main bundles and the
 * browser finds the page's own chunks only once main.js has run (a request waterfall, and one script element
 * inserted per chunk inside main.js's evaluation). This adds each module path as an origin of the same chunk
 * group, so the page's chunks are written into its HTML as deferred scripts.
 */
export function withModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = { ...manifest.origins };
  for (const [chunkName, modulePath] of modules) {
    const group = manifest.origins[chunkName];
    if (group && !(modulePath in manifest.origins)) origins[modulePath] = group;
  }
  return { ...manifest, origins };
}
