/**
 * HTML validation of every page of the production build with the Nu HTML Checker (`npm run
 * check:html`): the site's pages, then the demo creative packages (separate documents) on their
 * own. Fails on any error, except the checker false positives listed, each with its reason, in
 * scripts/vnu-false-positives.json. Warnings are printed, grouped, but do not fail.
 *
 *   npx tsx scripts/validate-html.ts [--dir build] [--json result.json] [--batch 120]
 *
 * `--dir` defaults to $BUILD_DIR, then $SERVE_DIR, then `build`. Needs Java 11+ on the PATH.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// vnu-jar exports the path of the checker's jar (CommonJS, no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar = require('vnu-jar') as string;
const root = path.resolve(__dirname, '..');

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.BUILD_DIR || process.env.SERVE_DIR || 'build' },
    json: { type: 'string' },
    batch: { type: 'string', default: '120' },
  },
});
const buildDir = path.resolve(root, values.dir);
const RAW_FOLDER = 'creatives';

/** HTML files of the build, split into the site's pages and the creative packages' documents. */
export function htmlFiles(dir: string): { pages: string[]; creatives: string[] } {
  const pages: string[] = [];
  const creatives: string[] = [];
  const walk = (current: string, inCreatives: boolean): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full, inCreatives || entry.name === RAW_FOLDER);
      else if (entry.name.endsWith('.html')) (inCreatives ? creatives : pages).push(full);
    }
  };
  walk(dir, false);
  return { pages: pages.sort(), creatives: creatives.sort() };
}

interface FalsePositiveEntry {
  type: string;
  message: string;
  extract?: string;
  reason: string;
}
interface FalsePositive extends FalsePositiveEntry {
  messageRe: RegExp;
  extractRe: RegExp | null;
  matched: number;
}
interface VnuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  url?: string;
  lastLine?: number;
}
interface Finding {
  file: string;
  line?: number;
  message: string;
  extract: string;
}

function loadFalsePositives(): FalsePositive[] {
  const list = JSON.parse(
    readFileSync(path.join(root, 'scripts/vnu-false-positives.json'), 'utf8'),
  ) as FalsePositiveEntry[];
  return list.map((entry, index) => {
    if (!['error', 'warning'].includes(entry.type) || !entry.message || !entry.reason || entry.reason.length < 40) {
      throw new Error(
        `scripts/vnu-false-positives.json entry ${index}: needs type (error|warning), message and a real reason`,
      );
    }
    return {
      ...entry,
      messageRe: new RegExp(entry.message),
      extractRe: entry.extract ? new RegExp(entry.extract) : null,
      matched: 0,
    };
  });
}

/** Runs the checker over a batch; its JSON report goes to stderr, exit status 1 when it found errors. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss2m', '-jar', vnuJar, '--format', 'json', '--skip-non-html', ...files],
      { maxBuffer: 512 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(
            new Error(
              `the checker did not answer with JSON${error ? ` (exit ${error.code})` : ''}:\n${stderr.slice(0, 2000)}`,
            ),
          );
        }
      },
    );
  });
}

function kind(message: VnuMessage): 'error' | 'warning' | 'info' {
  if (message.type === 'error' || message.type === 'non-document-error') return 'error';
  if (message.type === 'info' && message.subType === 'warning') return 'warning';
  return 'info';
}

async function validate(
  files: string[],
  falsePositives: FalsePositive[],
  batchSize: number,
): Promise<{ errors: Finding[]; warnings: Finding[]; ignored: number }> {
  const errors: Finding[] = [];
  const warnings: Finding[] = [];
  let ignored = 0;
  for (let i = 0; i < files.length; i += batchSize) {
    for (const message of await runVnu(files.slice(i, i + batchSize))) {
      const type = kind(message);
      if (type === 'info') continue;
      const fp = falsePositives.find(
        (f) =>
          f.type === type &&
          f.messageRe.test(message.message) &&
          (!f.extractRe || f.extractRe.test(message.extract ?? '')),
      );
      if (fp) {
        fp.matched += 1;
        ignored += 1;
        continue;
      }
      const file = message.url ? path.relative(buildDir, fileURLToPath(message.url)) : '(checker)';
      (type === 'error' ? errors : warnings).push({
        file,
        line: message.lastLine,
        message: message.message,
        extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return { errors, warnings, ignored };
}

interface Group {
  message: string;
  count: number;
  files: Set<string>;
  example: Finding;
}

function grouped(list: Finding[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of list) {
    const group = groups.get(item.message) ?? { message: item.message, count: 0, files: new Set(), example: item };
    group.count += 1;
    group.files.add(item.file);
    groups.set(item.message, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`validate-html: no production build in ${buildDir} (run "npm run build").`);
    process.exit(2);
  }
  const falsePositives = loadFalsePositives();
  const { pages, creatives } = htmlFiles(buildDir);
  const batch = Number(values.batch);
  const start = Date.now();
  const site = await validate(pages, falsePositives, batch);
  const demo = await validate(creatives, falsePositives, batch);
  const errors = [...site.errors, ...demo.errors];
  const warnings = [...site.warnings, ...demo.warnings];

  for (const group of grouped(errors)) {
    console.error(
      `ERROR ×${group.count} in ${group.files.size} files: ${group.message}\n  e.g. ${group.example.file}:${group.example.line}: ${group.example.extract.slice(0, 160)}`,
    );
  }
  for (const group of grouped(warnings)) {
    console.log(
      `warning ×${group.count} in ${group.files.size} files: ${group.message}\n  e.g. ${group.example.file}:${group.example.line}: ${group.example.extract.slice(0, 160)}`,
    );
  }
  for (const fp of falsePositives)
    console.log(`ignored ×${fp.matched} (documented checker false positive): ${fp.message}`);
  const summary = {
    pagesValidated: pages.length,
    creativeDocumentsValidated: creatives.length,
    errors: errors.length,
    warnings: warnings.length,
    falsePositivesIgnored: site.ignored + demo.ignored,
    seconds: Math.round((Date.now() - start) / 100) / 10,
    errorGroups: grouped(errors).map((g) => ({ message: g.message, count: g.count, files: [...g.files].slice(0, 20) })),
    warningGroups: grouped(warnings).map((g) => ({
      message: g.message,
      count: g.count,
      files: [...g.files].slice(0, 20),
    })),
  };
  if (values.json) writeFileSync(values.json, JSON.stringify(summary, null, 2));
  console.log(
    `Pages validated: ${pages.length} (+ ${creatives.length} creative documents), errors: ${errors.length}, warnings: ${warnings.length}, ` +
      `documented false positives ignored: ${summary.falsePositivesIgnored}, ${summary.seconds} s`,
  );
  process.exitCode = errors.length === 0 ? 0 : 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`validate-html: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  });
}
