/**
 * Local Docusaurus plugin: inlines ./early.js at the top of every page's <head>, so that a search shortcut pressed
 * while the page's scripts still download is kept (src/clientModules/searchIntent.ts takes it over). Inline, because
 * a script file would itself have to arrive first; the CSP plugin hashes it into the policy like any inline script.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

/** The script as shipped: its code without the leading comments and the indentation. */
export function earlyScript(): string {
  const source = fs.readFileSync(path.join(__dirname, 'early.js'), 'utf8');
  return source
    .replace(/^(\s*\/\*[\s\S]*?\*\/)+\s*/, '')
    .split('\n')
    .map((line) => line.trim())
    .join('');
}

export default function searchEarlyPlugin(): Plugin {
  const script = earlyScript();
  return {
    name: 'search-early',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
