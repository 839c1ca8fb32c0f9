import { renderToStaticMarkup } from 'react-dom/server';

let mockLocale = 'es';
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({
    __esModule: true,
    default: () => ({ i18n: { currentLocale: mockLocale } }),
  }),
  { virtual: true },
);

import { headword, Label, Term } from '../index';

describe('Glossary headwords come from the termbase', () => {
  it.each([
    ['es', 'ad-set', false, '<strong>Conjunto de anuncios</strong>'],
    ['es', 'creative', false, '<strong>Creatividad</strong>'],
    ['de', 'ad-set', false, '<strong>Anzeigengruppe</strong>'],
    ['fr', 'brave-search', false, '<strong>Brave Search</strong>'],
    ['pt', 'brand-lift', true, '<strong>Estudos de brand lift</strong>'],
    ['en', 'background-image', true, '<strong>Background images</strong>'],
  ])('%s %s (plural %s)', (l, id, plural, html) => {
    mockLocale = l;
    expect(renderToStaticMarkup(<Term id={id} plural={plural} />)).toBe(html);
  });

  it('renders Ads Manager labels in English with the translation in parentheses', () => {
    mockLocale = 'es';
    expect(renderToStaticMarkup(<Label id="new-campaign" />)).toBe(
      '<strong lang="en">New Campaign</strong> (Nueva campaña)',
    );
    mockLocale = 'en';
    expect(renderToStaticMarkup(<Label id="new-campaign" />)).toBe('<strong lang="en">New Campaign</strong>');
  });

  it('fails loudly on an unknown id instead of rendering an empty headword', () => {
    mockLocale = 'es';
    expect(() => renderToStaticMarkup(<Term id="no-such-concept" />)).toThrow(
      /Unknown termbase concept "no-such-concept"/,
    );
  });

  it('capitalizes by locale rules', () => {
    expect(headword('étude de brand lift', 'fr')).toBe('Étude de brand lift');
    expect(headword('eTLD+1', 'en')).toBe('ETLD+1');
  });
});
