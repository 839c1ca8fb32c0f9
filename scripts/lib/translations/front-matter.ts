/**
 * Front matter of a translation: the same keys as the English source (plus the `translation_source`
 * stamp), with identical values where a value is structure rather than text (position, slug, ids,
 * tags, authors, dates...). YAML is read with gray-matter, as Docusaurus reads it.
 */
import matter from 'gray-matter';
import { countWords, type FrontMatterBlock } from './markdown';
import { STAMP_KEY } from './stamp';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** File line of each top-level key. */
  keyLines: Map<string, number>;
  /** YAML error, if the block does not parse. */
  error: string | null;
}
export interface FrontMatterProblem {
  kind: 'front-matter' | 'untranslated';
  line: number | null;
  message: string;
  key?: string;
}

/** Keys whose values drive routing, ordering or metadata: a translation copies them verbatim. */
export const IDENTICAL_KEYS = [
  'id',
  'slug',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_custom_props',
  'hide_table_of_contents',
  'hide_title',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'pagination_next',
  'pagination_prev',
  'displayed_sidebar',
  'draft',
  'unlisted',
  'tags',
  'authors',
  'date',
  'image',
];

/** Text keys that a translator must translate (flagged when left identical, >= 3 words). */
export const TEXT_KEYS = ['title', 'description', 'sidebar_label', 'pagination_label'];

export function parseFrontMatter(block: FrontMatterBlock | null): FrontMatter {
  const keyLines = new Map<string, number>();
  if (!block) return { data: {}, keyLines, error: null };
  block.raw.split('\n').forEach((line, index) => {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line);
    if (key && !keyLines.has(key[1])) keyLines.set(key[1], block.startLine + 1 + index);
  });
  try {
    // A fresh object each time: gray-matter caches results by input string.
    const data = matter(`---\n${block.raw}\n---\n`, {}).data as Record<string, unknown>;
    return { data: { ...data }, keyLines, error: null };
  } catch (error) {
    return { data: {}, keyLines, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

function canonical(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value) ?? 'undefined';
}

/** `isAllowedUntranslated`: allow-list lookup for text keys. */
export function compareFrontMatter(
  source: FrontMatter,
  translation: FrontMatter,
  isAllowedUntranslated: (key: string) => boolean,
): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  const start = translation.keyLines.size > 0 ? Math.min(...translation.keyLines.values()) - 1 : 1;
  if (translation.error)
    return [{ kind: 'front-matter', line: start, message: `front matter does not parse: ${translation.error}` }];
  const lineOf = (key: string) => translation.keyLines.get(key) ?? start;
  const sourceKeys = Object.keys(source.data).filter((k) => k !== STAMP_KEY);
  const translationKeys = Object.keys(translation.data).filter((k) => k !== STAMP_KEY);
  for (const key of sourceKeys) {
    if (!(key in translation.data))
      problems.push({ kind: 'front-matter', line: start, key, message: `front matter key "${key}" is missing` });
  }
  for (const key of translationKeys) {
    if (!(key in source.data))
      problems.push({
        kind: 'front-matter',
        line: lineOf(key),
        key,
        message: `front matter key "${key}" is not in the English source`,
      });
  }
  for (const key of IDENTICAL_KEYS) {
    if (!(key in source.data) || !(key in translation.data)) continue;
    const s = canonical(source.data[key]);
    const t = canonical(translation.data[key]);
    if (s !== t)
      problems.push({
        kind: 'front-matter',
        line: lineOf(key),
        key,
        message: `front matter "${key}" must equal the English value ${s} (found ${t})`,
      });
  }
  for (const key of TEXT_KEYS) {
    const s = source.data[key];
    const t = translation.data[key];
    if (typeof s !== 'string' || !(key in translation.data)) continue;
    if (typeof t !== 'string' || t.trim() === '') {
      problems.push({ kind: 'front-matter', line: lineOf(key), key, message: `front matter "${key}" is empty` });
    } else if (t.trim() === s.trim() && countWords(s) >= 3 && !isAllowedUntranslated(key)) {
      problems.push({
        kind: 'untranslated',
        line: lineOf(key),
        key,
        message: `front matter "${key}" is identical to English: ${JSON.stringify(s)}`,
      });
    }
  }
  return problems;
}
