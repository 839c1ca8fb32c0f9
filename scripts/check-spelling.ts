/**
 * npm run check:spelling [-- --locale es]... [--json]
 *
 * Spelling of the content with cspell (cspell.config.yaml): docs and blog (en-US), and for each locale
 * its pages and UI strings (i18n/<locale>/**: .md, .mdx, .json) in its language, English accepted for
 * quoted interface labels. Prints every unknown word as file:line:column, then the count per locale.
 * Exit status: 0 no unknown word; 1 unknown words; 2 usage error or cspell failed to run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'Usage: check-spelling [--locale en|de|es|fr|pt]... [--json]';
const LOCALES = ['en', 'de', 'es', 'fr', 'pt'] as const;
type SpellLocale = (typeof LOCALES)[number];

/** The files of a locale, as globs relative to the site. */
export function globsFor(locale: SpellLocale): string[] {
  return locale === 'en' ? ['docs/**/*.{md,mdx}', 'blog/**/*.{md,mdx}'] : [`i18n/${locale}/**/*.{md,mdx,json}`];
}

export interface UnknownWord {
  file: string;
  line: number;
  column: number;
  word: string;
}

/** Reads cspell's default report lines: `file:line:column - Unknown word (word)` (or `Forbidden word`). */
export function parseCspellOutput(output: string): UnknownWord[] {
  const words: UnknownWord[] = [];
  for (const m of output.matchAll(/^(.+?):(\d+):(\d+) - (?:Unknown|Forbidden) word \(([^)]+)\)/gm)) {
    words.push({ file: m[1], line: Number(m[2]), column: Number(m[3]), word: m[4] });
  }
  return words;
}

/** The locale a reported file belongs to. */
export function localeOf(file: string): SpellLocale {
  const match = /^i18n\/([^/]+)\//.exec(file.split(path.sep).join('/'));
  const locale = match?.[1];
  return (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as SpellLocale) : 'en';
}

function main(): number {
  let args: { locale?: string[]; json?: boolean; help?: boolean };
  try {
    args = parseArgs({
      options: {
        locale: { type: 'string', multiple: true },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const requested = (args.locale ?? []).flatMap((l) => l.split(',')).filter(Boolean);
  const unknownLocale = requested.find((l) => !(LOCALES as readonly string[]).includes(l));
  if (unknownLocale) {
    console.error(`Unknown locale ${unknownLocale}: the site has ${LOCALES.join(', ')}.\n${USAGE}`);
    return 2;
  }
  const locales = (requested.length > 0 ? requested : [...LOCALES]) as SpellLocale[];

  const siteDir = path.join(__dirname, '..');
  const cspell = path.join(siteDir, 'node_modules', 'cspell', 'bin.mjs');
  const run = spawnSync(
    process.execPath,
    [
      cspell,
      '--no-progress',
      '--no-color',
      '--no-summary',
      '--config',
      'cspell.config.yaml',
      ...locales.flatMap(globsFor),
    ],
    { cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // cspell: 0 clean, 1 unknown words; anything else is a failure to run.
  if (run.status !== 0 && run.status !== 1) {
    console.error(`cspell failed (exit ${run.status ?? run.signal}): ${run.stderr || run.stdout}`);
    return 2;
  }
  const words = parseCspellOutput(run.stdout);
  const counts = Object.fromEntries(locales.map((l) => [l, 0])) as Record<SpellLocale, number>;
  for (const w of words) counts[localeOf(w.file)] += 1;

  if (args.json) {
    console.log(JSON.stringify({ ok: words.length === 0, counts, words }, null, 2));
  } else {
    for (const w of words) console.log(`${w.file}:${w.line}:${w.column}  unknown word "${w.word}"`);
    if (words.length > 0) console.log('');
    console.log('Unknown words by locale');
    for (const l of locales) console.log(`  ${l}  ${counts[l]}`);
    console.log(
      words.length === 0
        ? 'Spelling check passed.'
        : `Spelling check failed: ${words.length} unknown word${words.length === 1 ? '' : 's'}. Fix the typo, or add a correct word to cspell/ (project-words.txt for names and terms, words-<locale>.txt for one language); British spellings are typos.`,
    );
  }
  return words.length === 0 ? 0 : 1;
}

if (require.main === module) process.exitCode = main();
