/**
 * Remark plugin: a page with a fenced code block imports the code block's registration
 * (src/theme/CodeBlock/register.ts), so Prism and its grammars load with the pages that show code and with no other.
 * A page without code is left as it is.
 */
import { esmImport } from '../esmImport';

type Node = { type: string; children?: Node[]; value?: string; data?: Record<string, unknown> };

export const REGISTER_MODULE = '@site/src/theme/CodeBlock/register';

function hasCode(node: Node): boolean {
  return node.type === 'code' || (node.children ?? []).some(hasCode);
}

/** Adds the import to a tree holding a code block; returns whether it did. */
export function addCodeBlockImport(tree: Node): boolean {
  if (!hasCode(tree)) return false;
  tree.children = [esmImport(REGISTER_MODULE), ...(tree.children ?? [])];
  return true;
}

export default function remarkCodeBlocks() {
  return (tree: Node): void => {
    addCodeBlockImport(tree);
  };
}
