/**
 * The client's and the server bundle's `prism-react-renderer` (see ./index.ts): the `Highlight` render-prop
 * component and the `Prism` object the classic theme's code blocks use, with only the grammars this site's code
 * needs. The package bundles Prism with every grammar and colour theme it ships, evaluated together when its
 * chunk loads: on the API page that chunk was a long task on a mid-range phone, most of it Prism wiring
 * grammars it never uses. Here Prism's core comes from `prismjs` in manual mode (it must never
 * re-highlight the page's code on its own) with the C-like, JavaScript and TypeScript grammars; the theme's
 * `additionalLanguages` (config: bash, json, python) are added by `@theme/prism-include-languages` as before. A content
 * test keeps every fenced code block of the docs on a grammar registered here or on plain `text`.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Language, PrismTheme } from 'prism-react-renderer';
import Prism from './prism-core';

/** The grammars registered with Prism's core here (the theme config's additionalLanguages come on top). */
export const BASE_LANGUAGES = ['clike', 'javascript', 'js', 'typescript', 'ts'] as const;

type Token = { types: string[]; content: string; empty?: boolean };
type StyleDict = Record<string, React.CSSProperties | undefined> & {
  root: React.CSSProperties;
  plain: React.CSSProperties;
};
type PrismToken = string | { type: string; alias?: string | string[]; content: PrismToken | PrismToken[] };

/** Per token type, the theme's style for this language, plus the block's own colours (root) and the text's. */
function styleDict(theme: PrismTheme, language: string): StyleDict {
  const dict: Record<string, React.CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as Language)) continue;
    for (const type of entry.types) dict[type] = { ...dict[type], ...entry.style };
  }
  return { ...dict, root: theme.plain, plain: { ...theme.plain, backgroundColor: undefined } };
}

/**
 * Prism's token tree as lines of flat tokens: each token carries the types of every level above it, and a line
 * with nothing on it holds one empty plain token whose content is a newline (so it keeps its height).
 */
export function normalizeTokens(tree: PrismToken[]): Token[][] {
  const lines: Token[][] = [[]];
  const closeLine = (line: Token[]) => {
    if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
    else if (line.length === 1 && line[0]!.content === '') {
      line[0]!.content = '\n';
      line[0]!.empty = true;
    }
  };
  const withType = (types: string[], type: string | string[] | undefined): string[] => {
    let out = types;
    for (const t of type === undefined ? [] : Array.isArray(type) ? type : [type]) {
      if (out[out.length - 1] !== t) out = [...out, t];
    }
    return out;
  };
  const walk = (tokens: PrismToken[], types: string[], depth: number) => {
    for (const token of tokens) {
      let content: PrismToken | PrismToken[];
      let tokenTypes: string[];
      if (typeof token === 'string') {
        content = token;
        tokenTypes = depth > 0 ? types : ['plain'];
      } else {
        tokenTypes = withType(withType(types, token.type), token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], tokenTypes, depth + 1);
        continue;
      }
      const pieces = content.split(/\r\n|\r|\n/);
      pieces.forEach((piece, index) => {
        if (index > 0) {
          closeLine(lines[lines.length - 1]!);
          lines.push([]);
        }
        lines[lines.length - 1]!.push({ types: tokenTypes, content: piece });
      });
    }
  };
  walk(tree, [], 0);
  closeLine(lines[lines.length - 1]!);
  return lines;
}

type PropsIn = { className?: string; style?: React.CSSProperties; [key: string]: unknown };
type RenderArgs = {
  tokens: Token[][];
  className: string;
  style: React.CSSProperties;
  getLineProps: (props: PropsIn & { line: Token[] }) => PropsIn;
  getTokenProps: (props: PropsIn & { token: Token }) => PropsIn & { children: string };
};
export type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (args: RenderArgs) => ReactNode;
};

/** The package's `Highlight`: the same render props (tokens by line, line and token props with the theme). */
export function Highlight({ code, language: languageProp, theme, prism = Prism, children }: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const dict = useMemo(() => styleDict(theme, language), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return normalizeTokens([code]);
    const env = { code, grammar, language, tokens: [] as unknown };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens as PrismToken[]);
  }, [prism, code, grammar, language]);

  const getLineProps = useCallback<RenderArgs['getLineProps']>(
    ({ line, className, style, ...rest }) => {
      // The line's tokens are the caller's business, not an attribute of the element.
      void line;
      return {
        ...rest,
        className: clsx('token-line', className),
        style: style ? { ...dict.plain, ...style } : dict.plain,
      };
    },
    [dict],
  );
  const getTokenProps = useCallback<RenderArgs['getTokenProps']>(
    ({ token, className, style, ...rest }) => {
      const plainOnly = token.types.length === 1 && token.types[0] === 'plain';
      const own: React.CSSProperties | undefined = plainOnly
        ? token.empty
          ? { display: 'inline-block' }
          : undefined
        : Object.assign(token.empty ? { display: 'inline-block' } : {}, ...token.types.map((type) => dict[type]));
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...own, ...style } : own,
      };
    },
    [dict],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict.root,
    getLineProps,
    getTokenProps,
  });
}

export { Prism };
