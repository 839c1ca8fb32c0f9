/**
 * The freshness stamp of a translation: front matter `translation_source: <hash of the English file>`.
 * `setTranslationSource` writes or updates that one line and changes nothing else in the file.
 */
export const STAMP_KEY = 'translation_source';
const FENCE = /^---[ \t]*$/;
const STAMP_LINE = new RegExp(`^${STAMP_KEY}[ \\t]*:`);

/** Line indexes of the front matter fences, or null when the file has none. */
export function findFrontMatter(lines: string[]): { start: number; end: number } | null {
  if (lines.length === 0 || !FENCE.test(lines[0])) return null;
  for (let i = 1; i < lines.length; i += 1) if (FENCE.test(lines[i])) return { start: 0, end: i };
  return null;
}

/** The file with its stamp set to `hash` (added to the front matter, or a front matter added). */
export function setTranslationSource(text: string, hash: string): { text: string; changed: boolean } {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const eol = body.includes('\r\n') ? '\r\n' : '\n';
  const lines = body.split(eol);
  // A hash YAML would read as a number (all digits, or digits 'e' digits: 44461389e198) is quoted.
  const value = /^\d+(?:e\d+)?$/i.test(hash) ? `'${hash}'` : hash;
  const stamp = `${STAMP_KEY}: ${value}`;
  const span = findFrontMatter(lines);
  if (!span) return { text: `${bom}---${eol}${stamp}${eol}---${eol}${body}`, changed: true };
  const existing = lines.slice(span.start + 1, span.end).findIndex((line) => STAMP_LINE.test(line));
  if (existing >= 0) {
    const index = span.start + 1 + existing;
    if (lines[index] === stamp) return { text, changed: false };
    lines[index] = stamp;
  } else {
    lines.splice(span.end, 0, stamp);
  }
  return { text: bom + lines.join(eol), changed: true };
}
