/**
 * Result rows of the new tab takeover check, each resting on a figure of `src/data/placements.ts`
 * (facts: ad-placements/brave-browser/ntt).
 */
import { placements } from '@site/src/data/placements';
import { hammingDistance, LOOK_ALIKE_BELOW } from '@site/src/lib/creative/pixels';
import type { ImageFormat } from '@site/src/lib/creative/imageHeader';
import { CHOICE_MEGAPIXELS, MAX_FILE_BYTES, MAX_MEGAPIXELS, type AnalysedImage } from './analyseImage';
import { MAX_PNG_CHUNKS } from '@site/src/lib/creative/imageHeader';
import { fill } from './messages';
import type { NttResultMessages } from './nttResultMessages';
import type { CheckRow } from './Results';

const spec = placements.ntt;
const formatNames: Record<ImageFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  bmp: 'BMP',
  heif: 'HEIF/AVIF',
  unknown: '?',
};

/** Background images kept at most: the placement's maximum. Files chosen beyond it are set aside unread. */
export const MAX_BACKGROUNDS = spec.backgroundImages.quantity.max;
/** Names of set-aside files shown at most (the note gives the count of the rest). */
export const SET_ASIDE_NAMES = 5;

export interface Formatters {
  readonly number: (n: number) => string;
  readonly bytes: (n: number) => string;
  readonly percent: (share: number) => string;
}

function fileRows(
  image: AnalysedImage,
  expected: 'jpeg' | 'png',
  size: { widthPx: number; heightPx: number },
  m: NttResultMessages,
  f: Formatters,
): CheckRow[] {
  const name = image.name;
  const rows: CheckRow[] = [];
  const h = image.header;
  const expectedName = formatNames[expected];

  if (image.refusal === 'file-too-heavy') {
    return [
      {
        key: `complete:${image.id}`,
        name: fill(m.checkUnreadable, { name }),
        status: 'fail',
        detail: fill(m.tooHeavy, { size: f.bytes(image.bytes), cap: f.bytes(MAX_FILE_BYTES) }),
      },
    ];
  }
  // Format, by signature
  if (!h || h.format === 'unknown') {
    rows.push({
      key: `format:${image.id}`,
      name: fill(m.checkFormat, { name }),
      status: 'fail',
      detail: fill(m.formatUnknown, { expected: expectedName }),
    });
  } else if (h.format !== expected) {
    rows.push({
      key: `format:${image.id}`,
      name: fill(m.checkFormat, { name }),
      status: 'fail',
      detail: fill(m.formatWrong, { found: formatNames[h.format], expected: expectedName }),
    });
  } else {
    rows.push({
      key: `format:${image.id}`,
      name: fill(m.checkFormat, { name }),
      status: 'pass',
      detail: expected === 'jpeg' ? m.formatJpegOk : m.formatPngOk,
    });
  }
  // Pixel size, from the header
  if (h?.width && h.height) {
    const ok = h.width === size.widthPx && h.height === size.heightPx;
    rows.push({
      key: `size:${image.id}`,
      name: fill(m.checkSize, { name }),
      status: ok ? 'pass' : 'fail',
      detail: ok
        ? fill(m.sizeOk, { width: f.number(h.width), height: f.number(h.height) })
        : fill(m.sizeWrong, {
            width: f.number(h.width),
            height: f.number(h.height),
            expectedWidth: f.number(size.widthPx),
            expectedHeight: f.number(size.heightPx),
          }),
    });
  } else {
    rows.push({ key: `size:${image.id}`, name: fill(m.checkSize, { name }), status: 'fail', detail: m.sizeUnknown });
  }
  // Complete and decodable
  let complete: Pick<CheckRow, 'status' | 'detail'>;
  if (image.refusal === 'truncated') complete = { status: 'fail', detail: m.truncated };
  else if (image.refusal === 'too-many-pixels' && h?.width && h.height)
    complete = {
      status: 'fail',
      detail: fill(m.tooManyPixels, {
        megapixels: f.number(Math.round((h.width * h.height) / 1e6)),
        cap: f.number(MAX_MEGAPIXELS),
      }),
    };
  else if (image.refusal === 'malformed')
    complete = {
      status: 'fail',
      detail:
        h?.problem === 'jpeg-frames'
          ? m.jpegFrames
          : h?.problem === 'png-chunks'
            ? fill(m.pngChunks, { cap: f.number(MAX_PNG_CHUNKS) })
            : m.pngHeader,
    };
  else if (image.refusal === 'implausible-size' && h?.width && h.height)
    complete = {
      status: 'fail',
      detail: fill(m.sizeImplausible, { width: f.number(h.width), height: f.number(h.height) }),
    };
  else if (image.refusal === 'over-budget')
    // Not a fault of the file: it was not checked, which a warning says without failing it.
    complete = { status: 'warn', detail: fill(m.overBudget, { budget: f.number(CHOICE_MEGAPIXELS) }) };
  else if (image.refusal !== null) complete = { status: 'fail', detail: m.notDecoded };
  else if (image.decodeFailed) complete = { status: 'fail', detail: m.decodeFailed };
  else complete = { status: 'pass', detail: m.completeOk };
  // The name states the outcome, so it never claims "complete and readable" above a failure or a warning.
  const completeName = { pass: m.checkComplete, warn: m.checkNotChecked, fail: m.checkUnreadable }[complete.status];
  rows.push({ key: `complete:${image.id}`, name: fill(completeName, { name }), ...complete });
  return rows;
}

/**
 * Rows for the background images kept (at most the placement's maximum: NttCheck sets any others aside), and the
 * count row for every image chosen (`chosen`, the kept ones by default), so choosing too many still says so.
 */
export function backgroundRows(
  images: readonly AnalysedImage[],
  m: NttResultMessages,
  f: Formatters,
  chosen = images.length,
): CheckRow[] {
  const { quantity, size } = spec.backgroundImages;
  const n = chosen;
  const values = { count: f.number(n), min: f.number(quantity.min), max: f.number(quantity.max) };
  let rows: CheckRow[] = [
    {
      key: 'count',
      name: m.checkCount,
      status: n >= quantity.min && n <= quantity.max ? 'pass' : 'fail',
      detail: fill(n < quantity.min ? m.countLow : n > quantity.max ? m.countHigh : m.countOk, values),
    },
  ];
  // Pairs are compared among the kept images only, so the rows stay few whatever was chosen.
  const kept = images.slice(0, MAX_BACKGROUNDS);
  for (const image of kept) rows = rows.concat(fileRows(image, 'jpeg', size, m, f));
  for (let i = 0; i < kept.length; i += 1) {
    for (let j = i + 1; j < kept.length; j += 1) {
      const a = kept[i];
      const b = kept[j];
      if (!a.hash || !b.hash) continue;
      const distance = hammingDistance(a.hash, b.hash);
      const alike = distance < LOOK_ALIKE_BELOW;
      rows.push({
        key: `different:${a.id}:${b.id}`,
        name: fill(alike ? m.checkAlike : m.checkDifferent, { a: a.name, b: b.name }),
        status: alike ? 'warn' : 'pass',
        detail: fill(alike ? m.differentNot : m.differentOk, {
          distance: f.number(distance),
          threshold: f.number(LOOK_ALIKE_BELOW),
        }),
      });
    }
  }
  return rows;
}

export function logoRows(logo: AnalysedImage, m: NttResultMessages, f: Formatters): CheckRow[] {
  const rows = fileRows(logo, 'png', spec.logoCanvas.size, m, f);
  const name = logo.name;
  const h = logo.header;
  if (h?.format !== 'png') return rows;
  let alpha: Pick<CheckRow, 'status' | 'detail'>;
  if (h.alphaChannel === false) alpha = { status: 'fail', detail: m.alphaNone };
  else if (logo.transparentShare === null) alpha = { status: 'fail', detail: m.alphaUnknown };
  else if (logo.transparentShare === 0) alpha = { status: 'fail', detail: m.alphaOpaque };
  else alpha = { status: 'pass', detail: fill(m.alphaOk, { percent: f.percent(logo.transparentShare) }) };
  rows.push({ key: `alpha:${logo.id}`, name: fill(m.checkAlpha, { name }), ...alpha });
  return rows;
}
