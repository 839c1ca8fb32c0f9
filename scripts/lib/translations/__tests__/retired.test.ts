import path from 'node:path';
import RandExp from 'randexp';
import { concepts, retiredTerms, type RetiredTerm } from '../../../../src/data/terms';
import { parseAllowlist } from '../allowlist';
import { checkTranslations, type Report } from '../check';
import { readUiDir } from '../english-ui';
import { parseMarkdown } from '../markdown';
import { formatReport } from '../report';
import { checkRetiredPage, checkRetiredUi, datesOf } from '../retired';
import { compileVariant } from '../terms';
import { createFixture, EN_POST, ES_INTRO } from './fixtures';

/**
 * A regular expression's source with its lookarounds made plain for the generator: a negative one dropped (the
 * sample simply lacks the excluded text), a positive one kept as a group (the sample carries the required text).
 */
function withoutLookarounds(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i += 1) {
    const look = /^\(\?<?[=!]/.exec(source.slice(i));
    if (source[i] === '\\') {
      out += source.slice(i, i + 2);
      i += 1;
    } else if (look) {
      let depth = 0;
      let j = i;
      let inClass = false;
      for (; j < source.length; j += 1) {
        const c = source[j];
        if (c === '\\') j += 1;
        else if (inClass) inClass = c !== ']';
        else if (c === '[') inClass = true;
        else if (c === '(') depth += 1;
        else if (c === ')' && --depth === 0) break;
      }
      const inner = source.slice(i + look[0].length, j);
      if (!look[0].endsWith('!')) out += `(?:${withoutLookarounds(inner)})`;
      i = j;
    } else out += source[i];
  }
  return out;
}

/**
 * A text the pattern matches as planted in a sentence: the shortest choice at every step, or else the first of a
 * fixed series of seeded random choices that matches, so the planted text is the same every run.
 */
function sampleOf(pattern: string | RegExp, example?: string): string {
  if (example !== undefined) return example;
  if (typeof pattern === 'string') return pattern;
  const compiled = compileVariant(pattern);
  const fits = (sample: string) => {
    compiled.lastIndex = 0;
    return compiled.test(`Planted: ${sample} here.`);
  };
  const generator = new RandExp(new RegExp(withoutLookarounds(pattern.source), pattern.flags));
  generator.randInt = (from: number) => from;
  const shortest = generator.gen();
  if (fits(shortest)) return shortest;
  let seed = 1;
  generator.randInt = (from: number, to: number) => {
    seed = (seed * 48271) % 2147483647;
    return from + (seed % (to - from + 1));
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const sample = generator.gen();
    if (fits(sample)) return sample;
  }
  throw new Error(`No sample found for ${String(pattern)}: give the variant an example`);
}

const hitsIn = (markdown: string, locale: string, postDate?: string) =>
  checkRetiredPage({ text: markdown, doc: parseMarkdown(markdown), mdx: false, locale, postDate }).map(
    (h) => `${h.line}:${h.column} ${h.found} ${h.term.id}`,
  );

describe('retired terms: named only in a dated notice', () => {
  it.each([
    ['de', '2026-02-04', '4. Februar 2026'],
    ['en', '2026-02-04', 'February 4, 2026'],
    ['es', '2026-03-27', '27 de marzo de 2026'],
    ['fr', '2026-02-04', '4 février 2026'],
    ['pt', '2026-03-27', '27 de março de 2026'],
  ])('%s writes %s as "%s" (or ISO)', (locale, iso, long) => {
    expect(datesOf(iso, locale)).toEqual(expect.arrayContaining([iso, long]));
  });

  it.each([
    [
      'a plain paragraph',
      'en',
      'Set up Verifiable Ad Conversions in your account.',
      ['1:8 Verifiable Ad Conversions verifiable-ad-conversions'],
    ],
    ['a paragraph with the date', 'en', 'Brave withdrew VAC on February 4, 2026.', []],
    ['the ISO date', 'en', 'VAC ended on 2026-02-04.', []],
    ['the date of another retirement', 'en', 'VAC ended on 2026-03-27.', ['1:1 VAC verifiable-ad-conversions']],
    [
      'an admonition with the date in another paragraph',
      'es',
      ':::note[Retirado]\n\nBrave retiró esta función el 4 de febrero de 2026.\n\nYa no existe VAC.\n\n:::\n',
      [],
    ],
    ['an admonition without the date', 'en', ':::note\n\nThe v1 report still works.\n\n:::\n', ['3:5 v1 report-v1-v2']],
    ['a heading, even with the date', 'en', '## VAC (February 4, 2026)\n', ['1:4 VAC verifiable-ad-conversions']],
    [
      'a table that gives the date',
      'en',
      '| Since March 27, 2026 | v3 |\n|---|---|\n| v1 `impressions` | `impressions` |\n',
      [],
    ],
    [
      'a list without it, next to a paragraph with it',
      'de',
      'Seit dem 27. März 2026 wird v3 empfohlen.\n\n- v2 liefert CSV.\n',
      ['3:3 v2 report-v1-v2'],
    ],
    [
      'front matter',
      'en',
      '---\ntitle: Reports\nkeywords: [VAC]\n---\n\nText.\n',
      ['3:12 VAC verifiable-ad-conversions'],
    ],
    ['code is not prose', 'en', '```bash\ncurl https://x.example/v1/report\n```\n', []],
  ])('%s (%s)', (_what, locale, markdown, expected) => {
    expect(hitsIn(markdown, locale)).toEqual(expected);
  });

  it('a blog post dated on or before the retirement is history; a later one needs the notice', () => {
    const post = 'The v1 and v2 reports keep working.';
    expect(hitsIn(post, 'en', '2025-10-30')).toEqual([]);
    expect(hitsIn(post, 'en', '2026-03-27')).toEqual([]);
    expect(hitsIn(post, 'en', '2026-05-29')).toHaveLength(2);
  });

  it('a UI message must carry the date itself', () => {
    const json = JSON.stringify(
      { a: { message: 'VAC ended on February 4, 2026.' }, b: { message: 'Use VAC.', description: 'VAC' } },
      null,
      2,
    );
    expect(checkRetiredUi(json, 'en').map((h) => `${h.line} ${h.found}`)).toEqual(['6 VAC']);
  });
});

/** Every pattern of every retired term, planted in a fixture page of every locale and in English. */
const retiredCases = retiredTerms.flatMap((term: RetiredTerm) =>
  term.patterns.flatMap((pattern) =>
    ['en', 'de', 'es', 'fr', 'pt'].map((locale) => [term.id, locale, sampleOf(pattern)] as const),
  ),
);

/** Every wrong variant of every concept, per locale. */
const variantCases = concepts.flatMap((concept) =>
  Object.entries(concept.variants ?? {}).flatMap(([locale, variants]) =>
    (variants ?? []).map((variant) => [concept.id, locale, sampleOf(variant.pattern, variant.example)] as const),
  ),
);

/** The translation check over the fixture with `lines` planted, one paragraph each, in a page of `locale`. */
function checkPlanted(locale: string, lines: readonly string[]): Report {
  const fixture = createFixture();
  try {
    const planted = `\n\n${lines.join('\n\n')}\n\n`;
    if (locale === 'en') {
      fixture.edit(EN_POST, /\n\n/, planted);
      fixture.write('blog/2026-06-01-later.md', `---\ntitle: Later\n---\n${planted}`);
    } else {
      const page = ES_INTRO.replace('/es/', `/${locale}/`);
      fixture.write(page, fixture.read(ES_INTRO).replace(/\n\n/, planted));
    }
    return checkTranslations({
      siteDir: fixture.dir,
      locales: locale === 'en' ? [] : [locale],
      detect: () => 'und',
      englishUi: readUiDir(path.join(fixture.dir, 'ui-en')),
      allowlist: parseAllowlist(fixture.read('i18n/untranslated-allowlist.json')),
      english: locale === 'en',
    });
  } finally {
    fixture.cleanup();
  }
}

describe('a planted retired term fails the check in every locale', () => {
  const reports = new Map<string, Report>();
  const reportFor = (locale: string) => {
    if (!reports.has(locale))
      reports.set(
        locale,
        checkPlanted(
          locale,
          retiredCases.filter(([, l]) => l === locale).map(([, , sample]) => `Planted: ${sample} here.`),
        ),
      );
    return reports.get(locale) as Report;
  };

  it.each(retiredCases)('%s in %s: "%s"', (id, locale, sample) => {
    const problems = reportFor(locale).locales.flatMap((l) => l.problems.filter((p) => p.kind === 'retired'));
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringContaining(`"${sample}": ${retiredTerms.find((t) => t.id === id)?.en}`)]),
    );
  });

  it('prints the file, line and what replaces it', () => {
    const text = formatReport(reportFor('es'), { strict: true });
    expect(text).toMatch(
      /current\/guide\/intro\.md:\d+:\d+ {2}\[retired\] "v1": the v1 and v2 campaign report endpoints, retired on 2026-03-27 \(use the v3 campaign report\)/,
    );
    expect(text).toContain('nothing replaces it');
  });

  it('English pages are checked too: a later post fails, the fixture post dated before does not', () => {
    const en = reportFor('en').locales.find((l) => l.locale === 'en');
    const files = new Set(en?.problems.map((p) => p.file));
    expect([...files]).toEqual(['blog/2026-06-01-later.md']);
  });
});

describe('a planted variant of each concept fails the term check', () => {
  const reports = new Map<string, Report>();
  it.each(variantCases)('%s in %s: "%s"', (id, locale, sample) => {
    if (!reports.has(locale))
      reports.set(
        locale,
        checkPlanted(
          locale,
          variantCases.filter(([, l]) => l === locale).map(([, , s]) => `Planted: ${s} here.`),
        ),
      );
    const report = reports.get(locale) as Report;
    const terms = report.locales.flatMap((l) => l.problems.filter((p) => p.kind === 'term'));
    expect(terms.map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`\\(${id}; `))]),
    );
    expect(terms.some((p) => p.message.startsWith(`"${sample}"`) || p.message.includes(sample))).toBe(true);
  });
});
