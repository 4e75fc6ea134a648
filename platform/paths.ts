import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project root, found from this module whether it runs from source (server/) or from the bundle (dist/). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

export const projectRoot = findProjectRoot()
export const migrationsDir = path.join(projectRoot, 'drizzle')
export const buildDir = path.join(projectRoot, 'build')
export const demoImagesDir = path.join(projectRoot, 'demo', 'images')

export const APP_VERSION: string =
  (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version?: string })
    .version ?? '0.0.0'
