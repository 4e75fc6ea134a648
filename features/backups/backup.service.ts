import { createReadStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '../../platform/db/database'
import { inTransaction } from '../../platform/db/unit-of-work'
import { afterCommit } from '../../platform/db/unit-of-work'
import type { BackupSchedule } from '../../platform/config'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { enqueue, type JobRow } from '../../platform/jobs/jobs'
import type { MediaStorage } from '../../platform/media/storage'
import { insertAuditEntry } from '../../platform/audit-log'
import { backupFileName as archiveName } from './backup.archive'
import { KEEP_DAILY, KEEP_WEEKLY, retention } from './backup.retention'
import {
  type BackupRow,
  deleteBackups,
  findBackup,
  firstJobAt,
  insertBackup,
  listBackups,
  markStaleRunning,
  updateBackup,
} from './backup.repository'
import type { Backup, BackupStatus } from './backup.schema'

/** The job kinds of backups (platform/jobs): making one (daily, or asked for), then trying it out. */
export const BACKUP_CREATE_KIND = 'backup.create'
export const BACKUP_VERIFY_KIND = 'backup.verify'

/** Past this a backup still marked running is taken for one whose server stopped while making it. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000
/** A daily backup is missing once the last success is older than a day and this. */
const GRACE_MS = 2 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export const BACKUP_NOT_FOUND = 'Backup not found'
export const BACKUP_FILE_GONE = 'This backup’s file is no longer there'
export const BACKUP_RUNNING = 'A backup is being made already. Wait for it to finish.'

/** What the backup engine (features/backups/backup.archive.ts) offers the jobs. */
export type BackupEngine = {
  createBackup(options: {
    database: Database
    media: MediaStorage
    file: string
    now?: Date
  }): Promise<{ tables: Record<string, number>; size: number }>
  verifyBackup(file: string): Promise<{ ok: boolean; problems: string[] }>
}

export type Requester = { id: string | null; name: string; email: string; ip: string }

/**
 * An error as the Backups screen may show it: addresses with credentials (a DATABASE_URL, an S3 endpoint) lose
 * them, and it is kept short.
 */
export function safeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (
    message
      .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1…@')
      .replace(/(password|secret|token)=[^\s)&,;]+/gi, '$1=…')
      .slice(0, 500) || 'The backup failed'
  )
}

/** The archive's name: the engine's for when it was started, and the start of its id (two in a second differ). */
export function backupFileName(startedAt: Date, id: string): string {
  return archiveName(startedAt).replace(/\.tar\.gz$/, `-${id.slice(0, 8)}.tar.gz`)
}

export function toBackup(row: BackupRow): Backup {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    fileName: row.fileName,
    size: row.size,
    tables: row.tables,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    verification: row.verifiedAt
      ? { at: row.verifiedAt.toISOString(), ok: row.verifyOk ?? false, problems: row.verifyProblems ?? [] }
      : null,
    requestedBy:
      row.kind === 'manual' ? { _id: row.requestedById, name: row.requestedByName || 'Unknown' } : null,
  }
}

export function createBackupService(deps: {
  /** The services' scoped database (joins a request's unit of work). */
  db: Database
  /** The database itself, which the engine reads outside any transaction. */
  database: Database
  media: MediaStorage
  dir: string
  schedule: BackupSchedule | null
  engine: BackupEngine
  wake?: () => void
  log?: (message: string) => void
}) {
  const { db, database, media, dir, schedule, engine, wake, log } = deps

  const fileOf = (row: Pick<BackupRow, 'fileName'>) => path.join(dir, row.fileName!)

  /** Makes the archive of backup `id` (outside any transaction: slow work on files), records how it went. */
  async function make(id: string): Promise<void> {
    const row = await findBackup(database, id)
    if (!row || row.status !== 'running') return
    const fileName = backupFileName(row.startedAt, row.id)
    const file = path.join(dir, fileName)
    try {
      await mkdir(dir, { recursive: true })
      const made = await engine.createBackup({ database, media, file, now: row.startedAt })
      await inTransaction(database, async (tx) => {
        await updateBackup(tx, id, {
          status: 'done',
          fileName,
          size: made.size,
          tables: made.tables,
          finishedAt: new Date(),
          error: null,
        })
        await enqueue(tx, { kind: BACKUP_VERIFY_KIND, payload: { backupId: id }, maxAttempts: 1 })
      })
      wake?.()
    } catch (error) {
      // The engine writes a temporary file and renames it; nothing partial is left under the archive's name.
      await rm(file, { force: true }).catch(() => undefined)
      const message = safeError(error)
      log?.(`backup ${id} failed: ${message}`)
      await updateBackup(database, id, { status: 'failed', error: message, finishedAt: new Date() })
    }
  }

  /** Restores the archive into a throw-away database; records whether that worked; then applies retention. */
  async function verify(id: string): Promise<void> {
    const row = await findBackup(database, id)
    if (row?.status === 'done' && row.fileName) {
      let outcome: { ok: boolean; problems: string[] }
      try {
        outcome = await engine.verifyBackup(fileOf(row))
      } catch (error) {
        outcome = { ok: false, problems: [safeError(error)] }
      }
      await updateBackup(database, id, {
        verifiedAt: new Date(),
        verifyOk: outcome.ok,
        verifyProblems: outcome.problems,
      })
    }
    await prune()
  }

  /** Deletes the archives and rows retention lets go (docs/product.md#backups). */
  async function prune(now = new Date()): Promise<number> {
    await markStaleRunning(
      database,
      new Date(now.getTime() - STALE_AFTER_MS),
      'The server stopped before the backup was finished',
    )
    // A backup whose trial restore failed is kept like a failure: it never takes a good one's place.
    const rows = (await listBackups(database)).map((row) => ({
      ...row,
      status: row.status === 'done' && row.verifyOk === false ? ('failed' as const) : row.status,
    }))
    const { remove } = retention(rows, now)
    for (const row of remove) {
      if (row.fileName) await rm(fileOf(row), { force: true })
    }
    await deleteBackups(
      database,
      remove.map((row) => row.id),
    )
    return remove.length
  }

  return {
    dir,
    schedule,
    make,
    verify,
    prune,

    async list(): Promise<Backup[]> {
      return (await listBackups(db)).map(toBackup)
    },

    /**
     * Starts a backup now: its row (running) and its job, in the caller's unit of work; the worker takes it up
     * once that commits. Refused while another is being made.
     */
    async start(by: Requester): Promise<{ id: string }> {
      const rows = await listBackups(db)
      if (
        rows.some((row) => row.status === 'running' && Date.now() - row.startedAt.getTime() < STALE_AFTER_MS)
      )
        throw AppError.conflict(BACKUP_RUNNING)
      const row = await insertBackup(db, {
        kind: 'manual',
        status: 'running',
        requestedById: by.id,
        requestedByName: by.name,
      })
      await enqueue(db, {
        kind: BACKUP_CREATE_KIND,
        payload: { backupId: row.id },
        maxAttempts: 1,
        createdBy: { id: by.id, name: by.name },
      })
      afterCommit(() => wake?.())
      return { id: row.id }
    },

    /**
     * The job `backup.create`: a manual one names its row; the daily one records its own. The archive is made once
     * the job's transaction has committed (docs/decisions/0021: slow work stays out of a job's transaction), so
     * the row shows "running" meanwhile and the worker waits for the end.
     */
    async runCreateJob(job: JobRow, tx: Database): Promise<void> {
      let id = typeof job.payload.backupId === 'string' ? job.payload.backupId : undefined
      if (!id) {
        // A daily run queued before BACKUP_SCHEDULE was set to off.
        if (!schedule) return
        id = (await insertBackup(tx, { kind: 'scheduled', status: 'running' })).id
      }
      const backupId = id
      afterCommit(() => make(backupId))
    },

    async runVerifyJob(job: JobRow): Promise<void> {
      const id = job.payload.backupId
      if (typeof id === 'string') afterCommit(() => verify(id))
    },

    /** The archive to download, recorded in the audit log like other sensitive actions. */
    async download(id: string, by: Requester) {
      const row = isUuid(id) ? await findBackup(db, id) : undefined
      if (!row) throw AppError.notFound(BACKUP_NOT_FOUND)
      if (row.status !== 'done' || !row.fileName) throw AppError.notFound(BACKUP_FILE_GONE)
      const file = fileOf(row)
      const size = await stat(file).then(
        (info) => info.size,
        () => undefined,
      )
      if (size === undefined) throw AppError.notFound(BACKUP_FILE_GONE)
      await insertAuditEntry(db, {
        actorId: by.id,
        actorName: by.name,
        actorEmail: by.email,
        ip: by.ip,
        entity: 'backups',
        entityId: row.id,
        action: 'download',
        label: row.fileName,
      })
      return { fileName: row.fileName, size, stream: createReadStream(file) }
    },

    /** How the backups stand (see BackupStatusSchema). */
    async status(now = new Date()): Promise<BackupStatus> {
      const rows = await listBackups(db)
      const running = rows.some(
        (row) => row.status === 'running' && now.getTime() - row.startedAt.getTime() < STALE_AFTER_MS,
      )
      const latest = rows.find((row) => row.status !== 'running')
      const lastSuccess = rows.find((row) => row.status === 'done' && row.verifyOk !== false)
      const lastSuccessAt = lastSuccess ? (lastSuccess.finishedAt ?? lastSuccess.startedAt) : undefined
      let state: BackupStatus['state'] = schedule ? 'ok' : 'off'
      let message: string | null = null
      if (latest?.status === 'failed') {
        state = 'failed'
        message = `The latest backup failed: ${latest.error ?? 'no reason was recorded'}`
      } else if (latest?.verifyOk === false) {
        state = 'failed'
        message = `The latest backup failed its trial restore: ${latest.verifyProblems?.[0] ?? 'no reason was recorded'}`
      } else if (
        schedule &&
        !(lastSuccessAt && now.getTime() - lastSuccessAt.getTime() <= DAY_MS + GRACE_MS)
      ) {
        const since = await firstJobAt(db, BACKUP_CREATE_KIND)
        if (since && now.getTime() - since.getTime() > DAY_MS + GRACE_MS) {
          state = 'missing'
          message = lastSuccessAt
            ? 'No backup has succeeded for more than a day'
            : 'No backup has been made yet'
        } else state = lastSuccessAt ? 'ok' : 'first-day'
      }
      return {
        state,
        message,
        lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
        running,
        schedule,
        dir,
        keeps: { daily: KEEP_DAILY, weekly: KEEP_WEEKLY },
      }
    },
  }
}

export type BackupService = ReturnType<typeof createBackupService>
