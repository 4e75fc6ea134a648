import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/database'
import { jobs } from '../db/tables'
import { inTransaction } from '../db/unit-of-work'
import { LEASE_MS, leasedRows, passBatches, retryDelay } from './lease'
import type { Queue, WorkerLog } from './worker'

export type JobRow = typeof jobs.$inferSelect

/** Who asked for a job: the audit log names them as the one who did what the job does. */
export type JobCreator = { id: string | null; name: string }

export type NewJob = {
  kind: string
  /** At most one job per key: enqueueing the same key again enqueues nothing (a schedule, one purge a day). */
  key?: string
  payload?: Record<string, unknown>
  /** When it is due; now by default. */
  runAt?: Date
  maxAttempts?: number
  createdBy?: JobCreator
}

/**
 * What a job's handler is given: the job as claimed, and the transaction its writes join. The job is settled
 * `done` in that same transaction, only while this server still holds it, so what a job does commits exactly once
 * (docs/decisions/0021-job-table.md). A handler should not do slow work outside the database in it.
 */
export type JobHandler = (job: JobRow, tx: Database) => Promise<void>

/** A failure that another attempt would not mend (the item is gone): the job fails at once. */
export class PermanentJobError extends Error {}

/**
 * Records a job, inside the caller's transaction when it passes one: the job exists exactly when what asked for it
 * does. Returns the row, or undefined when a job with this key already exists.
 */
export async function enqueue(db: Database, job: NewJob): Promise<JobRow | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts,
      createdById: job.createdBy?.id ?? null,
      createdByName: job.createdBy?.name ?? '',
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning()
  return row
}

/** The next moment at `hourUtc`:`minuteUtc` UTC strictly after `after`. */
export function nextDailyRun(hourUtc: number, after: Date, minuteUtc = 0): Date {
  const next = new Date(
    Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hourUtc, minuteUtc),
  )
  if (next.getTime() <= after.getTime()) next.setUTCDate(next.getUTCDate() + 1)
  return next
}

/** The time of day (UTC) a daily job runs at. */
type DailyTime = { hourUtc: number; minuteUtc: number }

/** A daily job's key: one per kind and day, so that two servers enqueueing the same day enqueue one job. */
const dailyKey = (kind: string, runAt: Date) => `${kind}@${runAt.toISOString().slice(0, 10)}`

export type JobQueueOptions = {
  db: Database
  log?: WorkerLog
  /** The wait after n failed attempts; {@link retryDelay} unless a test shortens it. */
  delayAfter?: (attempts: number) => number
  leaseMs?: number
}

/**
 * The general job table as one queue of the server's worker: due jobs of the kinds this server has handlers for
 * are claimed with FOR UPDATE SKIP LOCKED and a lease, handled, and settled only while still held. A handler that
 * throws is tried again after {@link retryDelay}, up to the job's maxAttempts, then the job is `failed` with
 * the error. Jobs of a kind this server does not know (a newer server's) are left to a server that knows them.
 */
export function createJobQueue({ db, log, delayAfter = retryDelay, leaseMs = LEASE_MS }: JobQueueOptions) {
  const handlers = new Map<string, JobHandler>()
  const daily = new Map<string, DailyTime>()

  const lease = leasedRows(jobs, { dueAt: jobs.runAt, claimed: 'running', leaseMs })

  /** Due jobs of the kinds this server has handlers for (a newer server's kinds are left to it). */
  async function claimDue(limit: number): Promise<JobRow[]> {
    const kinds = [...handlers.keys()]
    if (kinds.length === 0) return []
    return lease.claimDue(db, limit, inArray(jobs.kind, kinds))
  }

  /** A daily job's next run, once this one has ended (done or failed): the row of the next day. */
  async function enqueueNextDaily(tx: Database, row: JobRow) {
    const time = daily.get(row.kind)
    if (time === undefined) return
    // After this run's own moment too: a run caught up early never enqueues its own day again.
    const runAt = nextDailyRun(
      time.hourUtc,
      new Date(Math.max(Date.now(), row.runAt.getTime())),
      time.minuteUtc,
    )
    await enqueue(tx, { kind: row.kind, key: dailyKey(row.kind, runAt), runAt, maxAttempts: row.maxAttempts })
  }

  class LostClaim extends Error {}

  async function handle(row: JobRow): Promise<void> {
    const handler = handlers.get(row.kind)!
    try {
      // The handler's writes and the job's `done` commit together, or not at all: a server whose lease ran out
      // (another took the job up) rolls back what it did.
      await inTransaction(db, async (tx) => {
        await handler(row, tx)
        if (!(await lease.settle(tx, row, { status: 'done', finishedAt: new Date(), lastError: null })))
          throw new LostClaim()
        await enqueueNextDaily(tx, row)
      })
    } catch (error) {
      if (error instanceof LostClaim) {
        log?.info(`job ${row.kind} ${row.id} was taken up elsewhere or cancelled; nothing of it was kept`)
        return
      }
      const message = String((error as Error)?.message ?? error)
      const final = error instanceof PermanentJobError || row.attempts >= row.maxAttempts
      await inTransaction(db, async (tx) => {
        const settled = await lease.settle(tx, row, {
          status: final ? 'failed' : 'queued',
          lastError: message,
          runAt: final ? row.runAt : new Date(Date.now() + delayAfter(row.attempts)),
          finishedAt: final ? new Date() : null,
        })
        if (settled && final) await enqueueNextDaily(tx, row)
      })
      log?.warn(
        final
          ? `job ${row.kind} ${row.id} failed after ${row.attempts} attempt(s): ${message}`
          : `job ${row.kind} ${row.id} failed (attempt ${row.attempts}), trying again later: ${message}`,
      )
    }
  }

  const queue = {
    name: 'jobs',
    pass: (stopping: () => boolean) => passBatches(claimDue, handle, stopping),
    async nextDue(): Promise<Date | undefined> {
      const kinds = [...handlers.keys()]
      if (kinds.length === 0) return undefined
      const [next] = await db
        .select({ at: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.status, 'queued'), inArray(jobs.kind, kinds)))
        .orderBy(asc(jobs.runAt))
        .limit(1)
      return next?.at
    },
  } satisfies Queue

  return {
    ...queue,
    /** Runs jobs of this kind with `handler` (registered once, in the composition root). */
    handle(kind: string, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`A handler for jobs of kind "${kind}" is registered already`)
      handlers.set(kind, handler)
    },
    /**
     * Runs `handler` every day at `hourUtc`:`minuteUtc` (00 unless given) UTC: exactly one queued row of the kind at a time (its key names the
     * day, so servers starting together enqueue one), and the next day's once a run ends. A run missed while every
     * server was down is due, so it runs at the next start. Call {@link ensureDaily} (at start) to enqueue the first.
     */
    every(
      kind: string,
      { hourUtc, minuteUtc = 0 }: { hourUtc: number; minuteUtc?: number },
      handler: JobHandler,
    ) {
      if (!Number.isInteger(hourUtc) || hourUtc < 0 || hourUtc > 23)
        throw new Error('hourUtc must be 0 to 23')
      if (!Number.isInteger(minuteUtc) || minuteUtc < 0 || minuteUtc > 59)
        throw new Error('minuteUtc must be 0 to 59')
      this.handle(kind, handler)
      daily.set(kind, { hourUtc, minuteUtc })
    },
    /** Enqueues the next run of each daily kind that has no queued or running row (the first start, a lost row). */
    async ensureDaily(now = new Date()): Promise<void> {
      for (const [kind, { hourUtc, minuteUtc }] of daily) {
        const [pending] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'running'])))
          .limit(1)
        if (pending) continue
        const runAt = nextDailyRun(hourUtc, now, minuteUtc)
        await enqueue(db, { kind, key: dailyKey(kind, runAt), runAt })
      }
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
