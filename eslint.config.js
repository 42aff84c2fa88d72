import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

/**
 * Imports flow one way: app → features → shared (docs/design.md §3). Each block forbids the imports that
 * would flow backwards; the server and the web app never import each other.
 */
const restrict = (...patterns) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.scratch/**',
      '.screenshots/**',
      'bench/results/**',
      // Generated from the API's routes (npm run openapi).
      'packages/sdk/src/openapi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A feature imports another one only through its index.ts, and features never import each other in a cycle
    // (per feature: eslint-rules/feature-boundaries.js; per module: import-x). lib and components import no feature.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'feature-boundaries': featureBoundaries },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'feature-boundaries/public-entry': 'error',
      'feature-boundaries/no-cycle': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict(
        [['**/server/**', '**/web/**'], 'src/shared is imported by both sides and imports neither.'],
        [['node:*', 'pg', '@electric-sql/*', 'react', 'react-*'], 'src/shared holds pure code: no I/O, no UI.'],
      ),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([['**/web/**'], 'The server never imports the web app.']),
    },
  },
  {
    files: ['src/server/features/**', 'src/server/providers/**', 'src/server/engine/**', 'src/server/db/**'],
    rules: {
      'no-restricted-imports': restrict(
        [['**/web/**'], 'The server never imports the web app.'],
        [['**/app.ts', '**/main.ts'], 'Features and providers are composed by app.ts/main.ts, never the reverse.'],
      ),
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': restrict([['**/server/**'], 'The web app talks to the server over HTTP only.']),
    },
  },
  {
    files: ['src/web/features/**', 'src/web/components/**', 'src/web/lib/**'],
    rules: {
      'no-restricted-imports': restrict(
        [['**/server/**'], 'The web app talks to the server over HTTP only.'],
        [
          ['**/app/**', '../app', '../../app'],
          'Features and components do not import the app layer (app → features → shared).',
        ],
      ),
    },
  },
);
