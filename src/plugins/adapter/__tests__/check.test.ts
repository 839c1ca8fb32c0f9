import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import slimClientPlugin from '../../slim-client';
import { INTERNALS, OMIT_ENV, STOCK_ENV, omittedIds, type InternalEntry } from '../../../../config/internals';
import { assertInternals, checkInternals, entriesInUse, internalFile } from '../check';
import type * as InternalsModule from '../../../../config/internals';
import type * as AdapterModule from '..';

const root = path.resolve(__dirname, '../../../..');

/** The manifest with one entry changed. */
function planted(id: string, change: Partial<InternalEntry>): InternalEntry[] {
  return INTERNALS.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
}

describe('internals check', () => {
  test('the manifest holds against the installed packages', () => {
    expect(checkInternals(root, INTERNALS)).toEqual([]);
  });

  test('a changed upstream file stops the build, naming the entry', () => {
    const entries = planted('core-client-entry', { sha256: '0'.repeat(64) });
    expect(() => assertInternals(root, entries)).toThrow(
      /entry "core-client-entry" \(@docusaurus\/core\).*changed upstream/,
    );
    expect(checkInternals(root, entries).map((problem) => problem.id)).toEqual(['core-client-entry']);
  });

  test('a version outside the range stops the build, naming the entry', () => {
    const entries = planted('nprogress', { range: '^1.0.0' });
    expect(() => assertInternals(root, entries)).toThrow(/entry "nprogress".*outside the range it was written for/);
  });

  test('a missing target stops the build, naming the entry', () => {
    const entries = planted('utils-slugger', { target: 'lib/slugger-gone.js' });
    expect(() => assertInternals(root, entries)).toThrow(
      /entry "utils-slugger".*lib\/slugger-gone\.js no longer exists/,
    );
  });

  test('a missing package stops the build, naming the entry', () => {
    const entries = planted('minisearch-private-index', { package: 'no-such-package-here' });
    expect(() => assertInternals(root, entries)).toThrow(/entry "minisearch-private-index".*not installed/);
  });

  test('ids are unique', () => {
    const ids = INTERNALS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a stock build checks only the entries it keeps, and resolves none of the others', () => {
    expect(entriesInUse(INTERNALS, true).every((entry) => entry.stock === 'kept')).toBe(true);
    const saved = process.env[STOCK_ENV];
    process.env[STOCK_ENV] = '1';
    try {
      expect(() => internalFile(root, 'core-client-entry')).toThrow(/"core-client-entry".*stock build/);
    } finally {
      if (saved === undefined) delete process.env[STOCK_ENV];
      else process.env[STOCK_ENV] = saved;
    }
  });

  test('SITE_ADAPTER_OMIT leaves out the entries it names, and nothing else', () => {
    const saved = process.env[OMIT_ENV];
    process.env[OMIT_ENV] = 'nprogress, translation-groups-main';
    try {
      const inUse = entriesInUse(INTERNALS, false).map((entry) => entry.id);
      expect(
        INTERNALS.map((entry) => entry.id)
          .filter((id) => !inUse.includes(id))
          .sort(),
      ).toEqual(['nprogress', 'translation-groups-main']);
      expect(() => internalFile(root, 'nprogress')).toThrow(/"nprogress".*SITE_ADAPTER_OMIT/);
      // The plugin that applies it builds without its alias and keeps the others.
      const plugin = slimClientPlugin({
        siteDir: root,
        generatedFilesDir: path.join(root, '.docusaurus'),
        siteConfig: { baseUrlIssueBanner: false },
      } as unknown as LoadContext);
      const result = plugin.configureWebpack?.({} as never, false, {} as never, undefined as never) as {
        resolve: { alias: Record<string, string> };
      };
      const targets = Object.values(result.resolve.alias).map((file) => path.basename(file));
      expect(targets).not.toContain('nprogress.js');
      expect(targets).toContain('clientEntry.js');
    } finally {
      if (saved === undefined) delete process.env[OMIT_ENV];
      else process.env[OMIT_ENV] = saved;
    }
  });

  test('a name SITE_ADAPTER_OMIT does not know stops the build', () => {
    expect(() => omittedIds({ [OMIT_ENV]: 'nprogres' })).toThrow(/no entry "nprogres"/);
  });

  test('an unregistered id cannot be applied', () => {
    expect(() => internalFile(root, 'not-registered')).toThrow(/no entry "not-registered"/);
  });
});

describe('the build refuses a planted change', () => {
  afterEach(() => {
    jest.resetModules();
    jest.dontMock('../../../../config/internals');
  });

  test('the adapter plugin, which Docusaurus creates before loading content, throws with the entry id', () => {
    jest.isolateModules(() => {
      const actual = jest.requireActual<typeof InternalsModule>('../../../../config/internals');
      const entries = actual.INTERNALS.map((entry) =>
        entry.id === 'strip-doc-descriptions' ? { ...entry, sha256: 'f'.repeat(64) } : entry,
      );
      jest.doMock('../../../../config/internals', () => ({ ...actual, INTERNALS: entries }));
      const { default: adapterPlugin } = jest.requireActual<typeof AdapterModule>('..');
      const context = { siteDir: `${root}${path.sep}.` } as LoadContext;
      expect(() => adapterPlugin(context)).toThrow(/entry "strip-doc-descriptions".*changed upstream/);
    });
  });
});
