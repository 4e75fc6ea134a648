import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../tests/helpers/test-db'
import { createContentCaches } from './content-caches'
import { createContentChanges } from '../platform/content-changes'
import { createLocalStorage } from '../platform/media/storage'
import { createPublicReads } from './public-reads'
import { createAppServices } from './services'

// Runs in the postgres test project only (vitest.config.ts): two app servers need a shared PostgreSQL server.
describe('the public site’s data on several servers', () => {
  let database: TestDatabase
  let dataDir: string
  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-caches-'))
  })
  afterAll(async () => {
    await database.destroy()
    await rm(dataDir, { recursive: true, force: true })
  })

  function server() {
    const events = createContentChanges()
    const services = createAppServices({
      db: database.db,
      storage: createLocalStorage(dataDir),
      jwtSecret: 'x'.repeat(40),
      events,
    })
    const caches = createContentCaches({ events, databaseUrl: database.url })
    return { services, caches, reads: createPublicReads(services, caches.reads) }
  }

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
