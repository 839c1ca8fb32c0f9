// Lint for TypeScript/React sources, tests and scripts. Markdown is linted by markdownlint-cli2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/**', 'build-*/**', '.docusaurus*/**', 'node_modules/**', 'test-results/**', 'static/**', 'bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', URL: 'readonly',
        __dirname: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        performance: 'readonly', fetch: 'readonly', window: 'readonly', document: 'readonly',
        requestAnimationFrame: 'readonly', cancelAnimationFrame: 'readonly', matchMedia: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
