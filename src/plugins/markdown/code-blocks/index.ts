/**
 * Remark plugin: a page with a fenced code block imports the code block's registration
 * (src/theme/CodeBlock/register.ts), so Prism and its grammars load with the pages that show code and with no other.
 * A page without code is left as it is.
 */

type Node = { type: string; children?: Node[]; value?: string; data?: Record<string, unknown> };

export const REGISTER_MODULE = '@site/src/theme/CodeBlock/register';

function hasCode(node: Node): boolean {
  return node.type === 'code' || (node.children ?? []).some(hasCode);
}

/** The import statement as MDX's compiler takes it: the text, and its ESTree for the JavaScript it becomes. */
function registerImport(): Node {
  const source = JSON.stringify(REGISTER_MODULE);
  return {
    type: 'mdxjsEsm',
    value: `import ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: REGISTER_MODULE, raw: source },
          },
        ],
      },
    },
  };
}

/** Adds the import to a tree holding a code block; returns whether it did. */
export function addCodeBlockImport(tree: Node): boolean {
  if (!hasCode(tree)) return false;
  tree.children = [registerImport(), ...(tree.children ?? [])];
  return true;
}

export default function remarkCodeBlocks() {
  return (tree: Node): void => {
    addCodeBlockImport(tree);
  };
}
