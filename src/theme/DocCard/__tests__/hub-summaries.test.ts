import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { localeCodes } from '@site/config/locales';

const root = path.resolve(__dirname, '../../../..');
const docsDir = path.join(root, 'docs');
const translations = localeCodes.filter((locale) => locale !== 'en');
/** About what two lines of a card hold on a 320 px phone (0.8rem text, the widest system font measured). */
const MAX_LENGTH = 64;

type Category = { dir: string; slug: string };

/** Folders whose category has a generated index (a hub page), with its slug's last segment. */
function hubs(dir = docsDir): Category[] {
  const found: Category[] = [];
  const file = path.join(dir, '_category_.json');
  if (existsSync(file)) {
    const link = (JSON.parse(readFileSync(file, 'utf8')) as { link?: { type?: string; slug?: string } }).link;
    if (link?.type === 'generated-index' && link.slug) found.push({ dir, slug: link.slug.split('/').pop()! });
  }
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) found.push(...hubs(path.join(dir, entry.name)));
  return found;
}

const allHubs = hubs();
/** Every doc shown as a card on a hub, relative to docs/. */
const cardDocs = allHubs.flatMap(({ dir }) =>
  readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.relative(docsDir, path.join(dir, name))),
);
/** Every category shown as a card on another hub. */
const cardCategories = allHubs.filter(({ dir }) => allHubs.some((hub) => path.dirname(dir) === hub.dir));

function expectSummary(summary: unknown): void {
  expect(typeof summary).toBe('string');
  const text = (summary as string).trim();
  expect(text.length).toBeGreaterThanOrEqual(20);
  expect(text.length).toBeLessThanOrEqual(MAX_LENGTH);
  // Complete: no ellipsis, no closing full stop (a card line, not a sentence of prose).
  expect(text).not.toMatch(/(\u2026|\.)$/);
}

describe('summaries on the hub cards', () => {
  it('finds the hubs and their cards', () => {
    expect(cardDocs.length).toBeGreaterThanOrEqual(10);
    expect(cardCategories.map((c) => c.slug).sort()).toEqual(['brave-browser', 'brave-search', 'dynamic-ntt']);
  });

  it.each(cardDocs)('%s has a short summary in every locale', (rel) => {
    expectSummary(matter(readFileSync(path.join(docsDir, rel), 'utf8')).data.sidebar_custom_props?.summary);
    for (const locale of translations) {
      const file = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current', rel);
      expectSummary(matter(readFileSync(file, 'utf8')).data.sidebar_custom_props?.summary);
    }
  });

  it.each(cardCategories.map((c) => c.slug))('the category %s has a translated one-liner', (slug) => {
    const id = `docs.card.category.${slug}`;
    const source = readFileSync(path.join(root, 'src/theme/DocCard/index.tsx'), 'utf8');
    const message = new RegExp(`id: '${id.replace(/\./g, '\\.')}',\\s*message: '([^']+)'`).exec(source);
    expect(message).not.toBeNull();
    expectSummary(message![1]);
    for (const locale of translations) {
      const code = JSON.parse(readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')) as Record<
        string,
        { message: string }
      >;
      expectSummary(code[id]?.message);
    }
  });
});
