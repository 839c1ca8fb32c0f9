/** Unit, contract and content tests (Node). Browser tests are Playwright's (tests/e2e). */

// ESM-only packages of the unified (rehype/remark) stack: compiled to CommonJS for Jest on Node 20.
const esmOnly = [
  'unified',
  'bail',
  'devlop',
  'is-plain-obj',
  'trough',
  'vfile[^/]*',
  'unist-[^/]+',
  'rehype-[^/]+',
  'hast[^/]*',
  'comma-separated-tokens',
  'property-information',
  'space-separated-tokens',
  'web-namespaces',
  'parse5',
  '@ungap/structured-clone',
  'collapse-white-space',
  'ccount',
  'html-void-elements',
  'micromark[^/]*',
  'mdast-[^/]+',
  'trim-lines',
  'trim-trailing-lines',
  'stringify-entities',
  'character-entities[^/]*',
  'zwitch',
  'decode-named-character-reference',
  'entities',
  'escape-string-regexp',
  'remark-[^/]+',
  'longest-streak',
  'markdown-table',
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/scripts', '<rootDir>/tests'],
  testMatch: [
    '**/__tests__/**/*.test.[jt]s?(x)',
    '<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
    '<rootDir>/tests/contract/**/*.test.[jt]s?(x)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/tests/e2e/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.module\\.css$': '<rootDir>/tests/unit/style-mock.cjs',
  },
};
