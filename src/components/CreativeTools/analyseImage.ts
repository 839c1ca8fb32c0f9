/**
 * Reads one chosen file in the page (File API), checks its header, and decodes it with
 * `createImageBitmap` (decoded off the main thread where the browser does so) only when the header
 * says it is a complete JPEG or PNG of a sane size. Nothing leaves the page.
 */
import { readImageHeader, type ImageHeader } from '@site/src/lib/creative/imageHeader';
import { differenceHash, transparentShare } from '@site/src/lib/creative/pixels';

/** The tool's own safety caps (not Brave limits): bigger files or images are refused, not decoded. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
export const MAX_MEGAPIXELS = 50;
/** Width of the decoded copy kept for the preview. */
const PREVIEW_WIDTH = 1280;

export type Refusal = 'file-too-heavy' | 'too-many-pixels' | 'truncated' | 'unreadable';

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

export async function analyseImage(file: File): Promise<AnalysedImage> {
  counter += 1;
  const base = { id: `${counter}-${file.name}`, name: file.name, bytes: file.size };
  const none = { bitmap: null, hash: null, transparentShare: null, decodeFailed: false };
  if (file.size > MAX_FILE_BYTES) return { ...base, ...none, header: null, refusal: 'file-too-heavy' };

  const header = readImageHeader(new Uint8Array(await file.arrayBuffer()));
  const known = (header.format === 'jpeg' || header.format === 'png') && header.width && header.height;
  if (!known) return { ...base, ...none, header, refusal: 'unreadable' };
  if (header.truncated) return { ...base, ...none, header, refusal: 'truncated' };
  const { width, height } = header as { width: number; height: number };
  if (width * height > MAX_MEGAPIXELS * 1_000_000) return { ...base, ...none, header, refusal: 'too-many-pixels' };

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
    return { ...base, header, refusal: null, decodeFailed: false, bitmap, hash, transparentShare: share };
  } catch {
    return { ...base, ...none, header, refusal: null, decodeFailed: true };
  }
}
