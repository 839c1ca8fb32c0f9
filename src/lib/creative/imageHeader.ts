/**
 * Reads what an image file says about itself before anything is decoded: the format from the file
 * signature (never the name or extension), the pixel size from the JPEG frame header (SOF) or the PNG
 * IHDR chunk, whether a PNG carries an alpha channel or a transparency chunk, and whether the file ends
 * where its own structure says it should (a truncated download or copy does not).
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'heif' | 'unknown';

export interface ImageHeader {
  readonly format: ImageFormat;
  /** Pixel size, when the format is JPEG or PNG and the header could be read. */
  readonly width: number | null;
  readonly height: number | null;
  /** PNG: colour type with alpha (4, 6) or a tRNS chunk. Null for other formats. */
  readonly alphaChannel: boolean | null;
  /** The file stops before its end marker (JPEG EOI, PNG IEND) or inside a segment. */
  readonly truncated: boolean;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** The format named by the file signature (magic bytes). */
export function sniffFormat(bytes: Uint8Array): ImageFormat {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 26) return 'bmp';
  if (ascii(bytes, 4, 4) === 'ftyp' && /^(avi[fs]|hei[cx]|mif1|msf1)$/.test(ascii(bytes, 8, 4))) return 'heif';
  return 'unknown';
}

const u16 = (b: Uint8Array, o: number): number => (b[o] << 8) | b[o + 1];
const u32 = (b: Uint8Array, o: number): number => ((b[o] << 24) >>> 0) + (b[o + 1] << 16) + (b[o + 2] << 8) + b[o + 3];

/** Start-of-frame markers: baseline, progressive, lossless and arithmetic variants (not DHT C4, JPG C8, DAC CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

export function parseJpeg(bytes: Uint8Array): ImageHeader {
  let width: number | null = null;
  let height: number | null = null;
  let offset = 2;
  let scanStart = -1;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) break; // not a marker where one must be: corrupt
    while (offset < bytes.length && bytes[offset] === 0xff) offset += 1; // fill bytes
    if (offset >= bytes.length) break;
    const marker = bytes[offset];
    offset += 1;
    if (marker === 0xd9) break; // EOI before any scan
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // markers without a length
    if (offset + 2 > bytes.length) break;
    const length = u16(bytes, offset);
    if (length < 2 || offset + length > bytes.length) break;
    if (SOF_MARKERS.has(marker) && length >= 7) {
      height = u16(bytes, offset + 3);
      width = u16(bytes, offset + 5);
    }
    offset += length;
    if (marker === 0xda) {
      scanStart = offset;
      break;
    }
  }
  // In entropy-coded data 0xFF is always followed by 0x00 or a restart marker, so an FF D9 after the
  // start of the scan is the real end of image.
  let ended = false;
  if (scanStart >= 0) {
    for (let i = bytes.length - 2; i >= scanStart; i -= 1) {
      if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) {
        ended = true;
        break;
      }
    }
  }
  return { format: 'jpeg', width, height, alphaChannel: null, truncated: !ended };
}

export function parsePng(bytes: Uint8Array): ImageHeader {
  let width: number | null = null;
  let height: number | null = null;
  let alpha = false;
  let ended = false;
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = u32(bytes, offset);
    const type = ascii(bytes, offset + 4, 4);
    const dataStart = offset + 8;
    // data + 4-byte CRC must fit in the file
    if (dataStart + length + 4 > bytes.length) break;
    if (type === 'IHDR' && length >= 13) {
      width = u32(bytes, dataStart);
      height = u32(bytes, dataStart + 4);
      const colourType = bytes[dataStart + 9];
      alpha = colourType === 4 || colourType === 6;
    } else if (type === 'tRNS') {
      alpha = true;
    } else if (type === 'IEND') {
      ended = true;
      break;
    }
    offset = dataStart + length + 4;
  }
  return { format: 'png', width, height, alphaChannel: width === null ? null : alpha, truncated: !ended };
}

/** Everything the header says; formats other than JPEG and PNG are named but not parsed. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const format = sniffFormat(bytes);
  if (format === 'jpeg') return parseJpeg(bytes);
  if (format === 'png') return parsePng(bytes);
  return { format, width: null, height: null, alphaChannel: null, truncated: false };
}
