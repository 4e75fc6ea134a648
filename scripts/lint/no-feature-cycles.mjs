// An ESLint rule of the project's own (eslint.config.js): inside features/, no feature imports one that imports it
// back, straight or through others. import-x/no-cycle sees circles of files only; this one sees circles of feature
// folders (features/<a>/x.ts → features/<b>/y.ts → features/<a>/z.ts is one, though no file imports itself back).
import fs from 'node:fs'
import path from 'node:path'

// Inside features/: no feature imports one that imports it back, straight or through others (type-only imports
// count). What a feature needs from another that depends on it is handed in by the composition roots (server/, app/).
const FEATURE_SOURCE = /\.tsx?$/
const TEST_FILE = /\.(test|spec)\.tsx?$/
const IMPORT_SOURCE = /(?:\bfrom|^\s*import|\bimport\s*\()\s*['"]([^'"]+)['"]/gm

/** The feature folder a file stands in ('mail' for a file under features/mail/admin/), or undefined outside features/. */
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

export const noFeatureCycles = {
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
