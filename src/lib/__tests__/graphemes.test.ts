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
    const segmenter = Intl.Segmenter;
    // @ts-expect-error -- an older browser without Intl.Segmenter
    delete Intl.Segmenter;
    try {
      expect(graphemes('\u{1F4CA} x')).toEqual(['\u{1F4CA}', ' ', 'x']);
    } finally {
      Intl.Segmenter = segmenter;
    }
  });
});
