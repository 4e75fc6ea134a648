import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createService } from '../tests/factories/services'
import { useContentSites } from '../tests/helpers/content-sites'

// Runs in the postgres test project only (vitest.config.ts): two app servers need a shared PostgreSQL server.
describe('the public site’s data on several servers', () => {
  const { site } = useContentSites()
  const server = () => site({ shared: true })

  it('a write on one server empties the pages and the data of every other', async () => {
    const a = server()
    const b = server()
    try {
      await Promise.all([a.caches.ready, b.caches.ready])
      expect(await b.reads.services()).toEqual([])
      await b.caches.pages.get(
        '/',
        async () => ({ status: 200, headers: {}, body: Buffer.from('x') }),
        () => true,
      )
      await a.services.services.create({
        status: 'active',
        title: 'Written On A',
        shortDescription: 'Seen on B.',
      })
      await expect.poll(() => b.caches.pages.size, { timeout: 5000 }).toBe(0)
      expect((await b.reads.services()).map((service) => service.title)).toEqual(['Written On A'])
    } finally {
      await Promise.all([a.caches.close(), b.caches.close()])
    }
  })
})

describe('a change announced by a server of another version', () => {
  const { database, site } = useContentSites()

  it('forgets everything for an area this server does not know, only that area for one it knows', async () => {
    const b = site({ shared: true })
    try {
      await b.caches.ready
      expect(await b.reads.services()).toEqual([])
      // Written behind the caches' back: only an announcement makes b read it again.
      await createService(database.db, { title: 'Written Behind', status: 'active' })
      const announce = (area: string) =>
        database.db.execute(
          sql`select pg_notify('switchboard_content', ${JSON.stringify({ instance: 'another-version', area })})`,
        )
      await announce('team')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await b.reads.services()).toEqual([])
      await announce('brochures')
      await expect
        .poll(async () => (await b.reads.services()).map((service) => service.title), { timeout: 5000 })
        .toEqual(['Written Behind'])
    } finally {
      await b.caches.close()
    }
  })
})
