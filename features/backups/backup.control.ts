/**
 * How `npm run backup` reaches a running server on the embedded database (docs/decisions/0024-backups.md): that
 * server holds DATA_DIR (docs/decisions/0003), so no other process may open the database. It listens on a
 * unix-domain socket in DATA_DIR, mode 0600 (only the user who runs it can connect), and answers two requests,
 * one JSON line each: `{"command":"status"}` and `{"command":"backup","file":"/absolute/path.tar.gz"}`.
 */
import { chmod, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import type { Database } from '../../platform/db/database'
import type { MediaStorage } from '../../platform/media/storage'
import { type BackupResult, createBackup } from './backup.archive'

export const CONTROL_SOCKET = 'control.sock'

// sun_path holds 108 bytes on Linux, 104 on macOS: a longer DATA_DIR gets no socket (and a warning).
const MAX_SOCKET_PATH = 100

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_SOCKET)
}

export type ControlRequest = { command: 'status' } | { command: 'backup'; file: string }
export type ControlStatus = { pid: number; database: 'pglite'; backupRunning: boolean }
export type ControlResponse =
  { ok: true; status: ControlStatus } | { ok: true; backup: BackupResult } | { ok: false; error: string }

/**
 * Starts answering on DATA_DIR/control.sock. Call it only while holding DATA_DIR's lock: a socket file found there
 * is then a crashed server's, and is replaced. Returns undefined when the path is too long for a socket.
 */
export async function startBackupControl(options: {
  dataDir: string
  database: Database
  media: MediaStorage
  log?: { info: (message: string) => void; warn: (message: string) => void }
}): Promise<{ path: string; close(): Promise<void> } | undefined> {
  const socketPath = controlSocketPath(options.dataDir)
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    options.log?.warn(
      `backups: DATA_DIR's path is too long for its control socket (${socketPath}); ` +
        '`npm run backup` cannot reach this server: stop it to back up, or use a shorter DATA_DIR.',
    )
    return undefined
  }
  await rm(socketPath, { force: true })
  let running: Promise<unknown> = Promise.resolve()
  let backupRunning = false
  const answer = async (request: ControlRequest): Promise<ControlResponse> => {
    if (request.command === 'status') {
      return { ok: true, status: { pid: process.pid, database: 'pglite', backupRunning } }
    }
    if (request.command === 'backup') {
      if (typeof request.file !== 'string' || !path.isAbsolute(request.file)) {
        return { ok: false, error: 'backup needs an absolute file path' }
      }
      // One backup at a time: a second request waits for the first.
      const job = running.then(async () => {
        backupRunning = true
        try {
          return await createBackup({ database: options.database, media: options.media, file: request.file })
        } finally {
          backupRunning = false
        }
      })
      running = job.catch(() => undefined)
      try {
        const backup = await job
        options.log?.info(`backups: wrote ${backup.file} (${backup.size} bytes) for npm run backup`)
        return { ok: true, backup }
      } catch (error) {
        options.log?.warn(`backups: a backup asked for by npm run backup failed: ${(error as Error).message}`)
        return { ok: false, error: (error as Error).message }
      }
    }
    return { ok: false, error: 'unknown command' }
  }
  const server = net.createServer((socket) => {
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('error', () => undefined)
    socket.on('data', (chunk: string) => {
      buffer += chunk
      if (buffer.length > 64 * 1024) return socket.destroy()
      const end = buffer.indexOf('\n')
      if (end < 0) return
      const line = buffer.slice(0, end)
      buffer = ''
      let request: ControlRequest
      try {
        request = JSON.parse(line) as ControlRequest
      } catch {
        socket.end(JSON.stringify({ ok: false, error: 'not JSON' }) + '\n')
        return
      }
      void answer(request).then((response) => socket.end(JSON.stringify(response) + '\n'))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
  await chmod(socketPath, 0o600)
  return {
    path: socketPath,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await running
      await rm(socketPath, { force: true })
    },
  }
}

/** Sends one request to a server's control socket and returns its answer (rejects if nothing listens). */
export function askServer(
  dataDir: string,
  request: ControlRequest,
  timeoutMs = 60 * 60 * 1000,
): Promise<ControlResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(controlSocketPath(dataDir))
    let buffer = ''
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('the server did not answer in time')))
    socket.on('connect', () => socket.write(JSON.stringify(request) + '\n'))
    socket.on('data', (chunk: string) => (buffer += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      try {
        resolve(JSON.parse(buffer) as ControlResponse)
      } catch {
        reject(new Error('the server closed the connection without an answer'))
      }
    })
  })
}
