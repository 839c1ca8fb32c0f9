/**
 * npm run stamp:translations -- <translation files...> | --locale xx | --all [--dry-run]
 *
 * Records in each translated page which version of its English source it translates:
 * front matter `translation_source: <12-character sha256 of the English file>`. Run it after
 * translating or re-checking a page against the current English. Only that line changes.
 * Exit status: 0 done; 1 a file has no English source or is not a translation; 2 usage error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CONTENT_SETS,
  identifyTranslation,
  listLocales,
  listPages,
  localeDirOf,
} from './lib/translations/content-files';
import { hashSource } from './lib/translations/source-hash';
import { setTranslationSource } from './lib/translations/stamp';

const USAGE = 'Usage: stamp-translations (<file>... | --locale xx | --all) [--dry-run] [--site dir]';

function parseCli() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        all: { type: 'boolean', default: false },
        locale: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean', default: false },
        site: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}
const { values: args, positionals } = parseCli();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const siteDir = path.resolve(args.site ?? path.join(__dirname, '..'));
const i18nDir = path.join(siteDir, 'i18n');
const locales = (args.locale ?? []).flatMap((l) => l.split(',')).filter(Boolean);
const modes = [positionals.length > 0, locales.length > 0, args.all].filter(Boolean).length;
if (modes !== 1) {
  console.error(`Give translation files, --locale or --all (one of them).\n${USAGE}`);
  process.exit(2);
}

/** Translation files to stamp, as paths relative to the site. */
const files: string[] = [];
if (positionals.length > 0) {
  files.push(...positionals.map((f) => path.relative(siteDir, path.resolve(process.cwd(), f))));
} else {
  const known = listLocales(i18nDir);
  const chosen = args.all ? known : locales;
  const unknown = chosen.filter((l) => !known.includes(l));
  if (unknown.length > 0) {
    console.error(`No i18n/${unknown.join(', i18n/')} folder.\n${USAGE}`);
    process.exit(2);
  }
  for (const locale of chosen) {
    for (const set of CONTENT_SETS) {
      const dir = localeDirOf(i18nDir, locale, set);
      files.push(...listPages(dir).map((rel) => path.relative(siteDir, path.join(dir, rel))));
    }
  }
}

let failed = 0;
let changed = 0;
for (const file of files) {
  const shown = file.split(path.sep).join('/');
  const target = identifyTranslation(siteDir, file);
  if (!target) {
    console.error(
      `${shown}: not a translated page (i18n/<locale>/docusaurus-plugin-content-docs/current/** or docusaurus-plugin-content-blog/**)`,
    );
    failed += 1;
    continue;
  }
  let source: string;
  let text: string;
  try {
    source = readFileSync(path.join(siteDir, target.set.sourceDir, target.rel), 'utf8');
  } catch {
    console.error(`${shown}: no English source ${target.set.sourceDir}/${target.rel}`);
    failed += 1;
    continue;
  }
  try {
    text = readFileSync(path.join(siteDir, file), 'utf8');
  } catch {
    console.error(`${shown}: cannot read the file`);
    failed += 1;
    continue;
  }
  const hash = hashSource(source);
  const result = setTranslationSource(text, hash);
  if (result.changed) {
    changed += 1;
    if (!args['dry-run']) writeFileSync(path.join(siteDir, file), result.text);
    console.log(`${args['dry-run'] ? 'would stamp' : 'stamped'} ${shown}  translation_source: ${hash}`);
  } else {
    console.log(`up to date ${shown}  translation_source: ${hash}`);
  }
}
console.log(
  `${files.length} file${files.length === 1 ? '' : 's'}, ${changed} ${args['dry-run'] ? 'to stamp' : 'stamped'}, ${failed} failed.`,
);
process.exitCode = failed > 0 ? 1 : 0;
