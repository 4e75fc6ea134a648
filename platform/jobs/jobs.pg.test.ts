import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../tests/helpers/test-db'
import { type DatabaseHandle, openDatabase } from '../db/database'
import { jobs } from '../db/tables'
import { createJobQueue, enqueue } from './jobs'
import { createWorker } from './worker'

// Runs in the postgres test project only (vitest.config.ts): several servers need a shared PostgreSQL server.
describe('the job table with several servers on one PostgreSQL', () => {
  const database = useTestDatabase()
  // Each server has its own connection pool to the same database.
  const servers: DatabaseHandle[] = []
  beforeAll(async () => {
    for (let n = 0; n < 3; n += 1) servers.push(await openDatabase({ url: database.url! }))
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })
  beforeEach(async () => {
    await database.db.delete(jobs)
  })

  /** A worker per server, each counting what it ran of every job, a little slowly (the work takes time). */
  function workersCounting(ran: Map<string, number>) {
    return servers.map(({ db }) => {
      const queue = createJobQueue({ db })
      queue.handle('test', async (job, tx) => {
        await tx.execute('select pg_sleep(0.005)')
        ran.set(job.id, (ran.get(job.id) ?? 0) + 1)
      })
      return createWorker({ queues: [queue], pollMs: 50 })
    })
  }

  it('runs a job due in a moment exactly once, while every server polls for it', async () => {
    const ran = new Map<string, number>()
    const workers = workersCounting(ran)
    const row = await enqueue(database.db, { kind: 'test', runAt: new Date(Date.now() + 500) })
    for (const worker of workers) worker.start()
    try {
      await expect
        .poll(async () => (await database.db.select().from(jobs).where(eq(jobs.id, row!.id)))[0]!.status, {
          timeout: 5000,
        })
        .toBe('done')
      // Every server has looked again since.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(ran.get(row!.id)).toBe(1)
      const [stored] = await database.db.select().from(jobs).where(eq(jobs.id, row!.id))
      expect(stored!.attempts).toBe(1)
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()))
    }
  })

  it('shares 60 due jobs among the servers, each run once', async () => {
    const ran = new Map<string, number>()
    const workers = workersCounting(ran)
    for (let n = 0; n < 60; n += 1) await enqueue(database.db, { kind: 'test' })
    const handled = await Promise.all(workers.map((worker) => worker.drain()))
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(60)
    expect(ran.size).toBe(60)
    expect([...ran.values()].every((count) => count === 1)).toBe(true)
    expect(await database.db.$count(jobs, eq(jobs.status, 'done'))).toBe(60)
  })
})
