import { analyzerFor } from './fixtures';
import { foldDiacritics, germanSpelling } from '../normalize';
import { tokenize } from '../tokenize';

async function sameTerm(language: string, query: string, text: string): Promise<boolean> {
  const analyzer = await analyzerFor(language);
  const indexed = new Set(analyzer.terms(text));
  return analyzer.terms(query).some((term) => indexed.has(term));
}

describe('diacritic folding', () => {
  it.each([
    ['campaña', 'campana'],
    ['Straße', 'Strasse'],
    ['publicité', 'publicite'],
    ['orçamento', 'orcamento'],
    ['Größe', 'Grosse'],
    ['œuvre', 'oeuvre'],
    ['anúncio', 'anuncio'],
  ])('%s folds to %s', (input, expected) => {
    expect(foldDiacritics(input)).toBe(expected);
  });

  it.each([
    ['groesse', 'grösse'],
    ['strasse', 'strasse'],
    ['straße', 'strasse'],
    ['quelle', 'quelle'],
    ['muenchen', 'münchen'],
  ])('German spelling %s -> %s', (input, expected) => {
    expect(germanSpelling(input)).toBe(expected);
  });
});

describe('stemming and folding find the other spelling, per language', () => {
  it.each([
    ['es', 'campana', 'campaña'],
    ['es', 'campañas', 'campaña'],
    ['es', 'campanas', 'campaña'],
    ['es', 'facturacion', 'facturación'],
    ['es', 'anuncios', 'anuncio'],
    ['es', 'segmentacion', 'Segmentación'],
    ['de', 'Anzeigengruppe', 'Anzeigengruppen'],
    ['de', 'strasse', 'Straße'],
    ['de', 'Straße', 'strasse'],
    ['de', 'Groesse', 'Größe'],
    ['de', 'Kampagnen', 'Kampagne'],
    ['de', 'Abrechnung', 'Abrechnungen'],
    ['en', 'campaigns', 'campaign'],
    ['en', 'targeting', 'targeted'],
    ['en', 'billing', 'bills'],
    ['fr', 'publicite', 'publicité'],
    ['fr', 'campagnes', 'campagne'],
    ['fr', 'annonces', 'annonce'],
    ['fr', 'facturation', 'Facturation'],
    ['pt', 'campanha', 'campanhas'],
    ['pt', 'anuncio', 'anúncio'],
    ['pt', 'orcamento', 'orçamento'],
  ])('%s: "%s" finds "%s"', async (language, query, text) => {
    await expect(sameTerm(language, query, text)).resolves.toBe(true);
  });

  it.each([
    ['es', 'campaña', 'factura'],
    ['de', 'Anzeige', 'Rechnung'],
    ['en', 'budget', 'billing'],
  ])('%s: "%s" does not match "%s"', async (language, query, text) => {
    await expect(sameTerm(language, query, text)).resolves.toBe(false);
  });

  it('drops single letters but keeps digits', async () => {
    const analyzer = await analyzerFor('fr');
    expect(analyzer.terms('l')).toEqual([]);
    expect(analyzer.terms('3')).toEqual(['3']);
  });
});

describe('tokenize', () => {
  it('splits on punctuation and keeps offsets', () => {
    const text = "l'annonce, e-mail: 2025";
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text)).toEqual(['l', 'annonce', 'e', 'mail', '2025']);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
  });
});
