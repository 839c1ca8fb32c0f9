import fs from 'node:fs';
import path from 'node:path';

import { answerTargets } from '../answers';

const root = path.resolve(__dirname, '../../..');
const locales = ['de', 'es', 'fr', 'pt'] as const;

/** The page file of a doc route in a locale (the English source, or its translation). */
function pageFile(route: string, locale: 'en' | (typeof locales)[number]): string {
  const base =
    locale === 'en'
      ? path.join(root, 'docs')
      : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
  const candidates = ['.mdx', '.md'].map((ext) => path.join(base, `${route}${ext}`));
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
