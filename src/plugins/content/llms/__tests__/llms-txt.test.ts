import { llmsFullTxt, llmsTxt, markdownFileFor, sidebarSections, type LlmsPage, type SidebarItem } from '../llms-txt';

const page = (id: string, title: string, description: string): LlmsPage => ({
  id,
  title,
  description,
  url: `https://ads-help.brave.com/es/${id}`,
  markdownUrl: `https://ads-help.brave.com/es/${id}.md`,
});

const pages = new Map(
  [
    page('intro', 'Introducción', 'Qué es Brave Ads.'),
    page('ad-placements/brave-browser/ntt', 'Anuncio de nueva pestaña', 'Tamaños y precios.'),
    page('ad-placements/brave-search/keyword', 'Anuncios [de] búsqueda', ''),
    page('account-management/billing', 'Facturación', 'Modelos de precios\ny pagos.'),
  ].map((p) => [p.id, p]),
);

const sidebar: SidebarItem[] = [
  { type: 'doc', id: 'intro' },
  {
    type: 'category',
    label: 'Ubicaciones de anuncios',
    items: [
      { type: 'category', label: 'Navegador Brave', items: [{ type: 'doc', id: 'ad-placements/brave-browser/ntt' }] },
      { type: 'category', label: 'Brave Search', items: [{ type: 'doc', id: 'ad-placements/brave-search/keyword' }] },
    ],
  },
  { type: 'category', label: 'Demos', items: [{ type: 'doc', id: 'demos/excluded' }] },
  { type: 'category', label: 'Gestión de cuentas', items: [{ type: 'doc', id: 'account-management/billing' }] },
];

describe('llms.txt', () => {
  const sections = sidebarSections(sidebar, pages, 'Introducción');
  const text = llmsTxt(sections, {
    siteName: 'Centro de ayuda de Brave Ads',
    summary: 'Documentación para anunciantes.',
    details: 'Cada enlace lleva a la página en Markdown.',
    topLevelTitle: 'Introducción',
  });

  it('follows the llmstxt.org shape: H1, summary blockquote, then sections of links in sidebar order', () => {
    expect(text).toBe(
      [
        '# Centro de ayuda de Brave Ads',
        '',
        '> Documentación para anunciantes.',
        '',
        'Cada enlace lleva a la página en Markdown.',
        '',
        '## Introducción',
        '',
        '- [Introducción](https://ads-help.brave.com/es/intro.md): Qué es Brave Ads.',
        '',
        '## Ubicaciones de anuncios',
        '',
        '### Navegador Brave',
        '',
        '- [Anuncio de nueva pestaña](https://ads-help.brave.com/es/ad-placements/brave-browser/ntt.md): Tamaños y precios.',
        '',
        '### Brave Search',
        '',
        '- [Anuncios \\[de\\] búsqueda](https://ads-help.brave.com/es/ad-placements/brave-search/keyword.md)',
        '',
        '## Gestión de cuentas',
        '',
        '- [Facturación](https://ads-help.brave.com/es/account-management/billing.md): Modelos de precios y pagos.',
        '',
      ].join('\n'),
    );
  });

  it('leaves out categories whose pages are all excluded', () => {
    expect(text).not.toContain('Demos');
  });

  it('puts every page in llms-full.txt once, in sidebar order', () => {
    const markdown = new Map([...pages.keys()].map((id) => [id, `# ${id}\n`]));
    expect(llmsFullTxt(sections, markdown)).toBe(
      '# intro\n\n# ad-placements/brave-browser/ntt\n\n# ad-placements/brave-search/keyword\n\n# account-management/billing\n',
    );
  });

  it('puts the Markdown next to the page: URL plus .md, index.md for the edition home', () => {
    expect(markdownFileFor('/es/ad-placements/brave-browser/ntt', '/es/')).toBe('ad-placements/brave-browser/ntt.md');
    expect(markdownFileFor('/es/', '/es/')).toBe('index.md');
    expect(markdownFileFor('/', '/')).toBe('index.md');
    expect(markdownFileFor('/glossary', '/')).toBe('glossary.md');
  });
});
