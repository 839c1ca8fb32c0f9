import { countWords, parseMarkdown, plainInline, splitHeadingId } from '../markdown';

const FENCE = '```';

describe('splitHeadingId reads the explicit id syntaxes of Docusaurus 3', () => {
  it.each([
    ['Metrics {#metrics}', 'Metrics', 'metrics'],
    ['Métricas {#metrics}', 'Métricas', 'metrics'],
    ['Metrics <!-- #metrics -->', 'Metrics', 'metrics'],
    ['Metrics {/* #metrics */}', 'Metrics', 'metrics'],
    ['Metrics', 'Metrics', null],
    ['Use {braces} here', 'Use {braces} here', null],
  ])('%s', (raw, text, id) => {
    expect(splitHeadingId(raw)).toEqual({ text, id });
  });
});

describe('plainInline keeps what a reader sees', () => {
  it.each([
    ['Read [the API page](./API.md#auth).', 'Read the API page.'],
    ['Run `npm test` **now**', 'Run npm test now'],
    ['![Logo](/img/logo.svg) and <kbd>Ctrl</kbd>', 'Logo and Ctrl'],
    // As CommonMark (and so Docusaurus) reads it: `*3*` between digits is emphasis.
    ['keep snake_case_names and 2*3*4', 'keep snake_case_names and 234'],
    ['An _emphasis_ and ~~strike~~', 'An emphasis and strike'],
    ['Escaped \\*star\\* <!-- hidden -->', 'Escaped *star*'],
  ])('%s', (markdown, plain) => {
    expect(plainInline(markdown)).toBe(plain);
  });
});

describe('countWords counts tokens with letters, in any script', () => {
  it.each([
    ['Brave Ads costs 5 USD', 4],
    ['Größe: 1,5 MB — ça coûte', 4],
    ["l'annonce n'est pas prête", 4],
    ['', 0],
  ])('%s', (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

describe('parseMarkdown', () => {
  const doc = parseMarkdown(
    [
      '---', // 1
      'title: Example', // 2
      '---', // 3
      '', // 4
      'Intro with a [doc link](./other.md) and https://example.com/path.', // 5
      '', // 6
      '## First {#first}', // 7
      '', // 8
      '- Item with <https://auto.example>', // 9
      '- [![Badge](/img/badge.svg)](https://badge.example)', // 10
      '', // 11
      'Setext heading', // 12
      '--------------', // 13
      '', // 14
      ':::tip[Good to know]', // 15
      '', // 16
      'Inside the admonition, see [ref][r].', // 17
      '', // 18
      ':::', // 19
      '', // 20
      '[r]: https://ref.example "Title"', // 21
      '', // 22
      '| Col | Link |', // 23
      '|---|---|', // 24
      '| A | [cell](/cell) |', // 25
      '', // 26
      `${FENCE}js title="x.js"`, // 27
      '// [not a link](./code.md)', // 28
      '# not a heading', // 29
      FENCE, // 30
      '', // 31
      '<a href="/html-link">HTML link</a> <img src="/img/raw.png" alt="" />', // 32
      '', // 33
      '<!--', // 34
      '## commented out', // 35
      '-->', // 36
      '', // 37
      '> A quoted line with `[code](./x.md)`.', // 38
      '', // 39
      '### Third', // 40
    ].join('\n'),
  );

  it('finds the front matter', () => {
    expect(doc.frontMatter).toEqual({ raw: 'title: Example', startLine: 1, endLine: 3 });
  });

  it('finds ATX and setext headings, not headings in code or comments', () => {
    expect(doc.headings.map((h) => [h.level, h.text, h.id, h.anchor, h.line])).toEqual([
      [2, 'First', 'first', 'first', 7],
      [2, 'Setext heading', null, 'setext-heading', 12],
      [3, 'Third', null, 'third', 40],
    ]);
  });

  it('finds links of every form, with their lines, not in code', () => {
    expect(doc.links).toEqual([
      { target: './other.md', line: 5 },
      { target: 'https://example.com/path', line: 5 },
      { target: 'https://auto.example', line: 9 },
      { target: 'https://badge.example', line: 10 },
      { target: 'https://ref.example', line: 21 },
      { target: '/cell', line: 25 },
      { target: '/html-link', line: 32 },
    ]);
  });

  it('finds images, Markdown and HTML', () => {
    expect(doc.images).toEqual([
      { src: '/img/badge.svg', line: 10 },
      { src: '/img/raw.png', line: 32 },
    ]);
  });

  it('finds admonitions and code blocks with their language', () => {
    expect(doc.admonitions).toEqual([{ type: 'tip', line: 15 }]);
    expect(doc.codeBlocks).toEqual([{ lang: 'js', code: '// [not a link](./code.md)\n# not a heading', line: 27 }]);
  });

  it('collects prose blocks: paragraphs, list items, quotes; not tables, HTML blocks or code', () => {
    expect(doc.paragraphs.map((p) => [p.line, p.text])).toEqual([
      [5, 'Intro with a doc link and https://example.com/path.'],
      [9, 'Item with https://auto.example'],
      [10, 'Badge'],
      // The reference link resolves to its text.
      [17, 'Inside the admonition, see ref.'],
      // A tag with text after it on its line is inline HTML in a paragraph (CommonMark), shown as text.
      [32, 'HTML link'],
      [38, 'A quoted line with [code](./x.md).'],
    ]);
  });

  it('reads code blocks indented under a list item', () => {
    const listed = parseMarkdown(['1. Run:', '', `   ${FENCE}bash`, '   npm run build', `   ${FENCE}`].join('\n'));
    expect(listed.codeBlocks).toEqual([{ lang: 'bash', code: 'npm run build', line: 3 }]);
  });

  it('reads MDX imports and components only in MDX mode', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'import { Spec,',
      "  Row } from '@site/src/Spec';",
      '',
      '<Tabs>',
      '<Spec.Row />',
      '</Tabs>',
    ].join('\n');
    const mdx = parseMarkdown(source, { mdx: true });
    expect(mdx.imports).toEqual([
      { statement: "import Tabs from '@theme/Tabs';", line: 1 },
      { statement: "import { Spec, Row } from '@site/src/Spec';", line: 2 },
    ]);
    expect(mdx.components.map((c) => c.name)).toEqual(['Tabs', 'Spec.Row']);
    expect(parseMarkdown(source).imports).toEqual([]);
  });

  it('counts the words a reader sees, not code or front matter', () => {
    const counted = parseMarkdown(
      [
        '---',
        'title: Not counted at all',
        '---',
        '# Two words',
        '',
        'Three more words.',
        '',
        FENCE,
        'code is not counted',
        FENCE,
      ].join('\n'),
    );
    expect(counted.words).toBe(5);
  });

  it('gives the same duplicate-heading anchors as Docusaurus', () => {
    const dup = parseMarkdown('## Setup\n\n## Setup\n\n## Größe & Höhe\n');
    expect(dup.headings.map((h) => h.anchor)).toEqual(['setup', 'setup-1', 'größe--höhe']);
  });
});

describe('parseMarkdown reads a .md file as MDX when its front matter says so (as Docusaurus does)', () => {
  it('parses JSX with `mdx: { format: mdx }`, and leaves it as HTML otherwise', () => {
    const body = 'import { Term } from \'@site/x\';\n\n- <Term id="ad" />: text\n';
    const asMdx = parseMarkdown(`---\ntitle: T\nmdx:\n  format: mdx\n---\n\n${body}`);
    expect(asMdx.components.map((c) => c.name)).toEqual(['Term']);
    expect(asMdx.imports.map((i) => i.statement)).toEqual(["import { Term } from '@site/x';"]);
    const asMd = parseMarkdown(`---\ntitle: T\n---\n\n${body}`);
    expect(asMd.imports).toEqual([]);
  });
});
