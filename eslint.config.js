import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { noFeatureCycles } from './scripts/lint/no-feature-cycles.mjs'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      'data/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'drizzle/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Production code never depends on test code: only tests (tests/, *.test.*, *.spec.*) may import from tests/.
    ignores: ['tests/**', '**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/**'],
              message: 'Only tests may import from tests/; share code with them from outside tests/ instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx', 'features/**/*.tsx', 'ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Layers, from the ground up: platform (server infrastructure) → ui (public UI primitives, back-office kit) →
  // features → app and server (the composition roots). A file may import its own layer and those below it;
  // tests and scripts stand beside the house and may import anything. No import circles anywhere.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['platform/**', 'ui/**', 'features/**', 'app/**', 'server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './platform',
              from: ['./ui', './features', './app', './server', './scripts'],
              message: 'platform/ is the ground floor: it imports no layer above it.',
            },
            {
              target: './ui',
              from: ['./features', './app', './server', './scripts'],
              message: 'ui/ stands below the features: move what it needs down, or pass it in.',
            },
            {
              target: './features',
              from: ['./app', './server', './scripts'],
              message: 'A feature imports platform/, ui/ and other features, never the composition roots.',
            },
            {
              target: ['./app', './server'],
              from: ['./scripts'],
              message: 'Production code never imports the scripts.',
            },
            // Runtimes kept apart. A feature folder holds three: Node services (routes, services, repositories),
            // the public sections rendered on the server, and the back-office screens that run in the browser
            // (admin/). The screens reach the server through its API only; public sections load no back-office code.
            {
              target: [
                './features/*/admin/**',
                './ui/backoffice/**',
                './app/backoffice/**',
                './app/routes/admin/**',
              ],
              from: [
                './features/*/*.repository.ts',
                './features/*/*.service.ts',
                './features/*/*.routes.ts',
                './platform/db/**',
                './server/**',
              ],
              message:
                'A back-office screen runs in the browser: it reaches the server through the API (ui/backoffice/api-client), never its services, repositories or database.',
            },
            {
              target: ['./features/*/*.tsx', './ui/components/**', './app/components/**', './app/islands/**'],
              from: ['./features/*/admin/**', './ui/backoffice/**', './app/backoffice/**'],
              message:
                'A public section never loads back-office code: move what both need to ui/ or the feature’s schema.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    plugins: { features: { rules: { 'no-cycles': noFeatureCycles } } },
    rules: { 'features/no-cycles': 'error' },
  },
)
