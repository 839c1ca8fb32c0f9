import {
  createFrancDetector,
  findEnglishParagraphs,
  isEnglishParagraph,
  KEPT_IN_ENGLISH,
  proseForDetection,
  SITE_LANGUAGES,
} from '../language';

describe('proseForDetection: allowances for what stays English in every edition', () => {
  it.each([
    [
      'inline code',
      'Ejecute `npm run check:translations -- --locale es` antes de publicar',
      'Ejecute antes de publicar',
    ],
    [
      'URLs and link targets',
      'Consulte [la guía](https://brave.com/brave-ads/learn) o www.example.com hoy',
      'Consulte la guía o hoy',
    ],
    ['glossary terms kept in English', 'El CPM y el CTR de Brave Ads se ven en Ads Manager', 'El y el de se ven en'],
    ['the longest term first', 'Abra Brave Ads Manager ahora', 'Abra ahora'],
    ['terms only as whole words', 'BATERÍA y CPMs siguen', 'BATERÍA y CPMs siguen'],
    [
      'bold interface labels up to four words',
      'Haga clic en **New Campaign** y luego en **Save**',
      'Haga clic en y luego en',
    ],
    [
      'quoted interface labels up to four words',
      'Cliquez sur « New Creative » puis sur "Save draft"',
      'Cliquez sur puis sur',
    ],
    ['German quotes', 'Klicken Sie auf „Create ad set“ und dann weiter', 'Klicken Sie auf und dann weiter'],
    [
      'not long bold or quoted passages',
      '**This whole sentence is bold English text**',
      'This whole sentence is bold English text',
    ],
    [
      'image targets but not alt text',
      '![Diagrama de una campaña](/img/campaign.svg) arriba',
      'Diagrama de una campaña arriba',
    ],
    ['HTML tags and comments', 'Pulse <kbd>Ctrl</kbd> <!-- note --> y K', 'Pulse Ctrl y K'],
    ['e-mail addresses', 'Escriba a adsales@brave.com para más información', 'Escriba a para más información'],
  ])('strips %s', (_name, raw, expected) => {
    expect(proseForDetection(raw)).toBe(expected);
  });

  it('keeps the glossary list in sync with the glossary line "Kept in English everywhere"', () => {
    expect(KEPT_IN_ENGLISH).toEqual(
      expect.arrayContaining([
        'CPM',
        'CPC',
        'CTR',
        'BAT',
        'USD',
        'IAB',
        'CTA',
        'Dynamic NTT',
        'Brave Ads',
        'Ads Manager',
      ]),
    );
  });
});

describe('isEnglishParagraph', () => {
  const seen: string[] = [];
  const detect = (text: string): string => {
    seen.push(text);
    return /\b(the|and|with|your)\b/.test(text) ? 'eng' : 'spa';
  };
  beforeEach(() => {
    seen.length = 0;
  });

  it('flags a long English paragraph', () => {
    expect(
      isEnglishParagraph('Open the dashboard and check the numbers with your team before the campaign starts.', detect),
    ).toBe(true);
  });

  it('ignores paragraphs under 12 words without calling the detector', () => {
    expect(isEnglishParagraph('Open the dashboard and check the numbers.', detect)).toBe(false);
    expect(seen).toEqual([]);
  });

  it('ignores a paragraph that is mostly product names once they are removed', () => {
    expect(
      isEnglishParagraph('Brave Ads, Ads Manager, Brave Search, CPM, CPC, CTR, BAT, USD, IAB y CTA siempre.', detect),
    ).toBe(false);
    expect(seen).toEqual([]);
  });

  it('sends the stripped text to the detector', () => {
    isEnglishParagraph(
      'Abra **New Campaign** en Ads Manager y elija el presupuesto diario de la campaña nueva.',
      detect,
    );
    expect(seen).toEqual(['Abra en y elija el presupuesto diario de la campaña nueva.']);
  });

  it('findEnglishParagraphs keeps the English ones, with their lines', () => {
    const paragraphs = [
      {
        text: '',
        raw: 'Open the dashboard and check the numbers with your team before the campaign starts.',
        line: 3,
        words: 15,
      },
      {
        text: '',
        raw: 'Abra el panel y revise las cifras con su equipo antes de que empiece la campaña.',
        line: 5,
        words: 16,
      },
    ];
    expect(findEnglishParagraphs(paragraphs, detect).map((p) => p.line)).toEqual([3]);
  });
});

describe('createFrancDetector', () => {
  it('restricts franc-min to the five site languages', () => {
    const calls: unknown[] = [];
    const detect = createFrancDetector((text, options) => {
      calls.push([text, options]);
      return 'fra';
    });
    expect(detect('Bonjour à tous')).toBe('fra');
    expect(calls).toEqual([['Bonjour à tous', { only: ['deu', 'eng', 'spa', 'fra', 'por'], minLength: 10 }]]);
    expect(SITE_LANGUAGES).toHaveLength(5);
  });
});
