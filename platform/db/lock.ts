import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Switchboard process (pid ${pid}). ` +
        'The embedded database cannot be shared between processes: stop the other process, ' +
        'choose another DATA_DIR, or use DATABASE_URL for several servers.',
    )
    this.name = 'DataDirLockedError'
  }
}

type LockRecord = { pid: number; host: string; startedAt: string }

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readRecord(file: string): LockRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockRecord
  } catch {
    return undefined
  }
}

/**
 * Takes an exclusive lock on DATA_DIR (PGlite has no lock between processes: two of them on one directory
 * silently diverge). A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, '.switchboard.lock')
  const record: LockRecord = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, JSON.stringify(record))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        if (readRecord(file)?.pid === process.pid) unlinkSync(file)
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readRecord(file)
      const heldElsewhere =
        holder && holder.host === record.host && holder.pid !== process.pid && isAlive(holder.pid)
      if (heldElsewhere) throw new DataDirLockedError(dataDir, holder.pid)
      unlinkSync(file)
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`)
}
