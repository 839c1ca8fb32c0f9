/**
 * Remark plugin: prepares every Markdown table for narrow screens.
 *
 * Two-column tables of a short term and its value read well at 390 px and stay tables. A table of three or more
 * columns, or of two whose first column holds long entries (a problem and what to check, an old column name and
 * its new one), squeezes a column to a word per line on a phone, so it is marked `table--cards`: below the
 * breakpoint in custom.css each row becomes a card and each cell shows its column's header as a label, taken
 * from the table's `--table-label-<n>` custom properties set here (CSS cannot read a header's text). Done at
 * build time, so every locale's tables get it with no script in the browser.
 */

type Node = {
  type: string;
  value?: string;
  alt?: string;
  children?: Node[];
  data?: { hProperties?: Record<string, unknown> };
};

/** The plain text of a node (a header cell may hold emphasis, code or a link). */
export function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** Columns from which a table becomes cards on narrow screens. */
export const CARD_COLUMNS = 3;
/** A two-column table becomes cards when an entry of its first column is longer than this (characters). */
export const LONG_FIRST_CELL = 24;
/**
 * A card's cell at most this long ("optional", "✔", "1200 × 628 px") shares one line with its label, so a table of
 * many short values (a matrix of marks, a list of fields and where each is supported) stays a short stack of cards.
 */
export const SHORT_CELL = 24;

/** A cell that holds a link and nothing else: a way on, which reads at the start of its line like a long value. */
function onlyLink(cell: Node): boolean {
  const content = (cell.children ?? []).filter((c) => !(c.type === 'text' && !c.value?.trim()));
  return content.length === 1 && content[0].type === 'link';
}

function setProperties(node: Node, properties: Record<string, unknown>): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
}

export function prepareTable(table: Node): void {
  const rows = table.children ?? [];
  const header = rows[0]?.children ?? [];
  const longFirstColumn =
    header.length === 2 &&
    rows
      .slice(1)
      .some((row) => textOf(row.children?.[0] ?? { type: 'text', value: '' }).trim().length > LONG_FIRST_CELL);
  if (header.length < CARD_COLUMNS && !longFirstColumn) return;
  // The labels once per table, as custom properties the cells' ::before read by column (custom.css): one string
  // per column in the page's code, not one per cell.
  const style = header
    .map((cell, index) => `--table-label-${index + 1}: ${JSON.stringify(textOf(cell).replace(/\s+/g, ' ').trim())}`)
    .join('; ');
  setProperties(table, { className: ['table--cards'], style });
  for (const row of rows.slice(1)) {
    for (const cell of (row.children ?? []).slice(1)) {
      // A short link would sit at the end of its label's line while its longer neighbours in the column sit under
      // theirs: links keep a line of their own, so the cards of a table line up alike.
      if (textOf(cell).trim().length <= SHORT_CELL && !onlyLink(cell))
        setProperties(cell, { className: ['table-short'] });
    }
  }
}

function visit(node: Node): void {
  if (node.type === 'table') prepareTable(node);
  else for (const child of node.children ?? []) visit(child);
}

export default function remarkTableCards() {
  return (tree: Node): void => visit(tree);
}
