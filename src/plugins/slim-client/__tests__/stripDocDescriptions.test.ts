// eslint-disable-next-line @typescript-eslint/no-require-imports
const stripDocDescriptions = require('../stripDocDescriptions.cjs') as (source: string) => string;

describe('stripDocDescriptions', () => {
  test("the browser's version data keeps every doc, its title and sidebar, without its description", () => {
    const version = {
      version: {
        pluginId: 'default',
        docsSidebars: { tutorialSidebar: [{ type: 'link', label: 'Billing', docId: 'billing' }] },
        docs: {
          billing: { id: 'billing', title: 'Billing', description: 'How invoices work.', sidebar: 'tutorialSidebar' },
          intro: { id: 'intro', title: 'Welcome', sidebar: 'tutorialSidebar' },
        },
      },
    };
    expect(JSON.parse(stripDocDescriptions(JSON.stringify(version)))).toEqual({
      version: {
        ...version.version,
        docs: {
          billing: { id: 'billing', title: 'Billing', sidebar: 'tutorialSidebar' },
          intro: { id: 'intro', title: 'Welcome', sidebar: 'tutorialSidebar' },
        },
      },
    });
  });

  test('other data of the folder (a category index) passes unchanged', () => {
    const category = JSON.stringify({ categoryGeneratedIndex: { title: 'Placements', description: 'All of them' } });
    expect(stripDocDescriptions(category)).toBe(category);
  });
});
