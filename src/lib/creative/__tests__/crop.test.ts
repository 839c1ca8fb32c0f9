import { cropAround, pointInCrop } from '../crop';

const ntt = { width: 2560, height: 1440 };
const focal = { x: 935, y: 680 };

describe('cropAround', () => {
  it.each([
    [
      'phone portrait 9:19.5 around the NTT focal point',
      ntt,
      focal,
      9 / 19.5,
      { x: 603, y: 0, width: 665, height: 1440 },
    ],
    ['square around the focal point', ntt, focal, 1, { x: 215, y: 0, width: 1440, height: 1440 }],
    ['same shape as the image: the whole image', ntt, focal, 16 / 9, { x: 0, y: 0, width: 2560, height: 1440 }],
    [
      'focal point at the left edge slides the crop inward',
      ntt,
      { x: 10, y: 680 },
      1,
      { x: 0, y: 0, width: 1440, height: 1440 },
    ],
    ['focal point at the right edge', ntt, { x: 2550, y: 680 }, 1, { x: 1120, y: 0, width: 1440, height: 1440 }],
    ['wider than the image: full width, centred on y', ntt, focal, 4, { x: 0, y: 360, width: 2560, height: 640 }],
  ])('%s', (_name, image, point, aspect, expected) => {
    expect(cropAround(image, point, aspect)).toEqual(expected);
  });

  it('keeps the NTT focal point inside the phone crop', () => {
    const p = pointInCrop(focal, cropAround(ntt, focal, 9 / 19.5));
    expect(p.x).toBeGreaterThan(0.45);
    expect(p.x).toBeLessThan(0.55);
  });

  it.each([0, -1, Number.NaN])('refuses aspect %p', (aspect) => {
    expect(() => cropAround(ntt, focal, aspect)).toThrow(RangeError);
  });
});
