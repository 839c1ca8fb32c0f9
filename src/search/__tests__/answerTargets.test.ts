import fs from 'node:fs';
import path from 'node:path';

import { buyingRoutes } from '@site/src/data/placements';
import { answerTargets, spendAnswerFor } from '../answers';

const root = path.resolve(__dirname, '../../..');
const locales = ['de', 'es', 'fr', 'pt'] as const;

/** The page file of a doc route in a locale (the English source, or its translation). */
function pageFile(route: string, locale: 'en' | (typeof locales)[number]): string {
  const base =
    locale === 'en'
      ? path.join(root, 'docs')
      : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
  const candidates = ['.mdx', '.md']
    .map((ext) => (route === '/' ? `/intro${ext}` : ext))
    .map((ext) => path.join(base, `${route}${ext}`));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`no page file for ${route} in ${locale}`);
  return found;
}

describe('answer links', () => {
  const targets = answerTargets();

  test('every placement with a figure to answer has at least one answer', () => {
    expect(new Set(targets.map((t) => t.placement))).toEqual(new Set(['ntt', 'notification', 'keyword']));
  });

  // A heading renamed or its id dropped would send "See the source" to the top of the page instead.
  test.each(targets)('$placement $label links to a heading its page declares in every locale', ({ route, anchor }) => {
    for (const locale of ['en', ...locales] as const) {
      const text = fs.readFileSync(pageFile(route, locale), 'utf8');
      expect({ locale, found: new RegExp(`^#{2,4} .*\\{#${anchor}\\}\\s*$`, 'm').test(text) }).toEqual({
        locale,
        found: true,
      });
    }
  });
});

describe('minimum spend answer', () => {
  const answer = spendAnswerFor('minimum spend', 'en', 'Minimum spend')!;

  /** The box's label in a locale: the English default or the translation in code.json. */
  const label = (locale: string): string =>
    locale === 'en'
      ? 'Minimum spend'
      : (
          JSON.parse(fs.readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')) as Record<
            string,
            { message: string }
          >
        )['search.answer.minimumSpend']!.message;

  // The box repeats the Introduction page: its label and both figures must be what that section says.
  test.each(['en', ...locales] as const)(
    '%s: the Introduction page states the label and both figures under the linked heading',
    (locale) => {
      const text = fs.readFileSync(pageFile(answer.route, locale), 'utf8');
      const start = text.search(new RegExp(`^## .*\\{#${answer.anchor}\\}\\s*$`, 'm'));
      expect(start).toBeGreaterThan(-1);
      const rest = text.slice(start);
      const next = rest.slice(3).search(/^## /m);
      const section = (next === -1 ? rest : rest.slice(0, next + 3)).replace(/[\s.,\u00a0\u202f](?=\d{3}\b)/g, '');
      expect(section).toContain(label(locale));
      for (const { minimumSpendUsd } of Object.values(buyingRoutes)) expect(section).toContain(String(minimumSpendUsd));
    },
  );
});
