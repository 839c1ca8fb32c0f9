import type { PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { cardSummary, categoryKey, withSummary } from '../summary';

const doc = (customProps?: Record<string, unknown>): PropSidebarItemLink => ({
  type: 'link',
  label: 'New tab takeover',
  href: '/es/ad-placements/brave-browser/ntt',
  docId: 'ad-placements/brave-browser/ntt',
  unlisted: false,
  ...(customProps ? { customProps } : {}),
});

const category = (href: string | undefined): PropSidebarItemCategory => ({
  type: 'category',
  label: 'Brave Browser',
  href,
  collapsed: true,
  collapsible: true,
  items: [doc(), doc(), doc()],
});

const categories = { 'brave-browser': 'Anuncios de nueva pestaña y de notificación' };

describe('categoryKey', () => {
  it.each([
    ['/category/brave-browser', 'brave-browser'],
    ['/es/category/brave-browser', 'brave-browser'],
    ['/es/category/brave-browser/', 'brave-browser'],
    ['/category/dynamic-ntt?from=demos#top', 'dynamic-ntt'],
    ['/ad-placements/brave-browser/ntt', null],
    ['/category/', null],
    [undefined, null],
  ])('%s -> %p', (href, expected) => {
    expect(categoryKey(href)).toBe(expected);
  });
});

// A card says what its page gives the reader, in the page's language, never "3 items" nor a cut SEO description.
describe('cardSummary', () => {
  it("takes a doc's summary from its front matter custom props", () => {
    expect(cardSummary(doc({ summary: ' Tamaños de imagen y precio ' }), categories)).toBe(
      'Tamaños de imagen y precio',
    );
  });

  it('keeps the stock description of a doc without a usable summary', () => {
    expect(cardSummary(doc(), categories)).toBeUndefined();
    expect(cardSummary(doc({ summary: '   ' }), categories)).toBeUndefined();
    expect(cardSummary(doc({ summary: 42 }), categories)).toBeUndefined();
    expect(cardSummary(doc({ other: 'x' }), categories)).toBeUndefined();
  });

  it("gives a category its translated one-liner by its generated index's slug", () => {
    expect(cardSummary(category('/es/category/brave-browser'), categories)).toBe(categories['brave-browser']);
  });

  it('keeps the stock item count of a category without one', () => {
    expect(cardSummary(category('/es/category/brave-search'), categories)).toBeUndefined();
    expect(cardSummary(category(undefined), categories)).toBeUndefined();
    expect(cardSummary(category('/es/category/brave-browser'), { 'brave-browser': '' })).toBeUndefined();
  });

  it('leaves HTML items alone', () => {
    expect(cardSummary({ type: 'html', value: '<hr>' }, categories)).toBeUndefined();
  });
});

describe('withSummary', () => {
  it('returns a copy with the summary as description, the item itself unchanged', () => {
    const item = doc({ summary: 'Tamaños de imagen y precio' });
    const described = withSummary(item, categories);
    expect(described).toEqual({ ...item, description: 'Tamaños de imagen y precio' });
    expect(item).not.toHaveProperty('description');
  });

  it('returns the same item when there is nothing better to say', () => {
    const item = category('/es/category/brave-search');
    expect(withSummary(item, categories)).toBe(item);
  });
});
