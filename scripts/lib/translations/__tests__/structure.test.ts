import { parseMarkdown } from '../markdown';
import { compareStructure, linkKey, multisetDiff, imageKey } from '../structure';

const explicit = new Set(['pricing']);
const context = { explicitIds: () => explicit, translatedAnchors: () => null };

describe('linkKey: what must stay identical in a link', () => {
  it.each([
    ['https://brave.com/brave-ads/', 'https://brave.com/brave-ads/'],
    ['mailto:adsales@brave.com', 'mailto:adsales@brave.com'],
    ['./API.md', './API.md'],
    ['/campaign-performance/API', '/campaign-performance/API'],
    ['./billing.md#pricing', './billing.md#pricing'],
    ['./billing.md#cancellations', './billing.md#<heading>'],
    ['#pricing', '#pricing'],
    ['#metrics', '#<heading>'],
  ])('%s -> %s', (target, key) => {
    expect(linkKey(target, context)).toBe(key);
  });
});

describe('multisetDiff', () => {
  it('counts repeats', () => {
    expect(multisetDiff(['a', 'a', 'b'], ['a', 'c'], (x) => x)).toEqual({ missing: ['a', 'b'], extra: ['c'] });
  });
});

describe('compareStructure', () => {
  const en = parseMarkdown(
    '## Metrics\n\nSee [pricing](./billing.md#pricing) and [metrics](#metrics).\n\n:::note\n\nX\n\n:::\n',
  );

  it('accepts a translated generated anchor when it names a translated heading', () => {
    const es = parseMarkdown(
      '## Métricas\n\nVea [precios](./billing.md#pricing) y [métricas](#métricas).\n\n:::note\n\nX\n\n:::\n',
    );
    const ctx = {
      explicitIds: () => explicit,
      translatedAnchors: (p: string) => (p === '' ? new Set(es.headings.map((h) => h.anchor)) : null),
    };
    expect(compareStructure(en, es, ctx)).toEqual([]);
  });

  it('rejects a translated explicit anchor', () => {
    const es = parseMarkdown(
      '## Métricas\n\nVea [precios](./billing.md#precios) y [métricas](#métricas).\n\n:::note\n\nX\n\n:::\n',
    );
    expect(compareStructure(en, es, context).map((p) => p.message)).toEqual([
      'link to ./billing.md#pricing (English line 3) is missing',
      'link to ./billing.md#precios is not in the English source',
    ]);
  });

  it('reports a missing admonition at the end', () => {
    const es = parseMarkdown('## Métricas\n\nVea [precios](./billing.md#pricing) y [métricas](#métricas).\n');
    expect(compareStructure(en, es, context)).toEqual([
      {
        kind: 'admonitions',
        line: null,
        message: 'admonitions differ: English has 1 (note), the translation 0 (none)',
      },
    ]);
  });

  it('reports reordered heading levels at the first difference', () => {
    const a = parseMarkdown('## A\n\n### B\n\n## C\n');
    const b = parseMarkdown('## A\n\n## C\n\n### B\n');
    expect(compareStructure(a, b, context)).toEqual([
      { kind: 'headings', line: 3, message: 'heading 2 is h2 here but h3 in English ("B", English line 3)' },
    ]);
  });
});

describe('imageKey: a localized illustration stands for the English one', () => {
  it.each([
    ['/img/illustrations/campaign-structure.es.svg', '/img/illustrations/campaign-structure.svg'],
    ['/img/illustrations/campaign-structure.pt.svg', '/img/illustrations/campaign-structure.svg'],
    ['/img/illustrations/campaign-structure.svg', '/img/illustrations/campaign-structure.svg'],
    // Only a locale code just before the extension counts.
    ['/img/es/photo.png', '/img/es/photo.png'],
    ['/img/illustrations/chart.it.svg', '/img/illustrations/chart.it.svg'],
  ])('%s -> %s', (src, key) => {
    expect(imageKey(src)).toBe(key);
  });
});
