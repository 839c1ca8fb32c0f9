// eslint-disable-next-line @typescript-eslint/no-require-imports
const stripGlobalDocsList = require('../stripGlobalDocsList.cjs') as (source: string) => string;

describe('stripGlobalDocsList', () => {
  test("the browser's global data keeps the docs plugin's versions, paths and sidebars, with no list of docs", () => {
    const version = { name: 'current', path: '/es/', mainDocId: 'intro', draftIds: [], sidebars: { main: {} } };
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/es/',
          breadcrumbs: true,
          versions: [{ ...version, docs: [{ id: 'intro', path: '/es/', sidebar: 'main' }] }],
        },
      },
      'brave-ads-translation-status': { default: { sources: { 'intro.md': '0123456789ab' } } },
    };
    expect(JSON.parse(stripGlobalDocsList(JSON.stringify(data)))).toEqual({
      ...data,
      'docusaurus-plugin-content-docs': {
        default: { path: '/es/', breadcrumbs: true, versions: [{ ...version, docs: [] }] },
      },
    });
  });
});
