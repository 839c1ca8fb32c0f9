/**
 * Text and exit status of the translation check, for writers reading a terminal or CI log.
 */
import type { Report } from './check';

const formatNumber = (n: number) => n.toLocaleString('en-US');

/** `strict`: stale translations fail the check. */
export function isPassing(report: Report, strict: boolean): boolean {
  return report.locales.every((l) => l.problems.length === 0 && (!strict || l.stale.length === 0));
}

export function formatReport(report: Report, { strict }: { strict: boolean }): string {
  const out: string[] = [];
  for (const locale of report.locales) {
    if (locale.problems.length === 0) continue;
    out.push(`${locale.locale}: ${locale.problems.length} problem${locale.problems.length === 1 ? '' : 's'}`);
    // One line per problem, `file:line:column`, so editors and terminals can jump to it.
    const sorted = [...locale.problems].sort(
      (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
    );
    for (const p of sorted) {
      const at = p.line === null ? '' : `:${p.line}${p.column === undefined ? '' : `:${p.column}`}`;
      out.push(`  ${p.file}${at}  [${p.kind}] ${p.message}`);
    }
    out.push('');
  }

  const stale = report.locales.flatMap((l) => l.stale);
  if (stale.length > 0) {
    out.push(
      `Stale translations (the English page changed after the translation was stamped)${strict ? '' : ': warnings; --strict fails on them'}`,
    );
    for (const s of stale)
      out.push(`  ${s.locale}  ${s.file}  translates ${s.source} @ ${s.recorded}, English is now @ ${s.current}`);
    out.push('');
  }

  const warnings = report.locales.flatMap((l) => l.warnings);
  if (warnings.length > 0) {
    out.push('Warnings');
    for (const w of warnings) out.push(`  ${w.locale}  ${w.file}  ${w.message}`);
    out.push('');
  }

  const withTerms = report.locales.filter((l) => Object.keys(l.terms).length > 0);
  if (withTerms.length > 0) {
    out.push('Termbase variants (src/data/terms.ts), by locale and variant');
    for (const l of withTerms) {
      const total = Object.values(l.terms).reduce((a, b) => a + b, 0);
      out.push(`  ${l.locale}  ${total}`);
      for (const [variant, n] of Object.entries(l.terms).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
        out.push(`    ${String(n).padStart(4)}  ${variant}`);
    }
    out.push('');
  }

  out.push('Summary');
  for (const l of report.locales) {
    const terms = Object.values(l.terms).reduce((a, b) => a + b, 0);
    out.push(
      `  ${l.locale}  pages ${l.pages.translated}/${l.pages.total}` +
        `  words ${formatNumber(l.words)}` +
        (l.strings
          ? `  strings ${l.strings.present}/${l.strings.total} (code.json ${l.strings.codeJson})`
          : '  strings not checked') +
        `  term variants ${terms}  problems ${l.problems.length}  stale ${l.stale.length}`,
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
