import { moveAnswerFirst } from '..';

type Node = Parameters<typeof moveAnswerFirst>[0];

const heading = (depth: number, id: string): Node => ({ type: 'heading', depth, data: { hProperties: { id } } });
const para = (name: string): Node => ({ type: 'paragraph', data: { id: name } });
const names = (tree: Node): string[] =>
  (tree.children ?? []).map((n) =>
    n.type === 'heading'
      ? `h${n.depth}#${n.data?.hProperties?.id}`
      : n.type === 'mdxjsEsm'
        ? 'import'
        : String(n.data?.id),
  );

describe('moveAnswerFirst', () => {
  it('moves the listed section, with its H3s, above the introduction and after the imports', () => {
    const tree: Node = {
      type: 'root',
      children: [
        { type: 'mdxjsEsm' },
        para('notice'),
        para('intro'),
        heading(2, 'at-a-glance'),
        para('table'),
        heading(3, 'detail'),
        para('more'),
        heading(2, 'when'),
        para('text'),
      ],
    };
    expect(moveAnswerFirst(tree, ['at-a-glance'])).toBe(true);
    expect(names(tree)).toEqual([
      'import',
      'h2#at-a-glance',
      'table',
      'h3#detail',
      'more',
      'notice',
      'intro',
      'h2#when',
      'text',
    ]);
  });

  it.each([
    ['no listed section', [para('intro'), heading(2, 'other'), para('x')]],
    ['the section already first', [heading(2, 'at-a-glance'), para('table'), para('intro')]],
    ['a listed id on an H3 only', [para('intro'), heading(3, 'at-a-glance'), para('table')]],
  ])('leaves a doc with %s as it is', (_, children) => {
    const tree: Node = { type: 'root', children: [...children] };
    expect(moveAnswerFirst(tree, ['at-a-glance'])).toBe(false);
    expect(tree.children).toEqual(children);
  });
});
