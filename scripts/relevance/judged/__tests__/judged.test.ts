import fs from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';

import { specRoutes } from '../../../../config/routes';
import { JUDGED_LOCALES, QUERY_KINDS, judgedSet, readJudgedFile, splitQueries, type JudgedLocale } from '../split';

/**
 * The judged query set is what search ranking is measured against: a query whose page doesn't
 * exist can never succeed and would silently lower every figure, and a split that moves between
 * runs would let test queries leak into tuning.
 */
const root = path.resolve(__dirname, '../../../..');

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

/** Doc routes of one docs tree: the front-matter slug when there is one, otherwise the file path. */
function docRoutesOf(dir: string): Set<string> {
  return new Set(
    markdownFiles(dir).map((file) => {
      const slug = matter(fs.readFileSync(file, 'utf8')).data.slug as string | undefined;
      if (slug?.startsWith('/')) return slug;
      const rel = path
        .relative(dir, file)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/');
      return slug ? `/${path.posix.join(path.posix.dirname(rel), slug)}` : `/${rel}`;
    }),
  );
}

function blogRoutesOf(dir: string): Set<string> {
  return new Set(
    markdownFiles(dir).map((file) => {
      const slug = matter(fs.readFileSync(file, 'utf8')).data.slug as string | undefined;
      if (!slug) throw new Error(`${file} has no slug: its route would depend on the file name`);
      return `/blog/${slug}`;
    }),
  );
}

/** The routes a locale's edition serves: the spec's routes plus every doc and blog post it has. */
function routesOf(locale: JudgedLocale): Set<string> {
  const docsDir =
    locale === 'en'
      ? path.join(root, 'docs')
      : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
  const blogDir =
    locale === 'en' ? path.join(root, 'blog') : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-blog');
  return new Set<string>([...specRoutes, ...docRoutesOf(docsDir), ...blogRoutesOf(blogDir)]);
}

describe.each(JUDGED_LOCALES)('judged queries, %s', (locale) => {
  const file = readJudgedFile(locale);
  const queries = file.queries;

  test('the file is the locale it is named after and holds at least 100 queries', () => {
    expect(file.locale).toBe(locale);
    expect(queries.length).toBeGreaterThanOrEqual(100);
  });

  test('ids are unique, follow <locale>-NNN, and no query text is repeated', () => {
    const ids = queries.map((query) => query.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${locale}-\\d{3}$`));
    const texts = queries.map((query) => query.q.trim().toLowerCase());
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  test('every query has a known kind, a text and at least one page', () => {
    for (const query of queries) {
      expect(QUERY_KINDS).toContain(query.kind);
      expect(query.q.trim().length).toBeGreaterThan(0);
      expect(query.pages.length).toBeGreaterThan(0);
    }
    // Every kind is represented, so the per-kind figures of the bench mean something.
    expect(new Set(queries.map((query) => query.kind))).toEqual(new Set(QUERY_KINDS));
  });

  test("every judged page is a route of this locale's edition", () => {
    const routes = routesOf(locale);
    const missing = queries.flatMap((query) =>
      query.pages.filter((page) => !routes.has(page)).map((page) => `${query.id}: ${page}`),
    );
    expect(missing).toEqual([]);
  });

  test('the split is deterministic, disjoint, complete and about 70/30 in every kind', () => {
    const first = judgedSet(locale);
    const second = splitQueries([...queries].reverse());
    const ids = (list: readonly { id: string }[]) => list.map((query) => query.id).sort();
    expect(ids(second.dev)).toEqual(ids(first.dev));
    expect(ids(second.test)).toEqual(ids(first.test));

    const dev = new Set(ids(first.dev));
    expect(ids(first.test).filter((id) => dev.has(id))).toEqual([]);
    expect(first.dev.length + first.test.length).toBe(queries.length);

    const share = first.test.length / queries.length;
    expect(share).toBeGreaterThanOrEqual(0.28);
    expect(share).toBeLessThanOrEqual(0.32);
    for (const kind of QUERY_KINDS) {
      const inKind = queries.filter((query) => query.kind === kind).length;
      const inTest = first.test.filter((query) => query.kind === kind).length;
      expect(Math.abs(inTest - inKind * 0.3)).toBeLessThanOrEqual(1);
    }
  });
});

test('the split of a query does not depend on queries of other kinds', () => {
  const queries = readJudgedFile('en').queries;
  const before = splitQueries(queries);
  const extra = { id: 'en-999', q: 'extra', kind: 'negation' as const, pages: ['/'] };
  const after = splitQueries([...queries, extra]);
  const testIdsOf = (split: typeof before, kind: string) =>
    split.test.filter((query) => query.kind === kind).map((query) => query.id);
  for (const kind of QUERY_KINDS.filter((k) => k !== 'negation')) {
    expect(testIdsOf(after, kind)).toEqual(testIdsOf(before, kind));
  }
});
