import { describe, expect, it } from 'vitest'
import { createService } from '../tests/factories/services'
import { createPartner, createTeamMember } from '../tests/factories/people'
import { useContentSites } from '../tests/helpers/content-sites'
import { inTransaction } from '../platform/db/unit-of-work'
import { WRITE_WAITS_MS } from './content-caches'

describe('the public site’s data, kept between writes', () => {
  const { database, site } = useContentSites()

  it('answers repeated reads from memory, and shows a write made through the services at once', async () => {
    const { services, caches, reads } = site()
    const before = await reads.services()
    const queriesBefore = caches.reads.stats.reads
    // A row written behind the services' back is not seen: proof the second read came from memory.
    await createService(database.db, { title: 'Written Directly' })
    expect((await reads.services()).map((service) => service.title)).toEqual(before.map((s) => s.title))
    expect(caches.reads.stats.reads).toBe(queriesBefore)

    await caches.pages.get(
      '/',
      async () => ({ status: 200, headers: {}, body: Buffer.from('page') }),
      () => true,
    )
    expect(caches.pages.size).toBe(1)
    const created = await services.services.create({
      status: 'active',
      title: 'Through The Service',
      shortDescription: 'Empties both caches.',
    })
    expect(caches.pages.size).toBe(0)
    const titles = (await reads.services()).map((service) => service.title)
    expect(titles).toContain('Through The Service')
    expect(titles).toContain('Written Directly')
    await services.services.remove(created._id)
    expect((await reads.services()).map((service) => service.title)).not.toContain('Through The Service')
    await caches.close()
  })

  it('a write empties every page but re-reads only the content area it changed', async () => {
    const { services, caches, reads } = site()
    await reads.team()
    await reads.partners()
    // Rows written behind the services' back show which reads were kept and which were made again.
    await createTeamMember(database.db, { name: 'Behind The Back' })
    await createPartner(database.db, { name: 'Also Behind The Back' })
    await caches.pages.get(
      '/',
      async () => ({ status: 200, headers: {}, body: Buffer.from('page') }),
      () => true,
    )
    const partner = await services.partners.create({ name: 'Through The Service', description: 'A partner.' })
    expect(caches.pages.size).toBe(0)
    expect((await reads.team()).map((member) => member.name)).not.toContain('Behind The Back')
    const partners = (await reads.partners()).map((each) => each.name)
    expect(partners).toContain('Through The Service')
    expect(partners).toContain('Also Behind The Back')
    await services.partners.remove(partner._id)
    await caches.close()
  })

  it('a redirect write leaves the pages and reads alone (no page shows a redirect)', async () => {
    const { services, caches, reads } = site()
    await reads.services()
    const readsBefore = caches.reads.stats.reads
    await caches.pages.get(
      '/',
      async () => ({ status: 200, headers: {}, body: Buffer.from('page') }),
      () => true,
    )
    await services.redirects.create({ from: '/kept-pages', to: '/', status: 301, note: '' })
    expect(caches.pages.size).toBe(1)
    await reads.services()
    expect(caches.reads.stats.reads).toBe(readsBefore)
    await caches.close()
  })

  it('a write answers once the pages visitors asked for are rendered again, or after a bounded wait', async () => {
    const { services, caches } = site()
    const page = (text: string) => ({ status: 200, headers: {}, body: Buffer.from(text) })
    let renderMs = 20
    const rendered: string[] = []
    caches.pages.setRefresher(
      async (key) => {
        await new Promise((resolve) => setTimeout(resolve, renderMs))
        rendered.push(key)
        return page(`again ${key}`)
      },
      () => true,
    )
    await caches.pages.get(
      '/',
      async () => page('home'),
      () => true,
    )
    // A staff write runs in a unit of work (features/audit/audit-writes.ts): its response follows that.
    const partner = await inTransaction(database.db, () =>
      services.partners.create({ name: 'Waited For', description: 'A partner.' }),
    )
    expect(rendered).toEqual(['/'])
    expect(caches.pages.size).toBe(1)

    // A render slower than the budget: the write answers after the budget, the render finishes on its own.
    await caches.pages.get(
      '/',
      async () => page('not rendered: a hit'),
      () => true,
    )
    renderMs = 1_500
    const started = performance.now()
    await inTransaction(database.db, () => services.partners.remove(partner._id))
    const waited = performance.now() - started
    expect(waited).toBeGreaterThanOrEqual(WRITE_WAITS_MS - 5)
    expect(waited).toBeLessThan(renderMs)
    expect(rendered).toEqual(['/'])
    await caches.pages.refreshed()
    expect(rendered).toEqual(['/', '/'])
    await caches.close()
  })

  it('reads only what a visitor may see', async () => {
    const { reads, caches } = site()
    const hidden = await createService(database.db, { title: 'Hidden Service', status: 'inactive' })
    await createTeamMember(database.db, { name: 'Former', isActive: false })
    expect((await reads.services()).map((service) => service.title)).not.toContain('Hidden Service')
    await expect(reads.service(hidden.id)).rejects.toMatchObject({ statusCode: 404 })
    expect((await reads.team()).map((member) => member.name)).not.toContain('Former')
    await caches.close()
  })
})
