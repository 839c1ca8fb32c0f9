/**
 * Reads what an image file says about itself before anything is decoded: the format from the file
 * signature (never the name or extension), the pixel size from the JPEG frame header (SOF) or the PNG
 * IHDR chunk, whether a PNG carries an alpha channel or a transparency chunk, whether the file ends
 * where its own structure says it should (a truncated download or copy does not), and whether its
 * structure and declared size can be trusted at all (a crafted file can say one size and decode to another).
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'heif' | 'unknown';

/**
 * Why the header cannot be trusted: the PNG's IHDR is not the first chunk or occurs more than once;
 * the JPEG has more than one frame header (SOF); the declared size is more than the file's image data
 * could hold even at the format's best compression.
 */
export type HeaderProblem = 'png-ihdr' | 'png-chunks' | 'jpeg-frames' | 'size-implausible';

export interface ImageHeader {
  readonly format: ImageFormat;
  /** Pixel size, when the format is JPEG or PNG and the header could be read (null when its structure is broken). */
  readonly width: number | null;
  readonly height: number | null;
  /** PNG: colour type with alpha (4, 6) or a tRNS chunk. Null for other formats. */
  readonly alphaChannel: boolean | null;
  /** The file stops before its end marker (JPEG EOI, PNG IEND) or inside a segment. */
  readonly truncated: boolean;
  readonly problem: HeaderProblem | null;
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

/**
 * Most pixels one byte of JPEG scan data can stand for. Huffman coding spends at least one bit per code,
 * and every 8 x 8 block of the full-resolution component needs a code for its DC difference (progressive:
 * one in the first scan; the AC scans can skip whole runs of blocks) and, in a sequential file, one more for
 * its AC coefficients (at least an end-of-block): at most 64 pixels per bit progressive, 32 sequential. A
 * lossless file codes every pixel: at most 8 per byte. Arithmetic coding could do better, but browsers do
 * not decode it. Real photos stay far below (tens of pixels per byte, a flat colour around 100-200).
 */
function jpegPixelsPerByte(sof: number): number {
  if (sof === 0xc3) return 8;
  return sof === 0xc0 || sof === 0xc1 ? 32 * 8 : 64 * 8;
}

/**
 * Walks the JPEG's segments: the frame header before the first scan, then every marker between and
 * after the scans (entropy-coded data is skipped: there a 0xFF is always followed by 0x00 or a restart
 * marker), so that a second frame header anywhere is seen, while an Exif thumbnail (inside an APP1
 * segment, with its own frame header) or an image appended after the end marker is not.
 */
export function parseJpeg(bytes: Uint8Array): ImageHeader {
  let width: number | null = null;
  let height: number | null = null;
  let sof = -1;
  let frames = 0;
  let scanStart = -1;
  let ended = false;
  let offset = 2;
  let end = bytes.length;
  walk: while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) {
      if (scanStart < 0) break; // not a marker where one must be: corrupt
      offset += 1; // stray bytes between scans: decoders skip them to the next marker, and so does this
      continue;
    }
    while (offset < bytes.length && bytes[offset] === 0xff) offset += 1; // fill bytes
    if (offset >= bytes.length) break;
    const marker = bytes[offset];
    offset += 1;
    if (marker === 0xd9) {
      ended = scanStart >= 0; // EOI before any scan: no image
      end = offset;
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // markers without a length
    if (offset + 2 > bytes.length) break;
    const length = u16(bytes, offset);
    if (length < 2 || offset + length > bytes.length) break;
    if (SOF_MARKERS.has(marker)) {
      frames += 1;
      if (frames === 1 && length >= 7) {
        sof = marker;
        height = u16(bytes, offset + 3);
        width = u16(bytes, offset + 5);
      }
    }
    offset += length;
    if (marker === 0xda) {
      if (scanStart < 0) scanStart = offset;
      // Entropy-coded data runs to the next marker that is not a stuffed byte or a restart marker.
      for (;;) {
        if (offset + 1 >= bytes.length) break walk;
        if (bytes[offset] === 0xff) {
          const next = bytes[offset + 1];
          if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) break;
        }
        offset += 1;
      }
    }
  }
  const truncated = !ended;
  if (frames > 1)
    return { format: 'jpeg', width: null, height: null, alphaChannel: null, truncated, problem: 'jpeg-frames' };
  const implausible =
    !!width && !!height && scanStart >= 0 && width * height > (end - scanStart) * jpegPixelsPerByte(sof);
  return {
    format: 'jpeg',
    width,
    height,
    alphaChannel: null,
    truncated,
    problem: implausible ? 'size-implausible' : null,
  };
}

/** Channels per PNG colour type: grey, RGB, palette index, grey + alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Most bytes of pixel data one byte of deflate stream can expand to: a match of 258 bytes coded in two bits
 * (one for the length code, one for the distance code, with the shortest Huffman codes) is deflate's limit,
 * 1032 : 1. A PNG whose pixels need more than that from its IDAT data is lying about its size.
 */
const DEFLATE_MAX_RATIO = 1032;

/**
 * Chunks read from one PNG at most. Encoders write image data in chunks of 8 KB or more, so a file under the
 * tool's size cap needs a few thousand; a file of millions of empty chunks would keep the walk (and the tab)
 * busy for seconds, so past this count the header is not trusted.
 */
export const MAX_PNG_CHUNKS = 100_000;

export function parsePng(bytes: Uint8Array): ImageHeader {
  let width: number | null = null;
  let height: number | null = null;
  let bitsPerPixel = 0;
  let alpha = false;
  let ended = false;
  let headers = 0;
  let misplaced = false;
  let idatBytes = 0;
  let offset = 8;
  let chunks = 0;
  while (offset + 8 <= bytes.length) {
    chunks += 1;
    if (chunks > MAX_PNG_CHUNKS)
      return { format: 'png', width: null, height: null, alphaChannel: null, truncated: false, problem: 'png-chunks' };
    const length = u32(bytes, offset);
    const type = ascii(bytes, offset + 4, 4);
    const dataStart = offset + 8;
    // IHDR must be the first chunk, and the only one (PNG specification).
    if ((offset === 8) !== (type === 'IHDR')) misplaced = true;
    // data + 4-byte CRC must fit in the file
    if (dataStart + length + 4 > bytes.length) break;
    if (type === 'IHDR') {
      headers += 1;
      if (headers === 1 && length >= 13) {
        width = u32(bytes, dataStart);
        height = u32(bytes, dataStart + 4);
        const colourType = bytes[dataStart + 9];
        bitsPerPixel = bytes[dataStart + 8] * (PNG_CHANNELS[colourType] ?? 1);
        alpha = colourType === 4 || colourType === 6;
      }
    } else if (type === 'IDAT') {
      idatBytes += length;
    } else if (type === 'tRNS') {
      alpha = true;
    } else if (type === 'IEND') {
      ended = true;
      break;
    }
    offset = dataStart + length + 4;
  }
  const truncated = !ended;
  if (misplaced || headers > 1)
    return { format: 'png', width: null, height: null, alphaChannel: null, truncated, problem: 'png-ihdr' };
  // The pixels alone, without the filter byte of each row: a lower bound of what the IDAT data must inflate to.
  const pixelBytes = width && height ? (width * height * bitsPerPixel) / 8 : 0;
  const implausible = pixelBytes > idatBytes * DEFLATE_MAX_RATIO;
  return {
    format: 'png',
    width,
    height,
    alphaChannel: width === null ? null : alpha,
    truncated,
    problem: implausible ? 'size-implausible' : null,
  };
}

/** Everything the header says; formats other than JPEG and PNG are named but not parsed. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const format = sniffFormat(bytes);
  if (format === 'jpeg') return parseJpeg(bytes);
  if (format === 'png') return parsePng(bytes);
  return { format, width: null, height: null, alphaChannel: null, truncated: false, problem: null };
}
