import { hashSource, isSourceHash, normalizeSource } from '../source-hash';
import { setTranslationSource } from '../stamp';

describe('hashSource', () => {
  it('is 12 lowercase hex characters of the sha256 of the normalized text', () => {
    // sha256("# Title\n") starts e01b17ff9af7: computed independently with `printf '# Title\n' | sha256sum`.
    expect(hashSource('# Title\n')).toBe('e01b17ff9af7');
    expect(isSourceHash(hashSource('anything'))).toBe(true);
  });

  it.each([
    ['CRLF line endings', '# Title\r\n\r\nText.\r\n'],
    ['trailing spaces', '# Title  \n\nText.\t\n'],
    ['a BOM', '\uFEFF# Title\n\nText.\n'],
    ['extra final newlines', '# Title\n\nText.\n\n\n'],
    ['no final newline', '# Title\n\nText.'],
  ])('ignores %s', (_name, variant) => {
    expect(hashSource(variant)).toBe(hashSource('# Title\n\nText.\n'));
  });

  it('changes when a word changes', () => {
    expect(hashSource('# Title\n\nText.\n')).not.toBe(hashSource('# Title\n\nTexts.\n'));
  });

  it('normalizes to LF and one final newline', () => {
    expect(normalizeSource('a \r\nb\r\n\r\n')).toBe('a\nb\n');
  });

  it.each([['abc'], ['4B2F2E5B7B2A'], [12], [undefined]])('rejects %p as a hash', (value) => {
    expect(isSourceHash(value)).toBe(false);
  });
});

describe('setTranslationSource changes only its own line', () => {
  it('adds the key at the end of existing front matter', () => {
    const text = '---\ntitle: "Título"  # quoted, with a comment\nsidebar_position: 2\n---\n\nCuerpo.\n';
    expect(setTranslationSource(text, 'aaaaaaaaaaaa')).toEqual({
      text: '---\ntitle: "Título"  # quoted, with a comment\nsidebar_position: 2\ntranslation_source: aaaaaaaaaaaa\n---\n\nCuerpo.\n',
      changed: true,
    });
  });

  it('replaces an existing stamp in place', () => {
    const text = '---\ntranslation_source: aaaaaaaaaaaa\ntitle: T\n---\nBody\n';
    expect(setTranslationSource(text, 'bbbbbbbbbbbb').text).toBe(
      '---\ntranslation_source: bbbbbbbbbbbb\ntitle: T\n---\nBody\n',
    );
  });

  it('reports an up-to-date stamp as unchanged, byte for byte', () => {
    const text = '---\ntitle: T\ntranslation_source: aaaaaaaaaaaa\n---\nBody';
    expect(setTranslationSource(text, 'aaaaaaaaaaaa')).toEqual({ text, changed: false });
  });

  it('keeps CRLF line endings and a BOM', () => {
    const text = '\uFEFF---\r\ntitle: T\r\n---\r\nBody\r\n';
    expect(setTranslationSource(text, 'cccccccccccc').text).toBe(
      '\uFEFF---\r\ntitle: T\r\ntranslation_source: cccccccccccc\r\n---\r\nBody\r\n',
    );
  });

  it('creates front matter when there is none', () => {
    expect(setTranslationSource('# Título\n', 'dddddddddddd').text).toBe(
      '---\ntranslation_source: dddddddddddd\n---\n# Título\n',
    );
  });

  it('does not touch a translation_source line in the body', () => {
    const text = '---\ntitle: T\n---\ntranslation_source: in the body\n';
    expect(setTranslationSource(text, 'eeeeeeeeeeee').text).toBe(
      '---\ntitle: T\ntranslation_source: eeeeeeeeeeee\n---\ntranslation_source: in the body\n',
    );
  });
});
