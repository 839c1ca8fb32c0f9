// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripTranslateDescriptions } = require('../stripTranslateDescriptions.cjs') as {
  stripTranslateDescriptions: (source: string) => string;
};

describe('stripTranslateDescriptions', () => {
  test("translate() calls and <Translate> elements (as the SWC loader leaves them) lose the translator's note", () => {
    const source = [
      "import { jsx as _jsx } from 'react/jsx-runtime';",
      "import Translate, { translate as t } from '@docusaurus/Translate';",
      "export const label = t({ id: 'a.label', message: 'Next', description: 'The label of the next link' });",
      "export const first = t({ description: `Shown first`, id: 'a.first', message: 'First' }, { n: 1 });",
      'export const el = _jsx(Translate, {',
      "  id: 'a.title',",
      "  'description': 'Title of the page',",
      "  children: 'Title'",
      '});',
    ].join('\n');
    const out = stripTranslateDescriptions(source);
    expect(out).not.toMatch(/description|The label of the next link|Shown first|Title of the page/);
    expect(out).toContain("t({ id: 'a.label', message: 'Next' })");
    expect(out).toContain("t({ id: 'a.first', message: 'First' }, { n: 1 })");
    expect(out).toContain("_jsx(Translate, {\n  id: 'a.title',\n  children: 'Title'\n})");
  });

  test('descriptions that are not notes for translators stay', () => {
    const source = [
      "import { translate } from '@docusaurus/Translate';",
      "import { translate as other } from './elsewhere';",
      "export const meta = { title: 'A', description: 'The page description shown in search results' };",
      "export const x = other({ id: 'b', description: 'kept: not the Docusaurus translate' });",
      "export const y = translate({ id: 'c', message: 'C', description: note() });",
    ].join('\n');
    expect(stripTranslateDescriptions(source)).toBe(source);
  });

  test('a module without the Docusaurus import, or that the parser cannot read, is returned as it came', () => {
    const plain = "export const translate = (o) => o; translate({ id: 'x', description: 'y' });";
    expect(stripTranslateDescriptions(plain)).toBe(plain);
    const broken = "import { translate } from '@docusaurus/Translate'; translate({ description: 'y' ";
    expect(stripTranslateDescriptions(broken)).toBe(broken);
  });
});
