/**
 * Local Docusaurus plugin: inlines ./early.js at the top of every page's <head>, so that a search shortcut pressed
 * while the page's scripts still download is kept (src/clientModules/searchIntent.ts takes it over). Inline, because
 * a script file would itself have to arrive first; the CSP plugin hashes it into the policy like any inline script.
 *
 * Beside it, the locale's search settings as JSON (not a script: nothing runs, nothing to hash): the search box
 * shown before the page has hydrated searches with them (src/theme/SearchBar/shellSearch.ts), as React's context,
 * where the search bar reads them, does not exist yet.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { SEARCH_CONTEXT_ELEMENT_ID } from '../../../search/constants';
import type { PageSearchContext } from '../../../search/types';

/** The script as shipped: its code without the leading comments and the indentation. */
export function earlyScript(): string {
  const source = fs.readFileSync(path.join(__dirname, 'early.js'), 'utf8');
  return source
    .replace(/^(\s*\/\*[\s\S]*?\*\/)+\s*/, '')
    .split('\n')
    .map((line) => line.trim())
    .join('');
}

/** JSON that cannot end its <script> element or open a comment in it. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** As the pages' siteMetadata says it, for the hosted client's agent string. */
function docusaurusVersion(siteDir: string): string {
  return (createRequire(path.join(siteDir, 'package.json'))('@docusaurus/core/package.json') as { version: string })
    .version;
}

export function pageSearchContext(context: LoadContext): PageSearchContext {
  return {
    siteUrl: context.siteConfig.url,
    baseUrl: context.baseUrl,
    language: context.i18n.currentLocale,
    docusaurusVersion: docusaurusVersion(context.siteDir),
    search: context.siteConfig.customFields?.search as PageSearchContext['search'],
  };
}

export default function searchEarlyPlugin(context: LoadContext): Plugin {
  const script = earlyScript();
  const searchContext = jsonForScriptElement(pageSearchContext(context));
  return {
    name: 'search-early',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'script', innerHTML: script },
          {
            tagName: 'script',
            attributes: { type: 'application/json', id: SEARCH_CONTEXT_ELEMENT_ID },
            innerHTML: searchContext,
          },
        ],
      };
    },
  };
}
