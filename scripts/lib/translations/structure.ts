/**
 * Compares what a translation must keep from its English source: headings (count per level,
 * order, explicit ids), links and their targets, images, admonitions, code blocks and MDX
 * imports/components. Returns problems located on lines of the translation where possible.
 */
import { codeWithoutComments } from './code-comments';
import type { ParsedDoc } from './markdown';

export type StructureKind = 'headings' | 'links' | 'images' | 'admonitions' | 'code' | 'mdx';
export interface StructureProblem {
  kind: StructureKind;
  line: number | null;
  message: string;
}

/**
 * How link fragments are judged. A fragment that names an explicit heading id (`{#id}`) must
 * stay identical; any other fragment points at a generated heading slug, which changes with the
 * translated heading text, so it is compared as "a heading of that page" and, when
 * `translatedAnchors` knows the translated target, checked against its headings.
 */
export interface LinkContext {
  /** Explicit heading ids of the English page a link path points at ('' = this page); all ids known when the page can't be resolved. */
  explicitIds: (path: string) => Set<string>;
  /** Heading anchors of the translated target page ('' = this page), or null when unknown. */
  translatedAnchors: (path: string) => Set<string> | null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function splitTarget(target: string): { path: string; fragment: string | null } {
  const hash = target.indexOf('#');
  if (hash < 0) return { path: target, fragment: null };
  return { path: target.slice(0, hash), fragment: target.slice(hash + 1) };
}

/**
 * The comparison key of a link: external URLs whole; site and relative links by path, plus the
 * fragment when it is an explicit heading id, or `#<heading>` for a generated heading slug.
 */
export function linkKey(target: string, context: LinkContext): string {
  if (SCHEME.test(target)) return target;
  const { path, fragment } = splitTarget(target);
  if (fragment === null) return path;
  if (fragment === '' || context.explicitIds(path).has(fragment)) return `${path}#${fragment}`;
  return `${path}#<heading>`;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Items present more often on one side than the other.
 */
export function multisetDiff<T>(source: T[], translation: T[], key: (item: T) => string): { missing: T[]; extra: T[] } {
  const s = groupBy(source, key);
  const t = groupBy(translation, key);
  const missing: T[] = [];
  const extra: T[] = [];
  for (const [k, list] of s) missing.push(...list.slice((t.get(k) ?? []).length));
  for (const [k, list] of t) extra.push(...list.slice((s.get(k) ?? []).length));
  return { missing, extra };
}

const quote = (text: string) => JSON.stringify(text.length > 70 ? `${text.slice(0, 67)}...` : text);

function compareHeadings(source: ParsedDoc, translation: ParsedDoc): StructureProblem[] {
  const problems: StructureProblem[] = [];
  for (let level = 1; level <= 6; level += 1) {
    const s = source.headings.filter((h) => h.level === level);
    const t = translation.headings.filter((h) => h.level === level);
    if (s.length !== t.length) {
      const at = t[Math.min(s.length, t.length)] ?? t[t.length - 1];
      problems.push({
        kind: 'headings',
        line: at ? at.line : null,
        message: `h${level} headings: ${s.length} in English, ${t.length} in the translation`,
      });
    }
  }
  if (problems.length === 0) {
    const index = source.headings.findIndex((h, i) => translation.headings[i]?.level !== h.level);
    if (index >= 0) {
      const s = source.headings[index];
      const t = translation.headings[index];
      problems.push({
        kind: 'headings',
        line: t ? t.line : null,
        message: `heading ${index + 1} is h${t?.level} here but h${s.level} in English (${quote(s.text)}, English line ${s.line})`,
      });
    }
  }
  const ids = multisetDiff(
    source.headings.filter((h) => h.id),
    translation.headings.filter((h) => h.id),
    (h) => String(h.id),
  );
  for (const h of ids.missing) {
    problems.push({
      kind: 'headings',
      line: translation.headings[source.headings.indexOf(h)]?.line ?? null,
      message: `explicit heading id {#${h.id}} of English line ${h.line} is missing`,
    });
  }
  for (const h of ids.extra) {
    problems.push({
      kind: 'headings',
      line: h.line,
      message: `explicit heading id {#${h.id}} is not in the English source`,
    });
  }
  return problems;
}

function compareLinks(source: ParsedDoc, translation: ParsedDoc, context: LinkContext): StructureProblem[] {
  const problems: StructureProblem[] = [];
  if (source.links.length !== translation.links.length) {
    problems.push({
      kind: 'links',
      line: null,
      message: `links: ${source.links.length} in English, ${translation.links.length} in the translation`,
    });
  }
  const key = (link: { target: string }) => linkKey(link.target, context);
  const { missing, extra } = multisetDiff(source.links, translation.links, key);
  for (const link of missing) {
    problems.push({
      kind: 'links',
      line: null,
      message: `link to ${link.target} (English line ${link.line}) is missing`,
    });
  }
  for (const link of extra) {
    problems.push({ kind: 'links', line: link.line, message: `link to ${link.target} is not in the English source` });
  }
  for (const link of translation.links) {
    if (SCHEME.test(link.target)) continue;
    const { path, fragment } = splitTarget(link.target);
    if (!fragment || context.explicitIds(path).has(fragment)) continue;
    const anchors = context.translatedAnchors(path);
    if (anchors && !anchors.has(fragment)) {
      problems.push({
        kind: 'links',
        line: link.line,
        message: `anchor #${fragment} matches no heading of the translated ${path || 'page'}`,
      });
    }
  }
  return problems;
}

/**
 * A translation may point to its own version of an illustration whose words are translated:
 * `campaign-structure.es.svg` stands for the English `campaign-structure.svg`.
 */
export function imageKey(src: string): string {
  return src.replace(/\.(?:de|es|fr|pt)(\.[a-z0-9]+)$/i, '$1');
}

function compareImages(source: ParsedDoc, translation: ParsedDoc): StructureProblem[] {
  const problems: StructureProblem[] = [];
  if (source.images.length !== translation.images.length) {
    problems.push({
      kind: 'images',
      line: null,
      message: `images: ${source.images.length} in English, ${translation.images.length} in the translation`,
    });
  }
  const { missing, extra } = multisetDiff(source.images, translation.images, (image) => imageKey(image.src));
  for (const image of missing) {
    problems.push({
      kind: 'images',
      line: null,
      message: `image ${image.src} (English line ${image.line}) is missing`,
    });
  }
  for (const image of extra) {
    problems.push({ kind: 'images', line: image.line, message: `image ${image.src} is not in the English source` });
  }
  return problems;
}

function compareAdmonitions(source: ParsedDoc, translation: ParsedDoc): StructureProblem[] {
  const s = source.admonitions;
  const t = translation.admonitions;
  const index = s.findIndex((a, i) => t[i]?.type !== a.type);
  if (index < 0 && s.length === t.length) return [];
  const at = index >= 0 ? index : s.length;
  const sText = s.map((a) => a.type).join(', ') || 'none';
  const tText = t.map((a) => a.type).join(', ') || 'none';
  return [
    {
      kind: 'admonitions',
      line: t[at]?.line ?? null,
      message: `admonitions differ: English has ${s.length} (${sText}), the translation ${t.length} (${tText})`,
    },
  ];
}

function compareCode(source: ParsedDoc, translation: ParsedDoc): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const s = source.codeBlocks;
  const t = translation.codeBlocks;
  if (s.length !== t.length) {
    problems.push({
      kind: 'code',
      line: t[Math.min(s.length, t.length)]?.line ?? null,
      message: `code blocks: ${s.length} in English, ${t.length} in the translation`,
    });
  }
  for (let i = 0; i < Math.min(s.length, t.length); i += 1) {
    if (s[i].lang !== t[i].lang) {
      problems.push({
        kind: 'code',
        line: t[i].line,
        message: `code block ${i + 1} is "${t[i].lang || 'plain'}" here but "${s[i].lang || 'plain'}" in English (line ${s[i].line})`,
      });
      continue;
    }
    const sLines = codeWithoutComments(s[i].lang, s[i].code);
    const tLines = codeWithoutComments(t[i].lang, t[i].code);
    const at = sLines.findIndex((line, j) => tLines[j] !== line);
    const differs = at >= 0 || sLines.length !== tLines.length;
    if (differs) {
      const j = at >= 0 ? at : Math.min(sLines.length, tLines.length);
      problems.push({
        kind: 'code',
        line: t[i].line,
        message: `code block ${i + 1} differs from English (line ${s[i].line}) outside comments: English ${quote(sLines[j] ?? '(end)')}, here ${quote(tLines[j] ?? '(end)')}`,
      });
    }
  }
  return problems;
}

function compareMdx(source: ParsedDoc, translation: ParsedDoc): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const imports = multisetDiff(source.imports, translation.imports, (i) => i.statement);
  for (const i of imports.missing) {
    problems.push({ kind: 'mdx', line: null, message: `import missing: ${i.statement} (English line ${i.line})` });
  }
  for (const i of imports.extra) {
    problems.push({ kind: 'mdx', line: i.line, message: `import not in the English source: ${i.statement}` });
  }
  const components = multisetDiff(source.components, translation.components, (c) => c.name);
  for (const c of components.missing) {
    problems.push({ kind: 'mdx', line: null, message: `component <${c.name}> (English line ${c.line}) is missing` });
  }
  for (const c of components.extra) {
    problems.push({ kind: 'mdx', line: c.line, message: `component <${c.name}> is not in the English source` });
  }
  return problems;
}

export function compareStructure(
  source: ParsedDoc,
  translation: ParsedDoc,
  linkContext: LinkContext,
): StructureProblem[] {
  return [
    ...compareHeadings(source, translation),
    ...compareLinks(source, translation, linkContext),
    ...compareImages(source, translation),
    ...compareAdmonitions(source, translation),
    ...compareCode(source, translation),
    ...compareMdx(source, translation),
  ];
}
