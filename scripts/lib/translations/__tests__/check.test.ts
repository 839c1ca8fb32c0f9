import path from 'node:path';
import { checkTranslations } from '../check';
import type { Report, Problem } from '../check';
import { readUiDir } from '../english-ui';
import { parseAllowlist } from '../allowlist';
import { createFixture, EN_INTRO, EN_POST, ES_INTRO, ES_POST, ES_SECOND } from './fixtures';
import type { Fixture } from './fixtures';

/** Stand-in for franc-min (ESM, exercised in cli.test.ts): English if it has English glue words. */
const detect = (text: string): string => (/\b(the|and|with|you)\b/i.test(text) ? 'eng' : 'spa');

let fixture: Fixture;
beforeEach(() => {
  fixture = createFixture();
});
afterEach(() => {
  fixture.cleanup();
});

function run(locales = ['es']): Report {
  return checkTranslations({
    siteDir: fixture.dir,
    locales,
    detect,
    englishUi: readUiDir(path.join(fixture.dir, 'ui-en')),
    allowlist: parseAllowlist(fixture.read('i18n/untranslated-allowlist.json')),
  });
}

function problems(locales?: string[]): Problem[] {
  return run(locales).locales.flatMap((l) => l.problems);
}

describe('checkTranslations on a correct fixture', () => {
  it('finds nothing wrong and counts pages, words and strings', () => {
    const [es] = run().locales;
    expect(es.problems).toEqual([]);
    expect(es.stale).toEqual([]);
    expect(es.pages).toEqual({ translated: 3, total: 3 });
    expect(es.words).toBeGreaterThan(100);
    expect(es.strings).toEqual({ present: 5, total: 5, codeJson: 4 });
  });
});

describe('checkTranslations: each failure kind fires', () => {
  it('missing: an English page without translation', () => {
    fixture.remove(ES_POST);
    expect(problems()).toEqual([
      expect.objectContaining({ kind: 'missing', file: ES_POST, message: expect.stringContaining(EN_POST) }),
    ]);
  });

  it('missing: a whole locale', () => {
    const found = problems(['de']);
    expect(found.filter((p) => p.kind === 'missing')).toHaveLength(3);
    expect(found.filter((p) => p.kind === 'ui-missing').map((p) => p.file)).toEqual([
      'i18n/de/code.json',
      'i18n/de/docusaurus-theme-classic/navbar.json',
    ]);
  });

  it('orphan: a translation without English source', () => {
    fixture.write('i18n/es/docusaurus-plugin-content-docs/current/guide/old.md', '---\ntitle: Viejo\n---\n\nTexto.\n');
    expect(problems()).toEqual([
      expect.objectContaining({ kind: 'orphan', file: 'i18n/es/docusaurus-plugin-content-docs/current/guide/old.md' }),
    ]);
  });

  it('orphan: same name, other extension (and its Markdown is not valid MDX)', () => {
    const text = fixture.read(ES_POST);
    fixture.remove(ES_POST);
    fixture.write(ES_POST.replace(/\.md$/, '.mdx'), text);
    const found = problems();
    expect(found.map((p) => p.kind).sort()).toEqual(['missing', 'orphan', 'parse']);
    // The HTML comment `<!-- truncate -->` of a .md post is an MDX syntax error.
    expect(found.find((p) => p.kind === 'parse')?.message).toMatch(/^cannot be read as MDX: /);
  });

  it('front-matter: a missing key, on the front matter line', () => {
    fixture.edit(ES_INTRO, /keywords:\n {2}- guía\n {2}- inicio\n/, '');
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'front-matter',
        file: ES_INTRO,
        line: 1,
        message: 'front matter key "keywords" is missing',
      }),
    ]);
  });

  it('front-matter: an extra key', () => {
    fixture.edit(ES_INTRO, 'sidebar_position: 1\n', 'sidebar_position: 1\nsidebar_label: Inicio\n');
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'front-matter',
        line: 5,
        message: expect.stringContaining('"sidebar_label" is not in the English source'),
      }),
    ]);
  });

  it.each([
    [ES_INTRO, 'sidebar_position: 1', 'sidebar_position: 3', 'sidebar_position'],
    [ES_POST, 'tags: [news]', 'tags: [noticias]', 'tags'],
    [ES_POST, 'authors: [team]', 'authors: [equipo]', 'authors'],
    [ES_POST, 'date: 2025-01-01', 'date: 2025-01-02', 'date'],
  ])('front-matter: %s must keep %s', (file, from, to, key) => {
    fixture.edit(file, from, to);
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'front-matter',
        file,
        message: expect.stringContaining(`"${key}" must equal the English value`),
      }),
    ]);
  });

  it('untranslated: a front matter title left in English', () => {
    fixture.edit(ES_INTRO, 'title: Primeros pasos con la guía', 'title: Getting started with the guide');
    expect(problems()).toEqual([expect.objectContaining({ kind: 'untranslated', line: 2 })]);
  });

  it('headings: a heading fewer, located in the translation', () => {
    fixture.edit(ES_INTRO, '### Compruebe su configuración', 'Compruebe su configuración');
    const found = problems();
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'headings', message: 'h3 headings: 1 in English, 0 in the translation' }),
    );
  });

  it('headings: a level changed', () => {
    fixture.edit(ES_INTRO, '### Compruebe', '## Compruebe');
    expect(
      problems()
        .filter((p) => p.kind === 'headings')
        .map((p) => p.message),
    ).toEqual(['h2 headings: 1 in English, 2 in the translation', 'h3 headings: 1 in English, 0 in the translation']);
  });

  it('headings: an explicit id translated', () => {
    fixture.edit(ES_INTRO, '{#before-you-begin}', '{#antes-de-empezar}');
    const found = problems().filter((p) => p.kind === 'headings');
    expect(found.map((p) => p.message)).toEqual([
      expect.stringContaining('{#before-you-begin} of English line 12 is missing'),
      expect.stringContaining('{#antes-de-empezar} is not in the English source'),
    ]);
    expect(found[1].line).toBe(13);
  });

  it('links: a relative doc link changed', () => {
    fixture.edit(ES_INTRO, '](./second.mdx)', '](./segunda.mdx)');
    const found = problems().filter((p) => p.kind === 'links');
    expect(found.map((p) => p.message)).toEqual([
      'link to ./second.mdx (English line 14) is missing',
      'link to ./segunda.mdx is not in the English source',
    ]);
    expect(found[1].line).toBe(15);
  });

  it('links: an external link changed and one dropped', () => {
    fixture.edit(ES_INTRO, ' y el [sitio oficial](https://brave.com/brave-ads/)', '');
    fixture.edit(ES_INTRO, '](/guide/second#pricing)', '](/guide/second#precios)');
    expect(problems().map((p) => p.message)).toEqual([
      'links: 4 in English, 3 in the translation',
      'link to /guide/second#pricing (English line 14) is missing',
      'link to https://brave.com/brave-ads/ (English line 14) is missing',
      'link to /guide/second#precios is not in the English source',
    ]);
  });

  it('links: an anchor to a generated heading slug must match a translated heading', () => {
    fixture.edit(ES_INTRO, '](#compruebe-su-configuración)', '](#check-your-setup)');
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'links',
        line: 36,
        message: 'anchor #check-your-setup matches no heading of the translated page',
      }),
    ]);
  });

  it('images: a different src', () => {
    fixture.edit(ES_INTRO, '/img/overview.svg', '/img/overview-es.svg');
    expect(problems().map((p) => [p.kind, p.line])).toEqual([
      ['images', null],
      ['images', 17],
    ]);
  });

  it('images: one removed', () => {
    fixture.edit(ES_INTRO, '![Resumen de la campaña](/img/overview.svg)', '');
    expect(problems().map((p) => p.message)).toEqual([
      'images: 1 in English, 0 in the translation',
      'image /img/overview.svg (English line 16) is missing',
    ]);
  });

  it('admonitions: a type changed', () => {
    fixture.edit(ES_INTRO, ':::warning', ':::tip');
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'admonitions',
        line: 19,
        message: 'admonitions differ: English has 1 (warning), the translation 1 (tip)',
      }),
    ]);
  });

  it('code: a command translated; comments may be', () => {
    fixture.edit(ES_INTRO, 'curl -s https://ads.example.com/v1/report', 'curl -s https://ads.example.com/v1/informe');
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'code',
        line: 31,
        message: expect.stringContaining('English "curl -s https://ads.example.com/v1/report"'),
      }),
    ]);
  });

  it('code: language changed', () => {
    fixture.edit(ES_INTRO, '```bash', '```sh');
    expect(problems()).toEqual([
      expect.objectContaining({ kind: 'code', message: expect.stringContaining('is "sh" here but "bash" in English') }),
    ]);
  });

  it('mdx: an import and a component removed', () => {
    fixture.edit(ES_SECOND, "import TabItem from '@theme/TabItem';\n", '');
    fixture.edit(ES_SECOND, '<TabItem value="cpm" label="CPM">\n\n', '');
    fixture.edit(ES_SECOND, '</TabItem>\n', '');
    expect(problems().map((p) => [p.kind, p.message])).toEqual([
      ['mdx', "import missing: import TabItem from '@theme/TabItem'; (English line 7)"],
      ['mdx', 'component <TabItem> (English line 14) is missing'],
    ]);
  });

  it('english: a paragraph left in English, with its line', () => {
    fixture.edit(
      ES_INTRO,
      /La guía explica[^\n]*/,
      'The guide explains how an advertiser plans, launches and measures a campaign with Brave Ads.',
    );
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'english',
        file: ES_INTRO,
        line: 11,
        message: expect.stringContaining('paragraph is in English'),
      }),
    ]);
  });

  it('english: paragraphs inside JSX children are checked, table cells and code are not', () => {
    fixture.edit(
      ES_SECOND,
      /Los anuncios de notificación[^\n]*/,
      'Notification ads are sold per thousand impressions, with a minimum spend that depends on the country.',
    );
    fixture.edit(
      ES_INTRO,
      '| Presupuesto | 500 USD |',
      '| Budget for the campaign with all the fees and the taxes | 500 USD |',
    );
    expect(problems().map((p) => [p.file, p.kind, p.line])).toEqual([[ES_SECOND, 'english', 17]]);
  });

  it('unstamped: a translation without translation_source', () => {
    fixture.edit(ES_POST, /translation_source: \w+\n/, '');
    expect(problems()).toEqual([expect.objectContaining({ kind: 'unstamped', file: ES_POST })]);
  });

  it('stale: the English source changed after stamping (a warning, not a problem)', () => {
    fixture.edit(EN_POST, 'the coming weeks', 'the coming days');
    const [es] = run().locales;
    expect(es.problems).toEqual([]);
    expect(es.stale).toEqual([
      expect.objectContaining({ file: ES_POST, source: EN_POST, recorded: expect.stringMatching(/^[0-9a-f]{12}$/) }),
    ]);
  });

  it('stale: formatting-only changes of the English source do not count', () => {
    fixture.write(EN_INTRO, fixture.read(EN_INTRO).replace(/\n/g, '  \r\n') + '\n\n');
    expect(run().locales[0].stale).toEqual([]);
  });

  it('ui-missing: an id of the English defaults', () => {
    const code = JSON.parse(fixture.read('i18n/es/code.json')) as Record<string, unknown>;
    delete code['home.cta'];
    fixture.write('i18n/es/code.json', JSON.stringify(code, null, 2));
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'ui-missing',
        file: 'i18n/es/code.json',
        message: expect.stringContaining('"home.cta"'),
      }),
    ]);
  });

  it('ui-missing: a navbar key', () => {
    fixture.write('i18n/es/docusaurus-theme-classic/navbar.json', '{}');
    expect(problems()).toEqual([
      expect.objectContaining({ kind: 'ui-missing', file: 'i18n/es/docusaurus-theme-classic/navbar.json' }),
    ]);
  });

  it('ui-untranslated: a message of 3+ words identical to English, with its line', () => {
    fixture.edit('i18n/es/code.json', 'Bienvenido al centro de ayuda', 'Welcome to the help centre');
    expect(problems()).toEqual([expect.objectContaining({ kind: 'ui-untranslated', line: 2 })]);
  });

  it('ui-untranslated: the allow-list is per locale', () => {
    fixture.write(
      'i18n/untranslated-allowlist.json',
      JSON.stringify({ entries: [{ file: 'code.json', key: 'footer.legal', locales: ['de'], reason: 'Legal name.' }] }),
    );
    expect(problems()).toEqual([
      expect.objectContaining({ kind: 'ui-untranslated', message: expect.stringContaining('footer.legal') }),
    ]);
  });

  it('ui-placeholder: a placeholder lost in translation', () => {
    fixture.edit('i18n/es/code.json', 'Lea la guía: {link}', 'Lea la guía');
    expect(problems()).toEqual([
      expect.objectContaining({
        kind: 'ui-placeholder',
        message: '"home.cta" has placeholders none but English has {link}',
      }),
    ]);
  });

  it('ui-invalid: a file that is not JSON', () => {
    fixture.write('i18n/es/code.json', '{ "home.title": ');
    expect(problems()).toEqual([expect.objectContaining({ kind: 'ui-invalid', file: 'i18n/es/code.json' })]);
  });

  it('ui-defaults: reports when the English strings could not be extracted', () => {
    const report = checkTranslations({
      siteDir: fixture.dir,
      locales: ['es'],
      detect,
      englishUi: { error: 'config failed to load' },
      allowlist: parseAllowlist(null),
    });
    expect(report.locales[0].problems).toEqual([expect.objectContaining({ kind: 'ui-defaults' })]);
    expect(report.locales[0].strings).toBeNull();
  });
});
