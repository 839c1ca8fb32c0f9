/**
 * npm run check:translations [-- --locale es] [--json] [--strict]
 *
 * Checks every locale against the English site: pages missing or orphaned, front matter, headings,
 * links, images, admonitions, code blocks and MDX that differ from the English source (pages read
 * with remark), paragraphs left in English (franc-min), UI strings missing or untranslated,
 * translations whose English source changed since they were stamped (stale), and the termbase
 * (src/data/terms.ts): every wrong term variant in a page or UI string, with file:line:column, and every
 * retired term (English sources too: `--locale en` checks only them) outside a dated notice.
 * Exit status: 0 passed; 1 problems (or stale pages with --strict); 2 usage error.
 *
 * Other options: --site <dir> (default: this repository), --english-ui <dir> (read the English UI
 * strings from a folder laid out like i18n/<locale>/ instead of extracting them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { franc } from 'franc-min';
import { type Allowlist, parseAllowlist } from './lib/translations/allowlist';
import { checkTranslations } from './lib/translations/check';
import { listLocales } from './lib/translations/content-files';
import { extractEnglishUi, readUiDir } from './lib/translations/english-ui';
import { createFrancDetector } from './lib/translations/language';
import { formatReport, isPassing } from './lib/translations/report';
import type { UiFiles } from './lib/translations/ui-strings';

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

/** English UI strings and the site's locales. Docusaurus may log while loading: stdout stays clean for --json. */
async function loadEnglishUi(
  siteDir: string,
  englishUiDir: string | undefined,
): Promise<{ ui: UiFiles | { error: string }; locales: string[] | null }> {
  if (englishUiDir) return { ui: readUiDir(path.resolve(englishUiDir)), locales: null };
  const log = console.log;
  console.log = (...args: unknown[]) => console.error(...args);
  try {
    const { files, locales } = await extractEnglishUi(siteDir);
    return { ui: files, locales };
  } catch (error) {
    return { ui: { error: error instanceof Error ? error.message.split('\n')[0] : String(error) }, locales: null };
  } finally {
    console.log = log;
  }
}

async function main() {
  const args = parseCli();
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const siteDir = path.resolve(args.site ?? path.join(__dirname, '..'));

  let allowlistText: string | null = null;
  try {
    allowlistText = readFileSync(path.join(siteDir, 'i18n', 'untranslated-allowlist.json'), 'utf8');
  } catch {
    allowlistText = null;
  }
  let allowlist: Allowlist;
  try {
    allowlist = parseAllowlist(allowlistText);
  } catch (error) {
    console.error(`i18n/untranslated-allowlist.json: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }

  const { ui, locales: siteLocales } = await loadEnglishUi(siteDir, args['english-ui']);
  const known = siteLocales ?? listLocales(path.join(siteDir, 'i18n'));
  const requested = (args.locale ?? []).flatMap((l) => l.split(',')).filter(Boolean);
  const unknown = requested.filter((l) => l !== 'en' && !known.includes(l));
  if (unknown.length > 0) {
    console.error(`Unknown locale ${unknown.join(', ')}: the site has ${known.join(', ')}.\n${USAGE}`);
    return 2;
  }
  const locales = requested.length > 0 ? requested.filter((l) => l !== 'en') : known;

  // The English sources are checked (for retired terms) unless the run names other locales only.
  const english = requested.length === 0 || requested.includes('en');
  const report = checkTranslations({
    siteDir,
    locales: locales.filter((l) => l !== 'en'),
    detect: createFrancDetector(franc),
    englishUi: ui,
    allowlist,
    english,
  });
  const passing = isPassing(report, args.strict);
  if (args.json)
    console.log(JSON.stringify({ ok: passing, strict: args.strict, ...report, siteDir: undefined }, null, 2));
  else console.log(formatReport(report, { strict: args.strict }));
  return passing ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 2;
  },
);
