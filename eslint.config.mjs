// Lint for TypeScript/React sources, tests and scripts. Markdown is linted by markdownlint-cli2, formatting by
// Prettier; `npm run lint` runs all three and `npm test` runs it.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.docusaurus*/**',
      'node_modules/**',
      'test-results/**',
      'bench-results/**',
      // The MCP package's bundle (mcp/scripts/bundle.ts), made from a build.
      'mcp/dist/**',
      // The creatives are self-contained browser scripts served as they are (linted below with browser globals);
      // everything else under static/ is vendored or generated.
      'static/**/!(creatives)/**',
    ],
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
    // React components, theme overrides and pages: the recommended React, hooks and accessibility rules.
    files: ['src/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      // The classic hooks rules. eslint-plugin-react-hooks 7's `recommended` also carries the React Compiler's
      // rules (refs, immutability, set-state-in-effect): they describe code the compiler can rewrite, and this
      // site runs React 18.3 without the compiler (see the design's measured decisions), so they stay off.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable code block must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable),
      // so `<pre tabIndex={0}>` is allowed; every other non-interactive element stays out of the tab order.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel'] }],
      // Props are typed with TypeScript; runtime prop-types would only add bytes.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['static/creatives/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ignores: ['static/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
