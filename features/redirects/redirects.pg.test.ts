import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { redirects } from '../../platform/db/tables'
import { adminSession } from '../../tests/helpers/auth'
import { adminQuery } from '../../tests/helpers/test-db'
import { useAppsOnOneDatabase } from '../../tests/helpers/test-app'

// Runs in the postgres test project only (vitest.config.ts): two app servers on one PostgreSQL server, each with
// its own redirect table, kept right by the LISTEN/NOTIFY message every redirect write sends.
describe('redirects on several servers', () => {
  const { database, servers } = useAppsOnOneDatabase(2, 'switchboard-redirects-')

  it('a redirect written on one server is served by the other; their hits add up', async () => {
    const [a, b] = [servers[0]!.app, servers[1]!.app]
    const { headers } = await adminSession(a, database.db)
    expect((await b.inject({ url: '/moved-on-a' })).statusCode).toBe(404)
    const created = await a.inject({
      method: 'POST',
      url: '/api/redirects',
      headers,
      payload: { from: '/moved-on-a', to: '/landed' },
    })
    expect(created.statusCode).toBe(201)
    // Served on the writing server as soon as the write has answered; on the other once it has heard it.
    expect((await a.inject({ url: '/moved-on-a' })).headers.location).toBe('/landed')
    await expect
      .poll(async () => (await b.inject({ url: '/moved-on-a' })).headers.location, { timeout: 5000 })
      .toBe('/landed')

    const hitsNow = async () => {
      await Promise.all([a.services.redirectTable.flush(), b.services.redirectTable.flush()])
      const [row] = await database.db
        .select({ hits: redirects.hits, lastHitAt: redirects.lastHitAt })
        .from(redirects)
        .where(eq(redirects.id, created.json().data.id))
      return row!
    }
    const before = await hitsNow()
    for (let n = 0; n < 3; n++) await a.inject({ url: '/moved-on-a' })
    for (let n = 0; n < 2; n++) await b.inject({ url: '/moved-on-a' })
    const after = await hitsNow()
    expect(after.hits).toBe(before.hits + 5)
    expect(after.lastHitAt).not.toBeNull()
  })

  it('two writes at once on two servers cannot close a loop together: one is refused', async () => {
    const [a, b] = [servers[0]!.app, servers[1]!.app]
    // Each test server has its own signing key: a session for each.
    const { headers } = await adminSession(a, database.db)
    const { headers: headersOnB } = await adminSession(b, database.db)
    for (let round = 0; round < 5; round++) {
      const [one, two] = await Promise.all([
        a.inject({
          method: 'POST',
          url: '/api/redirects',
          headers,
          payload: { from: `/ping-${round}`, to: `/pong-${round}` },
        }),
        b.inject({
          method: 'POST',
          url: '/api/redirects',
          headers: headersOnB,
          payload: { from: `/pong-${round}`, to: `/ping-${round}` },
        }),
      ])
      expect([one.statusCode, two.statusCode].sort(), `round ${round}`).toEqual([201, 422])
    }
  })

  it('a server that lost its connection loads every redirect again once it listens again', async () => {
    const b = servers[1]!.app
    // Every listening connection of this database goes; a redirect is written behind the servers' backs.
    await adminQuery(
      database.url!,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = '${new URL(database.url!).pathname.slice(1)}' and query ilike 'listen%'`,
    )
    await database.db.insert(redirects).values({ fromPath: '/behind-the-back', toTarget: '/seen-anyway' })
    await expect
      .poll(async () => (await b.inject({ url: '/behind-the-back' })).headers.location, { timeout: 15_000 })
      .toBe('/seen-anyway')
  })
})
