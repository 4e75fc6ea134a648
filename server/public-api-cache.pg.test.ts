import { describe, expect, it } from 'vitest'
import { adminSession } from '../tests/helpers/auth'
import { useAppsOnOneDatabase } from '../tests/helpers/test-app'
import { createService } from '../tests/factories/services'

// Runs in the postgres test project only (vitest.config.ts): two app servers on one PostgreSQL server, each with
// its own response cache, kept right by the LISTEN/NOTIFY message every content write sends.
describe('public API answers on several servers', () => {
  const { database, servers } = useAppsOnOneDatabase(2, 'switchboard-api-cache-')

  it('a write on one server is seen on the next read of every other, and their old ETags are stale', async () => {
    const [a, b] = [servers[0]!.app, servers[1]!.app]
    const service = await createService(database.db, { title: 'Before The Write' })
    const cached = await b.inject({ method: 'GET', url: '/api/services/active' })
    expect(cached.json().data.map((s: { title: string }) => s.title)).toEqual(['Before The Write'])
    expect((await b.inject({ method: 'GET', url: '/api/company/info' })).statusCode).toBe(200)

    const { headers } = await adminSession(a, database.db)
    const write = await a.inject({
      method: 'PUT',
      url: `/api/services/${service.id}`,
      headers,
      payload: { title: 'After The Write' },
    })
    expect(write.statusCode).toBe(200)

    // B hears the write through PostgreSQL and forgets the services' answers (and only those).
    await expect.poll(() => b.responseCache!.for(['services']).size, { timeout: 5000 }).toBe(0)
    expect(b.responseCache!.for(['company']).size).toBe(1)
    const fresh = await b.inject({
      method: 'GET',
      url: '/api/services/active',
      headers: { 'if-none-match': cached.headers.etag as string },
    })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json().data.map((s: { title: string }) => s.title)).toEqual(['After The Write'])
  })
})
