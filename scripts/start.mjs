// `npm start`: builds when the build is missing or older than the sources, then runs the production server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outputs = ['dist/server.js', 'build/server/index.js'].map((file) => path.join(root, file))
const sources = [
  'app',
  'features',
  'server',
  'platform',
  'ui',
  'demo/content.ts',
  'public',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'react-router.config.ts',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)))
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))))
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import(path.join(root, 'dist', 'server.js'))
