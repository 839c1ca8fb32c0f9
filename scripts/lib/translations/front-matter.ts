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
  /** File line of each top-level key, and of each key one level down as `parent.key`. */
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

/**
 * Text inside an identical key: `sidebar_custom_props.summary` is the one-line description of a doc's card on
 * the category pages (src/theme/DocCard), read from each locale's own front matter. The other custom props stay
 * identical.
 */
export const NESTED_TEXT_KEYS: Readonly<Record<string, readonly string[]>> = { sidebar_custom_props: ['summary'] };

/** A value without its nested text keys, for the identical comparison. */
function withoutNestedText(key: string, value: unknown): unknown {
  const nested = NESTED_TEXT_KEYS[key];
  if (!nested || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const rest = Object.fromEntries(Object.entries(value).filter(([k]) => !nested.includes(k)));
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** The text values to compare: top-level text keys, then nested ones as `key.sub`. */
function textValues(data: Record<string, unknown>): Map<string, unknown> {
  const values = new Map<string, unknown>(TEXT_KEYS.filter((key) => key in data).map((key) => [key, data[key]]));
  for (const [key, subs] of Object.entries(NESTED_TEXT_KEYS)) {
    const value = data[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const sub of subs) if (sub in value) values.set(`${key}.${sub}`, (value as Record<string, unknown>)[sub]);
  }
  return values;
}

export function parseFrontMatter(block: FrontMatterBlock | null): FrontMatter {
  const keyLines = new Map<string, number>();
  if (!block) return { data: {}, keyLines, error: null };
  let parent: string | null = null;
  block.raw.split('\n').forEach((line, index) => {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line);
    const nested = /^\s+([A-Za-z_][\w-]*)\s*:/.exec(line);
    const name = key ? key[1] : nested && parent ? `${parent}.${nested[1]}` : null;
    if (key) parent = key[1];
    if (name && !keyLines.has(name)) keyLines.set(name, block.startLine + 1 + index);
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
    const s = canonical(withoutNestedText(key, source.data[key]));
    const t = canonical(withoutNestedText(key, translation.data[key]));
    if (s !== t)
      problems.push({
        kind: 'front-matter',
        line: lineOf(key),
        key,
        message: `front matter "${key}" must equal the English value ${s} (found ${t})`,
      });
  }
  const translationText = textValues(translation.data);
  for (const [key, s] of textValues(source.data)) {
    const parent = key.split('.')[0];
    const t = translationText.get(key);
    // A missing top-level key is reported above.
    if (typeof s !== 'string' || !(parent in translation.data)) continue;
    if (!translationText.has(key)) {
      problems.push({ kind: 'front-matter', line: lineOf(parent), key, message: `front matter "${key}" is missing` });
    } else if (typeof t !== 'string' || t.trim() === '') {
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
