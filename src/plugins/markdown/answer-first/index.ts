/**
 * Remark plugin: the answer first. A doc's H2 section whose heading id is one of `sectionIds` (config/answer-first.ts)
 * moves, with everything up to the next H1 or H2, to the start of the doc's text: after the imports, before any
 * introduction, notice or illustration. The heading keeps its id, so links and the contents are unchanged. Runs
 * after Docusaurus's own plugins (`remarkPlugins`), which have given headings their ids.
 */

type Node = {
  type: string;
  depth?: number;
  children?: Node[];
  data?: { id?: unknown; hProperties?: Record<string, unknown> };
};

export type AnswerFirstOptions = { sectionIds: readonly string[] };

function headingId(node: Node): string | undefined {
  const id = node.data?.hProperties?.id ?? node.data?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Nodes that are not text a reader sees: imports and exports, front matter. */
const PREAMBLE = new Set(['mdxjsEsm', 'yaml', 'toml']);

/** Moves the first listed section to the start of the text; a tree without one is left as it is. */
export function moveAnswerFirst(tree: Node, sectionIds: readonly string[]): boolean {
  const children = tree.children ?? [];
  const start = children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && sectionIds.includes(headingId(node) ?? ''),
  );
  if (start < 0) return false;
  const firstText = children.findIndex((node) => !PREAMBLE.has(node.type));
  if (firstText >= start) return false;
  let end = start + 1;
  while (end < children.length && !(children[end].type === 'heading' && (children[end].depth ?? 9) <= 2)) end += 1;
  const section = children.splice(start, end - start);
  children.splice(firstText, 0, ...section);
  return true;
}

export default function remarkAnswerFirst(options: AnswerFirstOptions) {
  return (tree: Node): void => {
    moveAnswerFirst(tree, options.sectionIds);
  };
}
