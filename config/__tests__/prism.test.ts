import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { codeTheme, codeColourNames, type CodeColourName } from '../prism';
import { tokenLooks } from '../../src/plugins/markdown/code-blocks';

type Rgb = [number, number, number];

const css = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`custom.css has no "${selector}" rule`);
  return css.slice(start, css.indexOf('}', start));
}

function variable(rule: string, name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(rule);
  if (!match) throw new Error(`${name} is not set`);
  return match[1]!.trim();
}

function parseColour(value: string): { rgb: Rgb; alpha: number } {
  const hexMatch = /^#([0-9a-f]{6})$/i.exec(value);
  if (hexMatch) {
    const n = hexMatch[1]!;
    return { rgb: [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16)) as Rgb, alpha: 1 };
  }
  const rgbMatch = /^rgb\((\d+) (\d+) (\d+)(?: \/ (\d+)%)?\)$/.exec(value);
  if (rgbMatch) {
    const [, r, g, b, a] = rgbMatch;
    return { rgb: [Number(r), Number(g), Number(b)], alpha: a === undefined ? 1 : Number(a) / 100 };
  }
  throw new Error(`cannot read colour ${value}`);
}

/** Composites a translucent colour over an opaque one, as the browser paints a highlighted line. */
function over({ rgb, alpha }: { rgb: Rgb; alpha: number }, bottom: Rgb): Rgb {
  return rgb.map((c, i) => Math.round(c * alpha + bottom[i]! * (1 - alpha))) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const modes = { light: block(':root'), dark: block("[data-theme='dark']") };
const textColours = codeColourNames.filter((name) => name !== 'background');

describe.each(Object.keys(modes) as (keyof typeof modes)[])('code colours in %s mode', (mode) => {
  const rule = modes[mode];
  const colourOf = (name: CodeColourName) => parseColour(variable(rule, `--site-code-${name}`)).rgb;
  const background = colourOf('background');
  const highlighted = over(parseColour(variable(rule, '--docusaurus-highlighted-code-line-bg')), background);

  it.each(textColours)('--site-code-%s reaches 4.5:1 on the block and on a highlighted line', (name) => {
    expect(contrast(colourOf(name), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colourOf(name), highlighted)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the Prism theme', () => {
  it('uses only the --site-code-* variables, each of them defined', () => {
    const used = [codeTheme.plain, ...codeTheme.styles.map((s) => s.style)].flatMap((style) =>
      [style.color, style.backgroundColor].filter((v): v is string => typeof v === 'string'),
    );
    for (const value of used) expect(value).toMatch(/^var\(--site-code-[a-z]+\)$/);
    const names = new Set(used.map((v) => v.slice('var(--site-code-'.length, -1)));
    expect([...names].sort()).toEqual([...codeColourNames].sort());
  });
});

describe('the code block paints each token look as the theme says', () => {
  // src/plugins/markdown/code-blocks gives tokens the class `token <look>`; the code block's stylesheet paints them.
  const sheet = postcss.parse(
    fs.readFileSync(path.resolve(__dirname, '../../src/theme/CodeBlock/styles.module.css'), 'utf8'),
  );
  const painted = new Map<string, Record<string, string>>();
  sheet.walkRules((rule) => {
    const look = /^\.code :global\(\.token\.([a-z]+)\)$/.exec(rule.selector)?.[1];
    if (!look) return;
    const declarations: Record<string, string> = {};
    rule.walkDecls((decl) => {
      declarations[decl.prop] = decl.value;
    });
    painted.set(look, declarations);
  });
  const css = (style: object) =>
    Object.fromEntries(
      Object.entries(style).map(([property, value]) => [
        property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        value,
      ]),
    );

  it.each(codeTheme.styles.flatMap(({ types }) => types))('token type %s', (type) => {
    const look = tokenLooks.get(type)!;
    const expected = Object.assign(
      {},
      ...codeTheme.styles.filter((entry) => tokenLooks.get(entry.types[0]!) === look).map((entry) => css(entry.style)),
    );
    expect(painted.get(look)).toEqual(expected);
  });

  it('and the plain look, which a token inside another takes back', () => {
    expect(painted.get('plain')).toEqual({ color: 'var(--site-code-plain)' });
  });
});
