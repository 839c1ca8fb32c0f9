/**
 * Remark plugin: on the long pages of config/long-pages.ts (by doc id, in every locale), each H2 and what follows it,
 * up to the next H2, becomes a `<CollapsibleSection>` (src/components/CollapsibleSection) whose first child is the
 * heading, unchanged: its id, the contents and every link stay as they were. The component is imported by an ESM
 * node added to the doc. Runs after Docusaurus's own plugins (`remarkPlugins`), which have given headings their ids.
 */
import path from 'node:path';
import { esmImport } from '../esmImport';

type Node = {
  type: string;
  depth?: number;
  value?: string;
  name?: string | null;
  attributes?: unknown[];
  children?: Node[];
  data?: Record<string, unknown> & { id?: unknown; hProperties?: Record<string, unknown> };
};

export type CollapsibleSectionsOptions = {
  /** Doc ids (`campaign-performance/API`) whose sections fold. */
  readonly docIds: readonly string[];
};

export const COMPONENT = 'CollapsibleSection';
export const COMPONENT_MODULE = '@site/src/components/CollapsibleSection';

/**
 * The doc id of a docs file, English or translated: its path under `docs/` or under
 * `i18n/<locale>/docusaurus-plugin-content-docs/current/`, without the extension; null for any other file.
 */
export function docIdOf(filePath: string): string | null {
  const parts = filePath.split(path.sep).join('/');
  const match =
    /\/i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)\.mdx?$/.exec(parts) ??
    /\/docs\/(.+)\.mdx?$/.exec(parts);
  return match ? match[1] : null;
}

function headingId(node: Node): string | undefined {
  const id = node.data?.hProperties?.id ?? node.data?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Wraps every H2 section of the tree; returns how many. */
export function wrapSections(tree: Node): number {
  const children = tree.children ?? [];
  const out: Node[] = [];
  let wrapped = 0;
  for (let i = 0; i < children.length;) {
    const node = children[i];
    const id = node.type === 'heading' && node.depth === 2 ? headingId(node) : undefined;
    if (!id) {
      out.push(node);
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < children.length && !(children[end].type === 'heading' && (children[end].depth ?? 9) <= 2)) end += 1;
    out.push({
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [{ type: 'mdxJsxAttribute', name: 'headingId', value: id }],
      children: children.slice(i, end),
    });
    wrapped += 1;
    i = end;
  }
  if (wrapped > 0) tree.children = [esmImport(COMPONENT_MODULE, COMPONENT), ...out];
  return wrapped;
}

export default function remarkCollapsibleSections(options: CollapsibleSectionsOptions) {
  return (tree: Node, file: { path?: string }): void => {
    const id = file.path ? docIdOf(file.path) : null;
    if (id !== null && options.docIds.includes(id)) wrapSections(tree);
  };
}
