import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

/**
 * The code block, as the pages that show code provide it. Markdown code blocks render through MDXComponents/Code,
 * which every page loads; importing the code block there would put Prism into every page's first load. A page with
 * code imports ./register instead (the remark plugin src/plugins/markdown/code-blocks adds the import), so Prism
 * arrives with that page's content, before the page renders.
 */
let codeBlock: ComponentType<Props> | null = null;

export function registerCodeBlock(component: ComponentType<Props>): void {
  codeBlock = component;
}

export function registeredCodeBlock(): ComponentType<Props> | null {
  return codeBlock;
}
