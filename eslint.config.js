import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Inside features/: no feature imports one that imports it back, straight or through others (type-only imports
// count). What a feature needs from another that depends on it is handed in by the composition roots (server/, app/).
const FEATURE_SOURCE = /\.tsx?$/
const TEST_FILE = /\.(test|spec)\.tsx?$/
const IMPORT_SOURCE = /(?:\bfrom|^\s*import|\bimport\s*\()\s*['"]([^'"]+)['"]/gm

/** The feature folder a file stands in ('mail' for features/mail/admin/x.tsx), or undefined outside features/. */
function featureOf(root, file) {
  const [top, feature, ...rest] = path.relative(root, file).split(path.sep)
  return top === 'features' && rest.length > 0 ? feature : undefined
}

/** The features' source files (tests left out, as in the layers below). */
function featureFiles(root) {
  return fs
    .readdirSync(path.join(root, 'features'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && FEATURE_SOURCE.test(entry.name) && !TEST_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

let known = { stamp: '', graph: new Map() }

/** Which features each feature imports, read again from the files whenever one of them has changed. */
function featureGraph(root) {
  const files = featureFiles(root)
  const stamp = files.map((file) => `${file}@${fs.statSync(file).mtimeMs}`).join('\n')
  if (stamp !== known.stamp) known = { stamp, graph: readFeatureGraph(root, files) }
  return known.graph
}

function readFeatureGraph(root, files) {
  const graph = new Map()
  for (const file of files) {
    const from = featureOf(root, file)
    for (const [, source] of fs.readFileSync(file, 'utf8').matchAll(IMPORT_SOURCE)) {
      const to = source.startsWith('.')
        ? featureOf(root, path.resolve(path.dirname(file), source))
        : undefined
      if (!from || !to || to === from) continue
      if (!graph.has(from)) graph.set(from, new Set())
      graph.get(from).add(to)
    }
  }
  return graph
}

/** A way of imports from `start` to `goal` (['company', 'auth', 'audit']), or undefined. */
function importWay(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length > 0) {
    const at = queue.shift()
    if (at === goal) {
      const way = []
      for (let step = at; step !== undefined; step = cameFrom.get(step)) way.unshift(step)
      return way
    }
    for (const next of graph.get(at) ?? [])
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at)
        queue.push(next)
      }
  }
  return undefined
}

const noFeatureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other in one direction only: no circle of features.' },
    messages: {
      cycle:
        'features/{{from}} imports features/{{to}}, which imports it back ({{way}}): hand in what one needs from the other through the composition root (server/, app/).',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const from = featureOf(root, context.filename)
    if (!from) return {}
    const graph = featureGraph(root)
    function check(node) {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const to = featureOf(root, path.resolve(path.dirname(context.filename), source))
      if (!to || to === from) return
      const way = importWay(graph, to, from)
      if (way)
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { from, to, way: [from, ...way].join(' → ') },
        })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

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
