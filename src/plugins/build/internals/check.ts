import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  INTERNALS,
  MAX_INTERNALS,
  internalEntry,
  isApplied,
  isStockBuild,
  omittedIds,
  type InternalContract,
  type InternalEntry,
} from '../../../../config/internals';

/**
 * The contract check of the internals manifest (config/internals.ts): each entry's contracts are tested against the
 * installed packages, so a patch or minor release that keeps the behaviour passes whatever its files' bytes, and one
 * that breaks it names the entry and what went. A version outside an entry's range is a note, not a failure.
 */

/** One finding of the check: the entry, what is wrong, and whether it breaks a contract (or only notes a range). */
export type InternalProblem = { readonly id: string; readonly message: string; readonly broken: boolean };

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

/** Probes that exercise a runtime behaviour: each returns what is wrong, or null when it holds. */
const PROBES: Record<Extract<InternalContract, { kind: 'probe' }>['probe'], (siteDir: string) => string | null> = {
  'minisearch-term-index': (siteDir) => {
    type Constructor = new (options: object) => { addAll(docs: object[]): void };
    const loaded = createRequire(path.join(siteDir, 'package.json'))('minisearch') as
      Constructor | { default: Constructor };
    const MiniSearch = 'default' in loaded ? loaded.default : loaded;
    const mini = new MiniSearch({ fields: ['text'] });
    mini.addAll([{ id: 1, text: 'takeover' }]);
    const index = (mini as unknown as { _index?: { has?: (key: string) => boolean; get?: unknown; set?: unknown } })
      ._index;
    if (!index || typeof index.has !== 'function' || typeof index.set !== 'function') {
      return 'MiniSearch instances no longer hold their term index as `_index` with has/get/set';
    }
    if (!index.has('takeover') || index.has('missing')) return '`_index.has(term)` no longer answers for a term';
    return null;
  },
};

/** What is wrong with one contract of an entry (null when it holds). */
export function checkContract(siteDir: string, dir: string, contract: InternalContract): string | null {
  switch (contract.kind) {
    case 'exports': {
      const file = path.join(dir, contract.file);
      if (!existsSync(file)) return `${contract.file} no longer exists`;
      let exported: Record<string, unknown>;
      try {
        exported = createRequire(path.join(siteDir, 'package.json'))(file) as Record<string, unknown>;
      } catch (error) {
        return `${contract.file} no longer loads (${(error as Error).message.split('\n')[0]})`;
      }
      const missing = contract.names.filter((name) => typeof exported[name] !== 'function');
      return missing.length > 0 ? `${contract.file} no longer exports ${missing.join(', ')}` : null;
    }
    case 'contains': {
      const file = path.join(dir, contract.file);
      if (!existsSync(file)) return `${contract.file} no longer exists`;
      const text = readFileSync(file, 'utf8');
      const missing = contract.strings.filter((needle) => !text.includes(needle));
      return missing.length > 0 ? `${contract.file} no longer holds ${missing.map((m) => `"${m}"`).join(', ')}` : null;
    }
    case 'probe':
      try {
        return PROBES[contract.probe](siteDir);
      } catch (error) {
        return `the probe ${contract.probe} failed: ${(error as Error).message.split('\n')[0]}`;
      }
  }
}

/** What is wrong with one entry against the installed packages (empty when it holds). */
export function checkEntry(siteDir: string, entry: InternalEntry): InternalProblem[] {
  const problem = (message: string, broken: boolean): InternalProblem => ({
    id: entry.id,
    message: `internals: entry "${entry.id}" (${entry.package}): ${message}`,
    broken,
  });
  const dir = packageDir(siteDir, entry.package);
  if (!dir) return [problem('the package is not installed', true)];
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const problems: InternalProblem[] = [];
  for (const contract of entry.contracts) {
    const broken = checkContract(siteDir, dir, contract);
    if (broken) {
      problems.push(
        problem(
          `${broken} in ${version}. Its contract is broken: adapt or drop ${entry.ours.join(', ')} (what goes ` +
            `without it: ${entry.without})`,
          true,
        ),
      );
    }
  }
  if (problems.length === 0 && !satisfies(siteDir, version, entry.range)) {
    problems.push(problem(`${version} is outside ${entry.range}, the range last verified; its contracts hold.`, false));
  }
  return problems;
}

/** The entries a build applies: all of them, or in a stock build only those it keeps; never those left out by name
 * (SITE_ADAPTER_OMIT). */
export function entriesInUse(entries: readonly InternalEntry[] = INTERNALS, stock = isStockBuild()): InternalEntry[] {
  const omitted = omittedIds();
  return entries.filter((entry) => (!stock || entry.stock === 'kept') && !omitted.has(entry.id));
}

export function checkInternals(siteDir: string, entries: readonly InternalEntry[] = entriesInUse()): InternalProblem[] {
  const ids = new Set<string>();
  const problems: InternalProblem[] = [];
  if (entries.length > MAX_INTERNALS) {
    problems.push({
      id: '*',
      message: `internals: ${entries.length} entries, more than ${MAX_INTERNALS}: move one to a public API.`,
      broken: true,
    });
  }
  for (const entry of entries) {
    if (ids.has(entry.id)) {
      problems.push({ id: entry.id, message: `internals: entry "${entry.id}" is listed twice.`, broken: true });
    }
    ids.add(entry.id);
    problems.push(...checkEntry(siteDir, entry));
  }
  return problems;
}

/** Whether a broken contract stops this run: in CI only; a writer's `npm start` or `npm run build` warns. */
export function failsOnBroken(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.CI === '1' || env.SITE_INTERNALS_STRICT === '1';
}

/**
 * Reports the check: every finding as a warning; throws when a contract is broken and this run is strict (CI).
 * Returns the findings.
 */
export function reportInternals(
  siteDir: string,
  { warn = console.warn, strict = failsOnBroken() }: { warn?: (line: string) => void; strict?: boolean } = {},
): InternalProblem[] {
  const problems = checkInternals(siteDir);
  for (const found of problems) warn(`[WARNING] ${found.message}`);
  const broken = problems.filter((found) => found.broken);
  if (strict && broken.length > 0) {
    throw new Error(
      `The internals manifest's contracts are broken:\n${broken.map((p) => `- ${p.message}`).join('\n')}`,
    );
  }
  return problems;
}

/**
 * The absolute path of an entry's target file, for an alias keyed on it. Only registered ids resolve, and none
 * in a build that leaves the entry out: what is not in the manifest cannot be applied.
 */
export function internalFile(siteDir: string, id: string): string {
  const entry = internalEntry(id);
  if (!isApplied(id)) {
    throw new Error(
      `internals: entry "${id}" was asked for in a build that leaves it out (SITE_STOCK, SITE_ADAPTER_OMIT).`,
    );
  }
  const dir = packageDir(siteDir, entry.package);
  if (!dir) throw new Error(`internals: entry "${id}": ${entry.package} is not installed.`);
  return path.join(dir, entry.target);
}
