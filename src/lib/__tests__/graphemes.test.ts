import { graphemes } from '../graphemes';

describe('graphemes', () => {
  it('gives a flag, a family and an accented letter one string each', () => {
    expect(graphemes('\u{1F1EA}\u{1F1F8}a\u0301\u{1F468}\u200D\u{1F469}\u200D\u{1F467}')).toEqual([
      '\u{1F1EA}\u{1F1F8}',
      'a\u0301',
      '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
    ]);
    expect(graphemes('')).toEqual([]);
  });

  it('falls back to code points where Intl.Segmenter is missing, instead of failing', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
    // An older browser without Intl.Segmenter.
    Reflect.deleteProperty(Intl, 'Segmenter');
    try {
      expect('Segmenter' in Intl).toBe(false);
      expect(graphemes('\u{1F4CA} x')).toEqual(['\u{1F4CA}', ' ', 'x']);
    } finally {
      if (descriptor) Object.defineProperty(Intl, 'Segmenter', descriptor);
    }
  });
});
