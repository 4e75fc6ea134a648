import { describe, expect, it } from 'vitest'
import { loader as categoryLoader } from '../../app/routes/category'
import { loader as serviceLoader } from '../../app/routes/service'
import { createPublicReads } from '../../server/public-reads'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'

type Loader = (args: { params: { slug: string }; context: unknown; request: Request }) => Promise<unknown>

/** Readable addresses (docs/product.md#addresses) of services and categories, through the API and the pages. */
describe(`readable addresses on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const { call } = h

  async function createService(title: string, extra: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/services', { title, shortDescription: 'What it is.', ...extra })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data as { _id: string; slug: string; title: string }
  }

  /** What a page's loader answers for an address: the data, or the status and Location of what it threw. */
  async function visit(loader: unknown, path: string) {
    const slug = decodeURIComponent(path.split('/').pop()!)
    const context = {
      reads: createPublicReads(h.app.services),
      site: { publicUrl: 'http://localhost', mapTileUrl: '' },
    }
    try {
      const data = await (loader as Loader)({
        params: { slug },
        context,
        request: new Request(`http://localhost${path}`),
      })
      return { status: 200, data }
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get('location') }
      return { status: (thrown as { init?: { status?: number } }).init?.status }
    }
  }

  it('makes a slug from the title on creation: accents folded, "&" spelled out, unique, never empty', async () => {
    expect((await createService('Power Distribution & Substations')).slug).toBe(
      'power-distribution-and-substations',
    )
    expect((await createService('Électricité générale — Übersicht')).slug).toBe(
      'electricite-generale-ubersicht',
    )
    expect((await createService('Power distribution & substations')).slug).toBe(
      'power-distribution-and-substations-2',
    )
    expect((await createService('电力')).slug).toBe('service')
    const long = await createService(`${'Very long words '.repeat(8)}end`)
    expect(long.slug.length).toBeLessThanOrEqual(80)
    expect(long.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    // The API returns it everywhere a service is.
    const listed = (await call('GET', '/api/services')).json().data
    expect(listed.every((service: { slug?: string }) => typeof service.slug === 'string')).toBe(true)
    const category = (await call('POST', '/api/categories', { title: 'Câbles & Fils' })).json().data
    expect(category.slug).toBe('cables-and-fils')
  })

  it('takes a slug typed in the form, checks its shape and that no other item has it', async () => {
    const typed = await createService('Arc flash studies', { slug: '  Arc-Flash  ' })
    expect(typed.slug).toBe('arc-flash')
    const bad = await call('POST', '/api/services', { title: 'X', shortDescription: 'Y', slug: 'arc flash!' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.slug).toMatch(/lowercase letters, digits and single hyphens/)
    const other = await createService('Thermography')
    const taken = await call('PUT', `/api/services/${other._id}`, { slug: 'arc-flash' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors.slug).toBe(
      'The address /service/arc-flash is already used by "Arc flash studies". Choose another one.',
    )
    // A title change keeps the address: a published link does not move on its own.
    const renamed = await call('PUT', `/api/services/${other._id}`, { title: 'Infrared thermography' })
    expect(renamed.json().data.slug).toBe('thermography')
  })

  it('keeps every earlier address as a 301 to the current one, in one hop, and takes an id address there too', async () => {
    const service = await createService('Cable testing')
    await call('PUT', `/api/services/${service._id}`, { slug: 'cable-diagnostics' })
    const moved = await call('PUT', `/api/services/${service._id}`, { slug: 'cable-fault-location' })
    expect(moved.json().data.slug).toBe('cable-fault-location')

    expect(await visit(serviceLoader, '/service/cable-testing')).toEqual({
      status: 301,
      location: '/service/cable-fault-location',
    })
    expect(await visit(serviceLoader, '/service/cable-diagnostics')).toEqual({
      status: 301,
      location: '/service/cable-fault-location',
    })
    expect(await visit(serviceLoader, `/service/${service._id}`)).toEqual({
      status: 301,
      location: '/service/cable-fault-location',
    })
    const page = await visit(serviceLoader, '/service/cable-fault-location')
    expect(page.status).toBe(200)
    expect((page.data as { service: { _id: string } }).service._id).toBe(service._id)
    expect((await visit(serviceLoader, '/service/never-was')).status).toBe(404)

    // The redirect table's source: each old address straight to the page (A→B, B→C served as A→C).
    const redirects = await h.app.services.addresses.redirects()
    const to = (from: string) => redirects.filter((redirect) => redirect.from === from).map((r) => r.to)
    expect(to('/service/cable-testing')).toEqual(['/service/cable-fault-location'])
    expect(to('/service/cable-diagnostics')).toEqual(['/service/cable-fault-location'])
    expect(to(`/service/${service._id}`)).toEqual(['/service/cable-fault-location'])
    expect(to('/service/cable-fault-location')).toEqual([])

    // Going back to an earlier slug takes it out of the history (no loop) and keeps the one it leaves.
    await call('PUT', `/api/services/${service._id}`, { slug: 'cable-testing' })
    expect(await visit(serviceLoader, '/service/cable-fault-location')).toEqual({
      status: 301,
      location: '/service/cable-testing',
    })
    expect((await visit(serviceLoader, '/service/cable-testing')).status).toBe(200)
    const after = await h.app.services.addresses.redirects()
    expect(after.some((redirect) => redirect.from === redirect.to)).toBe(false)
    expect(after.filter((redirect) => redirect.from === '/service/cable-testing')).toEqual([])
  })

  it('is answered by the redirect table before any page: old addresses, ids, and hand-made redirects to an old address', async () => {
    const service = await createService('Relay testing')
    await call('PUT', `/api/services/${service._id}`, { slug: 'protection-relay-testing' })
    // This app renders no pages: a 301 here comes from the redirect table (docs/decisions/0023-redirects.md).
    for (const path of ['/service/relay-testing', `/service/${service._id}`]) {
      const answer = await h.app.inject({ url: `${path}?utm_source=mail` })
      expect([answer.statusCode, answer.headers.location], path).toEqual([
        301,
        '/service/protection-relay-testing?utm_source=mail',
      ])
    }
    // A redirect someone made to the old address leads straight to the current one, in one hop.
    const made = await call('POST', '/api/redirects', { from: '/relays', to: '/service/relay-testing' })
    expect(made.statusCode, made.body).toBe(201)
    const answer = await h.app.inject({ url: '/relays' })
    expect([answer.statusCode, answer.headers.location]).toEqual([301, '/service/protection-relay-testing'])
    // The slug changes again: the table follows without being told by anyone but the write.
    await call('PUT', `/api/services/${service._id}`, { slug: 'relay-commissioning' })
    expect((await h.app.inject({ url: '/relays' })).headers.location).toBe('/service/relay-commissioning')
    expect((await h.app.inject({ url: '/service/relay-testing' })).headers.location).toBe(
      '/service/relay-commissioning',
    )
  })

  it('lets a new page take an address an older page still redirects from only after saying so', async () => {
    const older = await createService('Substation maintenance')
    await call('PUT', `/api/services/${older._id}`, { slug: 'substation-care' })
    const refused = await call('POST', '/api/services', {
      title: 'Substation maintenance',
      shortDescription: 'New.',
      slug: 'substation-maintenance',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errors).toEqual({
      slug: 'The address /service/substation-maintenance still redirects to "Substation maintenance", which had it before. Taking it over breaks that old link.',
      reclaimSlug: 'Take the address over from "Substation maintenance"',
    })
    // Made from a title, a new slug never takes an old address: it gets the next free one.
    expect((await createService('Substation maintenance')).slug).toBe('substation-maintenance-2')

    const taken = await createService('Substation maintenance 24/7', {
      slug: 'substation-maintenance',
      reclaimSlug: true,
    })
    expect(taken.slug).toBe('substation-maintenance')
    const page = await visit(serviceLoader, '/service/substation-maintenance')
    expect((page.data as { service: { _id: string } }).service._id).toBe(taken._id)
    // The older page keeps its current address, and no longer its old one.
    expect((await visit(serviceLoader, '/service/substation-care')).status).toBe(200)
  })

  it('restores an old revision with its old address, unless another item has taken it meanwhile', async () => {
    const service = await createService('Earthing design')
    const first = (await call('GET', `/api/services/${service._id}/revisions`)).json().data[0]._id
    await call('PUT', `/api/services/${service._id}`, { slug: 'grounding-design' })
    const restored = await call('POST', `/api/services/${service._id}/revisions/${first}/restore`, {})
    expect(restored.statusCode).toBe(200)
    expect((await call('GET', `/api/services/${service._id}`)).json().data.slug).toBe('earthing-design')
    expect(await visit(serviceLoader, '/service/grounding-design')).toEqual({
      status: 301,
      location: '/service/earthing-design',
    })

    // Another item takes the address the first one left; restoring that revision keeps the current address.
    const second = (await call('GET', `/api/services/${service._id}/revisions`)).json().data
    const withGrounding = second.find(
      (revision: { _id: string }) => revision._id !== second[0]._id && revision._id !== first,
    )._id
    await call('PUT', `/api/services/${service._id}`, { slug: 'earthing' })
    await createService('Grounding', { slug: 'grounding-design', reclaimSlug: true })
    const again = await call('POST', `/api/services/${service._id}/revisions/${withGrounding}/restore`, {})
    expect(again.statusCode).toBe(200)
    expect((await call('GET', `/api/services/${service._id}`)).json().data.slug).toBe('earthing')
  })

  it('gives an item back from the Trash a free address when its own was taken meanwhile', async () => {
    const service = await createService('Power quality audits')
    await call('DELETE', `/api/services/${service._id}`)
    const newer = await createService('Power quality audits')
    expect(newer.slug).toBe('power-quality-audits')
    const trash = (await call('GET', '/api/trash')).json().data
    const group = trash.find((entry: { items: { _id: string }[] }) =>
      entry.items.some((item) => item._id === service._id),
    )
    expect((await call('POST', `/api/trash/${group._id}/restore`, {})).statusCode).toBe(200)
    expect((await call('GET', `/api/services/${service._id}`)).json().data.slug).toBe(
      'power-quality-audits-2',
    )
  })

  it("answers the spec's category addresses (/categories/{id}, /category/{id}, /category/{slug}) with a 301", async () => {
    const category = (await call('POST', '/api/categories', { title: 'Switchgear & Protection' })).json().data
    expect(category.slug).toBe('switchgear-and-protection')
    await call('PUT', `/api/categories/${category._id}`, { slug: 'switchgear' })
    const page = '/categories/switchgear'
    for (const path of [
      `/categories/${category._id}`,
      '/categories/switchgear-and-protection',
      `/category/${category._id}`,
      '/category/switchgear',
      '/category/switchgear-and-protection',
    ]) {
      expect(await visit(categoryLoader, path), path).toEqual({ status: 301, location: page })
    }
    expect((await visit(categoryLoader, page)).status).toBe(200)
    const redirects = await h.app.services.addresses.redirects()
    expect(
      redirects
        .filter((redirect) => redirect.to === page)
        .map((redirect) => redirect.from)
        .sort(),
    ).toEqual(
      [
        `/categories/${category._id}`,
        '/categories/switchgear-and-protection',
        `/category/${category._id}`,
        '/category/switchgear',
        '/category/switchgear-and-protection',
      ].sort(),
    )

    // A hidden category's old addresses lead nowhere: its page is not public.
    await call('PUT', `/api/categories/${category._id}`, { isActive: false })
    expect((await visit(categoryLoader, `/category/${category._id}`)).status).toBe(404)
    expect((await h.app.services.addresses.redirects()).some((redirect) => redirect.to === page)).toBe(false)
  })
})
