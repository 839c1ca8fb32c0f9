import path from 'node:path';

type Extract = (input: string) => { emoji: string | null; rest: string };

// The stock function, by file (the package's exports do not name it), through Jest's transform.
const stockFile = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/emojiUtils.js');

const inputs = [
  'Ad placements',
  'Ubicaciones de anuncios',
  'Überblick',
  'Écrans',
  '1 campaign',
  '2024 results',
  '# heading',
  '* star',
  '',
  ' leading space',
  '⚠️ Warning',
  '⚠ Warning without selector',
  '🚀 Launch',
  '👨‍👩‍👧 Family',
  '🇪🇸 España',
  '👍🏽 Thumbs',
  '1️⃣ First',
  '#️⃣ Hash',
  '*️⃣ Star keycap',
  '© 2026 Brave',
  '® mark',
  '‼ double',
  '™ trade',
  '☀️ Sun',
  '中文标题',
  'e\u0301 combining',
];

describe("the client's extractLeadingEmoji", () => {
  test('answers exactly as the stock function of @docusaurus/theme-common', async () => {
    const stock = ((await import(stockFile)) as { extractLeadingEmoji: Extract }).extractLeadingEmoji;
    const slim = ((await import('../emojiUtils.js')) as { extractLeadingEmoji: Extract }).extractLeadingEmoji;
    for (const input of inputs) expect([input, slim(input)]).toEqual([input, stock(input)]);
    // The inputs cover both answers.
    expect(inputs.filter((input) => stock(input).emoji !== null).length).toBeGreaterThan(5);
    expect(inputs.filter((input) => stock(input).emoji === null).length).toBeGreaterThan(5);
  });
});
