/**
 * Pixel maths on RGBA buffers (as `ImageData.data` holds them): transparency, grey levels, and a
 * perceptual difference hash (dHash) that tells whether two pictures look alike.
 */

/** Share of pixels (0-1) whose alpha is below 255, i.e. at least partly see-through. */
export function transparentShare(rgba: ArrayLike<number>): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let count = 0;
  for (let i = 3; i < pixels * 4; i += 4) if (rgba[i] < 255) count += 1;
  return count / pixels;
}

/**
 * Average grey level (Rec. 601 luma, 0-255) of each cell when a width x height RGBA picture is cut
 * into outWidth x outHeight equal cells (area averaging; fractional cell edges are weighted).
 */
export function areaAverageGrey(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
): number[] {
  const sums = new Array<number>(outWidth * outHeight).fill(0);
  const weights = new Array<number>(outWidth * outHeight).fill(0);
  const sx = outWidth / width;
  const sy = outHeight / height;
  for (let y = 0; y < height; y += 1) {
    const y0 = y * sy;
    const y1 = (y + 1) * sy;
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const grey = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
      const x0 = x * sx;
      const x1 = (x + 1) * sx;
      for (let cy = Math.floor(y0); cy < Math.min(outHeight, Math.ceil(y1)); cy += 1) {
        const hy = Math.min(y1, cy + 1) - Math.max(y0, cy);
        if (hy <= 0) continue;
        for (let cx = Math.floor(x0); cx < Math.min(outWidth, Math.ceil(x1)); cx += 1) {
          const wx = Math.min(x1, cx + 1) - Math.max(x0, cx);
          if (wx <= 0) continue;
          sums[cy * outWidth + cx] += grey * wx * hy;
          weights[cy * outWidth + cx] += wx * hy;
        }
      }
    }
  }
  return sums.map((s, k) => (weights[k] > 0 ? s / weights[k] : 0));
}

export const HASH_BITS = 64;

/**
 * Difference hash: the picture as 9 x 8 grey cells; each bit says whether a cell is brighter than its
 * right-hand neighbour (8 comparisons per row, 8 rows = 64 bits). Crops, recompression and small
 * colour shifts barely change it; a different scene changes many bits.
 */
export function differenceHash(rgba: ArrayLike<number>, width: number, height: number): boolean[] {
  const grey = areaAverageGrey(rgba, width, height, 9, 8);
  const bits: boolean[] = [];
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) bits.push(grey[row * 9 + col] > grey[row * 9 + col + 1]);
  }
  return bits;
}

/** Number of the 64 comparisons that differ between two hashes. */
export function hammingDistance(a: readonly boolean[], b: readonly boolean[]): number {
  if (a.length !== b.length) throw new Error('hashes of different lengths');
  return a.reduce((n, bit, i) => n + (bit === b[i] ? 0 : 1), 0);
}

/**
 * Below this many differing comparisons two pictures look alike to a person (typical dHash practice:
 * the same photo resized or recompressed lands at 0-5, variations of one scene below about 10).
 */
export const LOOK_ALIKE_BELOW = 10;
