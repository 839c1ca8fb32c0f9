import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalEntry, isApplied } from '../../../config/internals';
import { translationGroups } from '../../../config/translation-groups';
import { splitTranslations } from './split';

/**
 * Takes the strings of config/translation-groups.ts out of the main bundle. Docusaurus generates
 * `@generated/codeTranslations` (every string of the locale, imported by `translate()` on every page); this
 * plugin points that import at a copy without the groups' strings and writes each group to
 * `@generated/translation-groups/<group>.json`, which the components of the group add back when their chunk loads
 * (src/i18n/addTranslationGroup.ts).
 *
 * The files are written when the bundler is configured, which Docusaurus does after generating
 * codeTranslations.json for the locale. In `docusaurus start`, a change to code.json needs a restart.
 */
export default function translationGroupsPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'translation-groups');
  const mainFile = path.join(outDir, 'main.json');
  return {
    name: 'translation-groups',
    configureWebpack() {
      const generated = path.join(context.generatedFilesDir, 'codeTranslations.json');
      const all = JSON.parse(fs.readFileSync(generated, 'utf8'));
      const { main, groups } = splitTranslations(all, translationGroups);
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(mainFile, JSON.stringify(main));
      for (const [name, strings] of Object.entries(groups))
        fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(strings));
      // The alias is an entry of the internals manifest (config/internals.ts): a build without it (SITE_STOCK=1,
      // SITE_ADAPTER_OMIT) writes the groups, which components import, and leaves every string in the main bundle.
      if (!isApplied('translation-groups-main')) return {};
      internalEntry('translation-groups-main');
      // Keyed by the resolved file, as `@generated` is itself an alias of the generated folder.
      return { resolve: { alias: { [generated]: mainFile } } };
    },
  };
}
