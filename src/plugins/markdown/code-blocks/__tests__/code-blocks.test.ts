import { addCodeBlockImport, REGISTER_MODULE } from '..';

type Node = Parameters<typeof addCodeBlockImport>[0];

describe('addCodeBlockImport', () => {
  it('puts the registering import first in a page with a fenced block, even one inside a component', () => {
    const tree: Node = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Request a report:' }] },
        { type: 'mdxJsxFlowElement', children: [{ type: 'code', value: 'curl https://example.test' }] },
      ],
    };
    expect(addCodeBlockImport(tree)).toBe(true);
    expect(tree.children?.[0]).toMatchObject({ type: 'mdxjsEsm', value: `import '${REGISTER_MODULE}';` });
    expect(tree.children).toHaveLength(3);
    // MDX compiles the import from its ESTree: a bare import of the module, nothing bound.
    expect(tree.children?.[0]?.data?.estree).toMatchObject({
      body: [{ type: 'ImportDeclaration', specifiers: [], source: { value: REGISTER_MODULE } }],
    });
  });

  it('leaves a page without code alone: inline code needs no Prism', () => {
    const tree: Node = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: 'ad_set_id' }] }],
    };
    expect(addCodeBlockImport(tree)).toBe(false);
    expect(tree.children).toHaveLength(1);
  });
});
