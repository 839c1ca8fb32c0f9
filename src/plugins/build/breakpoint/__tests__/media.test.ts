import fs from 'node:fs';
import postcss from 'postcss';
import { desktopBreakpointMedia, moveBreakpoint } from '../media';

const infima = fs.readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');

describe('desktop breakpoint media queries', () => {
  test('a 996 px screen is desktop: max-width 996 becomes 995.98, min-width 997 becomes 996', () => {
    expect(moveBreakpoint('(max-width: 996px)')).toBe('(max-width: 995.98px)');
    expect(moveBreakpoint('(min-width:997px)')).toBe('(min-width: 996px)');
    expect(moveBreakpoint('screen and (min-width: 997px) and (max-width: 1200px)')).toBe(
      'screen and (min-width: 996px) and (max-width: 1200px)',
    );
  });

  test('other breakpoints are left alone', () => {
    for (const params of ['(max-width: 576px)', '(min-width: 1440px)', '(max-width: 9960px)', 'print'])
      expect(moveBreakpoint(params)).toBe(params);
  });

  test("Infima's stylesheet keeps no query that collapses the layout at exactly 996 px", async () => {
    const before = infima.match(/max-width:\s*996px/g)?.length ?? 0;
    expect(before).toBeGreaterThan(0);
    const { css } = await postcss([desktopBreakpointMedia]).process(infima, { from: undefined });
    expect(css).not.toMatch(/max-width:\s*996px|min-width:\s*997px/);
    expect(css.match(/max-width: 995\.98px/g)).toHaveLength(before);
  });
});
