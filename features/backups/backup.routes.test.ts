import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Role } from '../../platform/auth/access'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { createAdmin, signIn } from '../../tests/helpers/auth'
import { UNKNOWN_ID } from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import type { Backup } from './backup.schema'
import type { BackupEngine } from './backup.service'

const DAY = 24 * 60 * 60 * 1000
const ARCHIVE = Buffer.from('switchboard archive bytes '.repeat(400))

/** An engine that writes a small archive, waits when told to and fails when told to. */
function testEngine() {
  const engine = {
    made: 0,
    verified: 0,
    gate: undefined as Promise<void> | undefined,
    failWith: undefined as Error | undefined,
    problems: [] as string[],
    async createBackup({ file }: { file: string }) {
      await engine.gate
      if (engine.failWith) throw engine.failWith
      engine.made += 1
      await writeFile(file, ARCHIVE)
      return { tables: { services: 3, admin_users: 2, audit_log: 7 }, size: ARCHIVE.length }
    },
    async verifyBackup() {
      engine.verified += 1
      return { ok: engine.problems.length === 0, problems: engine.problems }
    },
  }
  return engine satisfies BackupEngine
}

describe(`backups: the API and the jobs, on ${testDatabaseKind}`, () => {
  const engine = testEngine()
  const h = useAdminApp({ backupEngine: engine })
  const dir = () => path.join(h.config.dataDir, 'backups')
  const list = async () => (await h.call('GET', '/api/backups')).json().data as Backup[]
  const health = async () => (await h.app.inject({ method: 'GET', url: '/api/health' })).json().data

  it('are for owners only: administrators, editors, support and anonymous callers are refused', async () => {
    const routes = [
      ['GET', '/api/backups'],
      ['GET', '/api/backups/status'],
      ['POST', '/api/backups'],
      ['GET', `/api/backups/${UNKNOWN_ID}/download`],
    ] as const
    for (const role of ['admin', 'editor', 'support'] satisfies Role[]) {
      const person = await createAdmin(h.db, { role })
      const { headers } = await signIn(h.app, person.email)
      for (const [method, url] of routes) {
        const response = await h.app.inject({ method, url, headers })
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403)
      }
    }
    for (const [method, url] of routes) {
      expect((await h.call(method, url, undefined, false)).statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await h.call('GET', '/api/backups')).statusCode).toBe(200)
    expect(engine.made).toBe(0)
  })

  it('starts one now (202 and its id), runs it on the worker, verifies it, and refuses a second meanwhile', async () => {
    let open!: () => void
    engine.gate = new Promise((resolve) => (open = resolve))
    const started = await h.call('POST', '/api/backups')
    expect(started.statusCode).toBe(202)
    const { id } = started.json().data as { id: string }
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await list()).toMatchObject([{ _id: id, kind: 'manual', status: 'running', verification: null }])
    expect((await h.call('GET', '/api/backups/status')).json().data.running).toBe(true)
    const again = await h.call('POST', '/api/backups')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('A backup is being made already. Wait for it to finish.')

    open()
    engine.gate = undefined
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    const [backup] = await list()
    expect(backup).toMatchObject({
      _id: id,
      kind: 'manual',
      status: 'done',
      size: ARCHIVE.length,
      tables: { services: 3, admin_users: 2, audit_log: 7 },
      error: null,
      verification: { ok: true, problems: [] },
      requestedBy: { name: expect.any(String) },
    })
    expect(backup!.fileName).toMatch(/^switchboard-\d{4}-\d\d-\d\dT\d{6}Z-[0-9a-f]{8}\.tar\.gz$/)
    expect(await readdir(dir())).toEqual([backup!.fileName])
    expect(engine.verified).toBe(1)
    // The audit log records who started it.
    const audit = await h.db.execute<{ action: string; entity_id: string }>(
      sql`select action, entity_id from audit_log where entity = 'backups'`,
    )
    expect(audit.rows).toEqual([{ action: 'create', entity_id: id }])
  })

  it('downloads an archive as an attachment, streamed, recorded in the audit log; 404 once its file is gone', async () => {
    const [backup] = await list()
    const response = await h.call('GET', `/api/backups/${backup!._id}/download`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/gzip')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${backup!.fileName}"`)
    expect(response.headers['content-length']).toBe(String(ARCHIVE.length))
    expect(response.rawPayload.equals(ARCHIVE)).toBe(true)
    const audit = await h.db.execute<{ label: string }>(
      sql`select label from audit_log where entity = 'backups' and action = 'download'`,
    )
    expect(audit.rows).toEqual([{ label: backup!.fileName }])

    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const missing = await h.call('GET', `/api/backups/${id}/download`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ success: false, message: 'Backup not found' })
    }
    const file = path.join(dir(), backup!.fileName!)
    const copy = await readFile(file)
    await rm(file)
    const gone = await h.call('GET', `/api/backups/${backup!._id}/download`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe('This backup’s file is no longer there')
    await writeFile(file, copy)
  })

  it('records a failure with its reason, never a secret, and leaves no file; the readiness check says so', async () => {
    const before = await readdir(dir())
    engine.failWith = new Error('could not read postgres://app:hunter22@db.internal:5432/site (token=abc123)')
    const { id } = (await h.call('POST', '/api/backups')).json().data as { id: string }
    await h.app.jobs.worker.drain()
    engine.failWith = undefined
    const [failed] = await list()
    expect(failed).toMatchObject({ _id: id, status: 'failed', fileName: null, verification: null })
    expect(failed!.error).toBe('could not read postgres://…@db.internal:5432/site (token=…)')
    expect(await readdir(dir())).toEqual(before)

    const status = (await h.call('GET', '/api/backups/status')).json().data
    expect(status).toMatchObject({ state: 'failed', running: false })
    expect(status.message).toContain('The latest backup failed')
    const ready = await h.app.inject({ method: 'GET', url: '/api/health' })
    // Reported, and the server stays ready: no server could make a backup if all were taken out.
    expect(ready.statusCode).toBe(200)
    expect(ready.json().data).toMatchObject({
      status: 'degraded',
      backups: { status: 'failed' },
      message: expect.stringContaining('The latest backup failed'),
    })
    expect(JSON.stringify(ready.json())).not.toContain('hunter22')

    // The next one succeeds: all is well again.
    await h.call('POST', '/api/backups')
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    expect((await health()).status).toBe('ok')
    expect((await health()).backups.status).toBe('ok')
  })

  it('counts a backup whose trial restore failed as failed: reported, and never kept in a good one’s place', async () => {
    const good = (await list())[0]!
    engine.problems = ['table services: 2 rows restored, 3 listed']
    await h.call('POST', '/api/backups')
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    engine.problems = []
    const [bad] = await list()
    expect(bad!.verification).toMatchObject({
      ok: false,
      problems: ['table services: 2 rows restored, 3 listed'],
    })
    // The good backup of the same day stays (the newest of the day would otherwise replace it).
    expect((await list()).map((backup) => backup._id)).toContain(good._id)
    const status = (await h.call('GET', '/api/backups/status')).json().data
    expect(status).toMatchObject({
      state: 'failed',
      message: 'The latest backup failed its trial restore: table services: 2 rows restored, 3 listed',
    })
    expect((await health()).backups.status).toBe('failed')
    // A good one again.
    await h.call('POST', '/api/backups')
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    expect((await health()).status).toBe('ok')
  })

  it('reports a missing backup once the last success is more than a day old, not in the first day', async () => {
    await h.db.execute(sql`update backups set started_at = started_at - interval '27 hours',
      finished_at = finished_at - interval '27 hours'`)
    // Scheduling began less than a day ago (the first start): not yet reported.
    expect((await h.call('GET', '/api/backups/status')).json().data.state).toBe('ok')
    await h.db.execute(
      sql`update jobs set created_at = created_at - interval '3 days' where kind = 'backup.create'`,
    )
    const status = (await h.call('GET', '/api/backups/status')).json().data
    expect(status).toMatchObject({ state: 'missing', message: 'No backup has succeeded for more than a day' })
    expect(await health()).toMatchObject({ status: 'degraded', backups: { status: 'missing' } })
    // And with the clock moved instead: a backup just made is missing 26 hours later, not 25.
    await h.call('POST', '/api/backups')
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    const hour = 60 * 60 * 1000
    expect((await h.app.backups.status(new Date(Date.now() + 25 * hour))).state).toBe('ok')
    expect((await h.app.backups.status(new Date(Date.now() + 27 * hour))).state).toBe('missing')
    await h.db.execute(sql`update backups set started_at = started_at - interval '27 hours',
      finished_at = finished_at - interval '27 hours'`)
  })

  it('makes the daily backup at its time, once, and keeps 7 daily and 4 weekly', async () => {
    await h.db.execute(sql`delete from backups`)
    for (const name of await readdir(dir())) await rm(path.join(dir(), name))
    // 60 days of earlier backups, each with its archive.
    for (let day = 1; day <= 60; day++) {
      const at = new Date(Date.now() - day * DAY)
      const fileName = `old-${day}.tar.gz`
      await writeFile(path.join(dir(), fileName), 'old')
      await h.db
        .execute(sql`insert into backups (kind, status, file_name, size, tables, started_at, finished_at)
        values ('scheduled', 'done', ${fileName}, 3, '{}'::jsonb, ${at.toISOString()}, ${at.toISOString()})`)
    }
    const queued = await h.db.execute<{ hour: number; minute: number }>(
      sql`select extract(hour from run_at at time zone 'UTC')::int as hour,
        extract(minute from run_at at time zone 'UTC')::int as minute
        from jobs where kind = 'backup.create' and status = 'queued'`,
    )
    expect(queued.rows).toEqual([{ hour: 3, minute: 0 }])
    // Its time has come.
    await h.db.execute(
      sql`update jobs set run_at = now(), key = kind || '@earlier' where kind = 'backup.create' and status = 'queued'`,
    )
    const made = engine.made
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    expect(engine.made).toBe(made + 1)
    const kept = await list()
    expect(kept).toHaveLength(11)
    expect(kept[0]).toMatchObject({ kind: 'scheduled', status: 'done', verification: { ok: true } })
    expect((await readdir(dir())).sort()).toEqual(kept.map((backup) => backup.fileName).sort())
    // The next day's is queued, once.
    const next = await h.db.execute(
      sql`select 1 from jobs where kind = 'backup.create' and status = 'queued' and run_at > now()`,
    )
    expect(next.rows).toHaveLength(1)
    expect(existsSync(path.join(dir(), 'old-60.tar.gz'))).toBe(false)
  })
})

describe(`backups at a configured time, or off, on ${testDatabaseKind}`, () => {
  const h = useAdminApp({ env: { BACKUP_SCHEDULE: 'daily@05:30' }, backupEngine: testEngine() })

  it('queues the daily backup at BACKUP_SCHEDULE’s time (UTC) and says so', async () => {
    const queued = await h.db.execute<{ hour: number; minute: number }>(
      sql`select extract(hour from run_at at time zone 'UTC')::int as hour,
        extract(minute from run_at at time zone 'UTC')::int as minute
        from jobs where kind = 'backup.create' and status = 'queued'`,
    )
    expect(queued.rows).toEqual([{ hour: 5, minute: 30 }])
    // With the clock moved: the next run is at 05:30 UTC of that day, or of the next once past it.
    const nextRun = async (now: string) => {
      await h.db.execute(sql`delete from jobs where kind = 'backup.create'`)
      await h.app.jobs.queue.ensureDaily(new Date(now))
      const [row] = (
        await h.db.execute<{ run_at: string }>(
          sql`select to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as run_at
            from jobs where kind = 'backup.create' and status = 'queued'`,
        )
      ).rows
      return row?.run_at
    }
    expect(await nextRun('2030-01-01T05:29:59Z')).toBe('2030-01-01T05:30')
    expect(await nextRun('2030-01-01T05:30:00Z')).toBe('2030-01-02T05:30')
    expect(await nextRun('2030-12-31T23:59:00Z')).toBe('2031-01-01T05:30')
    const status = (await h.call('GET', '/api/backups/status')).json().data
    expect(status).toMatchObject({
      state: 'first-day',
      schedule: { hourUtc: 5, minuteUtc: 30 },
      dir: path.join(h.config.dataDir, 'backups'),
      keeps: { daily: 7, weekly: 4 },
    })
  })
})

describe(`backups with BACKUP_SCHEDULE=off, on ${testDatabaseKind}`, () => {
  const engine = testEngine()
  const h = useAdminApp({ env: { BACKUP_SCHEDULE: 'off' }, backupEngine: engine })

  it('queues no daily backup and reports none missing, but still makes one when asked', async () => {
    const queued = await h.db.execute(sql`select 1 from jobs where kind = 'backup.create'`)
    expect(queued.rows).toHaveLength(0)
    expect((await h.call('GET', '/api/backups/status')).json().data).toMatchObject({
      state: 'off',
      schedule: null,
    })
    expect((await h.call('POST', '/api/backups')).statusCode).toBe(202)
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    expect(engine.made).toBe(1)
  })
})

describe(`backups made by the archive engine, on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  it('makes a real archive now, with every table counted, verifies it by a trial restore, and downloads it', async () => {
    const { id } = (await h.call('POST', '/api/backups')).json().data as { id: string }
    await h.app.jobs.worker.drain()
    await h.app.jobs.worker.drain()
    const [backup] = (await h.call('GET', '/api/backups')).json().data as Backup[]
    expect(backup).toMatchObject({ _id: id, status: 'done', error: null })
    expect(backup!.verification).toMatchObject({ ok: true, problems: [] })
    expect(backup!.tables).toMatchObject({ admin_users: 1, backups: expect.any(Number), services: 0 })
    const file = path.join(h.config.dataDir, 'backups', backup!.fileName!)
    const bytes = await readFile(file)
    expect(backup!.size).toBe(bytes.length)
    const download = await h.call('GET', `/api/backups/${id}/download`)
    expect(download.statusCode).toBe(200)
    // A gzip stream, byte for byte the archive.
    expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
    expect(download.rawPayload.equals(bytes)).toBe(true)
  }, 60_000)
})
