import { moduleOfChunk, withModuleOrigins, type ClientManifest } from '../manifest';

// The shape of Docusaurus's generated registry.js: chunk name -> [loader, module path, weak id].
const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/es-0a5.json"), "@generated/docusaurus-plugin-content-docs/default/p/es-0a5.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/es-0a5.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "a7bd4aaa": [() => import(/* webpackChunkName: "a7bd4aaa" */ "@theme/DocVersionRoot"), "@theme/DocVersionRoot", require.resolveWeak("@theme/DocVersionRoot")],
};
`;

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['runtime~main', 'main'],
    '17896441': [1889, 7884, '17896441'],
    a7bd4aaa: ['a7bd4aaa'],
  },
  assets: {
    main: { js: ['assets/js/main.1.js'] },
    '17896441': { js: ['assets/js/17896441.2.js'] },
    1889: { js: ['assets/js/1889.3.js'] },
    7884: { js: ['assets/js/7884.4.js'] },
    a7bd4aaa: { js: ['assets/js/a7bd4aaa.5.js'] },
  },
};

describe('route scripts: client manifest origins', () => {
  test('reads each chunk name and its module path from the registry with a parser', () => {
    expect(Object.fromEntries(moduleOfChunk(registry))).toEqual({
      '0058b4c6': '@generated/docusaurus-plugin-content-docs/default/p/es-0a5.json',
      '17896441': '@theme/DocItem',
      a7bd4aaa: '@theme/DocVersionRoot',
    });
  });

  test('a reported module path finds the same chunk group (shared chunks included) as its chunk name', () => {
    const result = withModuleOrigins(manifest, moduleOfChunk(registry));
    expect(result.origins['@theme/DocItem']).toEqual([1889, 7884, '17896441']);
    expect(result.origins['@theme/DocVersionRoot']).toEqual(['a7bd4aaa']);
    // A chunk the manifest does not know (merged into another) adds nothing; the original keys stay.
    expect(result.origins).not.toHaveProperty(['@generated/docusaurus-plugin-content-docs/default/p/es-0a5.json']);
    expect(result.origins.main).toEqual(['runtime~main', 'main']);
    expect(result.assets).toBe(manifest.assets);
  });

  test('a registry without its default export object is an error, not an empty mapping', () => {
    expect(() => moduleOfChunk('export const x = 1;')).toThrow(/export default/);
  });
});
