// @ts-check
'use strict';
/**
 * Text and exit status of the translation check, for writers reading a terminal or CI log.
 */

/** @typedef {import('./check.cjs').Report} Report */

/** @param {number} n */
const formatNumber = (n) => n.toLocaleString('en-US');

/**
 * @param {Report} report
 * @param {boolean} strict stale translations fail the check
 * @returns {boolean}
 */
function isPassing(report, strict) {
  return report.locales.every((l) => l.problems.length === 0 && (!strict || l.stale.length === 0));
}

/**
 * @param {Report} report
 * @param {{ strict: boolean }} options
 * @returns {string}
 */
function formatReport(report, { strict }) {
  /** @type {string[]} */
  const out = [];
  for (const locale of report.locales) {
    if (locale.problems.length === 0) continue;
    out.push(`${locale.locale}: ${locale.problems.length} problem${locale.problems.length === 1 ? '' : 's'}`);
    // One line per problem, `file:line`, so editors and terminals can jump to it.
    const sorted = [...locale.problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    for (const p of sorted) out.push(`  ${p.file}${p.line === null ? '' : `:${p.line}`}  [${p.kind}] ${p.message}`);
    out.push('');
  }

  const stale = report.locales.flatMap((l) => l.stale);
  if (stale.length > 0) {
    out.push(
      `Stale translations (the English page changed after the translation was stamped)${strict ? '' : ': warnings; --strict fails on them'}`,
    );
    for (const s of stale) {
      out.push(`  ${s.locale}  ${s.file}  translates ${s.source} @ ${s.recorded}, English is now @ ${s.current}`);
    }
    out.push('');
  }

  const warnings = report.locales.flatMap((l) => l.warnings);
  if (warnings.length > 0) {
    out.push('Warnings');
    for (const w of warnings) out.push(`  ${w.locale}  ${w.file}  ${w.message}`);
    out.push('');
  }

  out.push('Summary');
  for (const l of report.locales) {
    out.push(
      `  ${l.locale}  pages ${l.pages.translated}/${l.pages.total}` +
        `  words ${formatNumber(l.words)}` +
        (l.strings
          ? `  strings ${l.strings.present}/${l.strings.total} (code.json ${l.strings.codeJson})`
          : '  strings not checked') +
        `  problems ${l.problems.length}  stale ${l.stale.length}`,
    );
  }
  const problems = report.locales.reduce((n, l) => n + l.problems.length, 0);
  const passing = isPassing(report, strict);
  out.push(
    passing
      ? `Translation check passed${stale.length ? ` (${stale.length} stale)` : ''}.`
      : `Translation check failed: ${problems} problem${problems === 1 ? '' : 's'}${strict && stale.length ? `, ${stale.length} stale` : ''}.`,
  );
  return out.join('\n');
}

module.exports = { formatReport, isPassing };
