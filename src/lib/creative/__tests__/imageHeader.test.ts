import { MAX_PNG_CHUNKS, readImageHeader, sniffFormat } from '../imageHeader';

/** A minimal JPEG: SOI, an APP0 segment, SOF (baseline or progressive), SOS, two data bytes, EOI. */
function jpeg(width: number, height: number, opts: { sof?: number; end?: boolean; app1?: number } = {}): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = opts.app1
    ? [0xff, 0xe1, (opts.app1 + 2) >> 8, (opts.app1 + 2) & 0xff, ...new Array(opts.app1).fill(0xff)]
    : [];
  const sof = [
    0xff,
    opts.sof ?? 0xc0,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ];
  const sos = [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0, 0x12, 0xff, 0x00, 0x34];
  const eoi = opts.end === false ? [] : [0xff, 0xd9];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...app1, ...sof, ...sos, ...eoi]);
}

function crc(): number[] {
  return [0, 0, 0, 0]; // not verified by the parser
}
function chunk(type: string, data: number[]): number[] {
  const n = data.length;
  return [
    n >>> 24,
    (n >> 16) & 0xff,
    (n >> 8) & 0xff,
    n & 0xff,
    ...Array.from(type, (c) => c.charCodeAt(0)),
    ...data,
    ...crc(),
  ];
}
const be32 = (v: number): number[] => [v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
function png(
  width: number,
  height: number,
  colourType: number,
  opts: { trns?: boolean; end?: boolean } = {},
): Uint8Array {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...be32(width), ...be32(height), 8, colourType, 0, 0, 0]),
    ...(opts.trns ? chunk('tRNS', [0, 0]) : []),
    ...chunk('IDAT', [1, 2, 3]),
    ...(opts.end === false ? [] : chunk('IEND', [])),
  ]);
}
const text = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('readImageHeader', () => {
  it.each([
    ['baseline JPEG 2560x1440', jpeg(2560, 1440), { format: 'jpeg', width: 2560, height: 1440, truncated: false }],
    [
      'progressive JPEG 1920x1080',
      jpeg(1920, 1080, { sof: 0xc2 }),
      { format: 'jpeg', width: 1920, height: 1080, truncated: false },
    ],
    [
      'JPEG with a large APP1 before the frame',
      jpeg(512, 512, { app1: 5000 }),
      { format: 'jpeg', width: 512, height: 512, truncated: false },
    ],
    [
      'JPEG without its end marker',
      jpeg(2560, 1440, { end: false }),
      { format: 'jpeg', width: 2560, height: 1440, truncated: true },
    ],
    [
      'JPEG cut inside the header',
      jpeg(2560, 1440).subarray(0, 12),
      { format: 'jpeg', width: null, height: null, truncated: true },
    ],
    ['JPEG 20000x20000', jpeg(20000, 20000), { format: 'jpeg', width: 20000, height: 20000, truncated: false }],
    [
      'PNG RGBA 512x512',
      png(512, 512, 6),
      { format: 'png', width: 512, height: 512, alphaChannel: true, truncated: false },
    ],
    ['PNG grey+alpha', png(64, 32, 4), { format: 'png', width: 64, height: 32, alphaChannel: true }],
    ['PNG RGB', png(1920, 1080, 2), { format: 'png', width: 1920, height: 1080, alphaChannel: false }],
    ['PNG RGB with tRNS', png(512, 512, 2, { trns: true }), { format: 'png', alphaChannel: true }],
    [
      'PNG palette without IEND',
      png(512, 512, 3, { end: false }),
      { format: 'png', alphaChannel: false, truncated: true },
    ],
    ['GIF', text('GIF89a\x01\x00\x01\x00'), { format: 'gif', width: null }],
    ['WebP', text('RIFF\x00\x00\x00\x00WEBPVP8 '), { format: 'webp' }],
    ['HEIC', text('\x00\x00\x00\x18ftypheic\x00\x00'), { format: 'heif' }],
    ['plain text named photo.jpg', text('hello, this is not an image'), { format: 'unknown', width: null }],
    ['empty file', new Uint8Array(0), { format: 'unknown', width: null, truncated: false }],
  ])('%s', (_name, bytes, expected) => {
    expect(readImageHeader(bytes)).toMatchObject(expected);
  });

  it('goes by the signature, not by what the first byte suggests', () => {
    expect(sniffFormat(Uint8Array.from([0xff, 0xd8]))).toBe('unknown');
    expect(sniffFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBe('unknown');
  });
});

/** JPEG segments, built byte by byte: a marker with its payload and length. */
const segment = (marker: number, payload: readonly number[]): number[] => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];
const frame = (marker: number, width: number, height: number): number[] =>
  segment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
const scanHeader = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
/** Entropy-coded bytes: never 0xFF, so no marker among them. */
const scanData = (n: number): Uint8Array => new Uint8Array(n).fill(0x5a);
function jpegOf(...parts: ReadonlyArray<readonly number[] | Uint8Array>): Uint8Array {
  const all = [[0xff, 0xd8], ...parts];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
const EOI = [0xff, 0xd9];

function pngOf(chunks: ReadonlyArray<readonly [string, number[] | Uint8Array]>): Uint8Array {
  const parts: number[][] = chunks.map(([type, data]) => chunk(type, Array.from(data)));
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...parts.flat()]);
}
const ihdr = (width: number, height: number, depth = 8, colourType = 6): [string, number[]] => [
  'IHDR',
  [...be32(width), ...be32(height), depth, colourType, 0, 0, 0],
];

describe('a header that cannot be trusted is reported, not believed', () => {
  it('refuses a PNG with a second IHDR (the declared size would not be the decoded one)', () => {
    const crafted = pngOf([ihdr(20000, 20000), ['IDAT', [1, 2, 3]], ihdr(1, 1), ['IEND', []]]);
    expect(readImageHeader(crafted)).toMatchObject({ format: 'png', width: null, height: null, problem: 'png-ihdr' });
    const twice = pngOf([ihdr(1, 1), ihdr(1, 1), ['IDAT', [1, 2, 3]], ['IEND', []]]);
    expect(readImageHeader(twice).problem).toBe('png-ihdr');
  });

  it('refuses a PNG whose first chunk is not IHDR, or that has none', () => {
    const late = pngOf([['tEXt', [0x61, 0, 0x62]], ihdr(1, 1), ['IDAT', [1, 2, 3]], ['IEND', []]]);
    expect(readImageHeader(late)).toMatchObject({ width: null, problem: 'png-ihdr' });
    const none = pngOf([
      ['IDAT', [1, 2, 3]],
      ['IEND', []],
    ]);
    expect(readImageHeader(none).problem).toBe('png-ihdr');
  });

  it('stops reading a PNG of more chunks than any image needs, and does not trust its header', () => {
    /** IHDR, then `count` empty chunks of `type` (12 bytes each), then IEND. */
    const manyChunks = (type: string, count: number): Uint8Array => {
      const head = pngOf([ihdr(1, 1)]);
      const empty = Uint8Array.from(chunk(type, []));
      const end = Uint8Array.from(chunk('IEND', []));
      const bytes = new Uint8Array(head.length + count * empty.length + end.length);
      bytes.set(head);
      for (let i = 0; i < count; i += 1) bytes.set(empty, head.length + i * empty.length);
      bytes.set(end, head.length + count * empty.length);
      return bytes;
    };
    expect(readImageHeader(manyChunks('tEXt', MAX_PNG_CHUNKS))).toMatchObject({
      format: 'png',
      width: null,
      height: null,
      problem: 'png-chunks',
    });
    // Image data split into thousands of chunks, as encoders write a large image, is read as usual.
    expect(readImageHeader(manyChunks('IDAT', 5000))).toMatchObject({ width: 1, height: 1, truncated: false });
  });

  it('refuses a JPEG with two frame headers, before or after the first scan', () => {
    const before = jpegOf(frame(0xc0, 1, 1), frame(0xc0, 20000, 20000), scanHeader, scanData(10), EOI);
    expect(readImageHeader(before)).toMatchObject({ format: 'jpeg', width: null, problem: 'jpeg-frames' });
    const after = jpegOf(
      frame(0xc2, 64, 64),
      scanHeader,
      scanData(10),
      frame(0xc2, 7000, 7000),
      scanHeader,
      scanData(10),
      EOI,
    );
    expect(readImageHeader(after)).toMatchObject({ width: null, problem: 'jpeg-frames' });
  });

  it('does not count the frame header of an Exif thumbnail or of an image appended after the end', () => {
    const thumbnail = [0x45, 0x78, 0x69, 0x66, 0, 0, 0xff, 0xd8, ...frame(0xc0, 160, 90), ...scanHeader, 1, 2, ...EOI];
    const file = jpegOf(
      segment(0xe1, thumbnail),
      frame(0xc0, 64, 64),
      scanHeader,
      scanData(100),
      EOI,
      jpegOf(frame(0xc0, 32, 32), scanHeader, scanData(4), EOI),
    );
    expect(readImageHeader(file)).toMatchObject({ width: 64, height: 64, truncated: false, problem: null });
  });

  it('reads past stuffed bytes, restart markers and stray bytes between scans to the real end', () => {
    const data = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56];
    const file = jpegOf(
      frame(0xc2, 16, 16),
      scanHeader,
      data,
      segment(0xc4, [0, 1, 2]),
      [0x00, 0x07],
      scanHeader,
      data,
      EOI,
    );
    expect(readImageHeader(file)).toMatchObject({ width: 16, height: 16, truncated: false, problem: null });
    const cut = file.subarray(0, file.length - 6);
    expect(readImageHeader(cut)).toMatchObject({ width: 16, truncated: true });
  });

  describe('a declared size the data could not hold', () => {
    // 7000 x 7000 = 49 megapixels, under the tool's 50-megapixel cap.
    it.each([
      // A 1200 x 630 photo's worth of data (about 58 KB) under a frame header that claims 7000 x 7000.
      ['baseline, 58 KB of scan data', 0xc0, 7000, 7000, 58_000, 'size-implausible'],
      ['baseline, 200 KB (245 pixels a byte)', 0xc0, 7000, 7000, 200_000, null],
      // Progressive AC scans can skip runs of blocks: up to 512 pixels a byte.
      ['progressive, 100 KB (490 pixels a byte)', 0xc2, 7000, 7000, 100_000, null],
      ['baseline, 100 KB (490 pixels a byte)', 0xc0, 7000, 7000, 100_000, 'size-implausible'],
      ['progressive, 90 KB (544 pixels a byte)', 0xc2, 7000, 7000, 90_000, 'size-implausible'],
      // Lossless: every pixel coded, at most 8 a byte.
      ['lossless 2560 x 1440, 100 KB', 0xc3, 2560, 1440, 100_000, 'size-implausible'],
      ['lossless 2560 x 1440, 500 KB', 0xc3, 2560, 1440, 500_000, null],
      // A flat colour at 2560 x 1440, as a browser encodes it: about 22 KB.
      ['flat-colour background, 22 KB', 0xc0, 2560, 1440, 22_000, null],
    ] as const)('JPEG %s', (_name, sof, width, height, bytes, problem) => {
      const file = jpegOf(frame(sof, width, height), scanHeader, scanData(bytes), EOI);
      expect(readImageHeader(file)).toMatchObject({ width, height, truncated: false, problem });
    });

    it.each([
      // Deflate expands one byte to at most 1032: 49 MB of grey pixels need about 47.5 KB of IDAT.
      ['7000 x 7000 grey, 47.5 KB of IDAT (as zlib -9 makes a flat image)', 7000, 7000, 8, 0, 47_500, null],
      ['7000 x 7000 grey, 40 KB of IDAT', 7000, 7000, 8, 0, 40_000, 'size-implausible'],
      ['20000 x 20000 at 1 bit, 48.5 KB', 20000, 20000, 1, 0, 48_500, null],
      ['2560 x 1440 RGBA, 14 KB', 2560, 1440, 8, 6, 14_000, 'size-implausible'],
      ['2560 x 1440 RGBA, 15 KB', 2560, 1440, 8, 6, 15_000, null],
      ['512 x 512 RGBA logo, 14 KB', 512, 512, 8, 6, 14_000, null],
    ] as const)('PNG %s', (_name, width, height, depth, colourType, idat, problem) => {
      const file = pngOf([ihdr(width, height, depth, colourType), ['IDAT', new Uint8Array(idat)], ['IEND', []]]);
      expect(readImageHeader(file)).toMatchObject({ width, height, truncated: false, problem });
    });

    it('adds up the IDAT chunks', () => {
      const split = pngOf([
        ihdr(2560, 1440),
        ['IDAT', new Uint8Array(8_000)],
        ['IDAT', new Uint8Array(7_000)],
        ['IEND', []],
      ]);
      expect(readImageHeader(split).problem).toBeNull();
    });
  });
});
