#!/usr/bin/env -S npx tsx
/**
 * Uploads the search records of a production build to an Algolia index: the same records the
 * local search answers from (decoded from each locale's `search-index/index.<hash>.json`), with
 * the index settings of the DocSearch crawler template for Docusaurus.
 *
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... npm run upload:algolia -- [--dir build]
 *   npm run upload:algolia -- --dry-run        # prints what it would send; needs no credentials
 *
 * The admin key is read from the environment only: never written, printed or passed on the command
 * line. The upload replaces the index atomically (a temporary index moved over the live one).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import type { IndexSettings } from 'algoliasearch';

// The record decoder is the browser's own: one definition of the format.
import { localeCodes } from '../config/locales';
import { searchRulesFor } from '../src/data/search-thesaurus';
import { expandRecords } from '../src/search/indexFile';
import { algoliaRankingSettings, algoliaSynonyms } from '../src/search/ranking';
import { SEARCH_FILES_DIR } from '../src/search/types';

const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    'dry-run': { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '1000' },
    sample: { type: 'string', default: '2' },
  },
});
const buildDir = path.resolve(root, values.dir);
const dryRun = values['dry-run'];

/**
 * Index settings of the DocSearch crawler template for Docusaurus v2+, plus our facets; the ranking part (attribute
 * order, typo thresholds, function words, compounds, languages) comes from the local engine's configuration
 * (src/search/ranking.ts), so the hosted index ranks as the local one does.
 */
export const INDEX_SETTINGS: IndexSettings = {
  // Languages are the locale codes, all of which Algolia supports.
  ...(algoliaRankingSettings(localeCodes) as unknown as IndexSettings),
  // hierarchy.lvl0: the section filter of the results page.
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'version', 'hierarchy.lvl0'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  allowTyposOnNumericTokens: false,
  advancedSyntax: true,
  separatorsToIndex: '_',
  hitsPerPage: 20,
};

/** The termbase's search synonyms and problem wordings of every locale, as one-way Algolia synonyms. */
export const INDEX_SYNONYMS = localeCodes.flatMap((language) => algoliaSynonyms(language, searchRulesFor(language)));

function localeDirs() {
  if (!existsSync(buildDir)) return [];
  const dirs = [buildDir];
  for (const entry of readdirSync(buildDir)) {
    if (/^[a-z]{2}$/.test(entry) && existsSync(path.join(buildDir, entry, SEARCH_FILES_DIR, 'manifest.json')))
      dirs.push(path.join(buildDir, entry));
  }
  return dirs.filter((dir) => existsSync(path.join(dir, SEARCH_FILES_DIR, 'manifest.json')));
}

function readRecords() {
  const dirs = localeDirs();
  if (dirs.length === 0) {
    console.error(`No search index in ${buildDir}: build the site first (npm run build).`);
    process.exit(1);
  }
  const records = [];
  const perLocale: Record<string, number> = {};
  for (const dir of dirs) {
    const manifest = JSON.parse(readFileSync(path.join(dir, SEARCH_FILES_DIR, 'manifest.json'), 'utf8'));
    const file = JSON.parse(readFileSync(path.join(dir, SEARCH_FILES_DIR, manifest.index), 'utf8'));
    const expanded = expandRecords(file);
    perLocale[file.language] = expanded.length;
    records.push(...expanded);
  }
  return { records, perLocale };
}

const { records, perLocale } = readRecords();
const ids = new Set(records.map((r) => r.objectID));
if (ids.size !== records.length) {
  console.error('Duplicate objectIDs in the records: refusing to upload.');
  process.exit(1);
}
const bytes = Buffer.byteLength(JSON.stringify(records));
console.log(
  `Records: ${records.length} (${Object.entries(perLocale)
    .map(([l, n]) => `${l} ${n}`)
    .join(', ')}), ${(bytes / 1024).toFixed(1)} KB`,
);

const appId = process.env.ALGOLIA_APP_ID?.trim() ?? '';
const indexName = process.env.ALGOLIA_INDEX_NAME?.trim() ?? '';
const adminKey = process.env.ALGOLIA_ADMIN_API_KEY?.trim() ?? '';

if (dryRun) {
  const sample = Number(values.sample);
  console.log(
    `Dry run: would replace every object of index "${indexName || '<ALGOLIA_INDEX_NAME>'}" in app "${appId || '<ALGOLIA_APP_ID>'}" with these records, in batches of ${values['batch-size']}, then apply these settings:`,
  );
  console.log(JSON.stringify(INDEX_SETTINGS, null, 2));
  console.log(`and ${INDEX_SYNONYMS.length} one-way synonyms, such as:`);
  console.log(JSON.stringify(INDEX_SYNONYMS.slice(0, 2), null, 2));
  console.log(`First ${sample} records:`);
  console.log(JSON.stringify(records.slice(0, sample), null, 2));
  process.exit(0);
}

const missing = [
  !appId && 'ALGOLIA_APP_ID',
  !adminKey && 'ALGOLIA_ADMIN_API_KEY',
  !indexName && 'ALGOLIA_INDEX_NAME',
].filter(Boolean);
if (missing.length > 0) {
  console.error(
    `Missing ${missing.join(', ')} (or run with --dry-run). The admin key is read from the environment only.`,
  );
  process.exit(1);
}

/** Never let the key reach the terminal, even inside an error message. */
const redact = (text: unknown): string => String(text).split(adminKey).join('<redacted>');

/** Top-level work (scripts run as CommonJS under tsx, so no top-level await). */
async function main(): Promise<void> {
  try {
    const { algoliasearch } = await import('algoliasearch');
    const hosts = (process.env.ALGOLIA_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean)
      .map((h) => {
        const url = new URL(h);
        return {
          url: url.hostname,
          ...(url.port ? { port: Number(url.port) } : {}),
          protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
          accept: 'readWrite' as const,
        };
      });
    const client = algoliasearch(appId, adminKey, hosts.length ? { hosts } : undefined);
    const started = Date.now();
    const result = await client.replaceAllObjects({
      indexName,
      objects: records as unknown as Array<Record<string, unknown>>,
      batchSize: Number(values['batch-size']),
    });
    await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
    await client.saveSynonyms({ indexName, synonymHit: INDEX_SYNONYMS, replaceExistingSynonyms: true });
    console.log(
      `Uploaded ${records.length} records to "${indexName}" (${result.batchResponses.length} batches) and applied the settings in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } catch (error) {
    console.error(`Upload failed: ${redact(error instanceof Error ? `${error.name}: ${error.message}` : error)}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
