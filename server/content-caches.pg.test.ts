import { describe, expect, it } from 'vitest'
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
