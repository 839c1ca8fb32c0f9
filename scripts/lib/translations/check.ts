/**
 * The translation check: every English page and UI string, for each locale, plus the termbase
 * (src/data/terms.ts) over every page and UI string of the locale. Reads the tree, never writes.
 * Language detection and the English UI defaults are passed in, so the whole check runs in tests on
 * fixture trees.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Allowlist } from './allowlist';
import { CONTENT_SETS, type ContentSet, listPages, localeDirOf } from './content-files';
import { compareFrontMatter, parseFrontMatter } from './front-matter';
import { type DetectLanguage, findEnglishParagraphs } from './language';
import { type ParsedDoc, parseMarkdown } from './markdown';
import { hashSource, isSourceHash } from './source-hash';
import { STAMP_KEY } from './stamp';
import { compareStructure, type StructureKind } from './structure';
import { checkRetiredPage, checkRetiredUi, type RetiredHit, retiredMessage } from './retired';
import { checkPage, checkUiFile, type TermHit } from './terms';
import { compareUiFiles, type UiFiles } from './ui-strings';

export type ProblemKind =
  | 'missing'
  | 'orphan'
  | 'front-matter'
  | 'untranslated'
  | 'unstamped'
  | 'english'
  | 'parse'
  | 'term'
  | 'retired'
  | StructureKind
  | 'ui-missing'
  | 'ui-untranslated'
  | 'ui-placeholder'
  | 'ui-invalid'
  | 'ui-defaults';

export interface Problem {
  locale: string;
  file: string;
  line: number | null;
  column?: number;
  kind: ProblemKind;
  message: string;
}
export interface StaleTranslation {
  locale: string;
  file: string;
  source: string;
  recorded: string;
  current: string;
}
export interface Warning {
  locale: string;
  file: string;
  message: string;
}
export interface LocaleReport {
  locale: string;
  pages: { translated: number; total: number };
  /** Words of the locale's translated pages. */
  words: number;
  /** English UI strings present in the locale, of all, and the entries of its code.json (null: not checked). */
  strings: { present: number; total: number; codeJson: number } | null;
  /** Termbase variants found, by concept id and variant (`<concept>: <variant>`). */
  terms: Record<string, number>;
  problems: Problem[];
  stale: StaleTranslation[];
  warnings: Warning[];
}
export interface Report {
  siteDir: string;
  locales: LocaleReport[];
}
export interface CheckOptions {
  siteDir: string;
  locales: string[];
  detect: DetectLanguage;
  /** English UI defaults, or why they are unknown. */
  englishUi: UiFiles | { error: string };
  allowlist: Allowlist;
  /** Also check the English sources for retired terms, in a report for `en` before the others. */
  english?: boolean;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

type Page = { text: string; doc: ParsedDoc } | { text: string; error: string };

/** Parses pages once per run; a page that does not parse carries the parser's message. */
function createPageCache(): (file: string) => Page | null {
  const cache = new Map<string, Page | null>();
  return (file) => {
    if (!cache.has(file)) {
      const text = readText(file);
      let page: Page | null = null;
      if (text !== null) {
        try {
          page = { text, doc: parseMarkdown(text, { mdx: file.endsWith('.mdx') }) };
        } catch (error) {
          page = { text, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
        }
      }
      cache.set(file, page);
    }
    return cache.get(file) ?? null;
  };
}
const parsed = (page: Page | null) => (page && 'doc' in page ? page : null);

const emptyReport = (locale: string): LocaleReport => ({
  locale,
  pages: { translated: 0, total: 0 },
  words: 0,
  strings: null,
  terms: {},
  problems: [],
  stale: [],
  warnings: [],
});

/** A blog post's date, from its file name (`2026-02-04-slug.md`); undefined for docs. */
const postDateOf = (set: ContentSet, rel: string) =>
  set.name === 'blog' ? /^(\d{4}-\d{2}-\d{2})/.exec(path.posix.basename(rel))?.[1] : undefined;

/** Every translation file (*.json) under i18n/<locale>/, as paths relative to it. */
function listUiFiles(localeRoot: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (entry.name.endsWith('.json')) out.push(rel);
    }
  };
  walk(localeRoot, '');
  return out.sort();
}

export function checkTranslations(options: CheckOptions): Report {
  const { siteDir, detect, allowlist } = options;
  const i18nDir = path.join(siteDir, 'i18n');
  const page = createPageCache();

  const sources = new Map<ContentSet, string[]>(
    CONTENT_SETS.map((set) => [set, listPages(path.join(siteDir, set.sourceDir))]),
  );
  const allExplicitIds = new Set<string>();
  for (const [set, rels] of sources) {
    for (const rel of rels) {
      for (const h of parsed(page(path.join(siteDir, set.sourceDir, rel)))?.doc.headings ?? [])
        if (h.id) allExplicitIds.add(h.id);
    }
  }

  const reports: LocaleReport[] = [];
  const retiredProblems = (report: LocaleReport, file: string, hits: RetiredHit[]) => {
    for (const hit of hits)
      report.problems.push({
        locale: report.locale,
        file,
        line: hit.line,
        column: hit.column,
        kind: 'retired',
        message: retiredMessage(hit),
      });
  };

  /** Termbase hits of a page or UI file as problems of `report`, counted per variant. */
  const termProblemsOf = (report: LocaleReport, file: string, hits: TermHit[]) => {
    for (const hit of hits) {
      const key = `${hit.variant.concept.id}: ${hit.variant.label}`;
      report.terms[key] = (report.terms[key] ?? 0) + 1;
      report.problems.push({
        locale: report.locale,
        file,
        line: hit.line,
        column: hit.column,
        kind: 'term',
        message: `"${hit.found}": use "${hit.use}" (${hit.variant.concept.id}; ${hit.variant.reason})`,
      });
    }
  };

  // The English sources: retired terms and the termbase's English variants (the rest of the check compares
  // translations with them).
  if (options.english) {
    const pages = [...sources.values()].reduce((n, rels) => n + rels.length, 0);
    const en = emptyReport('en');
    en.pages = { translated: pages, total: pages };
    reports.push(en);
    for (const [set, rels] of sources) {
      for (const rel of rels) {
        const source = parsed(page(path.join(siteDir, set.sourceDir, rel)));
        if (!source) continue;
        en.words += source.doc.words;
        const hits = checkRetiredPage({
          text: source.text,
          doc: source.doc,
          mdx: rel.endsWith('.mdx'),
          locale: 'en',
          postDate: postDateOf(set, rel),
        });
        retiredProblems(en, `${set.sourceDir}/${rel}`, hits);
        termProblemsOf(en, `${set.sourceDir}/${rel}`, checkPage(source.doc, 'en'));
      }
    }
  }

  for (const locale of options.locales) {
    const report = emptyReport(locale);
    reports.push(report);
    const problem = (file: string, line: number | null, kind: ProblemKind, message: string, column?: number) =>
      report.problems.push({ locale, file, line, ...(column === undefined ? {} : { column }), kind, message });
    const termProblems = (file: string, hits: TermHit[]) => termProblemsOf(report, file, hits);

    for (const set of CONTENT_SETS) {
      const sourceRels = sources.get(set) ?? [];
      const localeDir = localeDirOf(i18nDir, locale, set);
      const translatedRels = listPages(localeDir);
      const sourceSet = new Set(sourceRels);
      report.pages.total += sourceRels.length;

      for (const rel of translatedRels) {
        const shown = toPosix(path.relative(siteDir, path.join(localeDir, rel)));
        if (!sourceSet.has(rel)) problem(shown, null, 'orphan', `no English source ${set.sourceDir}/${rel}`);
        const translated = page(path.join(localeDir, rel));
        if (translated && 'error' in translated)
          problem(
            shown,
            null,
            'parse',
            `cannot be read as ${rel.endsWith('.mdx') ? 'MDX' : 'Markdown'}: ${translated.error}`,
          );
        else if (translated) {
          termProblems(shown, checkPage(translated.doc, locale));
          const hits = checkRetiredPage({
            text: translated.text,
            doc: translated.doc,
            mdx: rel.endsWith('.mdx'),
            locale,
            postDate: postDateOf(set, rel),
          });
          retiredProblems(report, shown, hits);
        }
      }

      for (const rel of sourceRels) {
        const translationFile = path.join(localeDir, rel);
        const shown = toPosix(path.relative(siteDir, translationFile));
        const sourceShown = `${set.sourceDir}/${rel}`;
        const source = parsed(page(path.join(siteDir, set.sourceDir, rel)));
        const translationPage = page(translationFile);
        if (!source) continue;
        if (!translationPage) {
          problem(shown, null, 'missing', `not translated (English: ${sourceShown})`);
          continue;
        }
        report.pages.translated += 1;
        const translation = parsed(translationPage);
        if (!translation) continue;
        report.words += translation.doc.words;

        // Front matter, and the stamp that says which English version this translates.
        const sourceFm = parseFrontMatter(source.doc.frontMatter);
        const translationFm = parseFrontMatter(translation.doc.frontMatter);
        const isAllowed = (key: string) => allowlist.isAllowed(locale, sourceShown, key);
        for (const p of compareFrontMatter(sourceFm, translationFm, isAllowed))
          problem(shown, p.line, p.kind, p.message);
        const recorded = translationFm.data[STAMP_KEY];
        const current = hashSource(source.text);
        if (recorded === undefined) {
          problem(shown, 1, 'unstamped', `no ${STAMP_KEY} in front matter: run npm run stamp:translations -- ${shown}`);
        } else if (!isSourceHash(recorded)) {
          problem(
            shown,
            translationFm.keyLines.get(STAMP_KEY) ?? 1,
            'unstamped',
            `${STAMP_KEY} must be a 12-character hash written by npm run stamp:translations`,
          );
        } else if (recorded !== current) {
          report.stale.push({ locale, file: shown, source: sourceShown, recorded, current });
        }

        // Structure: headings, links, images, admonitions, code, MDX.
        const dir = path.posix.dirname(rel);
        /** The page a relative .md/.mdx link points at, under `root` (site paths are routes, not files). */
        const linkedPage = (linkPath: string, root: string) => {
          if (!/\.mdx?$/.test(linkPath) || linkPath.startsWith('/')) return null;
          let decoded: string;
          try {
            decoded = decodeURI(linkPath);
          } catch {
            return null;
          }
          const resolved = path.posix.normalize(path.posix.join(dir, decoded));
          return resolved.startsWith('..') ? null : parsed(page(path.join(root, resolved)));
        };
        const linkContext = {
          explicitIds: (linkPath: string) => {
            const target = linkPath === '' ? source : linkedPage(linkPath, path.join(siteDir, set.sourceDir));
            return target ? new Set(target.doc.headings.flatMap((h) => (h.id ? [h.id] : []))) : allExplicitIds;
          },
          translatedAnchors: (linkPath: string) => {
            const target = linkPath === '' ? translation : linkedPage(linkPath, localeDir);
            return target ? new Set(target.doc.headings.map((h) => h.anchor)) : null;
          },
        };
        for (const p of compareStructure(source.doc, translation.doc, linkContext))
          problem(shown, p.line, p.kind, p.message);

        // Prose left in English.
        for (const paragraph of findEnglishParagraphs(translation.doc.paragraphs, detect)) {
          const excerpt = paragraph.text.length > 60 ? `${paragraph.text.slice(0, 57)}...` : paragraph.text;
          problem(shown, paragraph.line, 'english', `paragraph is in English: ${JSON.stringify(excerpt)}`);
        }
      }
    }

    // UI strings: the termbase in every translation file, then completeness against English.
    const localeRoot = path.join(i18nDir, locale);
    for (const file of listUiFiles(localeRoot)) {
      const text = readText(path.join(localeRoot, ...file.split('/')));
      if (text !== null) {
        termProblems(`i18n/${locale}/${file}`, checkUiFile(text, locale));
        retiredProblems(report, `i18n/${locale}/${file}`, checkRetiredUi(text, locale));
      }
    }
    if ('error' in options.englishUi) {
      problem(
        `i18n/${locale}`,
        null,
        'ui-defaults',
        `English UI strings unavailable, UI strings not checked: ${options.englishUi.error}`,
      );
    } else {
      const ui = compareUiFiles(
        options.englishUi,
        (file) => {
          const text = readText(path.join(localeRoot, ...file.split('/')));
          return text === null ? null : { text };
        },
        (file, key) => allowlist.isAllowed(locale, file, key),
      );
      for (const p of ui.problems) problem(`i18n/${locale}/${p.file}`, p.line, p.kind, p.message);
      for (const w of ui.warnings)
        report.warnings.push({ locale, file: `i18n/${locale}/${w.file}`, message: w.message });
      report.strings = { present: ui.present, total: ui.total, codeJson: ui.entries['code.json'] ?? 0 };
    }
  }
  return { siteDir, locales: reports };
}
