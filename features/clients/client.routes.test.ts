import { describe, expect, it } from 'vitest'
import { createClient } from '../../tests/factories/people'
import { useImageServer } from '../../tests/fixtures/image-server'
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

type Client = { _id: string; name: string; isActive: boolean }

const valid = {
  name: 'Rhône Water Authority',
  email: 'works@rhone-water.example',
  description: 'They rebuilt our pumping station controls over a weekend.',
  imageUrl: '/uploads/clients/rhone.webp',
}

const REQUIRED = {
  name: 'Client name is required',
  email: 'Client email is required',
  description: 'Client testimonial is required',
  imageUrl: 'Client image is required',
}

describe(`clients API on ${testDatabaseKind}`, () => {
  // An image given by address is imported from the tests' own server (features/media/remote-image.ts).
  const images = useImageServer()
  const h = useAdminApp({ remoteImages: { allowPrivateHosts: true } })

  const { call } = h

  it('creates a client with trimmed values, active by default', async () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([field, value]) => [field, `  ${value} `]))
    const response = await call('POST', '/api/clients', { ...padded, email: ' Works@Rhone-Water.example ' })
    expectSaved(response, { ...valid, imageAlt: null, isActive: true })
    // An alt text is kept trimmed; '' says the image only decorates.
    const described = await call('POST', '/api/clients', { ...valid, imageAlt: ' Rhône Water works ' })
    expect(described.json().data.imageAlt).toBe('Rhône Water works')
    const decorative = await call('POST', '/api/clients', { ...valid, imageAlt: '' })
    expect(decorative.json().data.imageAlt).toBe('')
    const tooLong = await call('POST', '/api/clients', { ...valid, imageAlt: 'x'.repeat(251) })
    expectInvalid(tooLong, { imageAlt: 'Alt text must be at most 250 characters' })
    const inactive = await call('POST', '/api/clients', { ...valid, isActive: false })
    expect(inactive.json().data.isActive).toBe(false)
  })

  it('imports a full URL into the clients folder and resolves a bare file name into it', async () => {
    const full = await call('POST', '/api/clients', { ...valid, imageUrl: images.url('/logo.png') })
    expect(full.json().data.imageUrl).toMatch(/^\/uploads\/clients\/[0-9a-f]{32}\.png$/)
    const bare = await call('POST', '/api/clients', { ...valid, imageUrl: 'anna-1.webp' })
    expect(bare.json().data.imageUrl).toBe('/uploads/clients/anna-1.webp')
    const relative = await call('POST', '/api/clients', { ...valid, imageUrl: 'uploads/clients/b.webp' })
    expect(relative.json().data.imageUrl).toBe('/uploads/clients/b.webp')
    for (const imageUrl of ['../secret.webp', 'javascript:alert(1)', '/etc/passwd']) {
      const bad = await call('POST', '/api/clients', { ...valid, imageUrl })
      expect(bad.statusCode, imageUrl).toBe(400)
      expect(bad.json().errors, imageUrl).toEqual({ imageUrl: 'Please enter a valid image URL' })
    }
  })

  it('requires every field with the documented messages (docs/product.md#client-form)', async () => {
    expectInvalid(await call('POST', '/api/clients', {}), REQUIRED)
    const blank = Object.fromEntries(Object.keys(REQUIRED).map((field) => [field, ' ']))
    expectInvalid(await call('POST', '/api/clients', blank), REQUIRED)
    const badEmail = await call('POST', '/api/clients', { ...valid, email: 'someone@' })
    expect(badEmail.json()).toMatchObject({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    })
  })

  it('lists newest first; isActive=true gives active ones; visitors only ever get active ones', async () => {
    await withFreshApp(async (local) => {
      await createClient(local.db, { name: 'Oldest', createdAt: new Date('2024-01-01T00:00:00Z') })
      await createClient(local.db, {
        name: 'Hidden',
        isActive: false,
        createdAt: new Date('2024-02-01T00:00:00Z'),
      })
      await createClient(local.db, { name: 'Newest', createdAt: new Date('2024-03-01T00:00:00Z') })
      const names = (url: string, auth: boolean) =>
        local.app
          .inject({ method: 'GET', url, headers: auth ? local.headers : {} })
          .then((response) => (response.json().data as Client[]).map((client) => client.name))

      expect(await names('/api/clients', true)).toEqual(['Newest', 'Hidden', 'Oldest'])
      expect(await names('/api/clients?isActive=true', true)).toEqual(['Newest', 'Oldest'])
      expect(await names('/api/clients?isActive=false', true)).toEqual(['Hidden'])
      expect(await names('/api/clients', false)).toEqual(['Newest', 'Oldest'])
      expect(await names('/api/clients?isActive=true', false)).toEqual(['Newest', 'Oldest'])
      expect(await names('/api/clients?isActive=false', false)).toEqual(['Newest', 'Oldest'])
    })
  })

  it('shows an inactive client by id to administrators only; 404 for unknown or malformed ids', async () => {
    const hidden = await createClient(h.db, { isActive: false })
    const visitor = await call('GET', `/api/clients/${hidden.id}`, undefined, false)
    expect(visitor.statusCode).toBe(404)
    expect(visitor.json()).toEqual({ success: false, message: 'Client not found' })
    expect((await call('GET', `/api/clients/${hidden.id}`)).json().data.isActive).toBe(false)
    await expectNotFound(call, (id) => `/api/clients/${id}`, 'Client not found')
  })

  it('updates only the fields sent and never empties one', async () => {
    const client = await createClient(h.db, { name: 'Before', imageUrl: '/uploads/clients/keep.webp' })
    const toggled = await call('PUT', `/api/clients/${client.id}`, { isActive: false })
    expect(toggled.statusCode).toBe(200)
    expect(toggled.json().data).toMatchObject({
      name: 'Before',
      email: client.email,
      description: client.description,
      imageUrl: '/uploads/clients/keep.webp',
      isActive: false,
    })
    const renamed = await call('PUT', `/api/clients/${client.id}`, { name: '  After  ', isActive: true })
    expect(renamed.json().data).toMatchObject({ name: 'After', isActive: true })

    const emptied = { name: '', email: '', description: ' ', imageUrl: '' }
    expectInvalid(await call('PUT', `/api/clients/${client.id}`, emptied), REQUIRED)
    const nulled = await call('PUT', `/api/clients/${client.id}`, { imageUrl: null })
    expect(nulled.json().errors).toEqual({ imageUrl: 'Client image is required' })
    expect((await call('GET', `/api/clients/${client.id}`)).json().data.imageUrl).toBe(
      '/uploads/clients/keep.webp',
    )
  })

  it('releases the old image when it is replaced (here by its bare file name), and the image on delete', async () => {
    await expectImageReplaced(
      h,
      '/api/clients',
      'imageUrl',
      valid,
      { name: 'Same image' },
      () => 'second.webp',
    )
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['clients', 'clients', 'clients'], async () => {
      const created = (await call('POST', '/api/clients', valid)).json().data
      await call('PUT', `/api/clients/${created._id}`, { isActive: false })
      await call('DELETE', `/api/clients/${created._id}`)
    })
  })
})
