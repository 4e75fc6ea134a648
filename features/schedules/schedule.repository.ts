import { and, count, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import { containsPattern } from '../../platform/db/search'
import type { Database } from '../../platform/db/database'
import { contentDrafts, jobs } from '../../platform/db/tables'
import { enqueue, type JobRow } from '../../platform/jobs/jobs'
import { OVERDUE_AFTER_MS, type ScheduleAction, type ScheduleFilter } from './schedule.schema'

/** The job kind of a schedule in the job table (platform/jobs/jobs.ts). */
export const SCHEDULE_KIND = 'schedule'

/** What a schedule's job carries: the item, the action, and who asked (the audit log's actor when it runs). */
export type SchedulePayload = {
  type: string
  itemId: string
  action: ScheduleAction
  /** The item's title when scheduled, for the list. */
  title: string
  actor: { id: string | null; name: string; email: string }
}

export type ScheduleRow = JobRow & { payload: SchedulePayload }

const isSchedule = eq(jobs.kind, SCHEDULE_KIND)
const lateSince = sql`now() - ${`${OVERDUE_AFTER_MS} milliseconds`}::interval`
const overdue = and(eq(jobs.status, 'queued'), lt(jobs.runAt, lateSince))

function byFilter(filter: ScheduleFilter | undefined): SQL | undefined {
  switch (filter) {
    case undefined:
    case 'all':
      return undefined
    case 'pending':
      return inArray(jobs.status, ['queued', 'running'])
    case 'upcoming':
      return or(and(eq(jobs.status, 'queued'), gte(jobs.runAt, lateSince)), eq(jobs.status, 'running'))
    case 'overdue':
      return overdue
    default:
      return eq(jobs.status, filter)
  }
}

export type ScheduleListFilter = { status?: ScheduleFilter; search?: string; type?: string; itemId?: string }

function where({ status, search, type, itemId }: ScheduleListFilter): SQL | undefined {
  return and(
    isSchedule,
    byFilter(status),
    search ? ilike(sql`${jobs.payload}->>'title'`, containsPattern(search)) : undefined,
    type ? sql`${jobs.payload}->>'type' = ${type}` : undefined,
    itemId ? sql`${jobs.payload}->>'itemId' = ${itemId}` : undefined,
  )
}

/**
 * One page of schedules and how many match: the pending ones first, soonest first; then those that ended, latest
 * first.
 */
export async function listSchedules(
  db: Database,
  filter: ScheduleListFilter,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const pending = sql`${jobs.status} in ('queued', 'running')`
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where(filter))
      .orderBy(
        sql`case when ${pending} then 0 else 1 end`,
        sql`case when ${pending} then extract(epoch from ${jobs.runAt}) else -extract(epoch from ${jobs.runAt}) end`,
        jobs.id,
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(jobs).where(where(filter)),
  ])
  return { rows: rows as ScheduleRow[], total: counted?.n ?? 0 }
}

export async function findSchedule(db: Database, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(isSchedule, eq(jobs.id, id)))
  return row as ScheduleRow | undefined
}

export async function insertSchedule(
  db: Database,
  payload: SchedulePayload,
  runAt: Date,
): Promise<ScheduleRow> {
  // A schedule retried after a passing failure (the database away) is retried a few times, then shown as failed.
  const row = await enqueue(db, {
    kind: SCHEDULE_KIND,
    payload,
    runAt,
    maxAttempts: 3,
    createdBy: { id: payload.actor.id, name: payload.actor.name },
  })
  return row as ScheduleRow
}

/** A queued schedule's new time and payload; undefined when it is no longer queued (it ran, or runs now). */
export async function reschedule(
  db: Database,
  id: string,
  payload: SchedulePayload,
  runAt: Date,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ payload, runAt, attempts: 0, lastError: null, updatedAt: sql`now()` })
    .where(and(isSchedule, eq(jobs.id, id), eq(jobs.status, 'queued')))
    .returning()
  return row as ScheduleRow | undefined
}

/** Cancels a queued schedule; undefined when it is no longer queued. */
export async function cancelSchedule(db: Database, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(isSchedule, eq(jobs.id, id), eq(jobs.status, 'queued')))
    .returning()
  return row as ScheduleRow | undefined
}

export async function countSchedules(db: Database): Promise<{ overdue: number; upcoming: number }> {
  const [counted] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${byFilter('upcoming')})`.mapWith(Number),
    })
    .from(jobs)
    .where(isSchedule)
  return { overdue: counted?.overdue ?? 0, upcoming: counted?.upcoming ?? 0 }
}

/** Whether the item has a draft to publish (content_drafts, one row per item). */
export async function hasDraft(db: Database, type: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contentDrafts.id })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.type, type), eq(contentDrafts.itemId, itemId)))
  return row !== undefined
}
