import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './lock'

const LOCK_FILE = '.switchboard.lock'

/** The lock file's record: who holds the lock. */
function lockRecord(dir: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))
}

/** Starts a separate Node process that takes the lock and holds it until killed. */
async function holdLockInChild(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(path.resolve('platform/db/lock.ts'))});
       acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`lock holder exited early with ${code}`)))
  })
  return child
}

describe('the DATA_DIR lock', () => {
  const dirs: string[] = []
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-lock-'))
    dirs.push(dir)
    return dir
  }
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('refuses, with a clear message, while another process holds the directory', async () => {
    const dir = await tempDir()
    const child = await holdLockInChild(dir)
    try {
      let caught: unknown
      try {
        acquireDataDirLock(dir)
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(DataDirLockedError)
      expect((caught as Error).message).toBe(
        `DATA_DIR ${dir} is in use by another Switchboard process (pid ${child.pid}). ` +
          'The embedded database cannot be shared between processes: stop the other process, ' +
          'choose another DATA_DIR, or use DATABASE_URL for several servers.',
      )
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = await tempDir()
    const child = await holdLockInChild(dir)
    child.kill('SIGKILL')
    await new Promise((resolve) => child.on('exit', resolve))
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    const release = acquireDataDirLock(dir)
    release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('takes over an unreadable lock file', async () => {
    const dir = await tempDir()
    await writeFile(path.join(dir, LOCK_FILE), 'not json')
    const release = acquireDataDirLock(dir)
    // The file is this process's lock now, and releasing it removes it.
    expect(lockRecord(dir)).toMatchObject({ pid: process.pid, host: hostname() })
    release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('releases on request so the directory can be locked again', async () => {
    const dir = await tempDir()
    const release = acquireDataDirLock(dir)
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    // Taken again, it is this process's lock once more.
    const again = acquireDataDirLock(dir)
    expect(lockRecord(dir)).toMatchObject({ pid: process.pid, host: hostname() })
    again()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('ignores a lock recorded by another host’s process id', async () => {
    const dir = await tempDir()
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({
        pid: process.ppid,
        host: `${hostname()}-elsewhere`,
        startedAt: new Date().toISOString(),
      }),
    )
    const release = acquireDataDirLock(dir)
    // The other host's record was replaced by this process's.
    expect(lockRecord(dir)).toMatchObject({ pid: process.pid, host: hostname() })
    release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })
})
