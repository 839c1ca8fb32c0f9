/** An MDX tree node: only what the remark plugins here read and write. */
type EsmNode = { type: 'mdxjsEsm'; value: string; data: { estree: unknown } };

/**
 * An import statement for a remark or rehype plugin to add to a page, as MDX's compiler takes it: the text, and the ESTree
 * of the JavaScript it becomes. With `name`, `import name from 'source';`; without, `import 'source';` (for effect).
 */
export function esmImport(source: string, name?: string): EsmNode {
  const specifiers = name ? [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }] : [];
  return {
    type: 'mdxjsEsm',
    value: name ? `import ${name} from '${source}';` : `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers,
            attributes: [],
            source: { type: 'Literal', value: source, raw: `'${source}'` },
          },
        ],
      },
    },
  };
}
