import type { Element, ElementContent, Root } from 'hast';
import rehypeCodeBlocks, {
  CODE_BLOCK_COMPONENT,
  CODE_BLOCK_MODULE,
  highlight,
  highlightedLanguages,
  parseMeta,
  type CodeBlockElement,
} from '..';

/** A fenced block as MDX hands it to rehype: `<pre><code class="language-x" metastring="…">code\n</code></pre>`. */
function fence(code: string, language?: string, metastring?: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    position: { start: { line: 12, column: 1 }, end: { line: 14, column: 4 } },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {
          ...(language ? { className: [`language-${language}`] } : {}),
          ...(metastring ? { metastring } : {}),
        },
        children: [{ type: 'text', value: `${code}\n` }],
      },
    ],
  };
}

type Block = CodeBlockElement;

function run(tree: Root, path = 'docs/campaign-performance/API.md'): Root {
  rehypeCodeBlocks()(tree, { path });
  return tree;
}

/** The code blocks of a tree, in order, wherever they sit. */
function blocks(node: { children?: unknown[] }): Block[] {
  return (node.children ?? []).flatMap((child) =>
    (child as Block).name === CODE_BLOCK_COMPONENT ? [child as Block] : blocks(child as { children?: unknown[] }),
  );
}

const attributes = (block: Block) => Object.fromEntries(block.attributes.map((a) => [a.name, a.value]));

function textOf(node: ElementContent | Block): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as ElementContent[]).map(textOf).join('') : '';
}

describe('rehypeCodeBlocks', () => {
  it('turns a block into the code block holding token spans, keeping its text to the character', () => {
    const source = 'curl --fail -H "X-Brave-Api-Key: $KEY" \\\n  "https://ads-serve.brave.com/v3/report"';
    const tree = run({ type: 'root', children: [fence(source, 'bash')] });
    const [block] = blocks(tree);
    expect(textOf(block!)).toBe(`${source}\n`);
    expect(attributes(block!)).toEqual({ className: 'language-bash' });
    expect(block!.children[0]).toEqual({
      type: 'element',
      tagName: 'span',
      properties: { className: ['token', 'function'] },
      children: [{ type: 'text', value: 'curl' }],
    });
  });

  it('imports the code block once on a page with code, and leaves a page without code alone', () => {
    const tree = run({ type: 'root', children: [fence('a', 'ts'), fence('b', 'json')] });
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import ${CODE_BLOCK_COMPONENT} from '${CODE_BLOCK_MODULE}';`,
    });
    expect(tree.children.filter((node) => node.type === ('mdxjsEsm' as never))).toHaveLength(1);
    const plain = run({ type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [] }] });
    expect(plain.children).toHaveLength(1);
  });

  it('names each span after its look in the theme, and spans only where the look changes', () => {
    // Punctuation looks like the plain code around it: no span of its own, one text with its neighbours.
    expect(highlight('f(1);\n', 'ts')).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['token', 'function'] },
        children: [{ type: 'text', value: 'f' }],
      },
      { type: 'text', value: '(' },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['token', 'number'] },
        children: [{ type: 'text', value: '1' }],
      },
      { type: 'text', value: ');\n' },
    ]);
    // Inside a string, the `${` of an interpolation takes the plain look back; the text between is the string's.
    const [template] = highlight('`a${b}c`\n', 'ts') as Element[];
    expect(template!.properties.className).toEqual(['token', 'string']);
    expect(JSON.stringify(template)).toContain(
      '{"className":["token","plain"]},"children":[{"type":"text","value":"${"}]',
    );
    const [comment] = highlight('# daily rows\n', 'python') as Element[];
    expect(comment!.properties.className).toEqual(['token', 'comment']);
  });

  it('finds blocks inside components (tabs, folded sections), whose JSX nodes hold hast children', () => {
    const tree = run({
      type: 'root',
      children: [{ type: 'mdxJsxFlowElement', children: [fence('{"ok": true}', 'json')] } as never],
    });
    const [block] = blocks(tree);
    expect(JSON.stringify(block!.children)).toContain('"token","property"');
  });

  it('shows a text block, or one with no language, as it is, and ends every block with its line break', () => {
    const [plain, bare] = blocks(
      run({ type: 'root', children: [fence('GET /v3/report', 'text'), fence('no language')] }),
    );
    expect(plain!.children).toEqual([{ type: 'text', value: 'GET /v3/report\n' }]);
    expect(attributes(bare!)).toEqual({ className: 'language-text' });
    expect(textOf(bare!)).toBe('no language\n');
  });

  it('turns a title into the block title and takes nothing else from the fence line', () => {
    const [block] = blocks(run({ type: 'root', children: [fence('print(1)', 'python', 'title="report.py"')] }));
    expect(attributes(block!)).toEqual({ className: 'language-python', title: 'report.py' });
    expect(parseMeta("title='a b.ts'")).toEqual({ title: 'a b.ts' });
  });

  it('stops the build on an option it would silently drop, naming the file and line', () => {
    expect(() => run({ type: 'root', children: [fence('x', 'ts', 'title="a.ts" {1,3}')] })).toThrow(
      'code block at docs/campaign-performance/API.md:12: unsupported option "{1,3}"',
    );
  });

  it('stops the build on a language it has no grammar for, listing those it has', () => {
    expect(() => run({ type: 'root', children: [fence('a: 1', 'yaml')] }, 'i18n/de/x.md')).toThrow(
      /code block at i18n\/de\/x\.md:12: no grammar for "yaml": name one of .*\bbash\b.*\bts\b.* or text/,
    );
    expect(highlightedLanguages()).toEqual(expect.arrayContaining(['bash', 'json', 'python', 'ts', 'typescript']));
  });
});
