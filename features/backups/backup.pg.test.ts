import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../platform/db/database'
import { scopedDatabase } from '../../platform/db/unit-of-work'
import { createJobQueue } from '../../platform/jobs/jobs'
import { createWorker } from '../../platform/jobs/worker'
import { createLocalStorage } from '../../platform/media/storage'
import { useTestDatabase } from '../../tests/helpers/test-db'
import {
  BACKUP_CREATE_KIND,
  BACKUP_VERIFY_KIND,
  type BackupEngine,
  createBackupService,
} from './backup.service'

// Runs in the postgres test project only (vitest.config.ts): several servers need a shared PostgreSQL server.
describe('backups with several servers on one PostgreSQL', () => {
  const database = useTestDatabase()
  const servers: DatabaseHandle[] = []
  let dir: string
  const made: string[] = []
  const engine: BackupEngine = {
    async createBackup({ file }) {
      made.push(file)
      // Slow enough for the other servers to look meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 100))
      await writeFile(file, 'archive')
      return { tables: { services: 0 }, size: 7 }
    },
    async verifyBackup() {
      return { ok: true, problems: [] }
    },
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'switchboard-backups-pg-'))
    for (let n = 0; n < 3; n += 1) servers.push(await openDatabase({ url: database.url! }))
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await rm(dir, { recursive: true, force: true })
  })

  /** Each server as the app builds it: its job queue with the backup jobs, and its worker. */
  function serversWithBackups() {
    return servers.map(({ db }) => {
      const queue = createJobQueue({ db })
      const backups = createBackupService({
        db: scopedDatabase(db),
        database: db,
        media: createLocalStorage(path.join(dir, 'uploads')),
        dir: path.join(dir, 'backups'),
        schedule: { hourUtc: 3, minuteUtc: 0 },
        engine,
      })
      queue.every(BACKUP_CREATE_KIND, { hourUtc: 3, minuteUtc: 0 }, backups.runCreateJob)
      queue.handle(BACKUP_VERIFY_KIND, backups.runVerifyJob)
      return { queue, backups, worker: createWorker({ queues: [queue], pollMs: 50 }) }
    })
  }

  it('makes the day’s backup once, and a manual one once, whichever servers take them up', async () => {
    const all = serversWithBackups()
    await Promise.all(all.map(({ queue }) => queue.ensureDaily()))
    const queued = await database.db.execute(sql`select 1 from jobs where kind = 'backup.create'`)
    expect(queued.rows).toHaveLength(1)

    await database.db.execute(sql`update jobs set run_at = now() where kind = 'backup.create'`)
    await Promise.all(all.map(({ worker }) => worker.drain()))
    await Promise.all(all.map(({ worker }) => worker.drain()))
    expect(made).toHaveLength(1)
    const rowsNow = () =>
      database.db.execute<{ kind: string; status: string; verify_ok: boolean }>(
        sql`select kind, status, verify_ok from backups order by started_at`,
      )
    expect((await rowsNow()).rows).toEqual([{ kind: 'scheduled', status: 'done', verify_ok: true }])

    await all[1]!.backups.start({ id: null, name: 'Owner', email: 'owner@example.com', ip: '127.0.0.1' })
    await Promise.all(all.map(({ worker }) => worker.drain()))
    await Promise.all(all.map(({ worker }) => worker.drain()))
    expect(made).toHaveLength(2)
    // The newest of the day is kept: the manual one replaces the day's earlier backup.
    expect((await rowsNow()).rows).toEqual([{ kind: 'manual', status: 'done', verify_ok: true }])
  })
})
