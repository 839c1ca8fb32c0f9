import fs from 'node:fs';
import path from 'node:path';

import { messageKeys, type MessageKey } from '@site/src/components/PlacementSpecs/specRows';
import { answerFor, placementName, spendAnswerFor } from '../answers';

/** The spec table labels of a locale, as the browser gets them from translate(). */
function labelsOf(locale: string): Record<MessageKey, string> {
  if (locale === 'en') return englishLabels();
  const file = path.join(__dirname, '../../../i18n', locale, 'code.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return Object.fromEntries(messageKeys.map((key) => [key, json[`placements.specs.${key}`]!.message])) as Record<
    MessageKey,
    string
  >;
}

/** English defaults, read from the translate() calls of messages.ts (Jest has no Docusaurus runtime). */
function englishLabels(): Record<MessageKey, string> {
  const source = fs.readFileSync(path.join(__dirname, '../../components/PlacementSpecs/messages.ts'), 'utf8');
  const labels: Record<string, string> = {};
  for (const m of source.matchAll(/id: 'placements\.specs\.([\w.]+)',\s*message: '([^']*)'/g)) labels[m[1]!] = m[2]!;
  return labels as Record<MessageKey, string>;
}

const answer = (query: string, locale: string) => answerFor(query, locale, labelsOf(locale));

describe('answerFor: a placement and one of its fields', () => {
  test.each([
    ['en', 'ntt image size', 'ntt', 'label.backgroundImageSize', 'background-images'],
    ['en', 'new tab takeover logo size', 'ntt', 'label.logoCanvasSize', 'logo-canvas'],
    ['en', 'notification title length', 'notification', 'label.titleLength', 'ad-copy'],
    ['en', 'notification ad body length', 'notification', 'label.bodyLength', 'ad-copy'],
    ['en', 'pricing model search ads', 'keyword', 'label.pricingModels', 'pricing'],
    ['en', 'ntt pricing', 'ntt', 'label.pricingModels', 'pricing-and-cancellation'],
    ['es', 'tamaño de imagen nueva pestaña', 'ntt', 'label.backgroundImageSize', 'background-images'],
    ['es', 'longitud del título notificación', 'notification', 'label.titleLength', 'ad-copy'],
    ['es', 'modelo de precios anuncio de búsqueda', 'keyword', 'label.pricingModels', 'pricing'],
    ['fr', 'longueur du titre notification', 'notification', 'label.titleLength', 'ad-copy'],
    ['fr', 'taille du logo habillage nouvel onglet', 'ntt', 'label.logoCanvasSize', 'logo-canvas'],
    ['de', 'Größe Hintergrundbild New-Tab-Takeover', 'ntt', 'label.backgroundImageSize', 'background-images'],
    ['de', 'Titellänge Benachrichtigungsanzeige', 'notification', 'label.titleLength', 'ad-copy'],
    ['de', 'Preismodell Suchanzeige', 'keyword', 'label.pricingModels', 'pricing'],
    ['pt', 'tamanho da imagem de fundo nova guia', 'ntt', 'label.backgroundImageSize', 'background-images'],
    ['pt', 'tamanho do corpo anúncio de notificação', 'notification', 'label.bodyLength', 'ad-copy'],
  ])('%s: %s', (locale, query, placement, label, anchor) => {
    expect(answer(query, locale)).toMatchObject({ placement, label, anchor });
  });

  test('the value is the data module’s', () => {
    expect(answer('ntt image size', 'en')?.value).toEqual({
      kind: 'template',
      key: 'template.dimensions',
      numbers: { width: 2560, height: 1440 },
    });
    expect(answer('notification title length', 'en')?.value).toMatchObject({ numbers: { count: 30 } });
  });

  test('placement names come from the termbase', () => {
    expect(placementName('ntt', 'es')).toBe('Anuncio de nueva pestaña');
    expect(placementName('notification', 'en')).toBe('Notification ad');
  });
});

describe('answerFor: no answer unless placement and field are clear', () => {
  test.each([
    ['en', 'how do I create a campaign'],
    ['en', 'refund my balance'],
    ['en', 'ntt'],
    ['en', 'image size'],
    // The data has no file-size limit and no per-placement minimum spend.
    ['en', 'ntt file size limit'],
    ['en', 'ntt image file size'],
    ['es', 'peso máximo de la imagen nueva pestaña'],
    ['en', 'keyword ads minimum spend'],
    // A placement without the field.
    ['en', 'dynamic new tab takeover image size'],
    ['en', 'search ads title length'],
    ['en', 'notification logo size'],
    // Two fields equally likely.
    ['en', 'ntt size'],
    ['en', 'notification length'],
    // Another field of the placement, not a figure.
    ['en', 'ntt image format'],
    ['es', 'cómo recargar saldo'],
    ['fr', 'annonce de recherche longueur du titre'],
    ['de', 'Rechnung herunterladen'],
    ['pt', 'anúncio de pesquisa tamanho da imagem'],
  ])('%s: %s', (locale, query) => {
    expect(answer(query, locale)).toBeNull();
  });
});

/** The Introduction page's name for the minimum spend, as the browser gets it from translate(). */
function spendLabelOf(locale: string): string {
  if (locale === 'en') return 'Minimum spend';
  const file = path.join(__dirname, '../../../i18n', locale, 'code.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return json['search.answer.minimumSpend']!.message;
}

const spend = (query: string, locale: string) => spendAnswerFor(query, locale, spendLabelOf(locale));

describe('spendAnswerFor: the minimum spend of the buying routes', () => {
  test.each([
    ['en', 'minimum spend', ['managed-service', 'self-service']],
    ['en', 'what is the minimum budget', ['managed-service', 'self-service']],
    ['en', 'brave ads minimum spend', ['managed-service', 'self-service']],
    ['en', 'self-service minimum spend', ['self-service']],
    ['en', 'minimum spend managed service', ['managed-service']],
    ['de', 'Mindestausgaben', ['managed-service', 'self-service']],
    ['de', 'Mindestbudget Managed Service', ['managed-service']],
    ['es', 'inversión mínima', ['managed-service', 'self-service']],
    ['es', 'presupuesto minimo autoservicio', ['self-service']],
    ['fr', 'budget minimum', ['managed-service', 'self-service']],
    ['fr', 'dépense minimale service géré', ['managed-service']],
    ['pt', 'investimento mínimo', ['managed-service', 'self-service']],
    ['pt', 'orçamento mínimo autoatendimento', ['self-service']],
    // English wordings count in a translated edition, as advertisers type them there too.
    ['es', 'minimum spend', ['managed-service', 'self-service']],
  ])('%s: %s', (locale, query, routes) => {
    expect(spend(query, locale)).toEqual({
      routes,
      route: '/',
      anchor: 'two-ways-to-buy-managed-service-and-self-service',
    });
  });

  test.each([
    ['en', 'minimum'],
    ['en', 'spend'],
    ['en', 'budget'],
    // No placement has a minimum spend of its own; the keyword page names "minimum criteria" without a figure.
    ['en', 'keyword ads minimum spend'],
    ['en', 'custom segments minimum spend'],
    ['en', 'minimum text size'],
    ['de', 'Mindestgröße Logo'],
    ['es', 'tamaño mínimo del texto'],
    ['fr', 'taille minimale du texte'],
    ['pt', 'tamanho mínimo do texto'],
  ])('%s: %s gets no spend answer', (locale, query) => {
    expect(spend(query, locale)).toBeNull();
  });
});
