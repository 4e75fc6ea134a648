import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createService } from '../../tests/factories/services'
import { withDatabase } from '../../tests/helpers/global-setup'
import { adminQuery } from '../../tests/helpers/test-db'
import { EMBEDDED_SETTINGS, openDatabase } from './database'
import { runMigrations } from './migrate'
import { migrationsDir } from '../paths'
import { services } from './tables'

const serverUrl = process.env.TEST_DATABASE_URL
const isPostgresProject = process.env.TEST_DB === 'postgres'

describe('the database switch', () => {
  const dirs: string[] = []
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('uses embedded PGlite without a URL, persisted in its directory across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-db-'))
    dirs.push(dir)
    const first = await openDatabase({ dataDir: dir })
    expect(first.mode).toBe('embedded')
    await runMigrations(first)
    await createService(first.db, { title: 'Kept across restarts' })
    await first.close()

    const second = await openDatabase({ dataDir: dir })
    const rows = await second.db.select({ title: services.title }).from(services)
    expect(rows).toEqual([{ title: 'Kept across restarts' }])
    await second.close()
  })

  it('runs the embedded database with the small memory settings, also on a database created with larger ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-db-'))
    dirs.push(dir)
    const handle = await openDatabase({ dataDir: dir })
    try {
      // initdb wrote its defaults (128 MB of shared buffers) into postgresql.conf; the start parameters win.
      expect(await readFile(path.join(dir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m)
      for (const [name, value] of Object.entries(EMBEDDED_SETTINGS)) {
        const shown = await handle.pglite!.query<Record<string, string>>(`show ${name}`)
        expect(shown.rows[0]?.[name]).toBe(value)
      }
    } finally {
      await handle.close()
    }
  })

  // The PostgreSQL half runs in the postgres project only (it exists when TEST_DATABASE_URL is set).
  if (isPostgresProject)
    it('uses a PostgreSQL server when given a URL, and migrates it once under concurrency', async () => {
      const name = `switchboard_switch_${process.pid}`
      await adminQuery(serverUrl!, `drop database if exists ${name}`)
      await adminQuery(serverUrl!, `create database ${name}`)
      const url = withDatabase(serverUrl!, name)
      const handles = await Promise.all([openDatabase({ url }), openDatabase({ url }), openDatabase({ url })])
      try {
        expect(handles.map((handle) => handle.mode)).toEqual(['postgres', 'postgres', 'postgres'])
        // Three servers starting at once: the advisory lock lets one migrate while the others wait.
        await Promise.all(handles.map((handle) => runMigrations(handle)))
        const result = await handles[0]!.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
        const journal = JSON.parse(
          await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
        ) as {
          entries: unknown[]
        }
        expect(result.rows[0]?.n).toBe(journal.entries.length)
        const version = await handles[0]!.db.execute<{ server_version_num: string }>(
          sql`show server_version_num`,
        )
        expect(Number(version.rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000)
      } finally {
        await Promise.all(handles.map((handle) => handle.close()))
        await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`)
      }
    })
})
