import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as stock from 'prism-react-renderer';
import { Highlight, Prism, normalizeTokens } from '../prism-react-renderer';
import { codeTheme } from '../../../../config/prism';

// Prism's grammar files for the theme's additionalLanguages register on the global Prism, as
// @theme/prism-include-languages does in the bundle.
(globalThis as { Prism?: unknown }).Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require('prismjs/components/prism-bash.js');
require('prismjs/components/prism-json.js');
require('prismjs/components/prism-python.js');
/* eslint-enable @typescript-eslint/no-require-imports */

const samples: [string, string][] = [
  ['bash', 'curl --fail \\\n  --header "X-Brave-Api-Key: $KEY" \\\n  https://example.com/v3/report\n\necho "done"'],
  ['json', '{\n  "campaigns": [\n    { "id": "abc", "budget": 12.5, "active": true, "note": null }\n  ]\n}'],
  [
    'ts',
    '/** Lists campaigns. */\nexport async function list(from: string): Promise<Campaign[]> {\n  const res = await fetch(`/v3/campaigns?from=${from}`);\n\n  return (await res.json()) as Campaign[];\n}',
  ],
  [
    'python',
    '# Lists campaigns.\ndef get(from_: str | None = None) -> dict:\n    return {"from": f"{from_}T00:00:00"}',
  ],
  ['text', 'plain words\n\nwith an empty line'],
  ['unknownlang', 'no grammar at all'],
];

function render(
  Component: typeof Highlight | typeof stock.Highlight,
  prism: typeof Prism,
  language: string,
  code: string,
): string {
  return renderToStaticMarkup(
    <Component prism={prism as never} theme={codeTheme} code={code} language={language}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={style}>
          {tokens.map((line, i) => (
            <span key={i} {...getLineProps({ line, className: 'extra' })}>
              {line.map((token, j) => (
                <span key={j} {...getTokenProps({ token })} />
              ))}
            </span>
          ))}
        </pre>
      )}
    </Component>,
  );
}

describe("the bundle's prism-react-renderer", () => {
  test.each(samples)('%s: lines and tokens are exactly those of the package', (language, code) => {
    const grammar = Prism.languages[language];
    const tree = grammar ? Prism.tokenize(code, grammar) : [code];
    expect(normalizeTokens(tree as never)).toEqual(stock.normalizeTokens(tree as never));
  });

  test.each(samples)('%s: Highlight renders the markup of the package', (language, code) => {
    // The same Prism for both: the package's own bundles other grammars (e.g. doc comments inside TypeScript).
    expect(render(Highlight, Prism, language, code)).toBe(render(stock.Highlight, Prism, language, code));
  });

  test('registers the grammars the docs use, and only a few', () => {
    for (const language of ['clike', 'javascript', 'typescript', 'ts', 'bash', 'json', 'python'])
      expect([language, typeof Prism.languages[language]]).toEqual([language, 'object']);
    expect(Prism.languages.ruby).toBeUndefined();
  });
});
