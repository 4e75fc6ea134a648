import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The tracked files and new ones not yet committed (ignored files left out) that `keep` keeps, as they are on disk. */
export function repoFiles(keep: (file: string) => boolean): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter(keep)
    .filter((file) => existsSync(path.join(REPO_ROOT, file)))
}
