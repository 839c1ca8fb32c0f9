/** Unit, contract and content tests (Node). Browser tests are Playwright's (tests/e2e). */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The remark parsers (unified, remark-*, micromark, mdast-util-*...) are ES modules only; Jest runs
 * CommonJS, so they are compiled like our own files. Found by following their dependencies.
 */
function esmDependenciesOf(roots) {
  const root = path.join(__dirname, 'node_modules');
  /** Where Node finds `name` from a package folder: its own node_modules, then its parents'. */
  const locate = (name, from) => {
    for (let dir = from; dir.startsWith(root); dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    }
    return fs.existsSync(path.join(root, name, 'package.json')) ? path.join(root, name) : null;
  };
  const seen = new Set();
  const esm = new Set();
  const queue = roots.map((name) => path.join(root, name));
  while (queue.length > 0) {
    const dir = queue.shift();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (pkg.type === 'module') esm.add(pkg.name);
    for (const dep of Object.keys(pkg.dependencies ?? {})) {
      const found = locate(dep, dir);
      if (found) queue.push(found);
    }
  }
  return [...esm];
}
const esmPackages = esmDependenciesOf([
  'unified',
  'rehype-parse',
  'rehype-remark',
  'remark-stringify',
  'remark-parse',
  'remark-mdx',
  'remark-frontmatter',
  'remark-gfm',
  'remark-directive',
  'refractor',
]).concat([
  // Not "type": "module", but ships ES modules: a test compares the client's replacement of one of its files.
  '@docusaurus/theme-common',
]);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/scripts', '<rootDir>/tests'],
  testMatch: [
    '**/__tests__/**/*.test.[jt]s?(x)',
    '<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
    '<rootDir>/tests/contract/**/*.test.[jt]s?(x)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build', '/tests/e2e/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(?:${esmPackages.map(escape).join('|')})/)`],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.module\\.css$': '<rootDir>/tests/unit/style-mock.cjs',
  },
};
