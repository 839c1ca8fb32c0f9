// eslint-disable-next-line @typescript-eslint/no-require-imports
const stripRegistryNames = require('../stripRegistryNames.cjs') as (source: string) => string;

const entry = (id: string, module: string): string =>
  `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

describe('stripRegistryNames', () => {
  test('the browser registry keeps each loader and webpack id, without the module path in between', () => {
    const source = `export default {\n${entry('17896441', '@theme/DocItem')}\n${entry('4e81a329', '@site/docs/ad-placements/brave-browser/ntt.mdx')}\n};\n`;
    const out = stripRegistryNames(source);
    expect(out).toContain(
      'import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")]',
    );
    expect(out).toContain('"@site/docs/ad-placements/brave-browser/ntt.mdx"), 0, require.resolveWeak(');
    expect(out.match(/, 0, /g)).toHaveLength(2);
  });

  test('a registry in another shape fails the build with a message instead of shipping unchanged', () => {
    const changed = `export default {\n  "17896441": [() => import("@theme/DocItem"), { name: "@theme/DocItem" }],\n};\n`;
    expect(() => stripRegistryNames(changed)).toThrow(/1 of 1 entries of the generated registry/);
  });
});
