import rehypeStaticParts, { MIN_PAGE_HTML, PART_COMPONENT, isPlain } from '../rehype';

type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  value?: string;
  name?: string;
  attributes?: Array<{ name: string; value: string }>;
  children?: Node[];
};

const text = (value: string): Node => ({ type: 'text', value });
const el = (tagName: string, properties: Record<string, unknown>, ...children: Node[]): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
/** A paragraph long enough for the page to pass the minimum on its own. */
const long = () => el('p', {}, text('x'.repeat(MIN_PAGE_HTML)));

function run(children: Node[], path = '/site/i18n/es/docusaurus-plugin-content-docs/current/a.md') {
  const tree = { type: 'root', children };
  rehypeStaticParts({ baseUrlOf: (file) => (file.includes('/i18n/es/') ? '/es/' : '/') })(tree as never, { path });
  return tree as { type: string; children: Node[] };
}

/** The strings the page's module carries, decoded from its import request. */
function strings(tree: { children: Node[] }): string[] {
  const esm = tree.children.find((node) => node.type === 'mdxjsEsm' && node.value?.includes('?parts='));
  const encoded = /\?parts=([A-Za-z0-9_-]+)'/.exec(esm?.value ?? '')?.[1] ?? '';
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as string[];
}

const attributes = (node: Node) => Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));

describe('rehypeStaticParts', () => {
  it('turns plain paragraphs, lists and tables into parts whose strings render what React rendered', () => {
    const tree = run([
      long(),
      el(
        'ul',
        { className: ['list'] },
        text('\n'),
        el(
          'li',
          {},
          text('See '),
          el('a', { href: '/campaign-performance/status' }, text('status')),
          text(' and '),
          el('a', { href: 'https://example.com/a?b=1&c=2' }, text('this site')),
          text(' or '),
          el('a', { href: '#top' }, text('the top')),
        ),
        text('\n'),
      ),
      el(
        'table',
        { className: ['table--cards'] },
        text('\n'),
        el('tbody', {}, text('\n'), el('tr', {}, text('\n'), el('td', {}, el('code', {}, text('a < b')))), text('\n')),
      ),
    ]);
    const [, , first, list, table] = tree.children;
    expect(first).toMatchObject({ type: 'mdxJsxFlowElement', name: PART_COMPONENT, children: [] });
    expect(attributes(list)).toEqual({ as: 'ul', index: '1', className: 'list' });
    expect(attributes(table)).toEqual({ as: 'table', index: '2' });
    const [, listHtml, tableHtml] = strings(tree);
    // A path of this site goes under the edition's base URL; another site's link opens a new tab (as Link does).
    expect(listHtml).toBe(
      '\n<li>See <a href="/es/campaign-performance/status">status</a> and ' +
        '<a href="https://example.com/a?b=1&#x26;c=2" target="_blank" rel="noopener noreferrer">this site</a> or ' +
        '<a href="#top">the top</a></li>\n',
    );
    // A table is the whole element, without the whitespace React does not render inside it.
    expect(tableHtml).toBe(
      '<table class="table--cards"><tbody><tr><td><code>a &#x3C; b</code></td></tr></tbody></table>',
    );
  });

  it('moves a code block as its code, with its language, title and line count', () => {
    const tree = run([
      long(),
      el(
        'pre',
        {},
        el(
          'code',
          { className: ['language-ts'], metastring: 'title="a.ts"', live: false },
          text('const a = 1;\nconst b = 2;\n'),
        ),
      ),
    ]);
    expect(attributes(tree.children[3])).toEqual({
      as: 'pre',
      index: '1',
      className: 'language-ts',
      metastring: 'title="a.ts"',
      lines: '2',
    });
    expect(strings(tree)[1]).toBe('const a = 1;\nconst b = 2;\n');
  });

  it('keeps as JSX what would not render the same from a string', () => {
    const component = { type: 'mdxJsxTextElement', name: 'Glossary', attributes: [], children: [] };
    const image = el('p', {}, text('A '), component as Node);
    const mail = el('p', {}, el('a', { href: 'mailto:ads@example.com' }, text('mail')));
    const tasks = el('ul', { className: ['contains-task-list'] }, el('li', {}, text('done')));
    const styled = el('p', { style: 'color: red' }, text('red'));
    const live = el('pre', {}, el('code', { className: ['language-jsx'], live: true }, text('<a/>\n')));
    const tree = run([long(), image, mail, tasks, styled, live]);
    expect(tree.children.slice(3)).toEqual([image, mail, tasks, styled, live]);
    expect(isPlain(mail)).toBe(false);
    expect(isPlain(tasks)).toBe(false);
  });

  it('finds parts inside components and list items that cannot move whole', () => {
    const code = el('pre', {}, el('code', { className: ['language-text'] }, text('x\n')));
    const item = el('li', {}, el('p', {}, text('first')), code);
    const list = el('ol', { start: 3 }, item);
    const tab = { type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [long()] };
    const tree = run([list, tab as Node]);
    // The list holds a code block among its paragraphs: the list stays, its paragraph and block move.
    expect(tree.children[2]).toBe(list);
    expect(item.children?.map((child) => attributes(child).as)).toEqual(['p', 'pre']);
    expect(attributes((tab as Node).children?.[0] as Node)).toEqual({ as: 'p', index: '2' });
  });

  it('leaves a short page as it is', () => {
    const paragraph = el('p', {}, text('Short.'));
    const tree = run([paragraph]);
    expect(tree.children).toEqual([paragraph]);
  });

  it('leaves a path already under the base URL and an English page’s paths as they are', () => {
    const link = (href: string) => el('p', {}, el('a', { href }, text('x')));
    const spanish = strings(run([long(), link('/es/search'), link('/es')]));
    expect(spanish.slice(1)).toEqual(['<a href="/es/search">x</a>', '<a href="/es/">x</a>']);
    const english = strings(run([long(), link('/search')], '/site/docs/a.md'));
    expect(english[1]).toBe('<a href="/search">x</a>');
  });
});
