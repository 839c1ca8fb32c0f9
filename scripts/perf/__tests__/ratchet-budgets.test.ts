import { ratchet } from '../ratchet-budgets';

const budgets = {
  headroom: 0.03,
  pages: { doc: { jsGzip: 150_000, allJsGzip: 160_000, cssGzip: 30_000, fontGzip: 0 } },
};

describe('the budgets ratchet', () => {
  test('a page type that came under its budget gets measured + headroom; the largest page of the type counts', () => {
    const { next, changes } = ratchet(budgets, {
      '/es/a': { type: 'doc', jsGzip: 100_000, allJsGzip: 100_000, cssGzip: 29_500 },
      '/es/b': { type: 'doc', jsGzip: 120_000, allJsGzip: 130_000, cssGzip: 29_000 },
    });
    expect(next.pages.doc).toEqual({ jsGzip: 123_600, allJsGzip: 133_900, cssGzip: 30_000, fontGzip: 0 });
    expect(changes).toEqual(['doc.jsGzip: 150000 -> 123600', 'doc.allJsGzip: 160000 -> 133900']);
    expect(budgets.pages.doc.jsGzip).toBe(150_000);
  });

  test('a budget the site outgrew is only raised when asked', () => {
    const measured = { '/es/a': { type: 'doc', jsGzip: 200_000, allJsGzip: 150_000, cssGzip: 29_000 } };
    expect(ratchet(budgets, measured).next.pages.doc.jsGzip).toBe(150_000);
    expect(ratchet(budgets, measured, true).next.pages.doc.jsGzip).toBe(206_000);
  });
});
