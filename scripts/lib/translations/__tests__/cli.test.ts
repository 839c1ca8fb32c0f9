/**
 * The two scripts as writers run them (TypeScript through tsx), on fixture trees, through child
 * processes: this is also where the real franc-min (ESM-only, so not importable under Jest's
 * CommonJS runtime) is used.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createFixture, EN_POST, ES_INTRO, ES_POST } from './fixtures';
import type { Fixture } from './fixtures';

const SCRIPTS = path.resolve(__dirname, '..', '..', '..');
const LANGUAGE_MODULE = path.join(SCRIPTS, 'lib', 'translations', 'language.ts');
/** tsx's loader, as `npm run` uses it through the tsx command. */
const TSX = pathToFileURL(path.resolve(SCRIPTS, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

type Run = { status: number | null; stdout: string; stderr: string };

function node(args: string[], cwd?: string): Run {
  const result = spawnSync(process.execPath, ['--import', TSX, ...args], { encoding: 'utf8', cwd, timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let fixture: Fixture;
beforeEach(() => {
  fixture = createFixture();
});
afterEach(() => {
  fixture.cleanup();
});

const check = (...args: string[]): Run =>
  node([
    path.join(SCRIPTS, 'check-translations.ts'),
    '--site',
    fixture.dir,
    '--english-ui',
    path.join(fixture.dir, 'ui-en'),
    ...args,
  ]);
const stamp = (...args: string[]): Run =>
  node([path.join(SCRIPTS, 'stamp-translations.ts'), '--site', fixture.dir, ...args], fixture.dir);

describe('check-translations', () => {
  it('passes a correct tree and prints a summary line per locale', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^ {2}es {2}pages 3\/3 {2}words \d+ {2}strings 5\/5 \(code\.json 4\) {2}term variants 0 {2}problems 0 {2}stale 0$/m,
    );
    expect(run.stdout).toContain('Translation check passed.');
  });

  it('fails on a paragraph franc-min detects as English, naming locale, file and line', () => {
    fixture.edit(
      ES_INTRO,
      /La guía explica[^\n]*/,
      'The guide explains how an advertiser plans, launches and measures a campaign from the very first day.',
    );
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('es: 1 problem');
    expect(run.stdout).toContain(`${ES_INTRO}:11  [english] paragraph is in English: "The guide explains`);
    expect(run.stdout).toContain('Translation check failed: 1 problem.');
  });

  it('--json gives the same findings as data', () => {
    fixture.remove(ES_POST);
    const run = check('--json');
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout) as {
      ok: boolean;
      locales: { locale: string; problems: { kind: string; file: string }[] }[];
    };
    expect(json.ok).toBe(false);
    // English first, checked for retired terms only (none in the fixture), then each translation.
    expect(json.locales.map((l) => l.locale)).toEqual(['en', 'es']);
    expect(json.locales[0].problems).toEqual([]);
    expect(json.locales[1].problems).toEqual([expect.objectContaining({ kind: 'missing', file: ES_POST })]);
  });

  it('--locale limits the check; unknown locales are a usage error', () => {
    fixture.write('i18n/de/code.json', '{}');
    expect(check().status).toBe(1);
    expect(check('--locale', 'es').status).toBe(0);
    const unknown = check('--locale', 'xx');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown locale xx');
  });

  it('lists stale translations as warnings, and fails on them with --strict', () => {
    fixture.edit(EN_POST, 'the coming weeks', 'the coming days');
    const relaxed = check();
    expect(relaxed.status).toBe(0);
    expect(relaxed.stdout).toContain('Stale translations');
    expect(relaxed.stdout).toMatch(
      new RegExp(`es {2}${ES_POST} {2}translates ${EN_POST} @ [0-9a-f]{12}, English is now @ [0-9a-f]{12}`),
    );
    expect(relaxed.stdout).toContain('Translation check passed (1 stale).');
    const strict = check('--strict');
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('Translation check failed: 0 problems, 1 stale.');
  });
});

describe('check-translations extracts the English UI strings from a real Docusaurus site', () => {
  // A minimal classic site (linked to this repository's node_modules): no --english-ui, so the check
  // computes code.json, navbar.json and current.json as `docusaurus write-translations` would.
  let site: string;
  const put = (rel: string, text: string): void => {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    writeFileSync(path.join(site, rel), text);
  };
  beforeAll(() => {
    site = mkdtempSync(path.join(tmpdir(), 'translations-site-'));
    symlinkSync(path.resolve(SCRIPTS, '..', 'node_modules'), path.join(site, 'node_modules'), 'dir');
    put(
      'docusaurus.config.js',
      `module.exports = {
        title: 'Fixture', url: 'https://example.com', baseUrl: '/',
        i18n: { defaultLocale: 'en', locales: ['en', 'es'] },
        presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
        themeConfig: { navbar: { title: 'Fixture', items: [{ label: 'Sign up', href: 'https://example.com/signup' }] } },
      };`,
    );
    put('docs/intro.md', '---\ntitle: Intro\n---\n\nHello.\n');
    put('docs/guide/a.md', '---\ntitle: A\n---\n\nA.\n');
    put('docs/guide/_category_.json', '{ "label": "Guide" }');
    put(
      'src/components/Hello.js',
      `import React from 'react';
      import Translate from '@docusaurus/Translate';
      export default function Hello() {
        return <Translate id="fixture.hello" description="Greeting">Hello there, dear reader</Translate>;
      }`,
    );
    put('i18n/es/code.json', JSON.stringify({ 'fixture.hello': { message: 'Hello there, dear reader' } }));
    put('i18n/es/docusaurus-theme-classic/navbar.json', JSON.stringify({ title: { message: 'Fixture' } }));
  });
  afterAll(() => {
    rmSync(site, { recursive: true, force: true });
  });

  it('finds the site, theme, navbar and sidebar strings a locale lacks', () => {
    const run = node([path.join(SCRIPTS, 'check-translations.ts'), '--site', site, '--json']);
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout) as {
      locales: {
        locale: string;
        strings: { total: number };
        problems: { kind: string; file: string; message: string }[];
      }[];
    };
    expect(json.locales.map((l) => l.locale)).toEqual(['en', 'es']);
    const problems = json.locales[1].problems.map((p) => `${p.kind} ${p.file} ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'ui-untranslated i18n/es/code.json "fixture.hello" is identical to English: "Hello there, dear reader"',
        expect.stringMatching(/^ui-missing i18n\/es\/code\.json missing string "theme\.NotFound\.title"/),
        expect.stringMatching(
          /^ui-missing i18n\/es\/docusaurus-theme-classic\/navbar\.json missing string "item\.label\.Sign up"/,
        ),
        'ui-missing i18n/es/docusaurus-plugin-content-docs/current.json file is missing (2 strings)',
      ]),
    );
    expect(json.locales[1].strings.total).toBeGreaterThan(50);
  });
});

describe('stamp-translations', () => {
  it('stamps one file and leaves every other byte alone', () => {
    fixture.edit(EN_POST, 'the coming weeks', 'the coming days');
    const before = fixture.read(ES_POST);
    const run = stamp(ES_POST);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`stamped ${ES_POST}  translation_source: `);
    const after = fixture.read(ES_POST);
    const strip = (text: string) => text.replace(/translation_source: \w+/, '');
    expect(strip(after)).toBe(strip(before));
    expect(after).not.toBe(before);
    expect(check('--strict').status).toBe(0);
  });

  it('--locale stamps every translated page of the locale; a second run changes nothing', () => {
    fixture.edit(ES_INTRO, /translation_source: \w+\n/, '');
    expect(check().stdout).toContain('[unstamped]');
    expect(stamp('--locale', 'es').stdout).toContain('3 files, 1 stamped, 0 failed.');
    expect(stamp('--all').stdout).toContain('3 files, 0 stamped, 0 failed.');
    expect(check('--strict').status).toBe(0);
  });

  it('--dry-run writes nothing', () => {
    fixture.edit(EN_POST, 'the coming weeks', 'the coming days');
    const before = fixture.read(ES_POST);
    expect(stamp('--dry-run', ES_POST).stdout).toContain(`would stamp ${ES_POST}`);
    expect(fixture.read(ES_POST)).toBe(before);
  });

  it('refuses orphans, non-translations and a missing mode', () => {
    fixture.write('i18n/es/docusaurus-plugin-content-docs/current/guide/old.md', '# Viejo\n');
    const orphan = stamp('i18n/es/docusaurus-plugin-content-docs/current/guide/old.md', 'docs/guide/intro.md');
    expect(orphan.status).toBe(1);
    expect(orphan.stderr).toContain('no English source docs/guide/old.md');
    expect(orphan.stderr).toContain('docs/guide/intro.md: not a translated page');
    expect(stamp().status).toBe(2);
  });
});

describe('franc-min with our allowances, per language (table test)', () => {
  // Real franc-min in a child process: [locale, paragraph, expected "is English"].
  const cases: [string, string, boolean][] = [
    [
      'en',
      'Open Ads Manager, choose the campaign and check how many impressions your new tab takeover received this week.',
      true,
    ],
    [
      'en',
      'Brave Ads reports impressions, clicks and CTR for every campaign, and you can export them as a CSV file.',
      true,
    ],
    [
      'es',
      'Abra Ads Manager, elija la campaña y compruebe cuántas impresiones recibió su anuncio de nueva pestaña esta semana.',
      false,
    ],
    [
      'es',
      'Haga clic en **New Campaign** y elija el CPM, el CTR objetivo y el presupuesto diario en USD para Brave Ads.',
      false,
    ],
    [
      'de',
      'Öffnen Sie den Ads Manager, wählen Sie die Kampagne und prüfen Sie, wie viele Impressionen Ihre Anzeige erhalten hat.',
      false,
    ],
    [
      'de',
      'Klicken Sie auf „New Campaign“, legen Sie den CPM fest und speichern Sie die Kampagne für Brave Search.',
      false,
    ],
    [
      'fr',
      'Ouvrez Ads Manager, choisissez la campagne et vérifiez combien d’impressions votre annonce a reçues cette semaine.',
      false,
    ],
    [
      'fr',
      'Cliquez sur « New Creative », indiquez le CPC maximal et enregistrez la publicité dans Brave Ads Manager.',
      false,
    ],
    [
      'pt',
      'Abra o Ads Manager, escolha a campanha e confira quantas impressões o seu anúncio recebeu nesta semana.',
      false,
    ],
    [
      'pt',
      'Clique em **New Campaign**, defina o CPM e o orçamento diário em USD e salve a campanha no Brave Ads.',
      false,
    ],
  ];
  const script = `
    import { franc } from 'franc-min';
    import language from ${JSON.stringify(pathToFileURL(LANGUAGE_MODULE).href)};
    const detect = language.createFrancDetector(franc);
    const cases = JSON.parse(process.argv[1]);
    console.log(JSON.stringify(cases.map(([, text]) => language.isEnglishParagraph(text, detect))));
  `;
  let run: Run;
  let results: boolean[] = [];
  beforeAll(() => {
    run = node(['--input-type=module', '-e', script, JSON.stringify(cases)], path.resolve(SCRIPTS, '..'));
    results = run.status === 0 ? (JSON.parse(run.stdout) as boolean[]) : [];
  });

  it('runs', () => {
    expect(run.stderr).toBe('');
    expect(results).toHaveLength(cases.length);
  });

  it.each(cases.map((c, i) => [...c, i] as const))('%s: %s -> English %s', (_locale, _text, english, index) => {
    expect(results[index]).toBe(english);
  });
});
