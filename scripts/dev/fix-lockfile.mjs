// The npm registry reachable here serves only some platform builds of packages such as @tailwindcss/oxide and
// rollup, so `npm install` leaves the other platforms' optional packages out of package-lock.json, and `npm ci`
// then refuses the lock file ("Missing: … from lock file"). This adds those optional entries back, as npm writes
// them elsewhere; `npm ci` skips any it cannot fetch. Run after adding or upgrading a dependency:
//   npm run lockfile:fix
import { readFileSync, writeFileSync } from 'node:fs'

const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))
const pkgs = lock.packages
let added = 0
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${name}` : `node_modules/${name}`
    if (pkgs[base] || pkgs[`node_modules/${name}`]) continue
    pkgs[`node_modules/${name}`] = { version: range, dev: entry.dev, optional: true }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`package-lock.json: added ${added} optional platform entries`)
