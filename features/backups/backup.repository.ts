import { and, asc, desc, eq, inArray, lt, min } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { backups, jobs } from '../../platform/db/tables'

export type BackupRow = typeof backups.$inferSelect
export type NewBackupRow = typeof backups.$inferInsert

export async function insertBackup(db: Database, row: NewBackupRow): Promise<BackupRow> {
  const [inserted] = await db.insert(backups).values(row).returning()
  return inserted!
}

export async function updateBackup(db: Database, id: string, patch: Partial<NewBackupRow>): Promise<void> {
  await db.update(backups).set(patch).where(eq(backups.id, id))
}

export async function findBackup(db: Database, id: string): Promise<BackupRow | undefined> {
  const [row] = await db.select().from(backups).where(eq(backups.id, id))
  return row
}

/** Every backup, newest first (retention keeps a dozen or so). */
export async function listBackups(db: Database): Promise<BackupRow[]> {
  return db.select().from(backups).orderBy(desc(backups.startedAt))
}

export async function deleteBackups(db: Database, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(backups).where(inArray(backups.id, ids))
}

/** Backups still marked running that started before `before`: their server stopped while making them. */
export async function markStaleRunning(db: Database, before: Date, error: string): Promise<void> {
  await db
    .update(backups)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(backups.status, 'running'), lt(backups.startedAt, before)))
}

/** When backups were first scheduled on this installation: the first job of `kind` ever recorded. */
export async function firstJobAt(db: Database, kind: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(jobs.createdAt) })
    .from(jobs)
    .where(eq(jobs.kind, kind))
  return row?.at ?? undefined
}

/** The queued automatic backup's time, if one is queued. */
export async function nextJobAt(db: Database, kind: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')))
    .orderBy(asc(jobs.runAt))
    .limit(1)
  return row?.at
}
