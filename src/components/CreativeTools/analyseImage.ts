/**
 * Reads the chosen files in the page (File API), checks their headers, and decodes each with
 * `createImageBitmap` (decoded off the main thread where the browser does so) only when its header says it
 * is a complete, well-formed JPEG or PNG of a sane size that fits the choice's decode budget. Files are read
 * and decoded one at a time, so at most one full-size image is in memory. Nothing leaves the page.
 */
import { overBudget } from '@site/src/lib/creative/budget';
import { readImageHeader, type ImageHeader } from '@site/src/lib/creative/imageHeader';
import { differenceHash, transparentShare } from '@site/src/lib/creative/pixels';

/** The tool's own safety caps (not Brave limits): bigger files or images are refused, not decoded. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
export const MAX_MEGAPIXELS = 50;
/**
 * Megapixels decoded from one choice of files, in total. Three times the per-file cap: a takeover's three
 * backgrounds and logo are under 12, so no sensible choice comes near it, while twelve 49-megapixel files
 * (gigabytes and seconds of decoding) are cut to three.
 */
export const CHOICE_MEGAPIXELS = 3 * MAX_MEGAPIXELS;
/** Width of the decoded copy kept for the preview. */
const PREVIEW_WIDTH = 1280;

export type Refusal =
  'file-too-heavy' | 'unreadable' | 'malformed' | 'truncated' | 'too-many-pixels' | 'implausible-size' | 'over-budget';

export interface AnalysedImage {
  readonly id: string;
  readonly name: string;
  readonly bytes: number;
  readonly header: ImageHeader | null;
  readonly refusal: Refusal | null;
  readonly decodeFailed: boolean;
  /** Decoded copy for the preview (at most PREVIEW_WIDTH wide). */
  readonly bitmap: ImageBitmap | null;
  readonly hash: boolean[] | null;
  /** Share of see-through pixels (PNG only). */
  readonly transparentShare: number | null;
}

function canvas2d(width: number, height: number): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (ctx) return ctx;
  }
  const el = document.createElement('canvas');
  el.width = width;
  el.height = height;
  const ctx = el.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d context');
  return ctx;
}

let counter = 0;

const notDecoded = { bitmap: null, hash: null, transparentShare: null, decodeFailed: false } as const;

/** The file's header and, when it must not be decoded, why; only one file's bytes are held at a time. */
async function inspect(file: File): Promise<AnalysedImage> {
  counter += 1;
  const base = { id: `${counter}-${file.name}`, name: file.name, bytes: file.size, ...notDecoded };
  if (file.size > MAX_FILE_BYTES) return { ...base, header: null, refusal: 'file-too-heavy' };
  let header: ImageHeader;
  try {
    header = readImageHeader(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { ...base, header: null, refusal: 'unreadable' }; // the file went away or cannot be read
  }
  const refuse = (refusal: Refusal): AnalysedImage => ({ ...base, header, refusal });
  if (header.problem === 'png-ihdr' || header.problem === 'png-chunks' || header.problem === 'jpeg-frames')
    return refuse('malformed');
  const { width, height } = header;
  if ((header.format !== 'jpeg' && header.format !== 'png') || !width || !height) return refuse('unreadable');
  if (header.truncated) return refuse('truncated');
  if (width * height > MAX_MEGAPIXELS * 1_000_000) return refuse('too-many-pixels');
  if (header.problem === 'size-implausible') return refuse('implausible-size');
  return { ...base, header, refusal: null };
}

/** The choices being read, one after another (one queue for the page). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The files of one choice, in order: every header first, then the decodes that fit the choice's budget, one
 * after another. A choice made while another is being read waits for it.
 */
export function analyseImages(files: readonly File[]): Promise<AnalysedImage[]> {
  const run = queue.then(() => analyseInOrder(files));
  queue = run.catch(() => undefined);
  return run;
}

async function analyseInOrder(files: readonly File[]): Promise<AnalysedImage[]> {
  const inspected: AnalysedImage[] = [];
  for (const file of files) inspected.push(await inspect(file));
  const pixels = inspected.map(({ header, refusal }) =>
    refusal === null && header?.width && header.height ? header.width * header.height : null,
  );
  const over = overBudget(pixels, CHOICE_MEGAPIXELS * 1_000_000);
  const results: AnalysedImage[] = [];
  for (const [i, image] of inspected.entries()) {
    if (over[i]) results.push({ ...image, refusal: 'over-budget' });
    else if (image.refusal !== null || !image.header) results.push(image);
    else results.push(await decode(files[i], image, image.header));
  }
  return results;
}

async function decode(file: File, image: AnalysedImage, header: ImageHeader): Promise<AnalysedImage> {
  const { width, height } = header as { width: number; height: number };
  try {
    const scale = Math.min(1, PREVIEW_WIDTH / width);
    const bitmap = await createImageBitmap(file, {
      resizeWidth: Math.max(1, Math.round(width * scale)),
      resizeHeight: Math.max(1, Math.round(height * scale)),
      resizeQuality: 'high',
      premultiplyAlpha: 'none',
    });
    // 72 x 64 grey sample for the hash (area-averaged again to 9 x 8 in pure code).
    const small = canvas2d(72, 64);
    small.imageSmoothingQuality = 'high';
    small.drawImage(bitmap, 0, 0, 72, 64);
    const hash = differenceHash(small.getImageData(0, 0, 72, 64).data, 72, 64);
    let share: number | null = null;
    if (header.format === 'png') {
      const full = canvas2d(bitmap.width, bitmap.height);
      full.drawImage(bitmap, 0, 0);
      share = transparentShare(full.getImageData(0, 0, bitmap.width, bitmap.height).data);
    }
    return { ...image, decodeFailed: false, bitmap, hash, transparentShare: share };
  } catch {
    return { ...image, ...notDecoded, decodeFailed: true };
  }
}
