// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import neverthrow from '@bufferings/eslint-plugin-neverthrow';
import globals from 'globals';
import { boundaryRules, boundarySettings, testBoundaryRules } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: boundarySettings,
    rules: boundaryRules,
  },
  {
    // Hooks called conditionally or with stale dependencies are bugs React reports only at run time.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A Result nobody reads is a failure nobody handles. The rule needs the type checker, which costs
    // a program per package: only the packages that use neverthrow get type information.
    files: ['packages/{domain,api-adapter,wallet-adapter,composition,web,cli}/src/**/*.{ts,tsx}'],
    // Tests read a Result through _unsafeUnwrapErr() and expect(r.isOk()), which the rule does not
    // count as reading it: they stay unchecked rather than rewritten around the rule.
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.{ts,tsx}', 'packages/web/src/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { neverthrow },
    rules: { 'neverthrow/must-use-result': 'error' },
  },
  {
    files: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.ts', 'packages/web/e2e/**/*.ts'],
    rules: testBoundaryRules,
  },
  {
    // A browser test fails on any console error of its pages: a fixture of the suite's own `test`,
    // which Playwright's bare `test` lacks. Every spec takes it from e2e/fixtures.ts or a module
    // that extends it.
    files: ['packages/web/e2e/**/*.ts'],
    ignores: ['packages/web/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                'Take `test` from e2e/fixtures.ts (or a module extending it): it fails on console errors.',
            },
          ],
        },
      ],
    },
  },
  {
    // @scr/domain/testing holds fixtures and test oracles: application code uses @scr/domain only (architecture §8).
    files: [
      'packages/{web,api-adapter,wallet-adapter,composition,cli}/src/**/*.{ts,tsx}',
      'examples/**/*.ts',
      'bench/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.{ts,tsx}', 'packages/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@scr/domain/testing',
              message: 'Only tests import @scr/domain/testing (architecture §8).',
            },
          ],
        },
      ],
    },
  },
  {
    // Workspace packages resolve through symlinks the boundaries resolver may not follow:
    // name them here too, so the domain can never reach another workspace package.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@scr/*'], message: 'The domain imports no workspace package (architecture §1).' },
          ],
        },
      ],
    },
  },
);
