import leanPostCssPlugin, { withoutPresetEnv } from '..';

describe('lean-postcss', () => {
  test("postcss-preset-env leaves the client's PostCSS plugins; the others stay in order", () => {
    const mine = { postcssPlugin: 'desktop-breakpoint-media' };
    const options = {
      ident: 'postcss',
      plugins: [['/site/node_modules/postcss-preset-env/dist/index.cjs', {}], mine, '/site/node_modules/other/x.js'],
    };
    expect(withoutPresetEnv(options)).toEqual({ ident: 'postcss', plugins: [mine, '/site/node_modules/other/x.js'] });
    expect(leanPostCssPlugin().configurePostCss).toBe(withoutPresetEnv);
  });
});
