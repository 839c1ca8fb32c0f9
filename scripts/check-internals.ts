/**
 * The contracts of the internals manifest (config/internals.ts) against the installed packages.
 *
 *   npx tsx scripts/check-internals.ts            every finding; exit 1 when a contract is broken
 *   npx tsx scripts/check-internals.ts --print    the installed version of every entry's package, and its range
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INTERNALS } from '../config/internals';
import { checkInternals, entriesInUse, packageDir } from '../src/plugins/build/internals/check';

const root = path.resolve(__dirname, '..');

if (process.argv.includes('--print')) {
  for (const entry of INTERNALS) {
    const dir = packageDir(root, entry.package);
    const version = dir
      ? (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
      : 'missing';
    console.log(`${entry.id}\t${entry.package}@${version}\tverified ${entry.range}\t${entry.kind}: ${entry.target}`);
  }
} else {
  const problems = checkInternals(root);
  for (const problem of problems) console.error(problem.message);
  if (problems.some((problem) => problem.broken)) process.exit(1);
  console.log(`internals: the contracts of the ${entriesInUse().length} entries this build applies hold.`);
}
