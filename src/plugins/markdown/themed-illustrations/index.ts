/**
 * Remark plugin: an illustration that has a dark twin gets it in dark mode.
 *
 * `![alt](/img/illustrations/ntt.svg)` stays as written in every locale's Markdown. When
 * `static/img/illustrations/ntt.dark.svg` exists, the image is marked `#gh-light-mode-only` and a copy pointing at
 * the dark file, marked `#gh-dark-mode-only`, follows it; custom.css hides whichever does not match the site's
 * `[data-theme]` (the site's choice, which can differ from the system's, so not `prefers-color-scheme`). The pair
 * is made at build time: no script in the browser, and the hidden copy is lazy-loaded, so it is not fetched.
 *
 * Both stay files that the page links to (Docusaurus's `pathname://` escape), with their width and height read
 * from the SVG: bundled, each of these small files would be inlined as base64 into the page's HTML and its
 * JavaScript chunk, the dark twin too, for every reader. Runs before Docusaurus turns image paths into bundled
 * assets (beforeDefaultRemarkPlugins).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

type Node = {
  type: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  data?: { hProperties?: Record<string, unknown> };
  children?: Node[];
};

type Size = { width: number; height: number };

/** The size an SVG of `static/` declares (its width and height, or its viewBox). */
function svgSize(url: string): Size {
  const { width, height } = imageSize(readFileSync(path.join(staticDir, url)));
  return { width, height };
}

export const ILLUSTRATIONS = '/img/illustrations/';
const staticDir = path.join(__dirname, '../../../../static');

/** The dark twin's URL of an illustration, or null when it has none. */
export function darkTwin(url: string, exists: (file: string) => boolean = existsSync): string | null {
  if (!url.startsWith(ILLUSTRATIONS) || !url.endsWith('.svg') || url.endsWith('.dark.svg')) return null;
  const dark = url.replace(/\.svg$/, '.dark.svg');
  return exists(path.join(staticDir, dark)) ? dark : null;
}

export function pairIllustrations(
  node: Node,
  exists?: (file: string) => boolean,
  sizeOf: (url: string) => Size = svgSize,
): void {
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const dark = child.type === 'image' && child.url ? darkTwin(child.url, exists) : null;
    if (dark && child.url) {
      const sized = (url: string) => ({ ...child.data, hProperties: { ...child.data?.hProperties, ...sizeOf(url) } });
      const light = { ...child, url: `pathname://${child.url}#gh-light-mode-only`, data: sized(child.url) };
      children.splice(i, 1, light, { ...child, url: `pathname://${dark}#gh-dark-mode-only`, data: sized(dark) });
      i++;
    } else pairIllustrations(child, exists, sizeOf);
  }
}

export default function remarkThemedIllustrations() {
  return (tree: Node): void => pairIllustrations(tree);
}
