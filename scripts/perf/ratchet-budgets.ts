/**
 * Moves the byte budgets of config/budgets.json to what the last budgets run measured
 * (test-results/budgets-measured.json, written by tests/e2e/budgets.spec.ts): each page type's budget becomes the
 * largest figure of its pages plus the headroom, when that is lower than the budget (a ratchet: budgets only go down).
 * `--raise` also raises budgets the site has outgrown: a deliberate change, for a commit that says why.
 *
 *   npx tsx scripts/perf/ratchet-budgets.ts [--raise]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Figures = { jsGzip: number; allJsGzip: number; cssGzip: number };
type Budget = Figures & { fontGzip: number };
type Budgets = { $comment?: string; headroom: number; pages: Record<string, Budget> };
type Measured = Record<string, Figures & { type: string }>;

const FIELDS = ['jsGzip', 'allJsGzip', 'cssGzip'] as const;

/** The budgets after a run: lowered to measured + headroom, raised too with `raise`. */
export function ratchet(budgets: Budgets, measured: Measured, raise = false): { next: Budgets; changes: string[] } {
  const next: Budgets = { ...budgets, pages: structuredClone(budgets.pages) };
  const changes: string[] = [];
  for (const [type, budget] of Object.entries(next.pages)) {
    const pages = Object.values(measured).filter((page) => page.type === type);
    if (pages.length === 0) continue;
    for (const field of FIELDS) {
      const target = Math.ceil(Math.max(...pages.map((page) => page[field])) * (1 + budgets.headroom));
      if (target < budget[field] || (raise && target > budget[field])) {
        changes.push(`${type}.${field}: ${budget[field]} -> ${target}`);
        budget[field] = target;
      }
    }
  }
  return { next, changes };
}

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  const budgetsFile = path.join(root, 'config/budgets.json');
  const measured = JSON.parse(readFileSync(path.join(root, 'test-results/budgets-measured.json'), 'utf8')) as Measured;
  const { next, changes } = ratchet(
    JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets,
    measured,
    process.argv.includes('--raise'),
  );
  writeFileSync(budgetsFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(changes.length > 0 ? changes.join('\n') : 'budgets: no change');
}
