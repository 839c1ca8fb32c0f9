/**
 * Code in a translation must be the English code; only its comments may be translated.
 * `codeWithoutComments` removes comments by language family, outside string literals, so two
 * code blocks can be compared. Languages it does not know are compared as they are.
 */
interface CommentSyntax {
  line: string[];
  block: [string, string][];
}

const HASH: CommentSyntax = { line: ['#'], block: [] };
const SLASH: CommentSyntax = { line: ['//'], block: [['/*', '*/']] };
const CSS: CommentSyntax = { line: [], block: [['/*', '*/']] };
const MARKUP: CommentSyntax = { line: [], block: [['<!--', '-->']] };
const SQL: CommentSyntax = { line: ['--'], block: [['/*', '*/']] };

const FAMILIES: [CommentSyntax, string[]][] = [
  [
    HASH,
    'bash sh shell zsh console shell-session yaml yml python py toml ini dockerfile makefile ruby rb perl r powershell ps1 properties dotenv env nginx apacheconf'.split(
      ' ',
    ),
  ],
  [
    SLASH,
    'js jsx javascript ts tsx typescript mjs cjs json json5 jsonc java c cpp csharp cs go rust rs swift kotlin kt php scss less graphql proto dart scala'.split(
      ' ',
    ),
  ],
  [CSS, ['css']],
  [MARKUP, ['html', 'xml', 'svg', 'md', 'markdown', 'mdx', 'vue']],
  [SQL, ['sql']],
];
const SYNTAX_BY_LANGUAGE = new Map(FAMILIES.flatMap(([syntax, langs]) => langs.map((l) => [l, syntax] as const)));

function stripComments(syntax: CommentSyntax, code: string): string {
  let out = '';
  let quote: string | null = null;
  let blockEnd: string | null = null;
  for (let i = 0; i < code.length;) {
    const ch = code[i];
    if (blockEnd) {
      if (code.startsWith(blockEnd, i)) {
        i += blockEnd.length;
        blockEnd = null;
      } else {
        if (ch === '\n') out += '\n';
        i += 1;
      }
      continue;
    }
    if (quote) {
      out += ch;
      if (ch === '\\' && i + 1 < code.length) {
        out += code[i + 1];
        i += 2;
        continue;
      }
      if (ch === quote || (ch === '\n' && quote !== '`')) quote = null;
      i += 1;
      continue;
    }
    const opener = syntax.block.find(([open]) => code.startsWith(open, i));
    if (opener) {
      blockEnd = opener[1];
      i += opener[0].length;
      continue;
    }
    const previous = i === 0 ? '\n' : code[i - 1];
    const lineMarker = syntax.line.find((marker) => code.startsWith(marker, i));
    // A line comment starts a line or follows whitespace: `$#`, `a#b` and `https://` stay code.
    if (lineMarker && /\s/.test(previous)) {
      while (i < code.length && code[i] !== '\n') i += 1;
      continue;
    }
    if (ch === '"' || ch === "'" || (ch === '`' && syntax === SLASH)) {
      // An apostrophe inside a word (shell prose, YAML text) is not a quote.
      if (!(ch === "'" && /\w/.test(previous) && syntax === HASH)) quote = ch;
    }
    out += ch;
    i += 1;
  }
  return out;
}

/**
 * Code of a block as compared between English and a translation: comments removed (for the
 * languages above), trailing spaces and blank lines ignored. `lang`: the fence's language, lower case.
 */
export function codeWithoutComments(lang: string, code: string): string[] {
  const syntax = SYNTAX_BY_LANGUAGE.get(lang);
  const text = syntax ? stripComments(syntax, code) : code;
  return text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.length > 0);
}
