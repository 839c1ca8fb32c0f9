/**
 * Conventions of the translated editions that reviewers keep finding by eye, as machine checks:
 * - French typography: a no-break space before ; : ! ? and inside « », in docs, posts and UI strings;
 * - German quotation marks: „…“, not "…" or “…”, in prose and UI strings;
 * - interface labels: a step names a label the way the reader's screen shows it (src/data/ui-labels.ts).
 * Pages are read with remark (the parser Docusaurus uses) and only text nodes are checked, so code, URLs,
 * HTML and JSX never match. UI strings: the `message` of each entry of the locale's translation JSON files.
 */
import type { Nodes, Parents } from 'mdast';
import { type TargetLocale, uiLabels } from '../../../src/data/terms';
import { englishLabelMarkers, interfaceLabels } from '../../../src/data/ui-labels';
import { parseTree } from '../translations/markdown';

export type FindingKind = 'fr-spacing' | 'de-quotes' | 'ui-label';

export interface Finding {
  line: number;
  column: number;
  kind: FindingKind;
  message: string;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const isNoBreakSpace = (c: string | undefined) => c === NBSP || c === NNBSP;

/** Problems of one run of text, as offsets into it. */
type TextProblem = { index: number; kind: FindingKind; message: string };

/**
 * French: ; : ! ? take a no-break space before them (narrow U+202F; U+00A0 is accepted, the edition's choice
 * before ":"), and « » one inside. Only a mark that ends a phrase counts (followed by a space, the end, or closing
 * punctuation), so `16:9`, times and URLs don't. `before` is the character preceding the text (markup, or none).
 */
export function frenchSpacing(value: string, before = ''): TextProblem[] {
  const problems: TextProblem[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i];
    const previous = i > 0 ? value[i - 1] : before;
    if (';:!?'.includes(c)) {
      const next = value[i + 1];
      const endsPhrase = next === undefined || /[\s)\]»"”’*_.,]/u.test(next);
      // "?!" and "!!": the space goes before the first mark only; a mark at the start of a line has nothing before.
      if (!endsPhrase || previous === '' || ';:!?'.includes(previous) || previous === '\n') continue;
      if (!isNoBreakSpace(previous))
        problems.push({
          index: i,
          kind: 'fr-spacing',
          message:
            previous === ' '
              ? `ordinary space before "${c}": use a narrow no-break space (U+202F)`
              : `no space before "${c}": add a narrow no-break space (U+202F)`,
        });
    } else if (c === '«' && !isNoBreakSpace(value[i + 1])) {
      problems.push({ index: i, kind: 'fr-spacing', message: 'after "«": use a no-break space (U+202F or U+00A0)' });
    } else if (c === '»' && !isNoBreakSpace(previous)) {
      problems.push({ index: i, kind: 'fr-spacing', message: 'before "»": use a no-break space (U+202F or U+00A0)' });
    }
  }
  return problems;
}

/** German: quotation marks are „…“. A straight " or an English ” (or an opening “) is flagged. */
export function germanQuotes(value: string, before = ''): TextProblem[] {
  const problems: TextProblem[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i];
    const previous = i > 0 ? value[i - 1] : before;
    if (c === '"' || c === '”')
      problems.push({ index: i, kind: 'de-quotes', message: `"${c}" in German prose: use „…“` });
    else if (c === '“' && (previous === '' || /[\s([]/u.test(previous)) && /[\p{L}\p{N}]/u.test(value[i + 1] ?? ''))
      problems.push({ index: i, kind: 'de-quotes', message: 'English opening quote “ in German prose: open with „' });
  }
  return problems;
}

type TextRule = (value: string, before?: string) => TextProblem[];

function position(text: string, offset: number): { line: number; column: number } {
  const upTo = text.slice(0, offset);
  const line = upTo.split('\n').length;
  return { line, column: offset - upTo.lastIndexOf('\n') };
}

/** Runs a text rule over the text nodes of a page. An autolink's text (its URL) is skipped. */
function checkPageText(text: string, mdx: boolean, rule: TextRule): Finding[] {
  const findings: Finding[] = [];
  const walk = (node: Nodes, parent: Parents | null) => {
    if (node.type === 'text' && node.position?.start.offset !== undefined) {
      if (parent?.type === 'link' && parent.url.replace(/^mailto:/, '') === node.value) return;
      const start = node.position.start.offset;
      const end = node.position.end.offset ?? start;
      const raw = text.slice(start, end);
      // Map back to the file only where the value is the source as written (no escapes or entities in it).
      const exact = raw === node.value;
      for (const p of rule(node.value, start > 0 ? text[start - 1] : '')) {
        const at = exact
          ? position(text, start + p.index)
          : { line: node.position.start.line, column: node.position.start.column };
        findings.push({ ...at, kind: p.kind, message: p.message });
      }
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, node as Parents);
  };
  walk(parseTree(text, mdx), null);
  return findings;
}

/** Runs a text rule over the `message` strings of a translation JSON file. */
function checkUiText(json: string, rule: TextRule): Finding[] {
  const findings: Finding[] = [];
  for (const m of json.matchAll(/"message"\s*:\s*("(?:[^"\\\n]|\\.)*")/g)) {
    const literal = m[1];
    const start = (m.index ?? 0) + m[0].length - literal.length;
    let value: string;
    try {
      value = JSON.parse(literal) as string;
    } catch {
      continue;
    }
    // Offsets into the decoded value match the file only when the literal has no escapes.
    const exact = !literal.includes('\\');
    for (const p of rule(value))
      findings.push({ ...position(json, exact ? start + 1 + p.index : start), kind: p.kind, message: p.message });
  }
  return findings;
}

export const checkFrenchPage = (text: string, mdx: boolean) => checkPageText(text, mdx, frenchSpacing);
export const checkFrenchUi = (json: string) => checkUiText(json, frenchSpacing);
export const checkGermanPage = (text: string, mdx: boolean) => checkPageText(text, mdx, germanQuotes);
export const checkGermanUi = (json: string) => checkUiText(json, germanQuotes);

/** Visible text of a node: text and inline code. */
function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/**
 * Interface labels in a translated page: every bold label of src/data/ui-labels.ts must be the form the reader's
 * screen shows. Ads Manager is English-only, so its labels stay English (a translated label in bold is flagged).
 * A browser label whose localised string is not on record must be marked as the English interface's label in the
 * same paragraph, list item or table cell; one that is on record must be named as the screen shows it.
 */
export function checkUiLabels(text: string, mdx: boolean, locale: TargetLocale): Finding[] {
  const byEnglish = new Map(interfaceLabels.map((l) => [key(l.en), l]));
  const translated = new Map(
    uiLabels
      // Buttons, menus, steps and actions: phrases no other concept shares (es "Estado" is also a US state).
      .filter((l) => ['button', 'menu', 'step', 'action'].includes(l.kind))
      .filter((l) => key(l.translations[locale]) !== key(l.en))
      .map((l) => [key(l.translations[locale]), l.en] as const),
  );
  const marker = englishLabelMarkers[locale];
  const findings: Finding[] = [];
  const walk = (node: Nodes, block: Nodes | null) => {
    const isBlock = node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading';
    const here = isBlock ? node : block;
    if (node.type === 'strong' && node.position) {
      const shown = textOf(node);
      const at = { line: node.position.start.line, column: node.position.start.column };
      const label = byEnglish.get(key(shown));
      if (label) {
        const onScreen = label.locales[locale];
        const marked = here ? marker.test(textOf(here)) : false;
        if (onScreen === null && !marked)
          findings.push({
            ...at,
            kind: 'ui-label',
            message: `**${shown}** is the English browser's label, and the ${locale} browser shows another: describe the control and mark this label as English (${marker.source.replace(/\\b/g, '')})`,
          });
        else if (typeof onScreen === 'string' && onScreen !== 'english' && !marked)
          findings.push({
            ...at,
            kind: 'ui-label',
            message: `the ${locale} screen shows **${onScreen}**, not **${shown}**`,
          });
      } else if (translated.has(key(shown))) {
        findings.push({
          ...at,
          kind: 'ui-label',
          message: `Ads Manager is in English: it shows **${translated.get(key(shown))}**, not **${shown}** (give the translation in parentheses)`,
        });
      }
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, here);
  };
  walk(parseTree(text, mdx), null);
  return findings;
}
