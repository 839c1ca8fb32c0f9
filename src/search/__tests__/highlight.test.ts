import { snippet } from '../highlight';

const tags = { pre: '<mark>', post: '</mark>' };
const matching =
  (...words: string[]) =>
  (word: string): boolean =>
    words.includes(word.toLowerCase());

describe('snippet', () => {
  const text =
    'Campaigns run for a fixed period and stop on their own. Invoices are sent monthly to the billing contact, ' +
    'who pays them by card or bank transfer within thirty days of the invoice date.';

  it("starts at the match's sentence when it begins within half a window, not mid-clause", () => {
    const { value } = snippet(text, matching('monthly'), tags, 12, '…', 1);
    expect(value).toBe('…Invoices are sent <mark>monthly</mark> to the billing contact, who pays them by…');
  });

  it('keeps two words before the match when its sentence began further back', () => {
    const { value } = snippet(text, matching('transfer'), tags, 8, '…', 1);
    expect(value).toBe('…or bank <mark>transfer</mark> within thirty days of the…');
  });

  it('starts at the text when the match is in its first sentence, within half a window', () => {
    const { value } = snippet(text, matching('fixed'), tags, 10, '…', 1);
    expect(value).toBe('Campaigns run for a <mark>fixed</mark> period and stop on their…');
  });

  it('keeps the sentence start near the end of the text, with fewer words, rather than sliding back', () => {
    const { value } = snippet(text, matching('monthly'), tags, 30, '…', 1);
    expect(value).toBe(
      '…Invoices are sent <mark>monthly</mark> to the billing contact, who pays them by card or bank transfer within thirty days of the invoice date.',
    );
  });
});

describe('snippet with a lead', () => {
  const text = 'The campaign does not deliver. Its dates have not ended and some of its budget is left.';

  it("puts the text's first words before a window that starts later, the cut marked once", () => {
    const { value } = snippet(text, matching('budget'), tags, 8, '…', 1);
    expect(value).toBe('…ended and some of its <mark>budget</mark> is left.');
    const led = snippet(text, matching('budget'), tags, 8, '…', 1, 3);
    expect(led.value).toBe('The campaign does … ended and some of its <mark>budget</mark> is left.');
  });

  it('joins a lead that reaches the window, and changes nothing when the window starts the text', () => {
    expect(snippet(text, matching('dates'), tags, 6, '…', 1, 5).value).toBe(
      'The campaign does not deliver. Its <mark>dates</mark> have not ended and…',
    );
    expect(snippet(text, matching('campaign'), tags, 6, '…', 1, 3).value).toBe(
      snippet(text, matching('campaign'), tags, 6, '…', 1).value,
    );
  });
});
