import { readFileSync } from 'node:fs';
import path from 'node:path';

import { placementIds } from '@site/src/data/placements';
import { fillTemplate, formatValue, type FormatContext } from '../formatSpec';
import { messageKeys, sectionsOf, specSections, specTable, type MessageKey, type SpecValue } from '../specRows';

const siteDir = path.resolve(__dirname, '../../../..');
const locales = ['de', 'es', 'fr', 'pt'] as const;

/** English messages, read from the static translate() calls of messages.ts. */
function englishMessages(): Record<MessageKey, string> {
  const source = readFileSync(path.join(__dirname, '../messages.ts'), 'utf8');
  const found = new Map<string, string>();
  // Prettier may print a message in single or double quotes.
  const call = /translate\(\{\s*id: '([^']+)',\s*message:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const m of source.matchAll(call)) found.set(m[1]!, (m[2] ?? m[3]!).replace(/\\(['"])/g, '$1'));
  return Object.fromEntries(messageKeys.map((k) => [k, found.get(`placements.specs.${k}`) ?? ''])) as Record<
    MessageKey,
    string
  >;
}

function stagedMessages(locale: (typeof locales)[number]): Record<string, { message: string; description: string }> {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string; description: string }>;
}

function pluralSelector(locale: string): FormatContext['selectPlural'] {
  const rules = new Intl.PluralRules(locale);
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((f) =>
    (rules.resolvedOptions().pluralCategories as string[]).includes(f),
  );
  return (count, messages) => {
    const parts = messages.split('|');
    return parts[Math.min(order.indexOf(rules.select(count)), parts.length - 1)]!;
  };
}

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('spec tables', () => {
  const en = englishMessages();

  it('declares a static translate() call for every message key, and no other', () => {
    const source = readFileSync(path.join(__dirname, '../messages.ts'), 'utf8');
    const ids = [...source.matchAll(/id: '([^']+)'/g)].map((m) => m[1]);
    expect(ids).toEqual(messageKeys.map((k) => `placements.specs.${k}`));
    for (const key of messageKeys) expect(en[key]).not.toBe('');
  });

  it.each(placementIds)('%s: every listed section builds a non-empty table', (id) => {
    const sections = sectionsOf(id);
    expect(sections[0]).toBe('overview');
    for (const section of sections) {
      const table = specTable(id, section);
      expect(table.rows.length).toBeGreaterThan(0);
      const labels = table.rows.map((r) => r.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('throws for a section the placement has no data for', () => {
    expect(() => specTable('keyword', 'backgroundImages')).toThrow(/no "backgroundImages" section/);
    expect(() => specTable('dynamic-ntt', 'pricing')).toThrow(/available: overview, creative/);
  });

  it('offers the sections each page uses', () => {
    expect(sectionsOf('ntt')).toEqual([
      'overview',
      'backgroundImages',
      'logoCanvas',
      'clickThroughUrl',
      'targeting',
      'pricing',
    ]);
    expect(sectionsOf('notification')).toEqual(['overview', 'clickThroughUrl', 'adCopy', 'targeting', 'pricing']);
    expect(sectionsOf('keyword')).toEqual(['overview', 'searchRequirements', 'targeting', 'pricing']);
    expect(sectionsOf('dynamic-ntt')).toEqual(['overview', 'creative']);
    expect(specSections).toHaveLength(9);
  });

  it('uses only declared message keys', () => {
    const declared = new Set<string>(messageKeys);
    const keysOf = (v: SpecValue): string[] =>
      v.kind === 'text' ? [v.key] : v.kind === 'list' ? [...v.keys] : v.kind === 'template' ? [v.key] : [];
    for (const id of placementIds) {
      for (const section of sectionsOf(id)) {
        const t = specTable(id, section);
        for (const k of [...t.columns, ...t.rows.flatMap((r) => [r.label, ...keysOf(r.value)])]) {
          expect(declared.has(k)).toBe(true);
        }
      }
    }
  });

  it.each(locales)('%s: code.json translates every key with the same placeholders and plural forms', (locale) => {
    const staged = stagedMessages(locale);
    for (const key of messageKeys) {
      const entry = staged[`placements.specs.${key}`];
      expect(entry).toBeDefined();
      expect(entry!.message.trim()).not.toBe('');
      expect(placeholders(entry!.message)).toEqual(placeholders(en[key]));
      expect(entry!.message.includes('|')).toBe(en[key].includes('|'));
    }
  });

  it('fills templates and leaves unknown placeholders alone', () => {
    expect(fillTemplate('{a} × {b} px', { a: '1', b: '2' })).toBe('1 × 2 px');
    expect(fillTemplate('{a} {missing}', { a: 'x' })).toBe('x {missing}');
  });

  const cases: [string, string, string, string][] = [
    // locale, size, title limit, cancellation
    [
      'en',
      '2,560 × 1,440 px',
      'Up to 30 characters',
      'Canceling within 7 days of launch costs 50% of the campaign cost',
    ],
    [
      'de',
      '2.560 × 1.440 px',
      'Bis zu 30 Zeichen',
      'Eine Stornierung innerhalb von 7 Tagen nach dem Start kostet 50 % der Kampagnenkosten',
    ],
    [
      'es',
      '2560 × 1440 px',
      'Hasta 30 caracteres',
      'Cancelar en los 7 días siguientes al lanzamiento cuesta el 50 % del costo de la campaña',
    ],
    [
      'pt',
      '2.560 × 1.440 px',
      'Até 30 caracteres',
      'Cancelar nos 7 dias seguintes ao lançamento custa 50% do custo da campanha',
    ],
  ];

  it.each(cases)('%s: formats figures for the locale', (locale, size, title, cancellation) => {
    const messages =
      locale === 'en'
        ? en
        : (Object.fromEntries(
            messageKeys.map((k) => [
              k,
              stagedMessages(locale as (typeof locales)[number])[`placements.specs.${k}`]!.message,
            ]),
          ) as Record<MessageKey, string>);
    const ctx: FormatContext = { locale, messages, selectPlural: pluralSelector(locale) };
    const cell = (id: (typeof placementIds)[number], section: Parameters<typeof specTable>[1], label: MessageKey) =>
      // Intl uses no-break spaces (e.g. "50 %"); compare with plain spaces.
      formatValue(specTable(id, section).rows.find((r) => r.label === label)!.value, ctx).text.replace(/\s/gu, ' ');
    expect(cell('ntt', 'backgroundImages', 'label.size')).toBe(size);
    expect(cell('notification', 'adCopy', 'label.titleLength')).toBe(title);
    expect(cell('ntt', 'pricing', 'label.cancellation')).toBe(cancellation);
  });

  it('formats French numbers with its own group separator', () => {
    const messages = Object.fromEntries(
      messageKeys.map((k) => [k, stagedMessages('fr')[`placements.specs.${k}`]!.message]),
    ) as Record<MessageKey, string>;
    const ctx: FormatContext = { locale: 'fr', messages, selectPlural: pluralSelector('fr') };
    const size = formatValue(specTable('ntt', 'backgroundImages').rows[1]!.value, ctx).text;
    expect(size.replace(/\s/gu, ' ')).toBe('2 560 × 1 440 px');
  });

  it('joins lists and keeps API names as code', () => {
    const ctx: FormatContext = { locale: 'en', messages: en, selectPlural: pluralSelector('en') };
    const overview = specTable('notification', 'overview').rows;
    const pricing = overview.find((r) => r.label === 'label.pricingModels')!;
    expect(formatValue(pricing.value, ctx)).toEqual({ kind: 'text', text: 'CPM and CPC' });
    const api = overview.find((r) => r.label === 'label.apiFormat')!;
    expect(formatValue(api.value, ctx)).toEqual({ kind: 'code', text: 'push_notification' });
    const devices = specTable('notification', 'targeting').rows.find((r) => r.label === 'targeting.device')!;
    expect(formatValue(devices.value, ctx).text).toBe('macOS, Windows, Linux, Android, and iOS');
  });

  it("puts each placement's key creative numbers in its overview, near the top of the page", () => {
    const en = englishMessages();
    const ctx: FormatContext = { locale: 'en', messages: en, selectPlural: pluralSelector('en') };
    const overview = (id: 'ntt' | 'notification') =>
      specTable(id, 'overview').rows.map((row) => `${en[row.label]}: ${formatValue(row.value, ctx).text}`);
    expect(overview('ntt')).toEqual(
      expect.arrayContaining(['Background image size: 2,560 × 1,440 px', 'Logo canvas size: 512 × 512 px']),
    );
    expect(overview('notification').filter((line) => /length/i.test(line))).toHaveLength(2);
  });
});
