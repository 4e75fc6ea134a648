import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'

/** Starts the built server on its own port and DATA_DIR, separate from the one the other specs use. */
async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: 'ignore',
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) break
    if (Date.now() > deadline) throw new Error('server did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { child, exited }
}

test.describe('graceful shutdown', () => {
  test('SIGTERM finishes, closes the database, releases DATA_DIR and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-shutdown-'))
    try {
      const first = await startServer(dataDir, 3190)
      expect(existsSync(path.join(dataDir, '.switchboard.lock'))).toBe(true)
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      expect(existsSync(path.join(dataDir, '.switchboard.lock'))).toBe(false)

      // The data survived and the directory can be used again at once.
      const second = await startServer(dataDir, 3191)
      second.child.kill('SIGINT')
      expect(await second.exited).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
