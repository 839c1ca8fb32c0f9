/** Crop maths for the phone view of a new tab takeover: the largest crop of a given shape around a point. */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The largest rectangle of aspect ratio `aspect` (width / height) that fits in the image, centred on
 * the focal point as far as the image edges allow (the crop slides inward rather than leave the image).
 * Values are whole pixels.
 */
export function cropAround(
  image: { readonly width: number; readonly height: number },
  focal: { readonly x: number; readonly y: number },
  aspect: number,
): Rect {
  if (!(aspect > 0) || image.width <= 0 || image.height <= 0) throw new RangeError('positive sizes only');
  let width = image.width;
  let height = image.height;
  if (image.width / image.height > aspect) width = Math.round(image.height * aspect);
  else height = Math.round(image.width / aspect);
  const clamp = (v: number, max: number): number => Math.min(Math.max(v, 0), max);
  const x = clamp(Math.round(focal.x - width / 2), image.width - width);
  const y = clamp(Math.round(focal.y - height / 2), image.height - height);
  return { x, y, width, height };
}

/** Where a point of the image lands inside a crop, as fractions (0-1) of the crop; outside gives <0 or >1. */
export function pointInCrop(point: { readonly x: number; readonly y: number }, crop: Rect): { x: number; y: number } {
  return { x: (point.x - crop.x) / crop.width, y: (point.y - crop.y) / crop.height };
}
