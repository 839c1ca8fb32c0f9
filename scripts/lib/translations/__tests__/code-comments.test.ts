import { codeWithoutComments } from '../code-comments';

describe('codeWithoutComments: translators may translate comments, nothing else', () => {
  it.each([
    [
      'bash',
      '# Download the report\ncurl -s https://x.example/a#frag # trailing',
      ['curl -s https://x.example/a#frag'],
    ],
    ['bash', 'echo "# not a comment" $#', ['echo "# not a comment" $#']],
    ['yaml', "title: it's here # comment\nkey: 'a # b'", ["title: it's here", "key: 'a # b'"]],
    [
      'js',
      '// setup\nconst url = "https://x.example"; // the API\n/* block\n comment */ run();',
      ['const url = "https://x.example";', ' run();'],
    ],
    ['ts', 'const s = `// in a template`;', ['const s = `// in a template`;']],
    ['json', '{\n  // fields\n  "a": "http://b"\n}', ['{', '  "a": "http://b"', '}']],
    ['css', '/* colours */\na { color: red; }', ['a { color: red; }']],
    ['html', '<!-- banner -->\n<div class="x"></div>', ['<div class="x"></div>']],
    ['sql', '-- totals\nSELECT 1; -- one', ['SELECT 1;']],
    ['text', '# kept: unknown languages compare as they are', ['# kept: unknown languages compare as they are']],
    ['', 'GET /v1/report  \n\n', ['GET /v1/report']],
  ])('%s: %j', (lang, code, lines) => {
    expect(codeWithoutComments(lang, code)).toEqual(lines);
  });

  it('makes a block with translated comments equal to the English one', () => {
    const en = '# Create the campaign\ncurl -X POST https://ads.example/v1/campaigns';
    const es = '# Crear la campaña\ncurl -X POST https://ads.example/v1/campaigns';
    expect(codeWithoutComments('bash', es)).toEqual(codeWithoutComments('bash', en));
  });
});
