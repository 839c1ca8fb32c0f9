import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code-block colours of our own, as CSS custom properties (`--site-code-*`, defined for light and dark mode in
 * `src/css/custom.css`). The same theme serves both modes, so the built HTML already has the right colours in dark
 * mode. Code is highlighted when a page is built (src/plugins/markdown/code-blocks), which colours each token from
 * `styles`; the code block's frame takes `plain` (the theme config's `prism.theme`).
 * `config/__tests__/prism.test.ts` checks every colour against the block and a highlighted line (WCAG AA 4.5:1).
 */
export const codeColourNames = [
  'background',
  'plain',
  'comment',
  'keyword',
  'string',
  'number',
  'function',
  'property',
  'tag',
  'deleted',
] as const;

export type CodeColourName = (typeof codeColourNames)[number];

const colour = (name: CodeColourName) => `var(--site-code-${name})`;

export const codeTheme: PrismTheme = {
  plain: { color: colour('plain'), backgroundColor: colour('background') },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: colour('comment'), fontStyle: 'italic' } },
    { types: ['keyword', 'atrule', 'important', 'operator', 'selector'], style: { color: colour('keyword') } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'template-string'], style: { color: colour('string') } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'entity'], style: { color: colour('number') } },
    { types: ['function', 'class-name', 'method'], style: { color: colour('function') } },
    { types: ['property', 'attr-name', 'variable', 'parameter'], style: { color: colour('property') } },
    { types: ['tag', 'inserted', 'namespace'], style: { color: colour('tag') } },
    { types: ['deleted'], style: { color: colour('deleted') } },
    { types: ['punctuation'], style: { color: colour('plain') } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
  ],
};

/** What the browser needs of the theme (the theme config's `prism`): the plain colours the code block's frame takes. */
export const codeFrameTheme: PrismTheme = { plain: codeTheme.plain, styles: [] };
