// @ts-check
'use strict';
/**
 * Writes `translation_source: <hash>` into a translation's front matter and changes nothing
 * else: line endings, a BOM, key order, quoting and comments of the other keys stay as they are.
 */

const STAMP_KEY = 'translation_source';
const FENCE = /^---[ \t]*$/;
const STAMP_LINE = new RegExp(`^${STAMP_KEY}[ \\t]*:`);

/**
 * @typedef {{ start: number, end: number }} FrontMatterSpan line indexes of the opening and closing `---`
 */

/**
 * @param {string[]} lines body split on line breaks (BOM already removed)
 * @returns {FrontMatterSpan | null}
 */
function findFrontMatter(lines) {
  if (lines.length === 0 || !FENCE.test(lines[0])) return null;
  for (let i = 1; i < lines.length; i += 1) {
    if (FENCE.test(lines[i])) return { start: 0, end: i };
  }
  return null;
}

/**
 * @param {string} text the translation file
 * @param {string} hash the English source's hash
 * @returns {{ text: string, changed: boolean }}
 */
function setTranslationSource(text, hash) {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const eol = body.includes('\r\n') ? '\r\n' : '\n';
  const lines = body.split(eol);
  const stamp = `${STAMP_KEY}: ${hash}`;
  const span = findFrontMatter(lines);

  if (!span) {
    const out = `${bom}---${eol}${stamp}${eol}---${eol}${body}`;
    return { text: out, changed: true };
  }
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

module.exports = { STAMP_KEY, setTranslationSource, findFrontMatter };
