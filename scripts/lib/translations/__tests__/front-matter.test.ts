import { compareFrontMatter, parseFrontMatter } from '../front-matter';
import { parseMarkdown } from '../markdown';

const fm = (text: string) => parseFrontMatter(parseMarkdown(text).frontMatter);
const never = () => false;

describe('front matter', () => {
  const en = fm(
    '---\ntitle: Create an ad set\ndescription: Choose targeting.\nslug: /ad-sets\nhide_table_of_contents: true\n---\n',
  );

  it('lets the stamp key exist only in the translation', () => {
    const es = fm(
      '---\ntitle: Crear un conjunto\ndescription: Elija la segmentación.\nslug: /ad-sets\nhide_table_of_contents: true\ntranslation_source: 0123456789ab\n---\n',
    );
    expect(compareFrontMatter(en, es, never)).toEqual([]);
  });

  it('requires identical values for slug and hide_table_of_contents, located on their lines', () => {
    const es = fm(
      '---\ntitle: Crear un conjunto\ndescription: Elija.\nslug: /conjuntos\nhide_table_of_contents: false\n---\n',
    );
    expect(compareFrontMatter(en, es, never).map((p) => [p.line, p.key])).toEqual([
      [4, 'slug'],
      [5, 'hide_table_of_contents'],
    ]);
  });

  it('flags an empty title and an untranslated one unless allowed', () => {
    expect(
      compareFrontMatter(
        en,
        fm('---\ntitle: ""\ndescription: Elija.\nslug: /ad-sets\nhide_table_of_contents: true\n---\n'),
        never,
      )[0].message,
    ).toBe('front matter "title" is empty');
    const same = fm(
      '---\ntitle: Create an ad set\ndescription: Elija.\nslug: /ad-sets\nhide_table_of_contents: true\n---\n',
    );
    expect(compareFrontMatter(en, same, never).map((p) => p.kind)).toEqual(['untranslated']);
    expect(compareFrontMatter(en, same, (key) => key === 'title')).toEqual([]);
  });

  it("translates a card's summary in sidebar_custom_props and keeps the other custom props identical", () => {
    const source = fm(
      '---\ntitle: Slider\nsidebar_custom_props:\n  summary: Drag a divider to compare\n  beta: true\n---\n',
    );
    const translated = fm(
      '---\ntitle: Control\nsidebar_custom_props:\n  summary: Arrastre un divisor\n  beta: true\n---\n',
    );
    expect(compareFrontMatter(source, translated, never)).toEqual([]);
    const changed = fm(
      '---\ntitle: Control\nsidebar_custom_props:\n  summary: Arrastre un divisor\n  beta: false\n---\n',
    );
    expect(compareFrontMatter(source, changed, never).map((p) => [p.line, p.key])).toEqual([
      [3, 'sidebar_custom_props'],
    ]);
    const same = fm(
      '---\ntitle: Control\nsidebar_custom_props:\n  summary: Drag a divider to compare\n  beta: true\n---\n',
    );
    expect(compareFrontMatter(source, same, never).map((p) => [p.line, p.kind, p.key])).toEqual([
      [4, 'untranslated', 'sidebar_custom_props.summary'],
    ]);
    const missing = fm('---\ntitle: Control\nsidebar_custom_props:\n  beta: true\n---\n');
    expect(compareFrontMatter(source, missing, never).map((p) => [p.line, p.message])).toEqual([
      [3, 'front matter "sidebar_custom_props.summary" is missing'],
    ]);
  });

  it('reports YAML errors', () => {
    const broken = fm('---\ntitle: [unclosed\n---\n');
    expect(broken.error).toEqual(expect.any(String));
    expect(compareFrontMatter(en, broken, never)).toEqual([
      expect.objectContaining({ kind: 'front-matter', message: expect.stringContaining('does not parse') }),
    ]);
  });
});
