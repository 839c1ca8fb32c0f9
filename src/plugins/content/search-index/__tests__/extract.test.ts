import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expandRecords } from '../../../../search/indexFile';
import { compactPages } from '../build';
import { extractPage, type ExtractedPage } from '../extract';
import { htmlFilesFor, leftOut, noIndexRoutes, routeMatcher, withoutBase } from '../routes';

const fixture = (name: string): string => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const options = { defaultLvl0: 'Documentación', blogLvl0: 'Blog', titleSuffix: ' | Brave Ads' };

function page(name: string): ExtractedPage {
  const result = extractPage(fixture(name), options);
  if ('skip' in result) throw new Error(`${name} skipped: ${result.skip}`);
  return result.page;
}

function records(name: string, route: string) {
  return expandRecords({
    language: 'es',
    site: 'https://help.example.test',
    ...compactPages([{ route, page: page(name) }]),
  });
}

describe('extractPage: a docs page', () => {
  const billing = () => records('doc-page.html', '/es/account-management/billing');

  it('reads the DocSearch metadata and the active sidebar category as lvl0', () => {
    expect(page('doc-page.html')).toMatchObject({
      lvl0: 'Gestión de la cuenta',
      tag: 'docs-default-current',
      version: 'current',
      language: 'es',
    });
  });

  it('builds the hierarchy with anchors and absolute urls', () => {
    const list = billing();
    expect(list[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'Gestión de la cuenta', lvl1: 'Facturación', lvl2: null },
      url: 'https://help.example.test/es/account-management/billing',
      anchor: null,
      content: null,
      weight: { level: 90, position: 0 },
    });
    const payment = list.find((r) => r.hierarchy.lvl2 === 'Métodos de pago' && r.type === 'lvl2');
    expect(payment).toMatchObject({
      url: 'https://help.example.test/es/account-management/billing#metodos-de-pago',
      anchor: 'metodos-de-pago',
    });
    const paragraph = list.find((r) => r.content?.startsWith('Elija un método'));
    expect(paragraph).toMatchObject({
      type: 'content',
      content: 'Elija un método de pago en el Administrador de anuncios.',
      anchor: 'metodos-de-pago',
      hierarchy: { lvl1: 'Facturación', lvl2: 'Métodos de pago', lvl3: null },
    });
    const invoices = list.find((r) => r.content === 'Las facturas llegan cada mes.');
    expect(invoices?.hierarchy).toMatchObject({
      lvl2: 'Métodos de pago',
      lvl3: 'Facturas <img src=x onerror=alert(1)>',
    });
    expect(invoices?.anchor).toBe('facturas');
    const refunds = list.find((r) => r.type === 'lvl2' && r.anchor === 'reembolsos');
    expect(refunds?.hierarchy).toMatchObject({ lvl2: 'Reembolsos', lvl3: null });
  });

  it('keeps the first paragraph (inline code included) under lvl1 without an anchor', () => {
    const first = billing()[1];
    expect(first).toMatchObject({
      type: 'content',
      content: 'Pague sus campañas con tarjeta de crédito o con BAT.',
      anchor: null,
    });
  });

  it('indexes list items by their own text, nested lists and paragraphs separately', () => {
    const contents = billing().map((r) => r.content);
    expect(contents).toEqual(
      expect.arrayContaining([
        'Tarjeta de crédito',
        'BAT, el token de atención',
        'Transferencia',
        'Solo para cuentas gestionadas',
      ]),
    );
    expect(contents.filter((c) => c === 'BAT, el token de atención')).toHaveLength(1);
  });

  it('turns table rows into lvl5 (first cell) and content (every other cell, the middle ones too), ignoring headers', () => {
    const list = billing();
    const row = list.find((r) => r.type === 'lvl5' && r.hierarchy.lvl5 === 'Transferencia');
    expect(row).toMatchObject({ anchor: 'metodos-de-pago', hierarchy: { lvl2: 'Métodos de pago' } });
    const cell = list.find((r) => r.content === 'USD o EUR');
    expect(cell?.hierarchy.lvl5).toBe('Transferencia');
    expect(list.find((r) => r.content === '3 días')?.hierarchy.lvl5).toBe('Transferencia');
    expect(list.some((r) => r.content === 'Plazo' || r.hierarchy.lvl5 === 'Método')).toBe(false);
    // The row heading does not leak into the paragraphs after the table.
    expect(list.find((r) => r.content === 'Las facturas llegan cada mes.')?.hierarchy.lvl5).toBeNull();
  });

  it('excludes code blocks, chrome, TOC, pagination, footers, hidden text and tab labels', () => {
    const text = JSON.stringify(billing());
    for (const excluded of [
      'secret-code-token',
      'Registrarse',
      'Introducción',
      'En esta página',
      'Siguiente',
      'Editar esta página',
      'Copyright',
      'icono-oculto',
      'Texto oculto',
      'pestaña oculta',
      'Pestaña A',
      'window.evil',
      '\u200b',
    ]) {
      expect(text).not.toContain(excluded);
    }
    expect(text).toContain('Contenido de la pestaña visible.');
  });

  it('leaves out the closing "Related pages" list, and only it', () => {
    const related =
      '<h2 class="anchor" id="related-pages">Páginas relacionadas</h2>' +
      '<ul><li><a href="/es/campaign-performance/reporting">Informes</a>: qué cuenta cada métrica</li></ul>';
    const html = fixture('doc-page.html').replace(
      '<h2 class="anchor" id="reembolsos">',
      `${related}<h2 class="anchor" id="reembolsos">`,
    );
    const result = extractPage(html, options);
    if ('skip' in result) throw new Error(result.skip);
    const text = JSON.stringify(result.page.records);
    expect(text).not.toContain('Páginas relacionadas');
    expect(text).not.toContain('qué cuenta cada métrica');
    // The section after it is still there.
    expect(text).toContain('Reembolsos');
  });

  it('strips leading emoji from headings', () => {
    expect(billing().some((r) => r.hierarchy.lvl2 === 'Reembolsos')).toBe(true);
  });

  it('keeps hostile text as plain text (escaping is the client side job)', () => {
    expect(billing().find((r) => r.type === 'lvl3')?.hierarchy.lvl3).toBe('Facturas <img src=x onerror=alert(1)>');
  });

  it('numbers positions and gives unique object ids', () => {
    const list = billing();
    expect(list.map((r) => r.weight.position)).toEqual(list.map((_, i) => i));
    expect(new Set(list.map((r) => r.objectID)).size).toBe(list.length);
  });
});

describe('extractPage: other pages', () => {
  it('category index: h1 from the header, deepest active category as lvl0, emoji stripped from cards', () => {
    const p = page('category-page.html');
    expect(p.lvl0).toBe('Ad placements');
    expect(p.records.map((r) => [r.type, r.text])).toEqual([
      ['lvl1', 'Ad placements'],
      ['lvl2', 'Brave Browser'],
      ['content', '3 items'],
    ]);
  });

  it('blog post: tag default, lvl0 Blog, anchored sections', () => {
    const p = page('blog-post.html');
    expect(p).toMatchObject({ lvl0: 'Blog', tag: 'default', version: '' });
    expect(p.records.map((r) => r.text)).toEqual([
      'Search is here',
      'The help centre now has search.',
      'Works offline',
      'No query leaves your browser.',
    ]);
  });

  it('markdown page: default lvl0', () => {
    expect(page('markdown-page.html')).toMatchObject({ lvl0: 'Documentación', tag: 'default' });
  });

  it.each([
    ['tags-list.html', 'excluded-tag'],
    ['noindex.html', 'noindex'],
    ['redirect.html', 'redirect'],
  ])('skips %s (%s)', (name, reason) => {
    expect(extractPage(fixture(name), options)).toEqual({ skip: reason });
  });

  it('indexes a noindex page that site search lists (a demo), with its title and text', () => {
    const result = extractPage(fixture('noindex.html'), { ...options, ignoreRobots: true });
    expect('page' in result && result.page.records.length).toBeGreaterThan(0);
  });
});

describe('routes', () => {
  const excluded = routeMatcher(['/search', '/404.html', '/demos/**', '/category/demos', '/dynamic-ntt']);

  it.each([
    ['/search', true],
    ['/404.html', true],
    ['/demos/dynamic-ntt/slider', true],
    ['/category/demos', true],
    ['/dynamic-ntt', true],
    ['/ad-placements/brave-browser/dynamic-ntt', false],
    ['/search-policies', false],
    ['/', false],
  ])('%s excluded: %s', (route, expected) => {
    expect(excluded(route)).toBe(expected);
  });

  it.each([
    ['/es/', '/es/', '/'],
    ['/es/search', '/es/', '/search'],
    ['/search', '/', '/search'],
  ])('withoutBase(%s, %s) = %s', (route, base, expected) => {
    expect(withoutBase(route, base)).toBe(expected);
  });

  it('a task gets the routes whose page asks not to be indexed', () => {
    expect(noIndexRoutes({ '/es/search': { noIndex: true }, '/es/': {}, '/es/demos': { noIndex: false } })).toEqual([
      '/es/search',
    ]);
    expect(noIndexRoutes(undefined)).toEqual([]);
  });

  it('leaves out the excluded routes of an edition and the pages that ask not to be indexed', () => {
    const isLeftOut = leftOut(['/search', '/demos/**'], ['/es/campaign-performance/status'], '/es/');
    expect(isLeftOut('/es/search')).toBe(true);
    expect(isLeftOut('/es/demos/dynamic-ntt/slider')).toBe(true);
    expect(isLeftOut('/es/campaign-performance/status')).toBe(true);
    expect(isLeftOut('/es/campaign-performance/reporting')).toBe(false);
    expect(isLeftOut('/es/')).toBe(false);
  });

  it('maps routes to html files for every trailingSlash setting', () => {
    expect(htmlFilesFor('/b/es', '/es/', '/es/')).toEqual(['/b/es/index.html']);
    expect(htmlFilesFor('/b/es', '/es/a/b', '/es/')).toEqual(['/b/es/a/b.html', '/b/es/a/b/index.html']);
    expect(htmlFilesFor('/b', '/a/', '/')).toEqual(['/b/a/index.html']);
    expect(htmlFilesFor('/b', '/404.html', '/')).toEqual(['/b/404.html']);
  });
});

describe('extractPage: spec tables with row headers', () => {
  const html = (table: string) =>
    `<!doctype html><html lang="de"><head><title>Spezifikationen | Brave Ads</title>
    <meta name="docsearch:language" content="de"></head><body><main><article>
    <header><h1>Benachrichtigungsanzeigen</h1></header>
    <h2 id="werbetext">Werbetext</h2>${table}<p>Danach ein Absatz.</p></article></main></body></html>`;
  const rows = (table: string) => {
    const result = extractPage(html(table), { ...options, defaultLvl0: 'Dokumentation' });
    if ('skip' in result) throw new Error(result.skip);
    return expandRecords({
      language: 'de',
      site: 'https://help.example.test',
      ...compactPages([{ route: '/de/notification', page: result.page }]),
    });
  };

  it.each([
    [
      'a row header and one cell',
      '<table><thead><tr><th scope="col">Anforderung<th scope="col">Vorgabe</thead><tbody><tr><th scope="row">Titellänge<td>Bis zu 30 Zeichen</tbody></table>',
      'Titellänge',
      ['Bis zu 30 Zeichen'],
    ],
    [
      'a caption',
      '<table><caption>Werbetext</caption><tbody><tr><th scope="row">Titellänge<td>Bis zu 30 Zeichen</tbody></table>',
      'Werbetext: Titellänge',
      ['Bis zu 30 Zeichen'],
    ],
    [
      'a row header and two cells',
      '<table><tbody><tr><th scope="row">Größe<td>2.560 × 1.440 px<td>JPEG</tbody></table>',
      'Größe',
      ['2.560 × 1.440 px', 'JPEG'],
    ],
  ])('indexes %s: the label heads its cells (lvl5), the cells are content under it', (_, table, label, cells) => {
    const list = rows(table);
    expect(list.filter((r) => r.type === 'lvl5').map((r) => r.hierarchy.lvl5)).toEqual([label]);
    for (const cell of cells) {
      expect(list.find((r) => r.content === cell)).toMatchObject({
        type: 'content',
        anchor: 'werbetext',
        hierarchy: { lvl2: 'Werbetext', lvl5: label },
      });
    }
    // Column headers are not records, and the label does not leak past the table.
    expect(list.some((r) => r.hierarchy.lvl5 === 'Anforderung' || r.content === 'Vorgabe')).toBe(false);
    expect(list.find((r) => r.content === 'Danach ein Absatz.')?.hierarchy.lvl5).toBeNull();
  });
});

describe('extractPage: the page keywords', () => {
  const page = (head: string) =>
    `<!doctype html><html lang="pt"><head><title>Cobrança | Brave Ads</title>${head}</head><body><main><article>
    <header><h1>Cobrança</h1></header><p>Como você paga.</p></article></main></body></html>`;
  const expanded = (head: string) => {
    const result = extractPage(page(head), options);
    if ('skip' in result) throw new Error(result.skip);
    return expandRecords({
      language: 'pt',
      site: 'https://help.example.test',
      ...compactPages([{ route: '/pt/billing', page: result.page }]),
    });
  };

  it('puts the meta keywords on the page title record only, one space after each comma', () => {
    const records = expanded('<meta name=keywords content="cobrança,saldo da conta, reembolso ,">');
    expect(records.map((r) => [r.type, r.keywords])).toEqual([
      ['lvl1', 'cobrança, saldo da conta, reembolso'],
      ['content', undefined],
    ]);
  });

  it('adds the meta description after the keywords, so its clauses count as names of the page', () => {
    const records = expanded(
      '<meta name=keywords content="cobrança"><meta name=description content="Como pagar, e o saldo não gasto.">',
    );
    expect(records[0]).toMatchObject({ type: 'lvl1', keywords: 'cobrança, Como pagar, e o saldo não gasto.' });
  });

  it('adds nothing for a page without keywords or description', () => {
    const records = expanded('');
    expect(records.every((r) => r.keywords === undefined)).toBe(true);
  });
});
