import { outDirOf } from '../build';

describe('outDirOf', () => {
  it('finds the output folder the build checks for every edition', () => {
    expect(outDirOf([])).toBe('build');
    expect(outDirOf(['--out-dir', '/tmp/site'])).toBe('/tmp/site');
    expect(outDirOf(['--out-dir=out', '--no-minify'])).toBe('out');
  });
});
