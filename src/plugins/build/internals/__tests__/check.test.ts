import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  INTERNALS,
  MAX_INTERNALS,
  OMIT_ENV,
  STOCK_ENV,
  omittedIds,
  type InternalEntry,
} from '../../../../../config/internals';
import { checkEntry, checkInternals, entriesInUse, internalFile, reportInternals } from '../check';

const root = path.resolve(__dirname, '../../../../..');

/** The manifest with one entry changed. */
function planted(id: string, change: Partial<InternalEntry>): InternalEntry[] {
  return INTERNALS.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
}

/** A site folder whose node_modules holds a copy of one package, to change as an upstream release would. */
function siteWithCopyOf(name: string): { siteDir: string; packageDir: string; cleanup: () => void } {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internals-contract-'));
  fs.writeFileSync(path.join(siteDir, 'package.json'), '{"name":"fixture","private":true}');
  const packageDir = path.join(siteDir, 'node_modules', name);
  fs.cpSync(path.join(root, 'node_modules', name), packageDir, { recursive: true });
  // semver, which the range note reads from the site.
  fs.symlinkSync(path.join(root, 'node_modules/semver'), path.join(siteDir, 'node_modules/semver'));
  return { siteDir, packageDir, cleanup: () => fs.rmSync(siteDir, { recursive: true, force: true }) };
}

const entry = (id: string) => INTERNALS.find((candidate) => candidate.id === id) as InternalEntry;

describe('internals contracts', () => {
  test(`the manifest holds at most ${MAX_INTERNALS} entries, each with at least one contract and unique ids`, () => {
    expect(INTERNALS.length).toBeLessThanOrEqual(MAX_INTERNALS);
    expect(INTERNALS.every((candidate) => candidate.contracts.length > 0)).toBe(true);
    expect(new Set(INTERNALS.map((candidate) => candidate.id)).size).toBe(INTERNALS.length);
  });

  test('every contract holds against the installed packages', () => {
    expect(checkInternals(root, INTERNALS).filter((problem) => problem.broken)).toEqual([]);
  });

  test('a release whose file changed only in its banner keeps the contract (no hash to trip on)', () => {
    const site = siteWithCopyOf('@docsearch/css');
    try {
      const file = path.join(site.packageDir, 'dist/modal.css');
      fs.writeFileSync(file, `/*! @docsearch/css 9.9.9 (UNRELEASED) */\n${fs.readFileSync(file, 'utf8')}`);
      expect(checkEntry(site.siteDir, entry('docsearch-split-css'))).toEqual([]);
    } finally {
      site.cleanup();
    }
  });

  test('a release that drops what an entry relies on breaks its contract, naming the entry and what went', () => {
    const site = siteWithCopyOf('@docsearch/css');
    try {
      const file = path.join(site.packageDir, 'dist/modal.css');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('.DocSearch-Modal', '.DocSearch-Dialog'));
      const problems = checkEntry(site.siteDir, entry('docsearch-split-css'));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ id: 'docsearch-split-css', broken: true });
      expect(problems[0].message).toMatch(
        /entry "docsearch-split-css".*dist\/modal\.css no longer holds "\.DocSearch-Modal"/,
      );
    } finally {
      site.cleanup();
    }
  });

  test('a module that no longer exports a name breaks the contract', () => {
    const entries = planted('prism-client-module', {
      contracts: [{ kind: 'exports', file: 'lib/index.js', names: ['default', 'noSuchExport'] }],
    });
    const problems = checkInternals(root, entries).filter((problem) => problem.broken);
    expect(problems.map((problem) => problem.id)).toEqual(['prism-client-module']);
    expect(problems[0].message).toMatch(/lib\/index\.js no longer exports noSuchExport/);
  });

  test('a version outside the verified range is a note, not a failure, while the contract holds', () => {
    const problems = checkInternals(root, planted('minisearch-private-index', { range: '^1.0.0' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ id: 'minisearch-private-index', broken: false });
    expect(problems[0].message).toMatch(/outside \^1\.0\.0.*contracts hold/);
  });

  test('a missing package breaks the contract, naming the entry', () => {
    const problems = checkInternals(root, planted('minisearch-private-index', { package: 'no-such-package-here' }));
    expect(problems).toEqual([expect.objectContaining({ id: 'minisearch-private-index', broken: true })]);
  });

  test('more entries than the limit fail the check', () => {
    const many = Array.from({ length: MAX_INTERNALS + 1 }, (_, i) => ({ ...INTERNALS[0], id: `entry-${i}` }));
    expect(checkInternals(root, many).some((problem) => problem.id === '*' && problem.broken)).toBe(true);
  });

  test('a writer is warned and goes on; CI stops on a broken contract', () => {
    const warnings: string[] = [];
    const saved = process.env[OMIT_ENV];
    const site = siteWithCopyOf('minisearch');
    try {
      // Only the minisearch entry is installed in this site: the others report missing packages.
      expect(() => reportInternals(site.siteDir, { warn: (line) => warnings.push(line), strict: false })).not.toThrow();
      expect(warnings.some((line) => line.startsWith('[WARNING] internals: entry "docsearch-split-css"'))).toBe(true);
      expect(() => reportInternals(site.siteDir, { warn: () => {}, strict: true })).toThrow(/contracts are broken/);
    } finally {
      site.cleanup();
      if (saved === undefined) delete process.env[OMIT_ENV];
      else process.env[OMIT_ENV] = saved;
    }
  });
});

describe('builds that leave entries out', () => {
  const withEnv = (name: string, value: string, run: () => void) => {
    const saved = process.env[name];
    process.env[name] = value;
    try {
      run();
    } finally {
      if (saved === undefined) delete process.env[name];
      else process.env[name] = saved;
    }
  };

  test('a stock build checks only the entries it keeps, and resolves none of the others', () => {
    expect(entriesInUse(INTERNALS, true).every((candidate) => candidate.stock === 'kept')).toBe(true);
    withEnv(STOCK_ENV, '1', () => {
      expect(() => internalFile(root, 'desktop-breakpoint-hook')).toThrow(/"desktop-breakpoint-hook".*leaves it out/);
    });
  });

  test('SITE_ADAPTER_OMIT names entries to leave out, and an unknown name stops the build', () => {
    withEnv(OMIT_ENV, 'desktop-breakpoint-hook, docsearch-split-css', () => {
      expect([...omittedIds()]).toEqual(['desktop-breakpoint-hook', 'docsearch-split-css']);
      expect(entriesInUse().map((candidate) => candidate.id)).not.toContain('docsearch-split-css');
    });
    withEnv(OMIT_ENV, 'no-such-entry', () => {
      expect(() => omittedIds()).toThrow(/no entry "no-such-entry"/);
    });
  });
});
