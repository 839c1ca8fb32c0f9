import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import MiniSearch from 'minisearch';

import { withPackedIndex } from '../../plugins/content/search-index/build';
import { SearchEngine } from '../engine';
import { checkIndexFile, createMiniSearch, expandRecords, miniSearchOptions } from '../indexFile';
import { loadPackedIndex, loadPackedIndexFromObjects, packIndex } from '../packedIndex';
import type { SearchIndexFile } from '../types';
import { analyzerFor, fixtureFile, spanishPages, type FixturePage } from './fixtures';

const ROOT = path.join(__dirname, '../../..');

/** The site's own documentation of a locale, one page per file, headings and paragraphs as records. */
function docsCorpus(language: string): FixturePage[] {
  const dir =
    language === 'en'
      ? path.join(ROOT, 'docs')
      : path.join(ROOT, 'i18n', language, 'docusaurus-plugin-content-docs/current');
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) files.push(full);
    }
  };
  walk(dir);
  return files.map((file) => {
    const records: FixturePage['records'] = [];
    for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
      const text = block.replace(/\s+/g, ' ').trim();
      const heading = /^(#{1,3}) (.+)$/.exec(text);
      if (heading) records.push([`lvl${heading[1].length}` as 'lvl1', heading[2]]);
      else if (text && records.length > 0) records.push(['content', text]);
    }
    return { path: `/${language}/${path.relative(dir, file)}`, lvl0: path.basename(path.dirname(file)), records };
  });
}

describe('packed search index', () => {
  test.each(['es', 'de', 'pt'])(
    'the %s documentation loads to the very index (terms, postings, tree order) the browser would build',
    async (language) => {
      const file = await withPackedIndex(await fixtureFile(language, docsCorpus(language)));
      const shipped = JSON.parse(JSON.stringify(file)) as SearchIndexFile;
      const records = expandRecords(shipped);
      expect(records.length).toBeGreaterThan(100);
      const options = miniSearchOptions(await analyzerFor(language));
      const built = await createMiniSearch(records, await analyzerFor(language), 0);
      const packed = shipped.index;
      if (!packed) throw new Error('withPackedIndex wrote no index');
      // Some terms occur more than once in a field: their frequencies travel too.
      expect(packed.terms.some(([, ...rows]) => rows.some((row) => row.some((value) => value < 0)))).toBe(true);
      // With this MiniSearch, the postings go straight into its term index (one loadJS call, of no terms).
      const loadJS = jest.spyOn(MiniSearch, 'loadJS');
      const loaded = loadPackedIndex(packed, records.length, options);
      expect(loadJS.mock.calls.map(([js]) => js.index.length)).toEqual([0]);
      loadJS.mockRestore();
      // MiniSearch's serialized form lists the terms in its tree's order: equal only for the same tree.
      expect(loaded.toJSON()).toEqual(built.toJSON());
      expect(loadPackedIndexFromObjects(packed, records.length, options).toJSON()).toEqual(built.toJSON());
    },
  );

  test('searches answer the same from the packed index as from the records', async () => {
    const file = await fixtureFile('es', [...spanishPages, ...docsCorpus('es')]);
    const analyzer = await analyzerFor('es');
    const fromRecords = await SearchEngine.create(file, analyzer, 0);
    const fromPacked = await SearchEngine.create(JSON.parse(JSON.stringify(await withPackedIndex(file))), analyzer);
    for (const query of ['campaña', 'campana', 'presupuest', 'facturacion', 'anuncios de notificación', 'NTT', 'zz']) {
      const a = fromRecords.search(query, []);
      const b = fromPacked.search(query, []);
      expect(b.hits.map((hit) => [hit.record.objectID, hit.score])).toEqual(
        a.hits.map((hit) => [hit.record.objectID, hit.score]),
      );
    }
    expect(fromPacked.search('campaña', []).hits.length).toBeGreaterThan(0);
    // The no-results suggestions read the surface forms shipped with the packed index.
    for (const query of ['campanna', 'presupeusto', 'notificasion', 'factura mensul']) {
      expect(fromPacked.suggest(query, [], 3)).toEqual(fromRecords.suggest(query, [], 3));
    }
    expect(fromPacked.suggest('campanna', [], 3).length).toBeGreaterThan(0);
  });

  test('a packed index that does not match its records is refused with a clear message', async () => {
    const file = await withPackedIndex(await fixtureFile('es', spanishPages));
    const analyzer = await analyzerFor('es');
    const packed = file.index;
    if (!packed) throw new Error('withPackedIndex wrote no index');
    const shorter = { ...file, records: file.records.slice(0, -1) };
    await expect(SearchEngine.create(shorter, analyzer)).rejects.toThrow(/Corrupt search index/);
    const malformed = { ...file, index: { ...packed, terms: 'not a list' } } as unknown as SearchIndexFile;
    expect(() => checkIndexFile(malformed)).toThrow(/Corrupt search index/);
  });

  test('packing refuses an index whose documents are not the records in order', async () => {
    const analyzer = await analyzerFor('es');
    const file = await fixtureFile('es', spanishPages);
    const mini = new MiniSearch(miniSearchOptions(analyzer));
    const documents = expandRecords(file).map((record, id) => ({ id, record }));
    mini.addAll(documents);
    mini.discard('0');
    expect(() => packIndex(mini.toJSON(), documents.length)).toThrow(/packIndex/);
  });
});
