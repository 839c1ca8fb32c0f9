import { createRequire } from 'node:module';
import type * as Probe from '../zz-probe.mjs';
const nodeRequire = createRequire(__filename);
const mod = nodeRequire('../zz-probe.mjs') as typeof Probe;
it('works', () => {
  expect(mod.probe('The quick brown fox jumps over the lazy dog and keeps running through the field')).toBe('eng');
  expect(mod.list()).toEqual([{ a: 1 }]);
});
