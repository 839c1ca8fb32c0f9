/**
 * npm run check:conventions [-- --locale fr]... [--json]
 *
 * Conventions of the translated editions (scripts/lib/conventions): French no-break spaces before ; : ! ? and
 * inside « » (fr pages, posts and UI strings), German quotation marks „…“ (de pages, posts and UI strings), and
 * interface labels named as the reader's screen shows them (every translated page and post; src/data/ui-labels.ts).
 * Prints every finding as file:line:column, then the count per locale.
 * Exit status: 0 nothing found; 1 findings; 2 usage error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { targetLocales, type TargetLocale } from '../src/data/terms';
import {
  checkFrenchPage,
  checkFrenchUi,
  checkGermanPage,
  checkGermanUi,
  checkUiLabels,
  type Finding,
} from './lib/conventions';

const USAGE = 'Usage: check-conventions [--locale de|es|fr|pt]... [--json] [--site dir]';

export interface FileFinding extends Finding {
  locale: TargetLocale;
  file: string;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => pattern.test(rel))
    .sort();
}

/** As Docusaurus decides: .mdx, or front matter `mdx: { format: mdx }`. */
const isMdx = (file: string, text: string) =>
  file.endsWith('.mdx') || /^---\r?\n[\s\S]*?\bformat:\s*mdx\b[\s\S]*?\r?\n---/.test(text);

/** Every finding of one locale's translation files. */
export function checkLocale(siteDir: string, locale: TargetLocale): FileFinding[] {
  const root = path.join(siteDir, 'i18n', locale);
  const out: FileFinding[] = [];
  const add = (file: string, findings: Finding[]) => {
    for (const f of findings) out.push({ ...f, locale, file: `i18n/${locale}/${file}` });
  };
  for (const rel of filesUnder(root, /\.mdx?$/)) {
    const text = fs.readFileSync(path.join(root, rel), 'utf8').replace(/^\uFEFF/, '');
    const mdx = isMdx(rel, text);
    if (locale === 'fr') add(rel, checkFrenchPage(text, mdx));
    if (locale === 'de') add(rel, checkGermanPage(text, mdx));
    add(rel, checkUiLabels(text, mdx, locale));
  }
  for (const rel of filesUnder(root, /\.json$/)) {
    const json = fs.readFileSync(path.join(root, rel), 'utf8');
    if (locale === 'fr') add(rel, checkFrenchUi(json));
    if (locale === 'de') add(rel, checkGermanUi(json));
  }
  return out;
}

function main(): number {
  let args;
  try {
    args = parseArgs({
      options: { locale: { type: 'string', multiple: true }, json: { type: 'boolean' }, site: { type: 'string' } },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const requested = args.locale ?? [...targetLocales];
  const unknown = requested.filter((l) => !(targetLocales as readonly string[]).includes(l));
  if (unknown.length > 0) {
    console.error(`Unknown locale ${unknown.join(', ')}: use ${targetLocales.join(', ')}.\n${USAGE}`);
    return 2;
  }
  const siteDir = path.resolve(args.site ?? path.join(__dirname, '..'));
  const findings = (requested as TargetLocale[]).flatMap((locale) => checkLocale(siteDir, locale));
  if (args.json) {
    console.log(JSON.stringify(findings, null, 2));
  } else {
    for (const f of findings) console.log(`${f.file}:${f.line}:${f.column}  [${f.kind}] ${f.message}`);
    console.log('\nFindings by locale');
    for (const locale of requested) console.log(`  ${locale}  ${findings.filter((f) => f.locale === locale).length}`);
    console.log(
      findings.length === 0 ? 'Conventions check passed.' : `Conventions check failed: ${findings.length} findings.`,
    );
  }
  return findings.length === 0 ? 0 : 1;
}

if (require.main === module) process.exitCode = main();
