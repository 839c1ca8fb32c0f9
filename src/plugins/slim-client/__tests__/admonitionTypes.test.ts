import { admonitionTypesIn } from '../admonitionTypes';

describe('admonitionTypesIn', () => {
  test('containers, with a label or a title in the MDX 1 style, and nested ones', () => {
    const text = [
      '# Title',
      '',
      ':::note[Beta]',
      'Text.',
      ':::',
      '',
      ':::warning You cannot undo this',
      '',
      '::::tip',
      ':::danger',
      'Nested.',
      ':::',
      '::::',
      '',
      ':::',
    ].join('\n');
    expect([...admonitionTypesIn(text, false)].sort()).toEqual(['danger', 'note', 'tip', 'warning']);
  });

  test('an <Admonition> element counts with its type; one whose type is an expression counts as every type', () => {
    expect([...admonitionTypesIn('<Admonition type="caution">Careful.</Admonition>\n', true)]).toEqual(['caution']);
    expect(admonitionTypesIn('<Admonition type={kind}>Careful.</Admonition>\n', true).size).toBe(6);
  });

  test('text that only mentions the syntax, in code, is not an admonition', () => {
    expect(admonitionTypesIn('Write `:::danger` to warn.\n\n```md\n:::caution\nx\n:::\n```\n', false).size).toBe(0);
  });
});
