import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../platform/config'
import { DataDirLockedError } from '../platform/db/lock'
import { adminUsers } from '../platform/db/tables'
import { isNewEmbeddedDatabase, prepareServer } from './first-start'

describe('the first start of an embedded database', () => {
  const dirs: string[] = []
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
  })
  const newConfig = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-first-start-'))
    dirs.push(dir)
    return loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }, { persistSecret: false })
  }

  it('is only for an embedded database: with DATABASE_URL there is nothing to create in DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-first-start-'))
    dirs.push(dir)
    const env = { DATA_DIR: dir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused' }
    expect(isNewEmbeddedDatabase(loadConfig(env, { persistSecret: false }))).toBe(false)
    expect(isNewEmbeddedDatabase(loadConfig({ DATA_DIR: dir }, { persistSecret: false }))).toBe(true)
  })

  // The embedded database's tests run once, in the PGlite project.
  if (process.env.TEST_DB === 'postgres') return

  it('creates, migrates and fills a new database in a child process; the server then only reopens it', async () => {
    const config = await newConfig()
    expect(isNewEmbeddedDatabase(config)).toBe(true)
    const logged: string[] = []

    const first = await prepareServer(config, (line) => logged.push(line))
    try {
      expect(first.firstStart?.pid).toEqual(expect.any(Number))
      expect(first.firstStart?.pid).not.toBe(process.pid)
      expect(first.createdAdmin).toBe(true)
      expect(first.seeded).toBe(false)
      expect(first.database.mode).toBe('embedded')
      const rows = await first.database.db.select({ email: adminUsers.email }).from(adminUsers)
      expect(rows).toEqual([{ email: config.admin.email }])
      const applied = await first.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      expect(applied.rows[0]?.n).toBeGreaterThan(0)
    } finally {
      await first.release()
    }
    expect(isNewEmbeddedDatabase(config)).toBe(false)

    const second = await prepareServer(config)
    try {
      expect(second.firstStart).toBeUndefined()
      expect(second.createdAdmin).toBe(false)
    } finally {
      await second.release()
    }
  }, 120_000)

  it('still reports a DATA_DIR held by another process as such', async () => {
    const config = await newConfig()
    // The parent of this test process is alive and is not this process: the lock is held elsewhere.
    await writeFile(
      path.join(config.dataDir, '.switchboard.lock'),
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: new Date().toISOString() }),
    )
    await expect(prepareServer(config)).rejects.toBeInstanceOf(DataDirLockedError)
  }, 120_000)
})
