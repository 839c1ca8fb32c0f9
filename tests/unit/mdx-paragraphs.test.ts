/**
 * Markdown paragraphs are kept exactly as the server rendered them on hydration (src/theme/MDXComponents.tsx,
 * StaticIsland): React never runs what is inside them on a page load. A component written inside a sentence
 * would show but never work (no state, no handlers), so the docs keep their MDX components on lines of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Node, Parent } from 'unist';
import { parseTree } from '../../scripts/lib/translations/markdown';

const siteDir = path.resolve(__dirname, '../..');

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.mdx') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** Components (JSX elements) found inside paragraphs of a tree, with their line. */
export function componentsInParagraphs(tree: Node): string[] {
  const found: string[] = [];
  const walk = (node: Node, inParagraph: boolean) => {
    if (inParagraph && node.type === 'mdxJsxTextElement') {
      const name = (node as Node & { name?: string | null }).name ?? 'fragment';
      found.push(`<${name}> on line ${node.position?.start.line ?? '?'}`);
    }
    for (const child of (node as Parent).children ?? []) walk(child, inParagraph || node.type === 'paragraph');
  };
  walk(tree, false);
  return found;
}

const files = ['docs', 'blog', 'i18n', 'src/pages'].flatMap((dir) => mdxFiles(path.join(siteDir, dir)));

describe('MDX components stand on lines of their own', () => {
  test('the check sees a component inside a sentence, and not one on its own line', () => {
    const inline = parseTree('Check your images with <NttCheck /> before you upload them.\n', true);
    const block = parseTree('Check your images before you upload them.\n\n<NttCheck />\n', true);
    expect(componentsInParagraphs(inline)).toEqual(['<NttCheck> on line 1']);
    expect(componentsInParagraphs(block)).toEqual([]);
  });

  test.each(files.map((file) => [path.relative(siteDir, file), file]))('%s', (_name, file) => {
    expect(componentsInParagraphs(parseTree(fs.readFileSync(file, 'utf8'), true))).toEqual([]);
  });
});
