import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admonitionTypesIn, admonitionTypesOf } from '../admonitionTypes';

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

describe('admonitionTypesOf', () => {
  test('looks only for the types asked for, in files of both formats; an expression type counts as each of them', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'admonitions-'));
    try {
      const files = {
        'a.md': ':::tip\nA tip.\n:::\n',
        'b.md': 'Take caution with `:::danger` in code.\n\n:::caution\nCareful.\n:::\n',
        'c.mdx': '<Admonition type={kind}>Any.</Admonition>\n',
      };
      for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
      const all = Object.keys(files).map((name) => path.join(dir, name));
      expect([...(await admonitionTypesOf(all.slice(0, 2), ['danger', 'caution']))]).toEqual(['caution']);
      expect([...(await admonitionTypesOf(all.slice(0, 2)))].sort()).toEqual(['caution', 'tip']);
      expect([...(await admonitionTypesOf(all, ['danger', 'caution']))].sort()).toEqual(['caution', 'danger']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
