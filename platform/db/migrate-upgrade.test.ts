import { rm } from 'node:fs/promises'
import { type SQL, sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { historyUpTo } from '../../tests/helpers/migrations'
import { openDatabase, type DatabaseHandle } from './database'
import { runMigrations } from './migrate'

// An upgrade: a database made by an earlier release, with data in it, migrated to this one. Embedded in both test
// projects: what is checked is the SQL of the migration, which PostgreSQL runs alike.
describe('upgrading a database from an earlier release', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup()
  })
  const open = async (): Promise<DatabaseHandle> => {
    const handle = await openDatabase({})
    cleanups.push(() => handle.close())
    return handle
  }
  /** A new database as the release before the migration tagged `before` left it. */
  const migratedUpTo = async (before: string): Promise<DatabaseHandle> => {
    const handle = await open()
    const folder = await historyUpTo(before)
    cleanups.push(() => rm(folder, { recursive: true, force: true }))
    await migrate(drizzle({ client: handle.pglite! }), { migrationsFolder: folder })
    return handle
  }
  /** The rows `query` answers. */
  const rowsOf = async <Row extends Record<string, unknown>>(handle: DatabaseHandle, query: SQL) =>
    (await handle.db.execute<Row>(query)).rows
  /** A row written after the upgrade by `insert`, as `select` reads it back. */
  const addedAfter = async <Row extends Record<string, unknown>>(
    handle: DatabaseHandle,
    insert: SQL,
    select: SQL,
  ) => {
    await handle.db.execute(insert)
    return (await rowsOf<Row>(handle, select))[0]
  }

  it('keeps the newsletter subscribers from before double opt-in as confirmed, each with its own unsubscribe link', async () => {
    const handle = await migratedUpTo('0003_')
    await handle.db.execute(
      sql`insert into newsletter_subscribers (email, created_at) values ('a@example.com', '2026-01-02T03:04:05Z'), ('b@example.com', now())`,
    )

    await runMigrations(handle)

    const rows = await rowsOf<{
      email: string
      status: string
      confirmed_at: string | Date
      created_at: string | Date
      unsubscribe_token: string
    }>(
      handle,
      sql`select email, status, confirmed_at, created_at, unsubscribe_token from newsletter_subscribers order by email`,
    )
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed'])
    for (const row of rows) {
      expect(new Date(row.confirmed_at).getTime()).toBe(new Date(row.created_at).getTime())
      expect(row.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(rows[0]!.unsubscribe_token).not.toBe(rows[1]!.unsubscribe_token)

    // A sign-up after the upgrade waits for its confirmation.
    const fresh = await addedAfter<{ status: string }>(
      handle,
      sql`insert into newsletter_subscribers (email) values ('c@example.com')`,
      sql`select status from newsletter_subscribers where email = 'c@example.com'`,
    )
    expect(fresh?.status).toBe('pending')
  })

  it('makes the administrator of before roles an owner, and active', async () => {
    const handle = await migratedUpTo('0004_')
    await handle.db.execute(
      sql`insert into admin_users (name, email, password_hash) values ('Ada', 'ada@example.com', 'hash')`,
    )

    await runMigrations(handle)

    const rows = await rowsOf(
      handle,
      sql`select role, status from admin_users where email = 'ada@example.com'`,
    )
    expect(rows).toEqual([{ role: 'owner', status: 'active' }])
    // People added after the upgrade get the least powerful content role unless given another.
    const added = await addedAfter<{ role: string }>(
      handle,
      sql`insert into admin_users (name, email, password_hash) values ('Bo', 'bo@example.com', 'hash')`,
      sql`select role from admin_users where email = 'bo@example.com'`,
    )
    expect(added?.role).toBe('editor')
  })

  it('numbers the team members of before in the order the website showed them: active first, then by name', async () => {
    const handle = await migratedUpTo('0010_team_order')
    await handle.db.execute(
      sql`insert into team_members (name, surname, job_title, position, description, email, is_active, created_at)
        values ('zoe', 'Adams', 'x', 'x', 'x', 'z@example.com', true, now()),
               ('Aaron', 'Young', 'x', 'x', 'x', 'a@example.com', false, now()),
               ('bob', 'Brown', 'x', 'x', 'x', 'b@example.com', true, now())`,
    )

    await runMigrations(handle)

    const rows = await rowsOf<{ name: string; sort_order: number }>(
      handle,
      sql`select name, sort_order from team_members order by sort_order`,
    )
    expect(rows.map((row) => [row.name, row.sort_order])).toEqual([
      ['bob', 0],
      ['zoe', 1],
      ['Aaron', 2],
    ])
  })
})
