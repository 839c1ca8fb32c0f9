/**
 * Rehype plugin: fenced code blocks are highlighted when the page is built, so no page loads or runs Prism. Each
 * token becomes a `<span class="token keyword">` named after its look in our code theme (config/prism.ts), which
 * the page's MDX renders like any other element, inside the code block (src/theme/CodeBlock) that frames it, paints
 * the tokens and adds the buttons.
 *
 * A block names one of the languages below, or `text` (or nothing) for code not to highlight. Its only option is a
 * title (```ts title="report.ts"). Anything else stops the build with the file and line, rather than showing a block
 * that looks highlighted and is not, or drops what the writer asked for.
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import json from 'refractor/json';
import python from 'refractor/python';
import typescript from 'refractor/typescript';
import { codeTheme } from '../../../../config/prism';
import { esmImport } from '../esmImport';

for (const grammar of [bash, json, python, typescript]) refractor.register(grammar);

/** Names a fence may give for code shown as it is. */
const PLAIN = new Set(['', 'text', 'plain', 'plaintext', 'txt']);

/**
 * The look of each token type of the theme: the name of its colour (`var(--site-code-keyword)` gives `keyword`), or
 * the type itself for a look without a colour (bold, italic). A token gets the class `token <look>`, which the code
 * block's stylesheet paints (src/theme/CodeBlock/styles.module.css; a test holds it to the theme).
 */
export const tokenLooks = new Map<string, string>();
for (const { types, style } of codeTheme.styles) {
  const colourName = /--site-code-([a-z]+)/.exec(String(style.color ?? ''))?.[1];
  for (const type of types) tokenLooks.set(type, colourName ?? type);
}

/** What text outside any token looks like. */
const PLAIN_LOOK = 'plain';

function pushText(nodes: ElementContent[], value: string): void {
  const last = nodes.at(-1);
  if (last?.type === 'text') last.value += value;
  else nodes.push({ type: 'text', value });
}

/**
 * Prism's tokens as the fewest spans that keep their looks: a token that looks like the text around it (punctuation
 * in plain code, an interpolation inside a string) is only its text, and one span carries one look class. A page
 * holds every span as a React element, so the fewer, the lighter its script.
 */
function spans(nodes: readonly (RootContent | ElementContent)[], inherited: string): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'text') pushText(out, node.value);
    if (node.type !== 'element') continue;
    const classes = (node.properties.className as string[] | undefined) ?? [];
    // The last type with a look wins, as the theme's styles merge in the order of the token's types.
    const look = classes.reduce<string | undefined>((found, name) => tokenLooks.get(name) ?? found, undefined);
    const own = look ?? inherited;
    const children = spans(node.children, own);
    if (own === inherited) {
      for (const child of children) {
        if (child.type === 'text') pushText(out, child.value);
        else out.push(child);
      }
    } else {
      out.push({ type: 'element', tagName: 'span', properties: { className: ['token', own] }, children });
    }
  }
  return out;
}

export class CodeBlockError extends Error {}

/** The languages a fence may name (their aliases included), for messages and tests. */
export function highlightedLanguages(): string[] {
  return refractor.listLanguages().filter((name) => !PLAIN.has(name));
}

/** `title="report.ts"` (or single quotes): the block's title; any other option is refused. */
export function parseMeta(meta: string): { title?: string } {
  const match = /\btitle=(["'])(.*?)\1/.exec(meta);
  const rest = (match ? meta.replace(match[0], '') : meta).trim();
  if (rest !== '') {
    throw new CodeBlockError(`unsupported option "${rest}" (a code block takes only title="…")`);
  }
  return match ? { title: match[2]! } : {};
}

/** The tokens of `code` in `language` as hast nodes, or the plain text for a plain block. */
export function highlight(code: string, language: string): ElementContent[] {
  if (PLAIN.has(language)) return [{ type: 'text', value: code }];
  if (!refractor.registered(language)) {
    throw new CodeBlockError(
      `no grammar for "${language}": name one of ${highlightedLanguages().join(', ')} or text, or register its ` +
        'refractor grammar in src/plugins/markdown/code-blocks',
    );
  }
  return spans(refractor.highlight(code, language).children, PLAIN_LOOK);
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function languageOf(properties: Properties): string {
  const classes = (properties.className as string[] | undefined) ?? [];
  const name = classes.find((value) => value.startsWith('language-'));
  return name ? name.slice('language-'.length).toLowerCase() : '';
}

/** The name the page binds the code block to (its import, added once per page with code). */
export const CODE_BLOCK_COMPONENT = 'HighlightedCodeBlock';
export const CODE_BLOCK_MODULE = '@theme/CodeBlock';

/** The code block element that stands for one fenced block: `<HighlightedCodeBlock className title>tokens</…>`. */
export type CodeBlockElement = {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  children: ElementContent[];
  position?: Element['position'];
};

/**
 * The code block for one `<pre><code>` of a fenced block: its tokens, language and title. The code keeps its final
 * line break, as MDX gives it.
 */
export function codeBlockFor(pre: Element, code: Element): CodeBlockElement {
  const language = languageOf(code.properties) || 'text';
  const { metastring } = code.properties;
  const { title } = typeof metastring === 'string' ? parseMeta(metastring) : {};
  const text = code.children.map(textOf).join('');
  const attributes: CodeBlockElement['attributes'] = [
    { type: 'mdxJsxAttribute', name: 'className', value: `language-${language}` },
  ];
  if (title !== undefined) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_BLOCK_COMPONENT,
    attributes,
    children: highlight(text.endsWith('\n') ? text : `${text}\n`, language),
    position: pre.position,
  };
}

function fencedCode(node: unknown): Element | undefined {
  const pre = node as Element;
  if (pre.type !== 'element' || pre.tagName !== 'pre' || pre.children.length !== 1) return undefined;
  const [child] = pre.children;
  return child?.type === 'element' && child.tagName === 'code' ? child : undefined;
}

type Parent = { children?: unknown[] };

/** Replaces every fenced block, inside components (tabs, folded sections) too: MDX's JSX nodes hold hast children. */
function replaceBlocks(node: Parent, replace: (pre: Element, code: Element) => unknown): number {
  let count = 0;
  const children = node.children ?? [];
  children.forEach((child, index) => {
    const code = fencedCode(child);
    if (code) {
      children[index] = replace(child as Element, code);
      count += 1;
    } else count += replaceBlocks(child as Parent, replace);
  });
  return count;
}

/**
 * Each fenced block becomes the code block component with its tokens as children, and a page with code imports that
 * component itself: pages without code, and the MDX components every page loads, do not carry it.
 */
export default function rehypeCodeBlocks() {
  return (tree: Root, file: { path?: string; history?: string[] }): void => {
    const found = replaceBlocks(tree, (pre, code) => {
      try {
        return codeBlockFor(pre, code);
      } catch (error) {
        if (!(error instanceof CodeBlockError)) throw error;
        const where = `${file.path ?? file.history?.[0] ?? 'a page'}:${pre.position?.start.line ?? '?'}`;
        throw new CodeBlockError(`code block at ${where}: ${error.message}`);
      }
    });
    if (found > 0) tree.children.unshift(esmImport(CODE_BLOCK_MODULE, CODE_BLOCK_COMPONENT) as never);
  };
}
