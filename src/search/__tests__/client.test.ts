import { LocalSearchClient, type SearchHit, type SearchRequest } from '../client';
import { MODAL_HIGHLIGHT, PAGE_HIGHLIGHT } from '../constants';
import type { SearchEngine } from '../engine';
import { fixtureEngine, HOSTILE, spanishPages } from './fixtures';

let engine: SearchEngine;
let client: LocalSearchClient;

beforeAll(async () => {
  engine = await fixtureEngine('es', spanishPages);
  client = new LocalSearchClient({ loadEngine: async () => engine });
});

const docsFilters = ['language:es', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** The request DocSearch 4.7's modal sends (attributesToSnippet etc.). */
function modalRequest(query: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  return {
    indexName: 'brave-ads_es',
    query,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: MODAL_HIGHLIGHT.pre,
    highlightPostTag: MODAL_HIGHLIGHT.post,
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: docsFilters,
    ...extra,
  };
}

async function hitsFor(query: string, extra: Partial<SearchRequest> = {}): Promise<SearchHit[]> {
  const { results } = await client.search({ requests: [modalRequest(query, extra)] });
  return results[0].hits;
}

describe('LocalSearchClient: queries', () => {
  it.each([
    ['campana', 'Crear una campaña'],
    ['presupuesto', 'Crear una campaña'],
    ['facturacion', 'Facturación'],
    ['conjuntos anuncios', 'Crear un conjunto de anuncios'],
    ['segmentacion', 'Crear un conjunto de anuncios'],
    ['presupeusto', 'Crear una campaña'],
    ['factur', 'Facturación'],
  ])('"%s" finds the page "%s"', async (query, title) => {
    const hits = await hitsFor(query);
    expect(hits.map((hit) => hit.hierarchy.lvl1)).toContain(title);
  });

  it('echoes the query and returns Algolia response fields', async () => {
    const { results } = await client.search({ requests: [modalRequest('campaña')] });
    const [result] = results;
    expect(result).toMatchObject({ query: 'campaña', index: 'brave-ads_es', page: 0, hitsPerPage: 20 });
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20));
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('returns hits in DocSearch shape with absolute urls and anchors', async () => {
    const hit = (await hitsFor('ritmo gasto')).find((h) => h.type === 'lvl3');
    expect(hit).toMatchObject({
      type: 'lvl3',
      url: 'https://help.example.test/es/getting-started/create-a-campaign#ritmo-de-gasto',
      url_without_anchor: 'https://help.example.test/es/getting-started/create-a-campaign',
      anchor: 'ritmo-de-gasto',
      hierarchy: {
        lvl0: 'Primeros pasos',
        lvl1: 'Crear una campaña',
        lvl2: 'Presupuesto',
        lvl3: 'Ritmo de gasto',
        lvl4: null,
      },
      content: null,
    });
  });

  it("puts a page's lvl1 hit before its deeper hits", async () => {
    const hits = await hitsFor('campaña');
    const seenLvl1 = new Set<string>();
    for (const hit of hits) {
      if (hit.type === 'lvl1') seenLvl1.add(hit.url_without_anchor);
      const pageHasLvl1 = hits.some((h) => h.type === 'lvl1' && h.url_without_anchor === hit.url_without_anchor);
      if (hit.type !== 'lvl1' && pageHasLvl1) expect(seenLvl1.has(hit.url_without_anchor)).toBe(true);
    }
    expect(seenLvl1.size).toBeGreaterThan(1);
  });

  it('keeps one hit per url (distinct)', async () => {
    const hits = await hitsFor('campaña');
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length);
  });

  it('requires every word, then falls back to any word', async () => {
    const all = await hitsFor('tarjeta crédito');
    expect(all.map((h) => h.hierarchy.lvl1)).toEqual(['Facturación']);
    const any = await hitsFor('tarjeta zzzyyx');
    expect(any.length).toBeGreaterThan(0);
  });

  it('caps the query at 64 characters', async () => {
    const long = 'campaña '.repeat(12);
    const { results } = await client.search({ requests: [modalRequest(long)] });
    expect([...results[0].query]).toHaveLength(64);
    expect(results[0].query).toBe([...long].slice(0, 64).join(''));
  });
});

describe('LocalSearchClient: facet filters', () => {
  it.each([
    [[], 4],
    [['language:es'], 4],
    [['language:de'], 0],
    [['docusaurus_tag:default'], 1],
    [[['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], 4],
    [['docusaurus_tag:-default'], 3],
    [['language:es', 'docusaurus_tag:-docs-default-current'], 1],
    [['hierarchy.lvl0:Primeros pasos'], 2],
    [[['hierarchy.lvl0:Primeros pasos', 'hierarchy.lvl0:Blog'], 'version:current'], 2],
    ['["language:es",["hierarchy.lvl0:Blog"]]', 1],
  ])('%j keeps %i pages', async (facetFilters, pages) => {
    const hits = await hitsFor('campaña', { facetFilters: facetFilters as SearchRequest['facetFilters'] });
    expect(new Set(hits.map((h) => h.url_without_anchor)).size).toBe(pages);
  });
});

describe('LocalSearchClient: highlight and snippet', () => {
  it('marks matched words in _highlightResult and _snippetResult', async () => {
    const hit = (await hitsFor('presupuesto diario')).find((h) => h.type === 'content');
    expect(hit?._highlightResult.content?.value).toBe(
      'Defina el <mark>presupuesto</mark> <mark>diario</mark> y el <mark>presupuesto</mark> total de la campaña en dólares.',
    );
    expect(hit?._highlightResult.content?.matchLevel).toBe('full');
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Presupuesto</mark>');
    expect(hit?._snippetResult.content?.value).toMatch(/^Defina el <mark>presupuesto<\/mark> <mark>diario<\/mark>.*…$/);
  });

  it('cuts snippets to the requested word count with an ellipsis', async () => {
    const hit = (await hitsFor('total', { attributesToSnippet: ['content:5'] })).find((h) => h.type === 'content');
    const value = hit?._snippetResult.content?.value ?? '';
    expect(
      value
        .replace(/<\/?mark>/g, '')
        .split(/\s+/)
        .filter((w) => /\p{L}/u.test(w)),
    ).toHaveLength(5);
    expect(value.startsWith('…')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
  });

  it('uses the search page span when asked', async () => {
    const hit = (
      await hitsFor('facturación', { highlightPreTag: PAGE_HIGHLIGHT.pre, highlightPostTag: PAGE_HIGHLIGHT.post })
    )[0];
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Facturación</span>',
    );
  });

  it('escapes hostile text in titles and content before adding marks', async () => {
    const hits = await hitsFor('facturas');
    const values = hits.flatMap((hit) => [
      ...Object.values(hit._highlightResult.hierarchy).map((r) => r?.value ?? ''),
      hit._highlightResult.content?.value ?? '',
      ...Object.values(hit._snippetResult.hierarchy).map((r) => r?.value ?? ''),
      hit._snippetResult.content?.value ?? '',
    ]);
    expect(values.join('\n')).toContain('&lt;img src=x onerror=alert(1)&gt;');
    for (const value of values) {
      expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it.each([HOSTILE, `${HOSTILE} campaña`, '"><script>alert(1)</script>', "campaña' onmouseover='x"])(
    'a hostile query (%s) never reaches the output unescaped',
    async (query) => {
      const { results } = await client.search({ requests: [modalRequest(query)] });
      for (const hit of results[0].hits) {
        const json = JSON.stringify([hit._highlightResult, hit._snippetResult]);
        expect(json.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      }
    },
  );
});

describe('LocalSearchClient: paging and request forms', () => {
  it('pages through hits', async () => {
    const first = (await client.search({ requests: [modalRequest('campaña', { hitsPerPage: 2, page: 0 })] }))
      .results[0];
    const second = (await client.search({ requests: [modalRequest('campaña', { hitsPerPage: 2, page: 1 })] }))
      .results[0];
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 2));
    expect(second.page).toBe(1);
    expect(second.hits.map((h) => h.objectID)).not.toEqual(first.hits.map((h) => h.objectID));
    const beyond = (await client.search({ requests: [modalRequest('campaña', { hitsPerPage: 2, page: 99 })] }))
      .results[0];
    expect(beyond.hits).toEqual([]);
    expect(beyond.nbHits).toBe(first.nbHits);
  });

  it('answers the legacy array form with a params string', async () => {
    const params = new URLSearchParams({
      query: 'facturación',
      hitsPerPage: '5',
      facetFilters: JSON.stringify(docsFilters),
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    }).toString();
    const { results } = await client.search([{ indexName: 'legacy', params }]);
    expect(results[0]).toMatchObject({ index: 'legacy', query: 'facturación', hitsPerPage: 5 });
    expect(results[0].hits[0]._highlightResult.hierarchy.lvl1?.value).toBe('<b>Facturación</b>');
  });

  it('answers several requests at once, in order', async () => {
    const { results } = await client.search({ requests: [modalRequest('facturación'), modalRequest('presupuesto')] });
    expect(results.map((r) => r.query)).toEqual(['facturación', 'presupuesto']);
  });

  it('browses every record for an empty query', async () => {
    const { results } = await client.search({ requests: [modalRequest('', { hitsPerPage: 100 })] });
    expect(results[0].nbHits).toBe(engine.records.length);
  });
});

describe('LocalSearchClient: suggestions', () => {
  it.each(['campanna presupesto', 'segmentasion', 'zzzz'])(
    'suggests only queries that return results (%s)',
    async (query) => {
      const suggestions = await client.suggest(query, docsFilters);
      expect(suggestions.length).toBeLessThanOrEqual(3);
      for (const suggestion of suggestions) {
        expect((await hitsFor(suggestion)).length).toBeGreaterThan(0);
      }
    },
  );

  it('corrects a misspelt word', async () => {
    await expect(client.suggest('segmentasion', docsFilters)).resolves.toContain('segmentación');
  });
});

describe('LocalSearchClient: the results page (excerpts and section facets)', () => {
  const pageRequest = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
    indexName: 'brave-ads_es',
    query,
    hitsPerPage: 20,
    attributesToSnippet: ['content:30'],
    highlightPreTag: PAGE_HIGHLIGHT.pre,
    highlightPostTag: PAGE_HIGHLIGHT.post,
    facetFilters: docsFilters,
    ...extra,
  });

  it('gives a heading hit the excerpt of its page, with the matched words highlighted', async () => {
    const { results } = await client.search({ requests: [pageRequest('presupuesto')] });
    const heading = results[0].hits.find((hit) => hit.type !== 'content');
    expect(heading?._snippetResult.excerpt?.value).toContain(`${PAGE_HIGHLIGHT.pre}presupuesto${PAGE_HIGHLIGHT.post}`);
    for (const hit of results[0].hits.filter((h) => h.type === 'content')) {
      expect(hit._snippetResult.excerpt).toBeUndefined();
    }
  });

  it('adds no excerpt when the request asks for no content snippet (the modal hosted in Algolia shape)', async () => {
    const { results } = await client.search({ requests: [pageRequest('presupuesto', { attributesToSnippet: [] })] });
    for (const hit of results[0].hits) expect(hit._snippetResult.excerpt).toBeUndefined();
  });

  it('counts the sections (lvl0) of every hit, and filters on one', async () => {
    const { results } = await client.search({
      requests: [pageRequest('campaña', { hitsPerPage: 0, facets: ['hierarchy.lvl0'] })],
    });
    const sections = results[0].facets?.['hierarchy.lvl0'] ?? {};
    expect(Object.values(sections).reduce((a, b) => a + b, 0)).toBe(results[0].nbHits);
    const [name, count] = Object.entries(sections)[0];
    const filtered = await client.search({
      requests: [pageRequest('campaña', { facetFilters: [...docsFilters, `hierarchy.lvl0:${name}`] })],
    });
    expect(filtered.results[0].nbHits).toBe(count);
    expect(new Set(filtered.results[0].hits.map((hit) => hit.hierarchy.lvl0))).toEqual(new Set([name]));
  });

  it('reads facets from a legacy params string', async () => {
    const { results } = await client.search([
      { indexName: 'brave-ads_es', params: 'query=campa%C3%B1a&hitsPerPage=0&facets=%5B%22hierarchy.lvl0%22%5D' },
    ]);
    expect(Object.keys(results[0].facets?.['hierarchy.lvl0'] ?? {}).length).toBeGreaterThan(0);
  });
});

describe('LocalSearchClient: two lines of a page that crop alike', () => {
  it('shows each with the first words of its own text, so no line of the page repeats', async () => {
    const statuses = await fixtureEngine('es', [
      {
        path: '/es/campaign-performance/status',
        lvl0: 'Rendimiento',
        records: [
          ['lvl1', 'Estados'],
          ['lvl2', 'Estados de una campaña', 'campaign-states'],
          ['lvl5', 'Pausada', 'campaign-states'],
          ['content', 'La campaña no se muestra. Su periodo sigue abierto y todavía le queda presupuesto sin gastar.'],
          ['lvl2', 'Estados de un conjunto de anuncios', 'ad-set-states'],
          ['lvl5', 'Pausado', 'ad-set-states'],
          ['content', 'El conjunto no se muestra. Su periodo sigue abierto y todavía le queda presupuesto sin gastar.'],
        ],
      },
    ]);
    const own = new LocalSearchClient({ loadEngine: async () => statuses });
    const { results } = await own.search({ requests: [modalRequest('presupuesto')] });
    const lines = results[0].hits
      .filter((hit) => hit.type === 'content')
      .map((hit) => hit._snippetResult.content?.value ?? '');
    expect(lines).toHaveLength(2);
    expect(new Set(lines).size).toBe(2);
    expect(lines.some((line) => line.startsWith('La campaña'))).toBe(true);
    expect(lines.some((line) => line.startsWith('El conjunto'))).toBe(true);
    // The matched word stays in view and highlighted.
    for (const line of lines) expect(line).toMatch(/presupuesto/);
  });
});
