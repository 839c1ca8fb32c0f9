/** Unit, contract and content tests (Node). Browser tests are Playwright's (tests/e2e). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/scripts', '<rootDir>/tests'],
  testMatch: ['**/__tests__/**/*.test.[jt]s?(x)', '<rootDir>/tests/unit/**/*.test.[jt]s?(x)', '<rootDir>/tests/contract/**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/tests/e2e/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.module\\.css$': '<rootDir>/tests/unit/style-mock.cjs',
  },
};
