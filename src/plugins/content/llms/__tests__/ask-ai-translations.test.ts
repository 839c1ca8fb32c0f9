import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Ask AI screen's disclaimer and the copy page control are translated in every edition (English is the
 * source text in the components; the other editions read i18n/<locale>/code.json).
 */
const ENGLISH_DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';
const modal = readFileSync(path.join(__dirname, '../../../../theme/SearchBar/modalTranslations.ts'), 'utf8');

describe.each(['de', 'es', 'fr', 'pt'])('%s', (locale) => {
  const messages = JSON.parse(
    readFileSync(path.join(__dirname, '../../../../../i18n', locale, 'code.json'), 'utf8'),
  ) as Record<string, { message: string }>;

  it('translates the Ask AI disclaimer', () => {
    const disclaimer = messages['search.modal.askAiScreen.disclaimerText']?.message ?? '';
    expect(disclaimer.length).toBeGreaterThan(30);
    expect(disclaimer).not.toBe(ENGLISH_DISCLAIMER);
  });

  it('translates the copy page control', () => {
    for (const id of [
      'copyPage.menu',
      'copyPage.copyText',
      'copyPage.openText',
      'copyPage.textCopied',
      'copyPage.copyFailed',
    ]) {
      expect(messages[id]?.message).toEqual(expect.stringMatching(/\S/));
    }
  });
});

it('the English disclaimer is the spec’s sentence', () => {
  expect(modal).toContain(ENGLISH_DISCLAIMER);
});
