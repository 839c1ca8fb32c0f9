import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLocale } from '../../../check-conventions';
import { checkFrenchPage, checkFrenchUi, checkGermanPage, checkGermanUi, checkUiLabels } from '..';

const at = (findings: { line: number; column: number; kind: string }[]) =>
  findings.map((f) => `${f.line}:${f.column} ${f.kind}`);

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('French typography: no-break spaces before ; : ! ? and inside « »', () => {
  it('flags an ordinary space or none, at the mark, in prose', () => {
    const page = [
      '# Titre',
      '',
      'Résultats : trois. Vraiment ? Oui ! Enfin ; voilà.',
      '',
      'Le [lien](https://example.com/a?b=c): ici, et « texte ».',
    ].join('\n');
    expect(at(checkFrenchPage(page, false))).toEqual([
      '3:11 fr-spacing',
      '3:29 fr-spacing',
      '3:35 fr-spacing',
      '3:43 fr-spacing',
      '5:37 fr-spacing',
      '5:47 fr-spacing',
      '5:55 fr-spacing',
    ]);
  });

  it('passes narrow (or plain) no-break spaces, and leaves code, URLs, times and ratios alone', () => {
    const page = [
      `Résultats${NNBSP}: trois. Vraiment${NNBSP}? Oui${NNBSP}! Enfin${NNBSP}; voilà, «${NNBSP}texte${NNBSP}».`,
      '',
      `Avant les deux-points${NBSP}: accepté, «${NBSP}aussi${NBSP}».`,
      '',
      'Format 16:9 à 10:30, voir https://ads.brave.com/contact et `a ? b : c`.',
      '',
      '```js',
      'const x = a ? b : c;',
      '```',
    ].join('\n');
    expect(checkFrenchPage(page, false)).toEqual([]);
  });

  it('reads JSX text in MDX but not attributes or expressions', () => {
    const page = `import X from './x';\n\n<X label="a : b">Texte : ici</X>\n\n{'a : b'}\n`;
    expect(at(checkFrenchPage(page, true))).toEqual(['3:24 fr-spacing']);
  });

  it('checks the message of each UI string, not keys or descriptions', () => {
    const json = JSON.stringify(
      {
        'a.ok': { message: `Résultats${NNBSP}: {pass}`, description: 'Results : x' },
        'a.bad': { message: 'Résultats : {pass}', description: 'x' },
        'a.quote': { message: 'le caractère « @ »', description: 'x' },
      },
      null,
      2,
    );
    expect(at(checkFrenchUi(json))).toEqual(['7:27 fr-spacing', '11:30 fr-spacing', '11:34 fr-spacing']);
  });
});

describe('German quotation marks „…“', () => {
  it('flags straight and English quotes in prose and UI strings, not code', () => {
    const page = 'Klicken Sie auf "Speichern".\n\nDas “Dashboard” zeigt `"x"` und „richtig“.\n';
    expect(at(checkGermanPage(page, false))).toEqual([
      '1:17 de-quotes',
      '1:27 de-quotes',
      '3:5 de-quotes',
      '3:15 de-quotes',
    ]);
    const json = JSON.stringify({ 'a.b': { message: 'Wählen Sie "Weiter"', description: 'say "next"' } }, null, 2);
    expect(at(checkGermanUi(json)).map((s) => s.split(' ')[1])).toEqual(['de-quotes', 'de-quotes']);
    expect(checkGermanPage('Ein „Zitat“ und noch eins: „gut“.\n', false)).toEqual([]);
  });
});

describe('interface labels as the reader’s screen shows them', () => {
  it('a browser label quoted in English without saying so fails; marked as English, it passes', () => {
    const bad = '3. Abra la sección **Advanced Control** (Control avanzado).\n';
    const good = '3. Abra la sección de controles avanzados (en inglés, **Advanced Control**).\n';
    expect(checkUiLabels(bad, false, 'es').map((f) => f.message)).toEqual([
      expect.stringContaining('**Advanced Control** is the English browser'),
    ]);
    expect(checkUiLabels(good, false, 'es')).toEqual([]);
    expect(
      checkUiLabels(
        'Öffnen Sie die erweiterten Einstellungen (in der englischen Oberfläche **Advanced Control**).\n',
        false,
        'de',
      ),
    ).toEqual([]);
  });

  it('Ads Manager is in English: its label stays English, a translated label in bold fails', () => {
    expect(checkUiLabels('Haga clic en **New Campaign** (Nueva campaña).\n', false, 'es')).toEqual([]);
    expect(checkUiLabels('Haga clic en **Nueva campaña**.\n', false, 'es').map((f) => f.message)).toEqual([
      'Ads Manager is in English: it shows **New Campaign**, not **Nueva campaña** (give the translation in parentheses)',
    ]);
    expect(checkUiLabels('Cliquez sur **Nouvelle campagne**.\n', false, 'fr')).toHaveLength(1);
  });
});

describe('the check over an edition', () => {
  it('reports each finding with its file and line, per locale', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'conventions-'));
    try {
      const docs = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current');
      fs.mkdirSync(docs, { recursive: true });
      fs.writeFileSync(path.join(docs, 'page.md'), '---\ntitle: Page\n---\n\nBon.\n\nMauvais : oui.\n');
      fs.writeFileSync(path.join(site, 'i18n/fr/code.json'), '{\n  "k": { "message": "Oui ?" }\n}\n');
      expect(checkLocale(site, 'fr').map((f) => `${f.file}:${f.line} ${f.kind}`)).toEqual([
        'i18n/fr/docusaurus-plugin-content-docs/current/page.md:7 fr-spacing',
        'i18n/fr/code.json:2 fr-spacing',
      ]);
      expect(checkLocale(site, 'de')).toEqual([]);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
