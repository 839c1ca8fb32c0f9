#!/usr/bin/env node
// @ts-check
/**
 * npm run check:translations [-- --locale es] [--json] [--strict]
 *
 * Checks every locale against the English site: pages missing or orphaned, front matter,
 * headings, links, images, admonitions, code blocks and MDX that differ from the English
 * source, paragraphs left in English (franc-min), UI strings missing or untranslated, and
 * translations whose English source changed since they were stamped (stale).
 * Exit status: 0 passed; 1 problems (or stale pages with --strict); 2 usage error.
 *
 * Other options: --site <dir> (default: this repository), --english-ui <dir> (read the English
 * UI strings from a folder laid out like i18n/<locale>/ instead of extracting them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { franc } from 'franc-min';
import { checkTranslations } from './lib/translations/check.cjs';
import { createFrancDetector } from './lib/translations/language.cjs';
import { extractEnglishUi, readUiDir } from './lib/translations/english-ui.cjs';
import { parseAllowlist } from './lib/translations/allowlist.cjs';
import { formatReport, isPassing } from './lib/translations/report.cjs';
import { listLocales } from './lib/translations/content-files.cjs';

const USAGE = 'Usage: check-translations [--locale xx]... [--json] [--strict] [--site dir] [--english-ui dir]';

function parseCli() {
  try {
    return parseArgs({
      options: {
        locale: { type: 'string', multiple: true },
        json: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        site: { type: 'string' },
        'english-ui': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

/**
 * English UI strings and the site's locales. Docusaurus may log while loading the site: keep
 * stdout clean for --json.
 * @param {string} siteDir
 * @param {string | undefined} englishUiDir
 * @returns {Promise<{ ui: import('./lib/translations/ui-strings.cjs').UiFiles | { error: string }, locales: string[] | null }>}
 */
async function loadEnglishUi(siteDir, englishUiDir) {
  if (englishUiDir) {
    return { ui: readUiDir(path.resolve(englishUiDir)), locales: null };
  }
  const log = console.log;
  console.log = (...args) => console.error(...args);
  try {
    const { files, locales } = await extractEnglishUi(siteDir);
    return { ui: files, locales };
  } catch (error) {
    return { ui: { error: error instanceof Error ? error.message.split('\n')[0] : String(error) }, locales: null };
  } finally {
    console.log = log;
  }
}

const args = parseCli();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const siteDir = path.resolve(args.site ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

let allowlistText = null;
try {
  allowlistText = readFileSync(path.join(siteDir, 'i18n', 'untranslated-allowlist.json'), 'utf8');
} catch {
  allowlistText = null;
}
let allowlist;
try {
  allowlist = parseAllowlist(allowlistText);
} catch (error) {
  console.error(`i18n/untranslated-allowlist.json: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const { ui, locales: siteLocales } = await loadEnglishUi(siteDir, args['english-ui']);
const known = siteLocales ?? listLocales(path.join(siteDir, 'i18n'));
const requested = (args.locale ?? []).flatMap((l) => l.split(',')).filter(Boolean);
const unknown = requested.filter((l) => !known.includes(l));
if (unknown.length > 0) {
  console.error(`Unknown locale ${unknown.join(', ')}: the site has ${known.join(', ')}.\n${USAGE}`);
  process.exit(2);
}
const locales = requested.length > 0 ? requested : known;

const report = checkTranslations({ siteDir, locales, detect: createFrancDetector(franc), englishUi: ui, allowlist });
const passing = isPassing(report, args.strict);
if (args.json) {
  console.log(JSON.stringify({ ok: passing, strict: args.strict, ...report, siteDir: undefined }, null, 2));
} else {
  console.log(formatReport(report, { strict: args.strict }));
}
process.exitCode = passing ? 0 : 1;
