import * as stock from '@docusaurus/utils-common';

describe("the client's utils-common", () => {
  test('exports every name of the package, with the same values', async () => {
    // The ESM re-export, run through Jest's transform like the bundler would read it.
    const slim = (await import('../utils-common.js')) as Record<string, unknown>;
    const names = Object.keys(stock).filter((name) => name !== 'default' && name !== '__esModule');
    expect(names.length).toBeGreaterThan(5);
    for (const name of names)
      expect([name, typeof slim[name]]).toEqual([name, typeof (stock as Record<string, unknown>)[name]]);
    expect(slim.blogPostContainerID).toBe(stock.blogPostContainerID);
    expect(
      (slim.applyTrailingSlash as typeof stock.applyTrailingSlash)('/es/x/', { trailingSlash: false, baseUrl: '/es/' }),
    ).toBe('/es/x');
  });
});
