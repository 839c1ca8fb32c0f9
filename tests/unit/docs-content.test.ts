/**
 * Content rules for every documentation page (English source and, when present, translations).
 *
 * One test per page checks: front matter title and description; no H1 in the body (the front-matter
 * title is the page's H1); no skipped heading levels; alt text on every image; relative links and
 * their #anchors resolve (slugs computed the way Docusaurus does); spec figures in prose (pixel sizes,
 * character limits) match the placement data module. Code examples get their own tests: shell blocks
 * (curl) must pass `bash -n`, TypeScript blocks must parse.
 *
 * Pure Node: the checks read files as text and never render them. Set DOCS_CONTENT_ROOT to check
 * another copy of the site tree (used to prove each rule fails on a faulty page).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as ts from 'typescript';
import { createSlugger, DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { placements } from '../../src/data/placements';

const siteDir = process.env.DOCS_CONTENT_ROOT
  ? path.resolve(process.env.DOCS_CONTENT_ROOT)
  : path.resolve(__dirname, '../..');
const docsDir = path.join(siteDir, 'docs');
const staticDir = path.join(siteDir, 'static');
const i18nDir = path.join(siteDir, 'i18n');
const i18nDocsSuffix = path.join('docusaurus-plugin-content-docs', 'current');

/**
 * Figures that look like placement specs but are not, by page. Keep this list short and say why.
 * `file` matches the page path relative to the site (English or translated copy).
 */
const NON_PLACEMENT_FIGURES: readonly { file: RegExp; kind: FigureKind; value: number; why: string }[] = [];

type FigureKind = 'characters' | 'pixels';

interface CodeBlock {
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

interface Heading {
  level: number;
  text: string;
  line: number;
  /** Explicit `{#id}` (or comment id) when present. */
  explicitId?: string;
}

interface ParsedPage {
  file: string;
  frontMatter: Record<string, unknown>;
  /** Source with front matter and fenced code blocks blanked out (line numbers preserved). */
  prose: string;
  /** `prose` with inline code spans blanked out as well (offsets preserved). */
  proseWithoutInlineCode: string;
  headings: Heading[];
  codeBlocks: CodeBlock[];
}

// ---------------------------------------------------------------------------------------------
// Files

/** Docusaurus ignores `_`-prefixed files and folders (partials) and test folders. */
function isDocFile(name: string): boolean {
  return /\.mdx?$/.test(name) && !name.startsWith('_');
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_') || entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (isDocFile(entry.name)) out.push(full);
  }
  return out.sort();
}

function localizedDocsDirs(): string[] {
  if (!fs.existsSync(i18nDir)) return [];
  return fs
    .readdirSync(i18nDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(i18nDir, entry.name, i18nDocsSuffix))
    .filter((dir) => fs.existsSync(dir))
    .sort();
}

/** The docs root a file belongs to: `docs/` or `i18n/<locale>/docusaurus-plugin-content-docs/current/`. */
function contentRootOf(file: string): string {
  const localized = localizedDocsDirs().find((dir) => file.startsWith(dir + path.sep));
  return localized ?? docsDir;
}

const rel = (file: string): string => path.relative(siteDir, file).split(path.sep).join('/');

// ---------------------------------------------------------------------------------------------
// Parsing (a line scanner, enough for the rules below; it never renders)

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)?(.*)$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Replaces every character except newlines, so offsets and line numbers survive. */
const blank = (s: string): string => s.replace(/[^\n]/g, ' ');

function stripInlineCode(text: string): string {
  return text.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (m) => blank(m));
}

// Explicit heading ids: `{#id}` (classic), `<!-- #id -->` (.md) or an MDX comment expression holding `#id` (.mdx).
function splitHeadingId(raw: string): { text: string; id?: string } {
  const patterns = [/\s*\{#([^\s}]+)\}\s*$/, /\s*<!--\s*#([^\s]+?)\s*-->\s*$/, /\s*\{\/\*\s*#([^\s]+?)\s*\*\/\}\s*$/];
  for (const pattern of patterns) {
    const match = pattern.exec(raw);
    if (match) return { text: raw.slice(0, match.index), id: match[1] };
  }
  return { text: raw };
}

/** Plain text of inline markdown, as mdast-util-to-string would give it (what Docusaurus slugs). */
function headingPlainText(raw: string): string {
  return raw
    .replace(/<[^>]+>/g, '') // HTML/JSX tags are not part of the text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // image -> alt
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // link -> text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1') // reference link -> text
    .replace(/(`+)([\s\S]*?)\1/g, '$2') // inline code -> content
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1') // backslash escapes
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();
}

async function parsePage(file: string): Promise<ParsedPage> {
  const source = fs.readFileSync(file, 'utf8');
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: source });
  const lines = source.split('\n');

  // Front matter: blank it out so no rule sees YAML as prose (but keep it for the figure check).
  let bodyStart = 0;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
    if (end > 0) bodyStart = end + 1;
  }

  const proseLines = lines.map((l, i) => (i < bodyStart ? '' : l));
  const codeBlocks: CodeBlock[] = [];
  const headings: Heading[] = [];

  let fence: { marker: string; lang: string; start: number; body: string[] } | null = null;
  for (let i = bodyStart; i < lines.length; i += 1) {
    const line = lines[i];
    if (fence) {
      const close = new RegExp(`^ {0,3}${fence.marker[0] === '`' ? '`' : '~'}{${fence.marker.length},}\\s*$`);
      proseLines[i] = '';
      if (close.test(line)) {
        codeBlocks.push({ lang: fence.lang, code: fence.body.join('\n'), line: fence.start + 1 });
        fence = null;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      fence = { marker: open[1], lang: (open[2] ?? '').toLowerCase(), start: i, body: [] };
      proseLines[i] = '';
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      const raw = (atx[2] ?? '').replace(/[ \t]+#+$/, '');
      const { text, id } = splitHeadingId(raw);
      headings.push({ level: atx[1].length, text: headingPlainText(text), line: i + 1, explicitId: id });
      continue;
    }
    // Setext headings: a paragraph line underlined with === (H1) or --- (H2).
    const previous = i > bodyStart ? lines[i - 1] : '';
    const previousIsParagraph =
      previous.trim() !== '' &&
      !/^ {0,3}([#>|*+-]|\d+[.)]|:::|<|import\s|export\s)/.test(previous) &&
      !FENCE.test(previous) &&
      proseLines[i - 1] !== '';
    if (previousIsParagraph && /^ {0,3}(=+|-+)\s*$/.test(line)) {
      const { text, id } = splitHeadingId(previous.trim());
      headings.push({
        level: line.trim().startsWith('=') ? 1 : 2,
        text: headingPlainText(text),
        line: i,
        explicitId: id,
      });
    }
  }
  if (fence) {
    codeBlocks.push({ lang: fence.lang, code: fence.body.join('\n'), line: fence.start + 1 });
  }

  // HTML/JSX headings (<h2>…</h2>) count for the outline too.
  const prose = proseLines.join('\n');
  const proseWithoutInlineCode = stripInlineCode(prose);
  for (const match of proseWithoutInlineCode.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    const idAttr = /\bid=["']([^"']+)["']/.exec(match[0]);
    headings.push({
      level: Number(match[1]),
      text: headingPlainText(match[2]),
      line: lineOf(prose, match.index ?? 0),
      explicitId: idAttr?.[1],
    });
  }
  headings.sort((a, b) => a.line - b.line);

  return { file, frontMatter, prose, proseWithoutInlineCode, headings, codeBlocks };
}

const parsedCache = new Map<string, Promise<ParsedPage>>();
function parsed(file: string): Promise<ParsedPage> {
  let page = parsedCache.get(file);
  if (!page) {
    page = parsePage(file);
    parsedCache.set(file, page);
  }
  return page;
}

/** Anchors a page exposes: heading slugs (Docusaurus: github-slugger, per page, in order) and id attributes. */
function anchorsOf(page: ParsedPage): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  for (const heading of page.headings) {
    // Docusaurus uses an explicit id as is, without registering it with the slugger.
    anchors.add(heading.explicitId ?? slugger.slug(heading.text));
  }
  for (const match of page.proseWithoutInlineCode.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(match[1]);
  return anchors;
}

// ---------------------------------------------------------------------------------------------
// Placement figures

interface DataFigures {
  pixelPairs: Set<string>;
  characterLimits: Set<number>;
}

/**
 * Reads every figure the placement module holds: ordered pairs of numbers that sit in one object
 * (width then height, e.g. `{ widthPx: 2560, heightPx: 1440 }`) and numbers held under a key that
 * names characters (e.g. `maxChars`).
 */
function collectDataFigures(data: unknown): DataFigures {
  const pixelPairs = new Set<string>();
  const characterLimits = new Set<number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const numeric: [string, number][] = [];
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'number') {
        numeric.push([key, child]);
        if (/char/i.test(key)) characterLimits.add(child);
      } else {
        visit(child);
      }
    }
    for (let i = 0; i < numeric.length; i += 1) {
      for (let j = i + 1; j < numeric.length; j += 1) pixelPairs.add(`${numeric[i][1]}x${numeric[j][1]}`);
    }
  };
  visit(data);
  return { pixelPairs, characterLimits };
}

const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f]\d{3})+|\d+`;
/** `2560 × 1440`, `2560x1440 px`, `2 560 × 1 440 pixels`; an `x` needs two multi-digit numbers. */
const PIXEL_SIZE = new RegExp(
  String.raw`(?<![\w.])(${NUMBER})\s*(?:×|(?<=\d{2}\s*)[xX](?=\s*\d{2}))\s*(${NUMBER})(?!\.\d)`,
  'gu',
);
/** `30 characters`, `30-character`, `30 caracteres`, `30 caractères`, `30 Zeichen`. */
const CHARACTER_LIMIT = new RegExp(
  String.raw`(?<![\w.])(${NUMBER})[\s\u00a0-]*(?:characters?|chars|caracteres|caract[eè]res?|Zeichen)\b`,
  'giu',
);
const toNumber = (s: string): number => Number(s.replace(/[,.\u00a0\u202f]/g, ''));

function checkFigures(page: ParsedPage, source: string, data: DataFigures, problems: string[]): void {
  const file = rel(page.file);
  const exempt = (kind: FigureKind, value: number): boolean =>
    NON_PLACEMENT_FIGURES.some((entry) => entry.kind === kind && entry.value === value && entry.file.test(file));
  // Prose = everything except fenced code (front matter included: a description is prose too).
  const lines = source.split('\n');
  const codeLines = new Set<number>();
  for (const block of page.codeBlocks) {
    const count = block.code.split('\n').length + 2;
    for (let k = 0; k < count; k += 1) codeLines.add(block.line + k);
  }
  const text = lines.map((l, i) => (codeLines.has(i + 1) ? '' : l)).join('\n');

  for (const match of text.matchAll(PIXEL_SIZE)) {
    const width = toNumber(match[1]);
    const height = toNumber(match[2]);
    if (exempt('pixels', width) || data.pixelPairs.has(`${width}x${height}`)) continue;
    problems.push(
      `${file}:${lineOf(text, match.index ?? 0)}: size "${match[0].trim()}" is not a ${width} × ${height} size in src/data/placements.ts`,
    );
  }
  for (const match of text.matchAll(CHARACTER_LIMIT)) {
    const value = toNumber(match[1]);
    if (exempt('characters', value) || data.characterLimits.has(value)) continue;
    problems.push(
      `${file}:${lineOf(text, match.index ?? 0)}: character limit "${match[0].trim()}" is not a character limit in src/data/placements.ts`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Rules

function resolveLinkTarget(fromFile: string, target: string): string | null {
  const contentRoot = contentRootOf(fromFile);
  const direct = path.resolve(path.dirname(fromFile), target);
  if (fs.existsSync(direct)) return direct;
  // A translated page may link to a page that is not translated yet: Docusaurus falls back to docs/.
  if (contentRoot !== docsDir) {
    const fallback = path.join(docsDir, path.relative(contentRoot, direct));
    if (fs.existsSync(fallback)) return fallback;
  }
  return null;
}

async function checkLink(page: ParsedPage, url: string, line: number, problems: string[]): Promise<void> {
  const file = rel(page.file);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return; // external or mailto:
  if (url.startsWith('/') || url.startsWith('@site/')) return; // routes: the build checks them
  const [pathAndQuery, anchor] = url.split('#', 2);
  const targetPath = decodeURI(pathAndQuery.split('?')[0]);

  let targetPage: ParsedPage = page;
  if (targetPath !== '') {
    const resolved = resolveLinkTarget(page.file, targetPath);
    if (!resolved) {
      const withExtension = ['.md', '.mdx'].find((ext) => resolveLinkTarget(page.file, targetPath + ext));
      problems.push(
        withExtension
          ? `${file}:${line}: link "${url}" has no file extension; link to the file: "${targetPath}${withExtension}"`
          : `${file}:${line}: link "${url}" points to a file that does not exist`,
      );
      return;
    }
    if (!/\.mdx?$/.test(resolved)) return; // a static asset: existence is all we can check
    targetPage = await parsed(resolved);
  }
  if (anchor !== undefined && anchor !== '' && !anchorsOf(targetPage).has(decodeURIComponent(anchor))) {
    const where = targetPage === page ? 'this page' : rel(targetPage.file);
    problems.push(`${file}:${line}: anchor "#${anchor}" of link "${url}" matches no heading in ${where}`);
  }
}

function checkImageSource(page: ParsedPage, src: string, line: number, problems: string[]): void {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//') || src.startsWith('{')) return;
  const clean = decodeURI(src.split(/[?#]/)[0]);
  const exists = clean.startsWith('/')
    ? fs.existsSync(path.join(staticDir, clean))
    : resolveLinkTarget(page.file, clean) !== null;
  if (!exists) problems.push(`${rel(page.file)}:${line}: image "${src}" does not exist`);
}

async function checkPage(file: string, data: DataFigures): Promise<string[]> {
  const page = await parsed(file);
  const name = rel(file);
  const problems: string[] = [];
  const source = fs.readFileSync(file, 'utf8');

  // Front matter
  const title = typeof page.frontMatter.title === 'string' ? page.frontMatter.title.trim() : '';
  const description = typeof page.frontMatter.description === 'string' ? page.frontMatter.description.trim() : '';
  if (!title) problems.push(`${name}:1: front matter has no title`);
  if (!description) problems.push(`${name}:1: front matter has no description`);

  // Headings: the title is the only H1; levels go down one at a time.
  let previousLevel = 1;
  for (const heading of page.headings) {
    if (heading.level === 1) {
      problems.push(
        heading.text === title
          ? `${name}:${heading.line}: H1 "${heading.text}" repeats the title; remove it (the title is the H1)`
          : `${name}:${heading.line}: H1 "${heading.text}" differs from the title "${title}"; the title is the only H1`,
      );
    } else if (heading.level > previousLevel + 1) {
      problems.push(
        `${name}:${heading.line}: heading level skipped (H${previousLevel} → H${heading.level}) at "${heading.text}"`,
      );
    }
    previousLevel = heading.level;
  }

  const text = page.proseWithoutInlineCode;

  // Images: markdown and HTML/JSX, alt text required.
  for (const match of text.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^)]*["'])?\s*\)/g)) {
    const line = lineOf(text, match.index ?? 0);
    if (match[1].trim() === '') problems.push(`${name}:${line}: image "${match[2]}" has no alt text`);
    checkImageSource(page, match[2], line, problems);
  }
  for (const match of text.matchAll(/<(img|ThemedImage)\b[\s\S]*?\/?>/g)) {
    const line = lineOf(text, match.index ?? 0);
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|([^}]*))\s*\})/.exec(
      match[0],
    );
    const altText = alt ? (alt.slice(1).find((v) => v !== undefined) ?? '') : '';
    if (altText.trim() === '') problems.push(`${name}:${line}: <${match[1]}> has no alt text`);
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(match[0]);
    const srcText = src?.[1] ?? src?.[2];
    if (srcText) checkImageSource(page, srcText, line, problems);
  }

  // Links: inline [text](url) (not images) and reference definitions [id]: url
  for (const match of text.matchAll(/(?<!!)\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*["'])?\s*\)/g)) {
    await checkLink(page, match[1], lineOf(text, match.index ?? 0), problems);
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    await checkLink(page, match[1], lineOf(text, match.index ?? 0), problems);
  }

  checkFigures(page, source, data, problems);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Code examples

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);
const TS_LANGS = new Set(['ts', 'typescript', 'tsx']);

function isShellBlock(block: CodeBlock): boolean {
  return (
    SHELL_LANGS.has(block.lang) || (!['text', 'txt', 'console'].includes(block.lang) && /^\s*curl\s/m.test(block.code))
  );
}

function bashSyntaxErrors(code: string): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-content-'));
  const script = path.join(dir, 'block.sh');
  try {
    fs.writeFileSync(script, code + '\n');
    execFileSync('bash', ['-n', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    return stderr.trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function typeScriptSyntaxErrors(code: string, lang: string): string[] {
  const fileName = lang === 'tsx' ? 'block.tsx' : 'block.ts';
  const result = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
  });
  return (result.diagnostics ?? []).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file && d.start !== undefined) {
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `block line ${line + 1}, column ${character + 1}: ${message}`;
    }
    return message;
  });
}

// ---------------------------------------------------------------------------------------------
// Tests

const pageFiles = [...walk(docsDir), ...localizedDocsDirs().flatMap((dir) => walk(dir))];
const pageNames = pageFiles.map(rel);
const apiPage = path.join(docsDir, 'campaign-performance', 'API.md');

interface BlockCase {
  name: string;
  block: CodeBlock;
}

/** Code blocks are read synchronously here because it.each needs its table before the tests run. */
function blocksOf(files: string[], keep: (block: CodeBlock) => boolean): BlockCase[] {
  const cases: BlockCase[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let fence: { marker: string; lang: string; start: number; body: string[] } | null = null;
    lines.forEach((line, i) => {
      if (fence) {
        const close = new RegExp(`^ {0,3}${fence.marker[0] === '`' ? '`' : '~'}{${fence.marker.length},}\\s*$`);
        if (close.test(line)) {
          const block = { lang: fence.lang, code: fence.body.join('\n'), line: fence.start + 1 };
          if (keep(block)) cases.push({ name: `${rel(file)}:${block.line} (${block.lang || 'no language'})`, block });
          fence = null;
        } else {
          fence.body.push(line);
        }
        return;
      }
      const open = FENCE.exec(line);
      if (open) fence = { marker: open[1], lang: (open[2] ?? '').toLowerCase(), start: i, body: [] };
    });
  }
  return cases;
}

const shellBlocks = blocksOf(fs.existsSync(apiPage) ? [apiPage] : [], isShellBlock);
const tsBlocks = blocksOf(pageFiles, (block) => TS_LANGS.has(block.lang));
const dataFigures = collectDataFigures(placements);

describe('documentation pages', () => {
  it('finds pages to check', () => {
    expect(pageNames.length).toBeGreaterThan(0);
  });

  it.each(pageNames)('%s follows the content rules', async (name) => {
    const problems = await checkPage(path.join(siteDir, name), dataFigures);
    if (problems.length > 0) throw new Error(`${problems.length} problem(s):\n${problems.join('\n')}`);
  });
});

describe('code examples', () => {
  it('the API page has curl and TypeScript examples', () => {
    expect(fs.existsSync(apiPage)).toBe(true);
    expect(shellBlocks.length).toBeGreaterThan(0);
    expect(tsBlocks.filter((c) => c.name.startsWith('docs/campaign-performance/API.md')).length).toBeGreaterThan(0);
  });

  // it.each needs at least one row; the test above fails when there are none.
  if (shellBlocks.length > 0) {
    it.each(shellBlocks)('$name passes bash -n', ({ name, block }) => {
      const errors = bashSyntaxErrors(block.code);
      if (errors) throw new Error(`${name}: bash -n failed:\n${errors}`);
    });
  }

  if (tsBlocks.length > 0) {
    it.each(tsBlocks)('$name is valid TypeScript', ({ name, block }) => {
      const errors = typeScriptSyntaxErrors(block.code, block.lang);
      if (errors.length > 0) throw new Error(`${name}: TypeScript syntax errors:\n${errors.join('\n')}`);
    });
  }
});
