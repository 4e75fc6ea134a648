import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'

/** For the enclosing `describe`: a new temporary folder (its `path` set before the first test), removed after. */
export function useTempDir(prefix: string) {
  const dir = { path: '' }
  beforeAll(async () => {
    dir.path = await mkdtemp(path.join(tmpdir(), prefix))
  })
  afterAll(async () => {
    await rm(dir.path, { recursive: true, force: true })
  })
  return dir
}
