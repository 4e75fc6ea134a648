import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startBuiltServer as startServer } from '../helpers/built-server'
import { ANY_WIDTH, expect, test } from './fixtures'

test.describe('graceful shutdown', () => {
  test('SIGTERM finishes, closes the database, releases DATA_DIR and exits 0', ANY_WIDTH, async () => {
    // Two starts of the built server, the first creating and migrating a database: well past the default 30 s on a
    // busy 2-core machine (it ran out there during the second start).
    test.setTimeout(120_000)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-shutdown-'))
    try {
      const first = await startServer(dataDir, await freePort())
      expect(existsSync(path.join(dataDir, '.switchboard.lock'))).toBe(true)
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      expect(existsSync(path.join(dataDir, '.switchboard.lock'))).toBe(false)

      // The data survived and the directory can be used again at once.
      const second = await startServer(dataDir, await freePort())
      second.child.kill('SIGINT')
      expect(await second.exited).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
