import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  concepts,
  formatLabel,
  keptProductNames,
  labelParts,
  targetLocales,
  termFor,
  uiLabels,
} from '../../../../src/data/terms';
import { parseAllowlist } from '../allowlist';
import { checkTranslations } from '../check';
import { readUiDir } from '../english-ui';
import { parseMarkdown } from '../markdown';
import { formatReport } from '../report';
import { checkPage, checkUiFile, compileVariant, findVariants, variantsFor } from '../terms';
import { createFixture, ES_INTRO, ES_SECOND } from './fixtures';

const hitsIn = (markdown: string, locale: string, mdx = false) =>
  checkPage(parseMarkdown(markdown, { mdx }), locale).map((h) => [h.line, h.column, h.found, h.use]);

describe('termbase check: variants in prose, with line, column and the term to use', () => {
  it.each([
    [
      'es',
      'Abra el Administrador de Anuncios de Brave.',
      [[1, 9, 'Administrador de Anuncios de Brave', 'Brave Ads Manager']],
    ],
    ['es', 'Busque en el Buscador de Brave.', [[1, 14, 'Buscador de Brave', 'Brave Search']]],
    ['es', 'Con Anuncios de Brave llega a más personas.', [[1, 5, 'Anuncios de Brave', 'Brave Ads']]],
    ['es', 'El estado **Bajo revisión** dura poco.', [[1, 13, 'Bajo revisión', 'En revisión']]],
    ['es', 'Elija **Nuevo Creativo** arriba.', [[1, 9, 'Nuevo Creativo', 'creatividad']]],
    [
      'pt',
      'Abra o Gerenciador de Anúncios do Brave.',
      [[1, 8, 'Gerenciador de Anúncios do Brave', 'Brave Ads Manager']],
    ],
    ['pt', 'A Pesquisa Brave mostra anúncios.', [[1, 3, 'Pesquisa Brave', 'Brave Search']]],
    ['fr', 'Ouvrez le Gestionnaire Brave Ads.', [[1, 11, 'Gestionnaire Brave Ads', 'Brave Ads Manager']]],
    [
      'fr',
      'Les études d’impact sur la marque mesurent.',
      [[1, 5, 'études d’impact sur la marque', 'étude de brand lift']],
    ],
    ['de', 'Die Neue-Tab-Übernahme zeigt Bilder.', [[1, 5, 'Neue-Tab-Übernahme', 'New-Tab-Takeover']]],
    // A suspension described as a pause reads like the status the advertiser can undo.
    ['es', 'El personal de Brave ha pausado la campaña.', [[1, 4, 'personal de Brave ha pausado', 'Suspendido']]],
    ['pt', 'A equipe do Brave pausou o anúncio.', [[1, 3, 'equipe do Brave pausou', 'Suspenso']]],
    ['en', 'Brave staff have paused the ad.', [[1, 1, 'Brave staff have paused', 'Suspended']]],
    // Werktage include Saturdays: a legal deadline read a week and a half short.
    ['de', 'Spätestens 45 Werktage nach Eingang.', [[1, 15, 'Werktage', 'Arbeitstage']]],
    // Two pages, two names.
    [
      'de',
      'Über die Kontaktseite von Brave Ads oder unsere Kontaktseite.',
      [
        [1, 10, 'Kontaktseite von Brave Ads', 'Kontaktformular von Brave Ads'],
        [1, 49, 'Kontaktseite', 'Ansprechpartner'],
      ],
    ],
    ['de', 'Das Auslieferungstempo ist normal.', [[1, 5, 'Auslieferungstempo', 'Budgetverteilung']]],
    ['fr', 'Écrivez pour chaque audience.', [[1, 14, 'chaque audience', 'public']]],
    // A second line, and two hits on it.
    [
      'es',
      'Primera línea.\nEl Buscador de Brave y el Administrador de Anuncios.',
      [
        [2, 4, 'Buscador de Brave', 'Brave Search'],
        [2, 27, 'Administrador de Anuncios', 'Brave Ads Manager'],
      ],
    ],
  ])('%s: %s', (locale, markdown, expected) => {
    expect(hitsIn(markdown, locale)).toEqual(expected);
  });

  it.each([
    ['correct terms', 'es', 'Abra Brave Ads Manager y busque en Brave Search con la creatividad.'],
    ['inline code', 'es', 'Escriba `Buscador de Brave` tal cual.'],
    [
      'link targets',
      'es',
      'Vea [la página](https://example.com/Buscador%20de%20Brave) o <https://x.example/Anuncios%20de%20Brave> and https://x.example/?q=Anuncios+de+Brave.',
    ],
    ['code blocks', 'es', '```text\nAdministrador de Anuncios de Brave\n```'],
    ['HTML comments', 'es', '<!-- Buscador de Brave -->\n\nTexto.'],
    ['heading ids', 'pt', '## Requisitos {#pesquisa-brave}'],
    ['words that only contain a variant', 'fr', 'La rechercheBrave et RechercheBraveX.'],
    ['another locale’s variants', 'de', 'Abra el Administrador de Anuncios de Brave.'],
    ['English', 'en', 'Anuncios de Brave is Spanish.'],
  ])('ignores %s', (_name, locale, markdown) => {
    expect(hitsIn(markdown, locale)).toEqual([]);
  });

  it('reads MDX: JSX text is prose, JSX attributes and expressions are not', () => {
    const mdx = '<Tabs title="Buscador de Brave">\n\nEl Buscador de Brave {"Buscador de Brave"}.\n\n</Tabs>';
    expect(hitsIn(mdx, 'es', true)).toEqual([[3, 4, 'Buscador de Brave', 'Brave Search']]);
  });

  it('reads the front matter text keys, not the others', () => {
    const page =
      '---\ntitle: Buscador de Brave\nslug: /buscador-de-brave\nkeywords:\n  - Anuncios de Brave\n---\n\nTexto.';
    expect(hitsIn(page, 'es')).toEqual([
      [2, 8, 'Buscador de Brave', 'Brave Search'],
      [5, 5, 'Anuncios de Brave', 'Brave Ads'],
    ]);
  });

  it("reads a card's summary in sidebar_custom_props", () => {
    const page = '---\ntitle: Texto\nsidebar_custom_props:\n  summary: Anuncios de Brave en breve\n---\n\nTexto.';
    expect(hitsIn(page, 'es')).toEqual([[4, 12, 'Anuncios de Brave', 'Brave Ads']]);
  });

  it('reads messages of UI files, not keys or descriptions', () => {
    const json = JSON.stringify(
      {
        'Buscador de Brave': { message: 'Abrir el Buscador de Brave', description: 'Anuncios de Brave' },
      },
      null,
      2,
    );
    expect(checkUiFile(json, 'es').map((h) => [h.line, h.column, h.found])).toEqual([[3, 26, 'Buscador de Brave']]);
  });

  it('matches accented words whole (Unicode word boundaries)', () => {
    expect(compileVariant(/\bétude\b/).test('une étude')).toBe(true);
    expect(compileVariant(/\bétude\b/).test('une étudeX')).toBe(false);
    expect(compileVariant('Anzeigen-Set').test('ein anzeigen-set')).toBe(true);
    expect(findVariants('Die Brave-Werbeanzeigen', 'de').map((h) => h.found)).toEqual(['Brave-Werbeanzeigen']);
  });
});

describe('the termbase itself', () => {
  it('has unique concept ids and a term in every locale', () => {
    const ids = concepts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const concept of concepts) {
      for (const locale of targetLocales) expect(concept.terms[locale].term.trim()).not.toBe('');
    }
  });

  it('never lists a locale’s own chosen term (or a kept product name) as a variant', () => {
    for (const locale of targetLocales) {
      const allowed = [
        ...concepts.flatMap((c) => [c.terms[locale].term, c.terms[locale].plural ?? '']),
        ...uiLabels.map((l) => l.translations[locale]),
        ...keptProductNames,
      ].filter(Boolean);
      for (const term of allowed) {
        const hits = findVariants(term, locale).map((h) => `${h.variant.concept.id}: ${h.found}`);
        expect({ locale, term, hits }).toEqual({ locale, term, hits: [] });
      }
    }
  });

  it('keeps product names in English in every locale', () => {
    for (const name of ['Brave Ads', 'Brave Ads Manager', 'Ads Manager', 'Brave Search']) {
      const concept = concepts.find((c) => c.en === name);
      for (const locale of targetLocales) expect(concept?.terms[locale].term).toBe(name);
    }
    expect(variantsFor('es').length).toBeGreaterThan(10);
  });

  it('formats Ads Manager labels by the one rule', () => {
    expect(formatLabel('new-campaign', 'es')).toBe('**New Campaign** (Nueva campaña)');
    expect(formatLabel('new-campaign', 'es', { firstUse: false })).toBe('**New Campaign**');
    expect(formatLabel('new-campaign', 'en')).toBe('**New Campaign**');
    expect(formatLabel('creatives', 'de')).toBe('**Creatives**');
    expect(labelParts('status-under-review', 'fr')).toEqual({
      label: 'Under review',
      translation: 'En cours d’examen',
    });
    expect(termFor('creative', 'es')).toBe('creatividad');
    expect(() => formatLabel('no-such-label', 'es')).toThrow(/Unknown Ads Manager label "no-such-label"/);
  });
});

describe('termbase check inside the translation check', () => {
  it('fails with file:line:column and counts per locale and variant', () => {
    const fixture = createFixture();
    try {
      fixture.edit(ES_INTRO, /\n\n/, '\n\nEl Buscador de Brave y el Buscador de Brave.\n\n');
      fixture.write(
        'i18n/es/docusaurus-theme-classic/footer.json',
        JSON.stringify({ x: { message: 'Anuncios de Brave' } }),
      );
      const report = checkTranslations({
        siteDir: fixture.dir,
        locales: ['es'],
        detect: () => 'spa',
        englishUi: readUiDir(path.join(fixture.dir, 'ui-en')),
        allowlist: parseAllowlist(fixture.read('i18n/untranslated-allowlist.json')),
      });
      const [es] = report.locales;
      const terms = es.problems.filter((p) => p.kind === 'term');
      expect(terms.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${ES_INTRO}:\\d+:4$`)),
          'i18n/es/docusaurus-theme-classic/footer.json:1:18',
        ]),
      );
      expect(es.terms).toEqual({
        'brave-search: /\\bBuscador de Brave\\b/i': 2,
        'brave-ads: /\\bAnuncios de Brave\\b/': 1,
      });
      const text = formatReport(report, { strict: false });
      expect(text).toContain('Termbase variants (src/data/terms.ts), by locale and variant');
      expect(text).toMatch(/ {4} {3}2 {2}brave-search: /);
      expect(text).toContain('term variants 3');
      expect(text).toMatch(/\[term\] "Buscador de Brave": use "Brave Search"/);
      expect(ES_SECOND).toMatch(/\.mdx$/);
    } finally {
      fixture.cleanup();
    }
  });
});

describe('the glossary pages take their headwords from the termbase', () => {
  const root = path.resolve(__dirname, '..', '..', '..', '..');
  const pages = [
    'docs/glossary.md',
    ...targetLocales.map((l) => `i18n/${l}/docusaurus-plugin-content-docs/current/glossary.md`),
  ];
  /** Other entries: abbreviations (CTA, IAB, USD...), legal titles and headwords that are not termbase concepts. */
  const RAW = /^- \*\*[^*]+\*\*/;

  it.each(pages)('%s: every entry starts with <Term>, <Label> or a kept name, and every id exists', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    const entries = text.split('\n').filter((line) => line.startsWith('- '));
    expect(entries).toHaveLength(65);
    const fromTermbase = entries.filter((line) => /^- <(?:Term|Label) id="/.test(line));
    expect(fromTermbase.length).toBeGreaterThanOrEqual(50);
    for (const line of entries) expect(/^- <(?:Term|Label) id="/.test(line) || RAW.test(line)).toBe(true);
    for (const m of text.matchAll(/<Term id="([^"]+)"/g)) expect(() => termFor(m[1], 'en')).not.toThrow();
    for (const m of text.matchAll(/<Label id="([^"]+)"/g)) expect(() => formatLabel(m[1], 'en')).not.toThrow();
  });

  it('uses the same ids in the same order in every locale', () => {
    const ids = (page: string) =>
      [...readFileSync(path.join(root, page), 'utf8').matchAll(/<(Term|Label) id="([^"]+)"/g)].map(
        (m) => `${m[1]}:${m[2]}`,
      );
    const english = ids(pages[0]);
    for (const page of pages.slice(1)) expect(ids(page)).toEqual(english);
  });
});
