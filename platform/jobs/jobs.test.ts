import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDatabaseKind, useTestDatabase } from '../../tests/helpers/test-db'
import { jobs } from '../db/tables'
import { createJobQueue, enqueue, nextDailyRun, PermanentJobError } from './jobs'
import { retryDelay } from './lease'
import { createWorker } from './worker'

const rowOf = async (db: ReturnType<typeof useTestDatabase>['db'], id: string) =>
  (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!

describe(`the job table and its worker, on ${testDatabaseKind}`, () => {
  const database = useTestDatabase()
  beforeEach(async () => {
    await database.db.delete(jobs)
  })

  it('runs a job seconds ahead once, at its time, without waiting for the poll', async () => {
    const queue = createJobQueue({ db: database.db })
    const ran: number[] = []
    queue.handle('test', async () => void ran.push(Date.now()))
    // A poll far longer than the wait: only the timer set for the job's moment can run it on time.
    const worker = createWorker({ queues: [queue], pollMs: 60_000 })
    const runAt = new Date(Date.now() + 1500)
    const row = await enqueue(database.db, { kind: 'test', runAt })
    worker.start()
    try {
      await expect.poll(() => ran.length, { timeout: 5000, interval: 50 }).toBe(1)
      expect(ran[0]! - runAt.getTime()).toBeGreaterThanOrEqual(0)
      expect(ran[0]! - runAt.getTime()).toBeLessThan(1000)
      await worker.drain()
      expect(ran).toHaveLength(1)
      expect(await rowOf(database.db, row!.id)).toMatchObject({
        status: 'done',
        attempts: 1,
        lockedUntil: null,
        lastError: null,
      })
      expect((await rowOf(database.db, row!.id)).finishedAt).toBeInstanceOf(Date)
    } finally {
      await worker.stop()
    }
  })

  it('runs at start a job whose time passed while no worker ran (catch-up)', async () => {
    const row = await enqueue(database.db, {
      kind: 'test',
      runAt: new Date(Date.now() - 3 * 60 * 60_000),
      payload: { n: 1 },
    })
    const seen: unknown[] = []
    const queue = createJobQueue({ db: database.db })
    queue.handle('test', async (job) => void seen.push(job.payload))
    const worker = createWorker({ queues: [queue], pollMs: 60_000 })
    worker.start()
    try {
      await expect.poll(() => seen, { timeout: 5000, interval: 50 }).toEqual([{ n: 1 }])
      await expect.poll(async () => (await rowOf(database.db, row!.id)).status).toBe('done')
    } finally {
      await worker.stop()
    }
  })

  it('leaves a job that is not due yet, and one of a kind it has no handler for', async () => {
    const queue = createJobQueue({ db: database.db })
    queue.handle('test', async () => {
      throw new Error('must not run')
    })
    const later = await enqueue(database.db, { kind: 'test', runAt: new Date(Date.now() + 60_000) })
    const unknown = await enqueue(database.db, { kind: 'from-a-newer-server' })
    expect(await createWorker({ queues: [queue] }).drain()).toBe(0)
    expect((await rowOf(database.db, later!.id)).status).toBe('queued')
    expect((await rowOf(database.db, unknown!.id)).status).toBe('queued')
  })

  it('enqueues one job per key, however often it is enqueued', async () => {
    expect(await enqueue(database.db, { kind: 'test', key: 'once' })).toBeDefined()
    expect(await enqueue(database.db, { kind: 'test', key: 'once' })).toBeUndefined()
    expect(await database.db.$count(jobs)).toBe(1)
  })

  it('keeps a job enqueued in a transaction that rolls back out of the table', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'test' })
        throw new Error('the caller failed')
      }),
    ).rejects.toThrow('the caller failed')
    expect(await database.db.$count(jobs)).toBe(0)
  })

  it('tries a failing job again with backoff, then marks it failed with the last error', async () => {
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 3_600_000])
    const waits: number[] = []
    const queue = createJobQueue({
      db: database.db,
      delayAfter: (attempts) => {
        waits.push(attempts)
        return 100
      },
    })
    let calls = 0
    queue.handle('test', async () => {
      calls += 1
      throw new Error(`refused ${calls}`)
    })
    const row = await enqueue(database.db, { kind: 'test', maxAttempts: 3 })
    const worker = createWorker({ queues: [queue] })
    await worker.drain()
    const first = await rowOf(database.db, row!.id)
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: 'refused 1', lockedUntil: null })
    await new Promise((resolve) => setTimeout(resolve, 150))
    await worker.drain()
    expect(await rowOf(database.db, row!.id)).toMatchObject({ status: 'queued', attempts: 2 })
    await new Promise((resolve) => setTimeout(resolve, 150))
    await worker.drain()
    const last = await rowOf(database.db, row!.id)
    expect(last).toMatchObject({ status: 'failed', attempts: 3, lastError: 'refused 3' })
    expect(last.finishedAt).toBeInstanceOf(Date)
    expect(waits).toEqual([1, 2])
    expect(await worker.drain()).toBe(0)
    expect(calls).toBe(3)
  })

  it('schedules the retry after the backoff, not at once', async () => {
    const queue = createJobQueue({ db: database.db })
    queue.handle('test', async () => {
      throw new Error('not now')
    })
    const row = await enqueue(database.db, { kind: 'test' })
    const before = Date.now()
    await createWorker({ queues: [queue] }).drain()
    const stored = await rowOf(database.db, row!.id)
    expect(stored.status).toBe('queued')
    expect(stored.runAt.getTime()).toBeGreaterThanOrEqual(before + 30_000 - 1000)
  })

  it('fails at once on a permanent error', async () => {
    const queue = createJobQueue({ db: database.db })
    queue.handle('test', async () => {
      throw new PermanentJobError('The item no longer exists')
    })
    const row = await enqueue(database.db, { kind: 'test' })
    await createWorker({ queues: [queue] }).drain()
    expect(await rowOf(database.db, row!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The item no longer exists',
    })
  })

  it('rolls back what a failing handler wrote', async () => {
    const queue = createJobQueue({ db: database.db, delayAfter: () => 60_000 })
    queue.handle('test', async (_job, tx) => {
      await enqueue(tx, { kind: 'written-by-the-handler' })
      throw new Error('half way')
    })
    await enqueue(database.db, { kind: 'test' })
    await createWorker({ queues: [queue] }).drain()
    expect(await database.db.$count(jobs, eq(jobs.kind, 'written-by-the-handler'))).toBe(0)
  })

  it('never runs a cancelled job', async () => {
    const queue = createJobQueue({ db: database.db })
    let calls = 0
    queue.handle('test', async () => void (calls += 1))
    const row = await enqueue(database.db, { kind: 'test' })
    await database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, row!.id))
    expect(await createWorker({ queues: [queue] }).drain()).toBe(0)
    expect(calls).toBe(0)
  })

  it('keeps nothing a handler did once its claim is gone (cancelled, or taken up elsewhere)', async () => {
    const queue = createJobQueue({ db: database.db })
    const row = await enqueue(database.db, { kind: 'test' })
    queue.handle('test', async (_job, tx) => {
      await enqueue(tx, { kind: 'side-effect' })
      // Meanwhile, on another connection, someone cancels it.
      if (testDatabaseKind === 'postgres')
        await database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, row!.id))
      else await tx.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, row!.id))
    })
    await createWorker({ queues: [queue] }).drain()
    expect(await database.db.$count(jobs, eq(jobs.kind, 'side-effect'))).toBe(0)
    // PGlite has one connection: the cancel above was in the handler's transaction, rolled back with it.
    expect((await rowOf(database.db, row!.id)).status).toBe(
      testDatabaseKind === 'postgres' ? 'cancelled' : 'running',
    )
  })

  it('takes up a job whose server died while running it, once its lease has run out', async () => {
    const row = await enqueue(database.db, { kind: 'test' })
    // A server claimed it (attempt 1) and died: the row stays running, its lease a minute in the past.
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, row!.id))
    const queue = createJobQueue({ db: database.db })
    let calls = 0
    queue.handle('test', async () => void (calls += 1))
    expect(await createWorker({ queues: [queue] }).drain()).toBe(1)
    expect(calls).toBe(1)
    expect(await rowOf(database.db, row!.id)).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('leaves a running job alone while its lease holds', async () => {
    const row = await enqueue(database.db, { kind: 'test' })
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, row!.id))
    const queue = createJobQueue({ db: database.db })
    queue.handle('test', async () => undefined)
    expect(await createWorker({ queues: [queue] }).drain()).toBe(0)
  })

  it('runs a daily job every day: one queued row, the next day’s enqueued when one ends', async () => {
    expect(nextDailyRun(3, new Date('2026-11-27T02:59:00Z')).toISOString()).toBe('2026-11-27T03:00:00.000Z')
    expect(nextDailyRun(3, new Date('2026-11-27T03:00:00Z')).toISOString()).toBe('2026-11-28T03:00:00.000Z')
    // At a minute of the hour too (BACKUP_SCHEDULE=daily@01:30).
    expect(nextDailyRun(1, new Date('2026-11-27T01:29:59Z'), 30).toISOString()).toBe(
      '2026-11-27T01:30:00.000Z',
    )
    expect(nextDailyRun(1, new Date('2026-11-27T01:30:00Z'), 30).toISOString()).toBe(
      '2026-11-28T01:30:00.000Z',
    )
    const queue = createJobQueue({ db: database.db })
    let runs = 0
    queue.every('test.daily', { hourUtc: 3 }, async () => void (runs += 1))
    // The servers were down at that hour two days ago: the run is due, and the next start runs it.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000)
    await queue.ensureDaily(twoDaysAgo)
    await queue.ensureDaily(twoDaysAgo)
    await queue.ensureDaily()
    const [first, ...others] = await database.db.select().from(jobs)
    expect(others).toHaveLength(0)
    expect(first!.key).toBe(`test.daily@${first!.runAt.toISOString().slice(0, 10)}`)
    expect(first!.runAt.getTime()).toBe(nextDailyRun(3, twoDaysAgo).getTime())
    await createWorker({ queues: [queue] }).drain()
    expect(runs).toBe(1)
    const rows = await database.db.select().from(jobs).orderBy(jobs.runAt)
    expect(rows.map((row) => row.status)).toEqual(['done', 'queued'])
    expect(rows[1]!.runAt.getTime()).toBe(nextDailyRun(3, new Date()).getTime())
    await queue.ensureDaily()
    expect(await database.db.$count(jobs, eq(jobs.status, 'queued'))).toBe(1)
  })

  it('goes on with the other queues while one cannot reach its table, and says so', async () => {
    const logged: string[] = []
    const broken = { name: 'broken', pass: async () => Promise.reject(new Error('connection refused')) }
    const queue = createJobQueue({ db: database.db })
    queue.handle('test', async () => undefined)
    await enqueue(database.db, { kind: 'test' })
    const worker = createWorker({
      queues: [broken, queue],
      log: { info: () => undefined, warn: (line) => logged.push(line) },
    })
    expect(await worker.drain()).toBe(1)
    expect(logged).toEqual(['broken: connection refused'])
  })
})
