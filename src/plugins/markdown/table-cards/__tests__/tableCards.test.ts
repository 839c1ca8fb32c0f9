import remarkTableCards, { prepareTable, textOf } from '../index';

type Cell = { type: string; children: unknown[]; data?: { hProperties?: Record<string, unknown> } };

const cell = (text: string): Cell => ({ type: 'tableCell', children: [{ type: 'text', value: text }] });
const row = (...texts: string[]) => ({ type: 'tableRow', children: texts.map(cell) });

describe('remarkTableCards', () => {
  it('marks tables of three or more columns and gives them their headers as labels, once per table', () => {
    const table = {
      type: 'table',
      children: [row('Status', 'What it "means"', 'What you do'), row('Live', 'Runs', 'Nothing')],
    };
    remarkTableCards()({ type: 'root', children: [table] } as never);
    expect((table as { data?: { hProperties?: unknown } }).data?.hProperties).toEqual({
      className: ['table--cards'],
      style: '--table-label-1: "Status"; --table-label-2: "What it \\"means\\""; --table-label-3: "What you do"',
    });
    // No cell carries a label of its own; the short values of the body (not its first column) are marked to share
    // a line with their label.
    expect(table.children.flatMap((r) => r.children.map((c) => c.data))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      { hProperties: { className: ['table-short'] } },
      { hProperties: { className: ['table-short'] } },
    ]);
  });

  it('marks short body values, not long ones, nor the first column', () => {
    const table = {
      type: 'table',
      children: [
        row('Dimension', 'Meaning', 'Search ad'),
        row('branded', 'Whether the search terms included your branded keywords', '✔'),
        row('os', 'Operating system', 'not supported'),
      ],
    };
    prepareTable(table as never);
    const classes = table.children
      .slice(1)
      .map((r) => r.children.map((c) => (c.data?.hProperties?.className as string[] | undefined)?.[0] ?? '-'));
    expect(classes).toEqual([
      ['-', '-', 'table-short'],
      ['-', 'table-short', 'table-short'],
    ]);
  });

  it('leaves a cell that holds only a link on a line of its own, however short', () => {
    const link = (text: string): Cell => ({
      type: 'tableCell',
      children: [{ type: 'link', url: './notification.mdx', children: [{ type: 'text', value: text }] }],
    });
    const table = {
      type: 'table',
      children: [
        row('Placement', 'Where it shows', 'Learn more'),
        {
          type: 'tableRow',
          children: [cell('Notification ad'), cell('A small notification'), link('Notification ads')],
        },
      ],
    };
    prepareTable(table as never);
    const classes = table.children[1].children.map((c) => c.data?.hProperties?.className ?? '-');
    expect(classes).toEqual(['-', ['table-short'], '-']);
  });

  it('makes cards of a two-column table whose first column holds long entries', () => {
    const table = {
      type: 'table',
      children: [row('Problem', 'What to check'), row('Every request fails with an error', 'The token')],
    };
    prepareTable(table as never);
    expect((table as { data?: { hProperties?: { className?: unknown } } }).data?.hProperties?.className).toEqual([
      'table--cards',
    ]);
  });

  it('leaves two-column tables of short terms as they are', () => {
    const table = { type: 'table', children: [row('Term', 'Meaning'), row('CPM', 'Cost per mille')] };
    prepareTable(table as never);
    expect((table as { data?: unknown }).data).toBeUndefined();
  });

  it('reads header text through emphasis, code and images', () => {
    expect(
      textOf({
        type: 'tableCell',
        children: [
          { type: 'strong', children: [{ type: 'text', value: 'Method ' }] },
          { type: 'inlineCode', value: 'GET' },
          { type: 'image', alt: ' icon' },
        ],
      }),
    ).toBe('Method GET icon');
  });
});
