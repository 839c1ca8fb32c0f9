import { readImageHeader, sniffFormat } from '../imageHeader';

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
