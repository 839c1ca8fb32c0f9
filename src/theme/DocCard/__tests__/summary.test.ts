import type { PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { cardIcon, cardSummary, categoryKey } from '../summary';

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

describe('cardIcon', () => {
  it('gives a label that starts with a letter, a digit or a quote the fallback icon and the label, trimmed', () => {
    expect(cardIcon(' Nueva pestaña ', 'F')).toEqual({ icon: 'F', title: 'Nueva pestaña' });
    expect(cardIcon('3 formatos', 'F')).toEqual({ icon: 'F', title: '3 formatos' });
    expect(cardIcon('\u201cBrave\u201d', 'F')).toEqual({ icon: 'F', title: '\u201cBrave\u201d' });
    expect(cardIcon('', 'F')).toEqual({ icon: 'F', title: '' });
  });

  it("makes a writer's leading emoji the icon, whole (a flag, a skin tone, a keycap), as the stock card does", () => {
    expect(cardIcon('\u{1F4CA} Informes', 'F')).toEqual({ icon: '\u{1F4CA}', title: 'Informes' });
    expect(cardIcon('\u{1F1EA}\u{1F1F8} España', 'F')).toEqual({ icon: '\u{1F1EA}\u{1F1F8}', title: 'España' });
    expect(cardIcon('\u{1F44B}\u{1F3FD} Hola', 'F')).toEqual({ icon: '\u{1F44B}\u{1F3FD}', title: 'Hola' });
    expect(cardIcon('1\ufe0f\u20e3 Paso', 'F')).toEqual({ icon: '1\ufe0f\u20e3', title: 'Paso' });
  });
});
