import { describe, expect, it } from 'vitest'
import { createPartner } from '../../tests/factories/people'
import { useAdminApp } from '../../tests/helpers/admin-app'
import {
  expectAnnounced,
  expectImageReplaced,
  expectInvalid,
  expectNotFound,
  expectSaved,
  withFreshApp,
} from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'

const valid = { name: 'Voltra Cables', description: 'Medium-voltage cable manufacturer.' }

describe(`partners API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  const { call } = h

  it('creates a partner with every field of the entity', async () => {
    const response = await call('POST', '/api/partners', {
      name: ' Voltra Cables ',
      description: 'Medium-voltage cable manufacturer.',
      website: 'https://voltra.example',
      logo: '/uploads/partners/voltra.webp',
      logoAlt: 'Voltra Cables logo',
      order: 3,
    })
    expectSaved(response, {
      ...valid,
      website: 'https://voltra.example',
      logo: '/uploads/partners/voltra.webp',
      logoAlt: 'Voltra Cables logo',
      order: 3,
    })
  })

  it('stores an empty website as null and puts https:// in front of a bare host', async () => {
    const empty = await call('POST', '/api/partners', { ...valid, website: '' })
    expect(empty.json().data).toMatchObject({ website: null, logo: null })
    const bare = await call('POST', '/api/partners', { ...valid, website: 'www.voltra.example/about' })
    expect(bare.json().data.website).toBe('https://www.voltra.example/about')
    const port = await call('POST', '/api/partners', { ...valid, website: 'voltra.example:8443' })
    expect(port.json().data.website).toBe('https://voltra.example:8443')
  })

  it('validates with the documented messages (docs/product.md#partner-form)', async () => {
    expectInvalid(await call('POST', '/api/partners', { name: ' ' }), {
      name: 'Name is required',
      description: 'Description is required',
    })
    for (const website of ['not a url', 'javascript:alert(1)', 'ftp://files.example', 'localhost']) {
      const bad = await call('POST', '/api/partners', { ...valid, website })
      expect(bad.statusCode, website).toBe(400)
      expect(bad.json().errors, website).toEqual({ website: 'Please enter a valid website URL' })
    }
    const badLogo = await call('POST', '/api/partners', { ...valid, logo: 'data:image/png;base64,xx' })
    expect(badLogo.json().errors).toEqual({ logo: 'Please enter a valid image URL' })
    const badOrder = await call('POST', '/api/partners', { ...valid, order: 1.5 })
    expect(badOrder.json().errors).toEqual({ order: 'Order must be a whole number' })
  })

  it('lists partners publicly by order, then by name', async () => {
    await withFreshApp(async (local) => {
      await createPartner(local.db, { name: 'Zeta', sortOrder: 1 })
      await createPartner(local.db, { name: 'beta', sortOrder: 2 })
      await createPartner(local.db, { name: 'Alpha', sortOrder: 2 })
      await createPartner(local.db, { name: 'Omega', sortOrder: 0 })
      const response = await local.app.inject({ method: 'GET', url: '/api/partners' })
      expect(response.statusCode).toBe(200)
      expect(response.json().data.map((p: { name: string }) => p.name)).toEqual([
        'Omega',
        'Zeta',
        'Alpha',
        'beta',
      ])
      // A partner added without an order goes last.
      const added = await local.app.inject({
        method: 'POST',
        url: '/api/partners',
        payload: { ...valid, name: 'Aardvark' },
        headers: local.headers,
      })
      expect(added.json().data.order).toBe(4)
      const list = (await local.app.inject({ method: 'GET', url: '/api/partners' })).json().data
      expect(list.at(-1).name).toBe('Aardvark')
    })
  })

  it('reads one partner publicly and answers 404 for unknown or malformed ids', async () => {
    const partner = await createPartner(h.db, { website: 'https://one.example' })
    const response = await call('GET', `/api/partners/${partner.id}`, undefined, false)
    expect(response.json().data).toMatchObject({ _id: partner.id, website: 'https://one.example' })
    await expectNotFound(call, (id) => `/api/partners/${id}`, 'Partner not found')
  })

  it('updates only the fields sent', async () => {
    const partner = await createPartner(h.db, { name: 'Old', website: 'https://old.example', sortOrder: 7 })
    const response = await call('PUT', `/api/partners/${partner.id}`, { name: 'New' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      name: 'New',
      description: partner.description,
      website: 'https://old.example',
      order: 7,
    })
    const cleared = await call('PUT', `/api/partners/${partner.id}`, { website: '', order: 0 })
    expect(cleared.json().data).toMatchObject({ name: 'New', website: null, order: 0 })
    const invalid = { name: '', description: ' ', website: 'nope' }
    expectInvalid(await call('PUT', `/api/partners/${partner.id}`, invalid), {
      name: 'Name is required',
      description: 'Description is required',
      website: 'Please enter a valid website URL',
    })
  })

  it('releases the old logo when it is replaced, and the logo on delete', async () => {
    await expectImageReplaced(h, '/api/partners', 'logo', valid, { description: 'Still the same logo.' })
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['partners', 'partners', 'partners'], async () => {
      const created = (await call('POST', '/api/partners', valid)).json().data
      await call('PUT', `/api/partners/${created._id}`, { order: 9 })
      await call('DELETE', `/api/partners/${created._id}`)
    })
  })
})
