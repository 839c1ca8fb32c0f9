import { docIdOf, wrapSections, COMPONENT } from '..';

type Node = Parameters<typeof wrapSections>[0];

const heading = (depth: number, id: string): Node => ({ type: 'heading', depth, data: { hProperties: { id } } });
const para = (name: string): Node => ({ type: 'paragraph', value: name });

describe('docIdOf', () => {
  it.each([
    ['/site/docs/campaign-performance/API.md', 'campaign-performance/API'],
    ['/site/i18n/es/docusaurus-plugin-content-docs/current/campaign-performance/API.md', 'campaign-performance/API'],
    ['/site/docs/ad-placements/brave-browser/ntt.mdx', 'ad-placements/brave-browser/ntt'],
    ['/site/blog/2026-05-29-demos.md', null],
  ])('%s -> %s', (file, id) => {
    expect(docIdOf(file)).toBe(id);
  });
});

describe('wrapSections', () => {
  it('wraps each H2 with its H3s and text, keeps what precedes the first H2, and imports the component', () => {
    const tree: Node = {
      type: 'root',
      children: [
        para('intro'),
        heading(2, 'overview'),
        para('a'),
        heading(3, 'detail'),
        para('b'),
        heading(2, 'authentication'),
        para('c'),
      ],
    };
    expect(wrapSections(tree)).toBe(2);
    const [esm, intro, first, second] = tree.children ?? [];
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(`import ${COMPONENT} from '@site/src/components/CollapsibleSection';`);
    expect(intro).toEqual(para('intro'));
    expect(first).toMatchObject({ type: 'mdxJsxFlowElement', name: COMPONENT });
    expect(first.attributes).toEqual([{ type: 'mdxJsxAttribute', name: 'headingId', value: 'overview' }]);
    // The heading itself is unchanged, the first child, with its id.
    expect(first.children).toEqual([heading(2, 'overview'), para('a'), heading(3, 'detail'), para('b')]);
    expect(second.children).toEqual([heading(2, 'authentication'), para('c')]);
    expect(tree.children).toHaveLength(4);
  });

  it('leaves a doc without H2 sections as it is, with no import', () => {
    const children = [para('only'), heading(3, 'x')];
    const tree: Node = { type: 'root', children: [...children] };
    expect(wrapSections(tree)).toBe(0);
    expect(tree.children).toEqual(children);
  });
});
