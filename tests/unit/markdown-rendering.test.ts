/**
 * What the Markdown of the site may hold, given how its pages are rendered: code blocks are highlighted when a page
 * is built (src/plugins/markdown/code-blocks), which stops the build on a language it has no grammar for. This lists
 * every such block of the site at once, without a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Node, Parent } from 'unist';
import { parseTree } from '../../scripts/lib/translations/markdown';
import { highlightedLanguages } from '../../src/plugins/markdown/code-blocks';

const siteDir = path.resolve(__dirname, '../..');

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.mdx?$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

const files = ['docs', 'blog', 'i18n', 'src/pages'].flatMap((dir) => markdownFiles(path.join(siteDir, dir)));

describe('code blocks are in a language the highlighter registers, or plain text', () => {
  const registered = new Set<string>([...highlightedLanguages(), 'text']);
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
