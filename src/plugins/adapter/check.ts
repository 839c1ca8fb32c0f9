import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  INTERNALS,
  internalEntry,
  isApplied,
  isStockBuild,
  omittedIds,
  type InternalEntry,
} from '../../../config/internals';

/** One refusal of the check: the entry and what to do. */
export type InternalProblem = { readonly id: string; readonly message: string };

/** The folder of an installed package, resolved from the site as the bundler resolves it; null when missing. */
export function packageDir(siteDir: string, name: string): string | null {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  try {
    return path.dirname(requireFromSite.resolve(`${name}/package.json`));
  } catch {
    // A package whose `exports` leave out package.json: the first node_modules folder that has it.
    for (const dir of requireFromSite.resolve.paths(name) ?? []) {
      if (existsSync(path.join(dir, name, 'package.json'))) return path.join(dir, name);
    }
    return null;
  }
}

/** semver's range test, from the site's node_modules (a dependency of Docusaurus; it ships no types). */
function satisfies(siteDir: string, version: string, range: string): boolean {
  const semver = createRequire(path.join(siteDir, 'package.json'))('semver') as {
    satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  };
  return semver.satisfies(version, range, { includePrerelease: true });
}

export function sha256Of(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

const UPDATE =
  'read the upstream change, adapt or drop our files (`ours`), then record the new range or hash in ' +
  'config/internals.ts (`npx tsx scripts/check-internals.ts --print`), or build with SITE_STOCK=1.';

/** What is wrong with one entry against the installed packages (empty when it holds). */
export function checkEntry(siteDir: string, entry: InternalEntry): InternalProblem[] {
  const problem = (message: string) => ({
    id: entry.id,
    message: `internals: entry "${entry.id}" (${entry.package}): ${message}`,
  });
  const dir = packageDir(siteDir, entry.package);
  if (!dir) return [problem(`the package is not installed; ${UPDATE}`)];
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const problems: InternalProblem[] = [];
  if (!satisfies(siteDir, version, entry.range)) {
    problems.push(problem(`installed ${version} is outside the range it was written for (${entry.range}); ${UPDATE}`));
  }
  for (const file of [...(entry.targetIsFile ? [entry.target] : []), ...(entry.alsoReads ?? [])]) {
    if (!existsSync(path.join(dir, file))) problems.push(problem(`${file} no longer exists in ${version}; ${UPDATE}`));
  }
  if (entry.targetIsFile && entry.sha256 && existsSync(path.join(dir, entry.target))) {
    const actual = sha256Of(path.join(dir, entry.target));
    if (actual !== entry.sha256) {
      problems.push(
        problem(`${entry.target} changed upstream (sha256 ${actual}, recorded ${entry.sha256}); ${UPDATE}`),
      );
    }
  }
  if (entry.targetIsFile && !entry.sha256) problems.push(problem(`${entry.target} has no recorded sha256; ${UPDATE}`));
  return problems;
}

/** The entries a build applies: all of them, or in a stock build only those it keeps; never those left out by name
 * (SITE_ADAPTER_OMIT). */
export function entriesInUse(entries: readonly InternalEntry[] = INTERNALS, stock = isStockBuild()): InternalEntry[] {
  const omitted = omittedIds();
  return entries.filter((entry) => (!stock || entry.stock === 'kept') && !omitted.has(entry.id));
}

/** Refuses an entry this build does not apply: asking for it means a plugin would apply it anyway. */
function assertApplied(id: string): void {
  const entry = internalEntry(id);
  if (isStockBuild() && entry.stock === 'removed') {
    throw new Error(`internals: entry "${id}" was asked for in a stock build (SITE_STOCK=1), which applies none.`);
  }
  if (!isApplied(id)) {
    throw new Error(`internals: entry "${id}" was asked for in a build that leaves it out (SITE_ADAPTER_OMIT).`);
  }
}

export function checkInternals(siteDir: string, entries: readonly InternalEntry[] = entriesInUse()): InternalProblem[] {
  const ids = new Set<string>();
  const problems: InternalProblem[] = [];
  for (const entry of entries) {
    if (ids.has(entry.id)) problems.push({ id: entry.id, message: `internals: entry "${entry.id}" is listed twice.` });
    ids.add(entry.id);
    problems.push(...checkEntry(siteDir, entry));
  }
  return problems;
}

/** Throws with every refusal, each naming its entry. */
export function assertInternals(siteDir: string, entries?: readonly InternalEntry[]): void {
  const problems = checkInternals(siteDir, entries);
  if (problems.length > 0) {
    throw new Error(`The internals manifest refuses this build:\n${problems.map((p) => `- ${p.message}`).join('\n')}`);
  }
}

/**
 * The absolute path of an entry's target file, for an alias keyed on it. Only registered ids resolve, and none in
 * a stock build: what is not in the manifest cannot be applied, and a stock build applies nothing of it.
 */
export function internalFile(siteDir: string, id: string): string {
  assertApplied(id);
  const entry = internalEntry(id);
  if (!entry.targetIsFile) throw new Error(`internals: entry "${id}" has no target file.`);
  const dir = packageDir(siteDir, entry.package);
  if (!dir) throw new Error(`internals: entry "${id}": ${entry.package} is not installed.`);
  return path.join(dir, entry.target);
}

/** Our file registered under an entry (a loader), as an absolute path; throws for an unregistered pair. */
export function internalHook(siteDir: string, id: string): string {
  assertApplied(id);
  const entry = internalEntry(id);
  if (!entry.hook) throw new Error(`internals: entry "${id}" registers no hook.`);
  return path.join(siteDir, entry.hook);
}
