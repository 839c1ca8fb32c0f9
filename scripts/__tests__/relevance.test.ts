import { score } from '../relevance/score';

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
