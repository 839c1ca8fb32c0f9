/**
 * The internals manifest (config/internals.ts) against the installed packages.
 *
 *   npx tsx scripts/check-internals.ts            the build's check: exit 1 with each refused entry
 *   npx tsx scripts/check-internals.ts --print    the installed version and hash of every entry's target
 */
import path from 'node:path';
import { INTERNALS } from '../config/internals';
import { checkInternals, entriesInUse, packageDir, sha256Of } from '../src/plugins/adapter/check';
import { existsSync, readFileSync } from 'node:fs';

const root = path.resolve(__dirname, '..');

if (process.argv.includes('--print')) {
  for (const entry of INTERNALS) {
    const dir = packageDir(root, entry.package);
    const version = dir
      ? (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
      : 'missing';
    const file = dir && entry.targetIsFile ? path.join(dir, entry.target) : null;
    const hash = file && existsSync(file) ? sha256Of(file) : '-';
    const mark = entry.sha256 && hash !== '-' && hash !== entry.sha256 ? '  (changed)' : '';
    console.log(`${entry.id}\t${entry.package}@${version}\t${entry.targetIsFile ? entry.target : '-'}\t${hash}${mark}`);
  }
} else {
  const problems = checkInternals(root);
  for (const problem of problems) console.error(problem.message);
  if (problems.length > 0) process.exit(1);
  console.log(`internals: the ${entriesInUse().length} entries this build applies hold.`);
}
