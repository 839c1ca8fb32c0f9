import { analyseImages, CHOICE_MEGAPIXELS } from '../analyseImage';

/**
 * The browser's decoder and canvas are stand-ins here: what is tested is which files reach the decoder, and that
 * they reach it one at a time.
 */
let inFlight = 0;
let mostInFlight = 0;
const decoded: string[] = [];

beforeEach(() => {
  inFlight = 0;
  mostInFlight = 0;
  decoded.length = 0;
  const g = globalThis as Record<string, unknown>;
  g.createImageBitmap = async (file: File, options: { resizeWidth: number; resizeHeight: number }) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    decoded.push(file.name);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    return { width: options.resizeWidth, height: options.resizeHeight, close() {} };
  };
  g.OffscreenCanvas = class {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      const { width, height } = this;
      return {
        drawImage() {},
        getImageData: () => ({ data: new Uint8ClampedArray(width * height * 4).fill(255) }),
      };
    }
  };
});

const be32 = (v: number): number[] => [v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
const chunk = (type: string, data: ArrayLike<number>): number[] => [
  ...be32(data.length),
  ...Array.from(type, (c) => c.charCodeAt(0)),
  ...Array.from(data),
  0,
  0,
  0,
  0,
];
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A grey PNG with as much IDAT data as its size needs to be plausible (1 byte of deflate per 1000 pixels). */
function png(name: string, width: number, height: number): File {
  const idat = new Uint8Array(Math.ceil((width * height) / 1000));
  const bytes = Uint8Array.from([
    ...SIGNATURE,
    ...chunk('IHDR', [...be32(width), ...be32(height), 8, 0, 0, 0, 0]),
    ...chunk('IDAT', idat),
    ...chunk('IEND', []),
  ]);
  return new File([bytes], name, { type: 'image/png' });
}

describe('the files of one choice', () => {
  it('are decoded one at a time, and the files past the budget are not decoded', async () => {
    // Twelve images of 7000 x 7000 (49 megapixels), each under the per-file cap.
    const files = Array.from({ length: 12 }, (_, i) => png(`big-${i + 1}.png`, 7000, 7000));
    const results = await analyseImages(files);
    expect(mostInFlight).toBe(1);
    const fit = Math.floor(CHOICE_MEGAPIXELS / 49);
    expect(decoded).toEqual(files.slice(0, fit).map((f) => f.name));
    expect(results.map((r) => r.refusal)).toEqual([
      ...Array.from({ length: fit }, () => null),
      ...Array.from({ length: 12 - fit }, () => 'over-budget'),
    ]);
    expect(results.filter((r) => r.bitmap !== null)).toHaveLength(fit);
  });

  it('still decodes a small file after the budget ran out for a large one', async () => {
    const files = [
      png('a.png', 7000, 7000),
      png('b.png', 7000, 7000),
      png('c.png', 7000, 7000),
      png('d.png', 7000, 7000),
      png('logo.png', 512, 512),
    ];
    const results = await analyseImages(files);
    expect(results.map((r) => r.refusal)).toEqual([null, null, null, 'over-budget', null]);
    expect(decoded).toEqual(['a.png', 'b.png', 'c.png', 'logo.png']);
  });

  it('waits for a choice being read before the next one, so two choices never decode at once', async () => {
    const first = analyseImages([png('one.png', 2560, 1440), png('two.png', 2560, 1440)]);
    const second = analyseImages([png('three.png', 2560, 1440)]);
    await Promise.all([first, second]);
    expect(mostInFlight).toBe(1);
    expect(decoded).toEqual(['one.png', 'two.png', 'three.png']);
  });

  it('never decodes a file whose header cannot be trusted, and it takes nothing from the budget', async () => {
    const crafted = Uint8Array.from([
      ...SIGNATURE,
      ...chunk('IHDR', [...be32(20000), ...be32(20000), 8, 0, 0, 0, 0]),
      ...chunk('IDAT', [1, 2, 3]),
      ...chunk('IHDR', [...be32(1), ...be32(1), 8, 0, 0, 0, 0]),
      ...chunk('IEND', []),
    ]);
    // Says 7000 x 7000 over three bytes of image data.
    const thin = Uint8Array.from([
      ...new Uint8Array(await png('x', 1, 1).arrayBuffer()).subarray(0, 33),
      ...chunk('IDAT', [1, 2, 3]),
      ...chunk('IEND', []),
    ]);
    thin.set([...be32(7000), ...be32(7000)], 16);
    const results = await analyseImages([
      new File([crafted], 'two-headers.png'),
      new File([thin], 'thin.png'),
      png('a.png', 7000, 7000),
      png('b.png', 7000, 7000),
      png('c.png', 7000, 7000),
    ]);
    expect(results.map((r) => r.refusal)).toEqual(['malformed', 'implausible-size', null, null, null]);
    expect(decoded).toEqual(['a.png', 'b.png', 'c.png']);
  });
});
