import { readdirSync } from 'node:fs';
import path from 'node:path';

import { halfOf, JUDGED_QUERIES } from '../relevance/queries';
import { score } from '../relevance/score';

const root = path.resolve(__dirname, '../..');

/** Doc routes of the English sources (`docs/a/b.md` -> `/a/b`, `intro` -> `/`). */
function docRoutes(): Set<string> {
  const out = new Set<string>(['/']);
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (/\.mdx?$/.test(entry.name)) out.add(`${prefix}/${entry.name.replace(/\.mdx?$/, '')}`);
    }
  };
  walk(path.join(root, 'docs'), '');
  return out;
}

describe('the judged query set', () => {
  it('has at least 40 queries in every locale, split into two halves', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(40);
    for (const judged of JUDGED_QUERIES) {
      for (const locale of ['en', 'de', 'es', 'fr', 'pt'] as const) expect(judged.q[locale].trim()).not.toBe('');
    }
    const tune = JUDGED_QUERIES.filter((_, i) => halfOf(i) === 'tune').length;
    expect(Math.abs(tune - (JUDGED_QUERIES.length - tune))).toBeLessThanOrEqual(1);
  });

  it('judges pages that exist', () => {
    const routes = docRoutes();
    for (const judged of JUDGED_QUERIES) {
      for (const page of judged.pages) {
        // Blog posts take their route from their front matter slug; the bench itself fails on a missing page.
        if (page.startsWith('/blog/')) continue;
        expect(routes).toContain(page);
      }
    }
  });

  it('mixes every kind of query', () => {
    expect(new Set(JUDGED_QUERIES.map((judged) => judged.kind))).toEqual(
      new Set(['keyword', 'question', 'synonym', 'typo', 'ui', 'problem']),
    );
  });
});

describe('score', () => {
  it.each([
    [[['/a', '/b']], ['/a'], { success1: 1, success3: 1, mrr10: 1, zero: 0 }],
    [[['/x', '/y', '/a']], ['/a'], { success1: 0, success3: 1, mrr10: 1 / 3, zero: 0 }],
    [[['/x', '/y', '/z', '/a']], ['/a', '/q'], { success1: 0, success3: 0, mrr10: 1 / 4, zero: 0 }],
    [[[]], ['/a'], { success1: 0, success3: 0, mrr10: 0, zero: 1 }],
    [[[...'bcdefghijk'].map((c) => `/${c}`).concat('/a')], ['/a'], { success1: 0, success3: 0, mrr10: 0, zero: 0 }],
  ])('%j against %j', (rankedLists, relevant, expected) => {
    const result = score(rankedLists.map((ranked) => ({ ranked, relevant })));
    expect(result.success1).toBeCloseTo(expected.success1);
    expect(result.success3).toBeCloseTo(expected.success3);
    expect(result.mrr10).toBeCloseTo(expected.mrr10);
    expect(result.zero).toBeCloseTo(expected.zero);
  });
});
