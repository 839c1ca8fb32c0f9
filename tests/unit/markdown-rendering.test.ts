/**
 * What the Markdown of the site may hold, given how its pages are rendered.
 *
 * Markdown paragraphs and lists are kept exactly as the server rendered them on hydration
 * (src/theme/MDXComponents.tsx, StaticIsland): React never runs what is inside them on a page load. A component
 * written inside a sentence, or a code block inside a list item, would show but never work (no state, no
 * handlers, no copy button), so the docs keep components and code blocks outside paragraphs and lists.
 *
 * Code blocks highlight with a Prism that registers only some grammars (src/plugins/code-highlighting): a block
 * in another language would show as plain text.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Node, Parent } from 'unist';
import { parseTree } from '../../scripts/lib/translations/markdown';
import { BASE_LANGUAGES } from '../../src/plugins/code-highlighting/prism-react-renderer';
import { additionalLanguages } from '../../config/prism';

const siteDir = path.resolve(__dirname, '../..');

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.mdx?$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** What a kept paragraph or list may not hold: components (JSX elements), code blocks, raw <details>. */
function interactive(node: Node): string | null {
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement')
    return `<${(node as Node & { name?: string | null }).name ?? 'fragment'}>`;
  if (node.type === 'code') return 'a code block';
  if (node.type === 'html' && /<details\b/i.test((node as Node & { value: string }).value)) return '<details>';
  return null;
}

/** Components and code blocks found inside paragraphs and lists of a tree, with their line. */
export function keptButInteractive(tree: Node): string[] {
  const found: string[] = [];
  const walk = (node: Node, kept: boolean) => {
    const what = kept ? interactive(node) : null;
    if (what) found.push(`${what} on line ${node.position?.start.line ?? '?'}`);
    for (const child of (node as Parent).children ?? [])
      walk(child, kept || node.type === 'paragraph' || node.type === 'list');
  };
  walk(tree, false);
  return found;
}

const files = ['docs', 'blog', 'i18n', 'src/pages'].flatMap((dir) => markdownFiles(path.join(siteDir, dir)));

describe('components and code blocks stand outside paragraphs and lists', () => {
  test('the check sees a component in a sentence or a list, a code block in a list, and nothing on its own', () => {
    const inline = parseTree('Check your images with <NttCheck /> before you upload them.\n', true);
    const inList = parseTree(
      '1. Open the page.\n\n   <NttCheck />\n\n2. Then:\n\n   ```bash\n   curl x\n   ```\n',
      true,
    );
    const block = parseTree(
      'Check your images before you upload them.\n\n<NttCheck />\n\n```bash\ncurl x\n```\n',
      true,
    );
    expect(keptButInteractive(inline)).toEqual(['<NttCheck> on line 1']);
    expect(keptButInteractive(inList)).toEqual(['<NttCheck> on line 3', 'a code block on line 7']);
    expect(keptButInteractive(block)).toEqual([]);
  });

  test.each(files.map((file) => [path.relative(siteDir, file), file]))('%s', (_name, file) => {
    expect(keptButInteractive(parseTree(fs.readFileSync(file, 'utf8'), file.endsWith('.mdx')))).toEqual([]);
  });
});

describe('code blocks are in a language the highlighter registers, or plain text', () => {
  const registered = new Set<string>([...BASE_LANGUAGES, ...additionalLanguages, 'text']);
  const blocks = files.flatMap((file) => {
    const found: { name: string; lang: string }[] = [];
    const walk = (node: Node) => {
      if (node.type === 'code') {
        const lang = ((node as Node & { lang?: string | null }).lang ?? '').toLowerCase();
        found.push({ name: `${path.relative(siteDir, file)}:${node.position?.start.line ?? '?'}`, lang });
      }
      for (const child of (node as Parent).children ?? []) walk(child);
    };
    walk(parseTree(fs.readFileSync(file, 'utf8'), file.endsWith('.mdx')));
    return found;
  });

  test('every code block', () => {
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks.filter((block) => !registered.has(block.lang)).map((b) => `${b.name} (${b.lang || 'none'})`)).toEqual(
      [],
    );
  });
});
