/**
 * Rehype plugin for docs: the plain paragraphs, lists, tables and code blocks of a page travel in a chunk of
 * their own.
 *
 * A served page keeps their markup as it is on hydration (StaticIsland), so its first load never needs their JSX,
 * yet the page's chunk carried every cell and sentence of it: most of a long reference page's script. Here each
 * such element's markup becomes an HTML string in one module per page, imported lazily
 * (src/components/StaticParts); the element itself becomes `<DocStaticPart as="p" index="3" />`. The page's
 * module waits for its strings on the server and on a client-side navigation, so both render the same markup from
 * them. Source files do not change, nor does the served HTML that search, the Markdown copies and the llms files
 * are read from.
 *
 * Only markup that renders the same as an HTML string moves: an element whose whole subtree is text and plain
 * elements (no component, expression, image or code block; an image is a component once Docusaurus has
 * resolved its file). Links move too: in a kept island a click on one is handed to the router. Code blocks move
 * as their code, which the code block component renders.
 */
import { parse } from 'acorn';
import { toHtml } from 'hast-util-to-html';

type Properties = Record<string, unknown>;
type Node = {
  type: string;
  tagName?: string;
  properties?: Properties;
  value?: string;
  name?: string | null;
  attributes?: unknown[];
  children?: Node[];
  data?: Record<string, unknown>;
};

/** The elements that become parts (the ones MDXComponents keeps as served). */
const PART_TAGS = new Set(['p', 'ul', 'ol', 'table']);
/** Elements a part may hold: what Markdown makes of text, emphasis, inline code, links, lists and tables. */
const PLAIN_TAGS = new Set([
  ...PART_TAGS,
  'li',
  'a',
  'code',
  'strong',
  'em',
  'del',
  'br',
  'sup',
  'sub',
  'kbd',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
/** Attributes a part's own element may carry, rendered by its component rather than in the string. */
const OWN_ATTRIBUTES = ['className', 'id', 'dir', 'start'];
/**
 * Below this much markup (characters of HTML) a page keeps its JSX: moving it would save little and cost a
 * client-side navigation a second request.
 */
export const MIN_PAGE_HTML = 2048;

/** The module whose query carries a page's parts (the loader of src/plugins/static-parts turns it into strings). */
export const PARTS_MODULE = '@site/src/components/StaticParts/parts.js';
export const PART_COMPONENT = 'DocStaticPart';
const PART_RUNTIME = '@site/src/components/StaticParts';

function plainProperties(properties: Properties | undefined): boolean {
  return Object.values(properties ?? {}).every(
    (value) =>
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')),
  );
}

/** Elements whose whitespace-only text React does not render (as MDX compiles them: invalid there in HTML). */
const NO_WHITESPACE_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
/** A link to another site: Docusaurus's Link opens it in a new tab, and so does its string. */
const EXTERNAL = /^https?:\/\//i;

/** Whether a link renders the same as a string: a fragment, a path of this site or another site's address. */
function plainHref(href: unknown): boolean {
  return typeof href === 'string' && (href.startsWith('#') || /^\/(?!\/)/.test(href) || EXTERNAL.test(href));
}

/** Whether a subtree is text and plain elements only. */
export function isPlain(node: Node): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || !node.tagName || !PLAIN_TAGS.has(node.tagName)) return false;
  if (!plainProperties(node.properties)) return false;
  if (node.tagName === 'a' && !plainHref(node.properties?.href)) return false;
  // A task list keeps the theme's component (its checkboxes are restyled).
  if (node.tagName === 'ul' && classes(node).includes('contains-task-list')) return false;
  return (node.children ?? []).every(isPlain);
}

function classes(node: Node): string[] {
  const value = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

type Attribute = { type: 'mdxJsxAttribute'; name: string; value: string };

/**
 * A hast element's properties as string JSX attributes, or null when one is not among `allowed`. Absent values
 * (undefined, null, false: Docusaurus gives every code block `live: false` and a meta string or null) are left out.
 */
function attributesOf(properties: Properties | undefined, allowed: readonly string[]): Attribute[] | null {
  const attributes: Attribute[] = [];
  for (const [name, value] of Object.entries(properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (!allowed.includes(name)) return null;
    attributes.push({ type: 'mdxJsxAttribute', name, value: Array.isArray(value) ? value.join(' ') : String(value) });
  }
  return attributes;
}

/**
 * A copy of a subtree as React renders it from MDX: links as Docusaurus's Link makes them (another site's in a new
 * tab, a path of this site under the edition's base URL unless it is there already), no whitespace in tables.
 */
function asRendered(node: Node, baseUrl: string): Node {
  if (node.type !== 'element') return node;
  let children = (node.children ?? []).map((child) => asRendered(child, baseUrl));
  if (node.tagName && NO_WHITESPACE_TEXT.has(node.tagName))
    children = children.filter((child) => !(child.type === 'text' && !child.value?.trim()));
  let properties = node.properties;
  const href = String(properties?.href);
  if (node.tagName === 'a' && EXTERNAL.test(href) && !properties?.target)
    properties = { ...properties, target: '_blank', rel: ['noopener', 'noreferrer'] };
  if (node.tagName === 'a' && href.startsWith('/') && !href.startsWith(baseUrl))
    properties = { ...properties, href: href === baseUrl.replace(/\/$/, '') ? baseUrl : baseUrl + href.slice(1) };
  return { ...node, properties, children };
}

/** The part's string: a table whole (its island is a box around it), another element's content. */
function partHtml(node: Node, baseUrl: string): string {
  const rendered = asRendered(node, baseUrl);
  if (node.tagName === 'table') return toHtml(rendered as never);
  return toHtml({ type: 'root', children: rendered.children ?? [] } as never);
}

type Found = { node: Node; html: string; attributes: Attribute[]; as: string };

/**
 * A code block (`pre` around one `code` of text, with only a language class and a meta string, not live): its part
 * is the code itself, which the page's code block component renders (highlighted on the server, kept as served in
 * the browser until it turns live).
 */
function codeBlock(node: Node): Found | null {
  if (node.tagName !== 'pre' || Object.keys(node.properties ?? {}).length > 0) return null;
  const [code, ...rest] = node.children ?? [];
  if (rest.length || code?.type !== 'element' || code.tagName !== 'code') return null;
  if (!(code.children ?? []).every((child) => child.type === 'text')) return null;
  const attributes = attributesOf(code.properties, ['className', 'metastring']);
  if (!attributes) return null;
  const text = (code.children ?? []).map((child) => child.value ?? '').join('');
  // The block's height before its code arrives (the island's placeholder reserves it).
  const lines = text.replace(/\n+$/, '').split('\n').length;
  attributes.push({ type: 'mdxJsxAttribute', name: 'lines', value: String(lines) });
  return { node, html: text, attributes, as: 'pre' };
}

/** The outermost plain parts of the tree, in document order. */
function collect(node: Node, found: Found[], baseUrl: string): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName && PART_TAGS.has(child.tagName) && isPlain(child)) {
      const attributes = child.tagName === 'table' ? [] : attributesOf(child.properties, OWN_ATTRIBUTES);
      if (attributes) {
        found.push({ node: child, html: partHtml(child, baseUrl), attributes, as: child.tagName });
        continue;
      }
    }
    const code = child.type === 'element' ? codeBlock(child) : null;
    if (code) {
      found.push(code);
      continue;
    }
    collect(child, found, baseUrl);
  }
}

function esm(code: string): Node {
  return {
    type: 'mdxjsEsm',
    value: code,
    data: { estree: parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) },
  };
}

export type StaticPartsOptions = {
  /** The base URL of the edition a source file belongs to (`/es/` for a Spanish translation). */
  readonly baseUrlOf: (filePath: string) => string;
};

export default function rehypeStaticParts({ baseUrlOf }: StaticPartsOptions) {
  return (tree: Node, file: { path?: string }): void => {
    const found: Found[] = [];
    collect(tree, found, baseUrlOf(file.path ?? ''));
    if (found.reduce((sum, part) => sum + part.html.length, 0) < MIN_PAGE_HTML) return;
    found.forEach(({ node, attributes, as }, index) => {
      // Replaced in place, so the part keeps its position among its siblings.
      Object.assign(node, {
        type: 'mdxJsxFlowElement',
        name: PART_COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'as', value: as },
          { type: 'mdxJsxAttribute', name: 'index', value: String(index) },
          ...attributes,
        ],
        children: [],
      });
      delete node.tagName;
      delete node.properties;
    });
    const strings = Buffer.from(JSON.stringify(found.map((part) => part.html)), 'utf8').toString('base64url');
    const request = `${PARTS_MODULE}?parts=${strings}`;
    tree.children = [
      esm(
        `import { staticPartsOf as _staticPartsOf, partsNeededAtOnce as _partsNeededAtOnce } from '${PART_RUNTIME}';`,
      ),
      // The page's module is ready once its strings are, where they are needed at once (the server, a client-side
      // navigation): nothing renders half a page. A served page's first load keeps its markup and fetches none.
      esm(
        `export const ${PART_COMPONENT} = _staticPartsOf(_partsNeededAtOnce() ? (await import('${request}')).default : null, () => import('${request}'));`,
      ),
      ...(tree.children ?? []),
    ];
  };
}
