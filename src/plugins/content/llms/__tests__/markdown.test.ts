import { extractPage } from '../../search-index/extract';
import { pageMarkdown } from '../markdown';

const page = (article: string): string => `<!doctype html><html lang="es"><head><title>Anuncio | Brave Ads</title>
<meta name="docusaurus_locale" content="es"></head><body>
<nav class="navbar">Menú <a href="/es/">Inicio</a></nav>
<main><article>
<nav class="theme-doc-breadcrumbs">Inicio › Anuncios</nav>
<div data-search-exclude=""><button type="button">Copiar página</button><a href="/es/x.md">Ver en Markdown</a></div>
<header><h1>Anuncio de nueva pestaña</h1></header>
${article}
<footer class="theme-doc-footer">Editar esta página</footer>
</article></main><footer class="footer">© Brave</footer></body></html>`;

const options = {
  url: 'https://ads-help.brave.com/es/ad-placements/brave-browser/ntt',
  title: 'Anuncio de nueva pestaña',
  description: 'Tamaños de imagen y precios.',
  language: 'es',
};

describe('pageMarkdown', () => {
  it('puts title, description and canonical URL on top and drops the page chrome', () => {
    const md = pageMarkdown(page('<p>Texto.</p>'), options);
    expect(md.startsWith('---\ntitle: "Anuncio de nueva pestaña"\ndescription: "Tamaños de imagen y precios."\n')).toBe(
      true,
    );
    expect(md).toContain('url: "https://ads-help.brave.com/es/ad-placements/brave-browser/ntt"');
    expect(md).toContain('# Anuncio de nueva pestaña\n\nTexto.');
    for (const chrome of ['Menú', 'Inicio ›', 'Copiar página', 'Ver en Markdown', 'Editar esta página', '© Brave']) {
      expect(md).not.toContain(chrome);
    }
  });

  it('renders a spec table as a Markdown table with the numbers the page shows', () => {
    const md = pageMarkdown(
      page(`<h2 id="imagenes">Imágenes de fondo<a class="hash-link" href="#imagenes">#</a></h2>
<table><thead><tr><th>Requisito</th><th>Especificación</th></tr></thead>
<tbody><tr><td>Tamaño</td><td>2560 × 1440 px</td></tr><tr><td>Formato <strong>admitido</strong></td><td>JPEG</td></tr></tbody></table>`),
      options,
    );
    expect(md).toContain('## Imágenes de fondo\n');
    expect(md).not.toContain('#imagenes');
    expect(md).toMatch(/\| Requisito +\| Especificación +\|\n\| -+ \| -+ \|\n\| Tamaño +\| 2560 × 1440 px +\|/);
    expect(md).toMatch(/\| Formato \*\*admitido\*\* +\| JPEG +\|/);
  });

  it('promotes the first row of a table without a header to the header row', () => {
    const md = pageMarkdown(page('<table><tr><td>A</td><td>B</td></tr><tr><td>1</td><td>2</td></tr></table>'), options);
    expect(md).toMatch(/\| A +\| B +\|\n\| -+ \| -+ \|\n\| 1 +\| 2 +\|/);
  });

  it('turns an admonition into a blockquote that starts with its label', () => {
    const md = pageMarkdown(
      page(`<div class="theme-admonition theme-admonition-note alert alert--secondary">
<div class="admonitionHeading_x"><span class="admonitionIcon_x"><svg><path d="M0"/></svg></span>Nota</div>
<div class="admonitionContent_x"><p>Solo con el servicio gestionado.</p><p>Segundo párrafo.</p></div></div>`),
      options,
    );
    expect(md).toContain('> **Nota**\n>\n> Solo con el servicio gestionado.\n>\n> Segundo párrafo.');
  });

  it('keeps a code block with its language and its lines, without the copy button', () => {
    const md = pageMarkdown(
      page(
        `<div class="language-bash theme-code-block"><div class="codeBlockContent"><pre tabindex="0" class="prism-code language-bash"><code><span class="token-line"><span class="token plain">curl -H "Authorization: Bearer $KEY" \\</span><br></span><span class="token-line"><span class="token plain">  https://ads-serve.brave.com/v1/report</span><br></span></code></pre><button type="button" aria-label="Copiar">Copiar</button></div></div>`,
      ),
      options,
    );
    expect(md).toContain(
      '```bash\ncurl -H "Authorization: Bearer $KEY" \\\n  https://ads-serve.brave.com/v1/report\n```',
    );
    expect(md).not.toContain('Copiar\n');
  });

  it('makes internal links and images absolute and keeps the alt text; inlined images become their alt text', () => {
    const md = pageMarkdown(
      page(`<p>Vea <a href="/es/campaign-performance/targeting">Segmentación</a>, <a href="#precios">precios</a>,
<a href="billing">facturación</a> y <a href="https://brave.com/">Brave</a>.</p>
<p><img src="/es/img/ntt.png" alt=" Un anuncio de nueva pestaña "></p>
<p><img src="data:image/svg+xml;base64,AAAA" alt="Una ventana del navegador"></p>
<p><img src="/img/icon.svg" alt=""></p>`),
      options,
    );
    expect(md).toContain('[Segmentación](https://ads-help.brave.com/es/campaign-performance/targeting)');
    expect(md).toContain('[precios](https://ads-help.brave.com/es/ad-placements/brave-browser/ntt#precios)');
    expect(md).toContain('[facturación](https://ads-help.brave.com/es/ad-placements/brave-browser/billing)');
    expect(md).toContain('[Brave](https://brave.com/)');
    expect(md).toContain('![Un anuncio de nueva pestaña](https://ads-help.brave.com/es/img/ntt.png)');
    expect(md).toContain('_Una ventana del navegador_');
    expect(md).not.toContain('data:');
    expect(md).not.toContain('icon.svg');
  });

  it('keeps every tab panel under its label', () => {
    const md = pageMarkdown(
      page(`<div class="tabs-container"><ul role="tablist"><li role="tab">Escritorio</li><li role="tab">Móvil</li></ul>
<div><div role="tabpanel"><p>En el escritorio.</p></div><div role="tabpanel" hidden><p>En el móvil.</p></div></div></div>`),
      options,
    );
    expect(md).toContain('**Escritorio**\n\nEn el escritorio.\n\n**Móvil**\n\nEn el móvil.');
  });

  it('leaves no HTML, import or JSX behind and agrees with the search records', () => {
    const html = page(`<h2 id="a">Precios</h2><p>Tarifa <em>plana</em>.</p><ul><li>Uno</li><li>Dos</li></ul>`);
    const md = pageMarkdown(html, options);
    expect(md).not.toMatch(/<\/?[a-z][^>]*>|^import |^export /m);
    const read = extractPage(html, { defaultLvl0: 'Documentación', blogLvl0: 'Blog', titleSuffix: ' | Brave Ads' });
    if ('skip' in read) throw new Error(`skipped: ${read.skip}`);
    // Every heading and paragraph the search index holds is in the Markdown.
    for (const record of read.page.records) {
      expect(md.replace(/[*_]/g, '')).toContain(record.text);
    }
  });
});
