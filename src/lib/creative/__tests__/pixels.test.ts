import { areaAverageGrey, differenceHash, hammingDistance, LOOK_ALIKE_BELOW, transparentShare } from '../pixels';

function image(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number, number],
): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(paint(x, y), (y * width + x) * 4);
  return data;
}

describe('transparentShare', () => {
  it.each([
    ['opaque', image(4, 4, () => [255, 255, 255, 255]), 0],
    ['fully clear', image(4, 4, () => [0, 0, 0, 0]), 1],
    ['left half clear', image(4, 4, (x) => [255, 255, 255, x < 2 ? 0 : 255]), 0.5],
    ['one translucent pixel in 16', image(4, 4, (x, y) => [9, 9, 9, x === 0 && y === 0 ? 254 : 255]), 1 / 16],
    ['empty buffer', new Uint8ClampedArray(0), 0],
  ])('%s', (_name, data, share) => {
    expect(transparentShare(data)).toBeCloseTo(share);
  });
});

describe('areaAverageGrey', () => {
  it.each([
    ['white to 1x1', image(4, 4, () => [255, 255, 255, 255]), 4, 4, 1, 1, [255]],
    [
      'black/white halves to 2x1',
      image(4, 2, (x) => (x < 2 ? [0, 0, 0, 255] : [255, 255, 255, 255])),
      4,
      2,
      2,
      1,
      [0, 255],
    ],
    [
      '3 columns into 2 cells weighs the split column',
      image(3, 1, (x) => (x === 1 ? [255, 255, 255, 255] : [0, 0, 0, 255])),
      3,
      1,
      2,
      1,
      [85, 85],
    ],
    ['pure red uses luma 0.299', image(1, 1, () => [255, 0, 0, 255]), 1, 1, 1, 1, [76.245]],
  ])('%s', (_name, data, w, h, ow, oh, expected) => {
    const got = areaAverageGrey(data, w, h, ow, oh);
    expect(got).toHaveLength(expected.length);
    got.forEach((g, i) => expect(g).toBeCloseTo(expected[i], 2));
  });
});

describe('differenceHash and hammingDistance', () => {
  const gradientRight = image(90, 80, (x) => [255 - x * 2, 255 - x * 2, 255 - x * 2, 255]);
  const gradientLeft = image(90, 80, (x) => [x * 2, x * 2, x * 2, 255]);
  const sameButBrighter = image(90, 80, (x) => [255 - x, 255 - x, 255 - x, 255]);
  const stripes = image(90, 80, (x, y) =>
    (Math.floor(x / 10) + Math.floor(y / 10)) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255],
  );

  it('has 64 bits', () => {
    expect(differenceHash(gradientRight, 90, 80)).toHaveLength(64);
  });

  it.each([
    ['a picture and itself', gradientRight, gradientRight, 0, 0],
    ['a picture and a softer copy of it', gradientRight, sameButBrighter, 0, LOOK_ALIKE_BELOW - 1],
    ['a picture and its mirror image', gradientRight, gradientLeft, 64, 64],
    ['a gradient and a chessboard', gradientRight, stripes, LOOK_ALIKE_BELOW, 64],
  ])('%s: distance between %#', (_name, a, b, min, max) => {
    const d = hammingDistance(differenceHash(a, 90, 80), differenceHash(b, 90, 80));
    expect(d).toBeGreaterThanOrEqual(min);
    expect(d).toBeLessThanOrEqual(max);
  });

  it('refuses hashes of different lengths', () => {
    expect(() => hammingDistance([true], [true, false])).toThrow();
  });
});
