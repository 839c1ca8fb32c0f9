/**
 * The decode budget of one choice of files: decoding holds a whole image in memory and on the CPU for a
 * moment, so a choice of many large images (each under the per-file cap) would add up to gigabytes and
 * seconds of work. Files are taken in the order they were chosen; each is decoded only if its pixels fit
 * in what the earlier ones left, so a small file after a refused large one is still checked.
 */

/**
 * For each file's declared pixel count (null: not to be decoded for another reason, which takes nothing),
 * whether it falls outside the budget and must not be decoded.
 */
export function overBudget(pixels: readonly (number | null)[], budget: number): boolean[] {
  let left = budget;
  return pixels.map((count) => {
    if (count === null) return false;
    if (count > left) return true;
    left -= count;
    return false;
  });
}
