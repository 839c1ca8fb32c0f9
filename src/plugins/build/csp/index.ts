import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cspDirectives } from '../../../../config/csp';
import { searchConnectSources } from '../../content/search-index/config';
import { withPolicy } from './policy';

async function htmlFiles(dir: string, locales: readonly string[], isDefaultLocaleDir: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The default locale's build dir contains the other locales' dirs: they get their own pass.
      if (isDefaultLocaleDir && locales.includes(entry.name)) continue;
      // Demo creatives are separate documents with their own strict policy.
      if (entry.name === 'creatives') continue;
      out.push(...(await htmlFiles(full, locales, false)));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/**
 * Writes the Content-Security-Policy meta tag, with the sha256 of each inline script, into every
 * HTML page of the locale being built. Runs after the pages are rendered (postBuild); each file is
 * replaced atomically so other postBuild steps reading HTML never see a half-written page.
 */
export default function cspPlugin(context: LoadContext): Plugin {
  return {
    name: 'brave-ads-csp',
    async postBuild({ outDir }) {
      const { i18n } = context;
      const others = i18n.locales.filter((l) => l !== i18n.defaultLocale);
      const isDefault = i18n.currentLocale === i18n.defaultLocale;
      const base = cspDirectives({ connectSources: searchConnectSources() });
      const files = await htmlFiles(outDir, others, isDefault);
      await Promise.all(
        files.map(async (file) => {
          const html = await fs.readFile(file, 'utf8');
          const tmp = `${file}.csp-tmp`;
          await fs.writeFile(tmp, withPolicy(html, base));
          await fs.rename(tmp, file);
        }),
      );
    },
  };
}
