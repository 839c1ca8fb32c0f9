import { compareUiFiles, messageWords, placeholders } from '../ui-strings';
import { parseAllowlist } from '../allowlist';

const english = {
  'code.json': {
    'search.placeholder': { message: 'Search the docs' },
    'search.results': { message: '{count} results for {query}' },
    'nav.blog': { message: 'Blog' },
  },
  'docusaurus-theme-classic/footer.json': { copyright: { message: '© 2025 Brave Software, Inc.' } },
};

describe('messageWords and placeholders', () => {
  it.each([
    ['{count} results for {query}', 2],
    ['Blog', 1],
    ['© 2025 Brave Software, Inc.', 3],
  ])('%s has %i words', (message, n) => {
    expect(messageWords(message)).toBe(n);
  });

  it('lists placeholders once, sorted', () => {
    expect(placeholders('{b} and {a}, {b}')).toEqual(['a', 'b']);
  });
});

describe('compareUiFiles', () => {
  const es = {
    'code.json': JSON.stringify(
      {
        'search.placeholder': { message: 'Search the docs' },
        'search.results': { message: '{count} resultados' },
        'nav.blog': { message: 'Blog' },
        'old.key': { message: 'Viejo' },
      },
      null,
      2,
    ),
  };
  const read = (file: string) => (file in es ? { text: es[file as keyof typeof es] } : null);

  it('reports missing files, untranslated and placeholder problems, with lines; extra keys are warnings', () => {
    const result = compareUiFiles(english, read, () => false);
    expect(result.problems).toEqual([
      {
        kind: 'ui-untranslated',
        file: 'code.json',
        line: 2,
        message: '"search.placeholder" is identical to English: "Search the docs"',
      },
      {
        kind: 'ui-placeholder',
        file: 'code.json',
        line: 5,
        message: '"search.results" has placeholders {count} but English has {count}, {query}',
      },
      {
        kind: 'ui-missing',
        file: 'docusaurus-theme-classic/footer.json',
        line: null,
        message: 'file is missing (1 strings)',
      },
    ]);
    expect(result.warnings).toEqual([
      { file: 'code.json', key: 'old.key', message: 'unused string "old.key" (not in the English defaults)' },
    ]);
    expect([result.present, result.total, result.entries]).toEqual([3, 4, { 'code.json': 4 }]);
  });

  it('honours the allow-list', () => {
    const allow = parseAllowlist(
      JSON.stringify({ entries: [{ file: 'code.json', key: 'search.placeholder', locales: ['es'], reason: 'Test.' }] }),
    );
    const result = compareUiFiles(english, read, (file, key) => allow.isAllowed('es', file, key));
    expect(result.problems.map((p) => p.kind)).toEqual(['ui-placeholder', 'ui-missing']);
  });
});

describe('parseAllowlist', () => {
  it('accepts no file', () => {
    expect(parseAllowlist(null).isAllowed('es', 'code.json', 'x')).toBe(false);
  });

  it.each([
    ['{}'],
    ['{"entries": [{"file": "code.json", "key": "x", "locales": ["es"]}]}'],
    ['{"entries": [{"file": "code.json", "key": "x", "locales": "es", "reason": "r"}]}'],
  ])('rejects %s (every entry needs a reason)', (text) => {
    expect(() => parseAllowlist(text)).toThrow();
  });
});
