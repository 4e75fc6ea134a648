import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createService } from '../../tests/factories/services'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { expectAnnounced } from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'

describe(`services API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  const { call } = h

  /** Puts a file in upload storage, as the upload API would, and returns its URL. */
  const storedImage = (name: string) => h.storedImage('services', name, { variant: true })

  it('creates a service, active by default, with the documented fields (docs/product.md#data)', async () => {
    const response = await call('POST', '/api/services', {
      title: '  Arc Flash Studies ',
      shortDescription: 'Incident energy calculations and labels.',
      fullDescription: 'Complete study to IEEE 1584.',
      features: ['Site survey', 'Labels'],
      images: ['/uploads/services/a.webp', '/uploads/services/b.webp'],
    })
    expect(response.statusCode).toBe(201)
    const service = response.json().data
    expect(service).toMatchObject({
      title: 'Arc Flash Studies',
      shortDescription: 'Incident energy calculations and labels.',
      fullDescription: 'Complete study to IEEE 1584.',
      status: 'active',
      features: ['Site survey', 'Labels'],
      images: ['/uploads/services/a.webp', '/uploads/services/b.webp'],
      mainImageUrl: '/uploads/services/a.webp',
      imageUrl: '/uploads/services/a.webp',
    })
    expect(service.gallery).toHaveLength(2)
    expect(service._id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(service.createdAt)).not.toBeNaN()
  })

  it('requires a title and a short description with the documented messages', async () => {
    const response = await call('POST', '/api/services', { title: ' ', fullDescription: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Service title is required',
      errors: { title: 'Service title is required', shortDescription: 'Short description is required' },
    })
    const wrongStatus = await call('POST', '/api/services', {
      title: 'A',
      shortDescription: 'B',
      status: 'draft',
    })
    expect(wrongStatus.json().errors).toEqual({ status: 'Status must be active or inactive' })
    const badImage = await call('POST', '/api/services', {
      title: 'A',
      shortDescription: 'B',
      images: ['javascript:alert(1)'],
    })
    expect(badImage.json().errors).toEqual({ 'images.0': 'Please enter a valid image URL' })
  })

  it('sanitises HTML details on write', async () => {
    const response = await call('POST', '/api/services', {
      title: 'Safe HTML',
      shortDescription: 'x',
      details:
        '<p onclick="steal()">Hello <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(2)>' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example" target="_blank">good</a></p>',
    })
    const { details } = response.json().data
    expect(details).toBe(
      '<p>Hello <strong>there</strong>bad <a rel="noopener noreferrer" href="https://ok.example">good</a></p>',
    )
  })

  it('shows visitors active services only; administrators see all and can filter by status', async () => {
    const active = await createService(h.db, { title: 'Visible service' })
    const hidden = await createService(h.db, { title: 'Hidden service', status: 'inactive' })

    const anonymous = (await call('GET', '/api/services', undefined, false)).json().data as { _id: string }[]
    expect(anonymous.map((s) => s._id)).toContain(active.id)
    expect(anonymous.map((s) => s._id)).not.toContain(hidden.id)
    const activeList = (await call('GET', '/api/services/active', undefined, false)).json().data as {
      _id: string
    }[]
    expect(activeList.map((s) => s._id)).not.toContain(hidden.id)

    const all = (await call('GET', '/api/services')).json().data as { _id: string }[]
    expect(all.map((s) => s._id)).toEqual(expect.arrayContaining([active.id, hidden.id]))
    const inactiveOnly = (await call('GET', '/api/services?status=inactive')).json().data as {
      status: string
    }[]
    expect(inactiveOnly.every((s) => s.status === 'inactive')).toBe(true)

    expect((await call('GET', `/api/services/${hidden.id}`, undefined, false)).statusCode).toBe(404)
    expect((await call('GET', `/api/services/${hidden.id}`)).statusCode).toBe(200)
  })

  it('answers 404 with the documented message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await call('GET', `/api/services/${id}`, undefined, false)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Service not found' })
    }
  })

  it('updates only the fields sent, including the status toggle', async () => {
    const service = await createService(h.db, { title: 'Before', shortDescription: 'Keep me' })
    const response = await call('PUT', `/api/services/${service.id}`, { title: 'After', status: 'inactive' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      title: 'After',
      shortDescription: 'Keep me',
      status: 'inactive',
    })
    const invalid = await call('PUT', `/api/services/${service.id}`, { title: '' })
    expect(invalid.json().errors).toEqual({ title: 'Service title is required' })
  })

  it('adds, sets as main and removes gallery images, deleting files nothing uses any more', async () => {
    const first = await storedImage('first.webp')
    const second = await storedImage('second.webp')
    const created = (
      await call('POST', '/api/services', { title: 'Gallery', shortDescription: 'x', images: [first.url] })
    ).json().data
    const added = (await call('POST', `/api/services/${created._id}/images`, { imageUrl: second.url })).json()
      .data
    expect(added.images).toEqual([first.url, second.url])
    expect(added.mainImageUrl).toBe(first.url)

    const main = (
      await call('PUT', `/api/services/${created._id}/main-image`, { imageUrl: second.url })
    ).json().data
    expect(main.mainImageUrl).toBe(second.url)

    const secondId = main.gallery.find((image: { url: string }) => image.url === second.url)._id
    const removed = (await call('DELETE', `/api/services/${created._id}/images/${secondId}`)).json().data
    expect(removed.images).toEqual([first.url])
    expect(removed.mainImageUrl).toBe(first.url)
    expect(existsSync(second.file)).toBe(true)
    expect(existsSync(second.variant)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(second.file)).toBe(false)
    expect(existsSync(second.variant)).toBe(false)
    expect(existsSync(first.file)).toBe(true)

    const byUrl = await call('DELETE', `/api/services/${created._id}/images/${encodeURIComponent(first.url)}`)
    expect(byUrl.json().data.images).toEqual([])
    expect(byUrl.json().data.mainImageUrl).toBeNull()
    expect((await call('DELETE', `/api/services/${created._id}/images/${secondId}`)).statusCode).toBe(404)
  })

  it("carries each gallery image's alt text, kept through a new order; a client that sends none changes none", async () => {
    const urls = [
      '/uploads/services/alt-a.webp',
      '/uploads/services/alt-b.webp',
      '/uploads/services/alt-c.webp',
    ]
    const created = (
      await call('POST', '/api/services', {
        title: 'Alt texts',
        shortDescription: 'x',
        images: urls.slice(0, 2),
        imageAlts: [{ url: urls[0], alt: 'A switchboard, front view' }],
      })
    ).json().data
    const altsOf = (service: { gallery: { url: string; alt: string | null }[] }) =>
      service.gallery.map((image) => [image.url, image.alt])
    expect(altsOf(created)).toEqual([
      [urls[0], 'A switchboard, front view'],
      [urls[1], null],
    ])

    // Added with its alt text; an image named again takes the new one ('' marks it decorative).
    const added = (
      await call('POST', `/api/services/${created._id}/images`, { imageUrl: urls[2], alt: ' Cable trays ' })
    ).json().data
    expect(altsOf(added)[2]).toEqual([urls[2], 'Cable trays'])
    const decorative = (
      await call('POST', `/api/services/${created._id}/images`, { imageUrl: urls[1], alt: '' })
    ).json().data
    expect(decorative.images).toEqual(urls)
    expect(altsOf(decorative)[1]).toEqual([urls[1], ''])

    // A new order keeps them; an update without alt texts (an older client) leaves them as they are.
    const reordered = (
      await call('PUT', `/api/services/${created._id}`, {
        images: [urls[2], urls[0], urls[1]],
        title: 'Alt texts 2',
      })
    ).json().data
    expect(altsOf(reordered)).toEqual([
      [urls[2], 'Cable trays'],
      [urls[0], 'A switchboard, front view'],
      [urls[1], ''],
    ])
    const changed = (
      await call('PUT', `/api/services/${created._id}`, { imageAlts: [{ url: urls[0], alt: null }] })
    ).json().data
    expect(altsOf(changed)[1]).toEqual([urls[0], null])
    const tooLong = await call('POST', `/api/services/${created._id}/images`, {
      imageUrl: urls[0],
      alt: 'x'.repeat(251),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().errors).toEqual({ alt: 'Alt text must be at most 250 characters' })
  })

  it('removes an image named by a URL with percent signs in it, encoded once as the back-office sends it', async () => {
    const urls = ['https://cdn.example.com/100%.png', 'https://cdn.example.com/a%20b.png']
    const service = await createService(h.db, { images: urls })
    for (const [index, url] of urls.entries()) {
      const response = await call('DELETE', `/api/services/${service.id}/images/${encodeURIComponent(url)}`)
      expect(response.statusCode, url).toBe(200)
      expect(response.json().data.images).toEqual(urls.slice(index + 1))
    }
    // A lone '%' (or '%00' once decoded by the router) names no image: 404, not a failure.
    for (const imageId of ['%25', '%2500']) {
      expect((await call('DELETE', `/api/services/${service.id}/images/${imageId}`)).statusCode).toBe(404)
    }
  })

  it('deletes a service and the files only it used, keeping files another service still uses', async () => {
    const shared = await storedImage('shared.webp')
    const own = await storedImage('own.webp')
    const keeper = await createService(h.db, { images: [shared.url] })
    const doomed = await createService(h.db, { images: [shared.url, own.url] })
    const response = await call('DELETE', `/api/services/${doomed.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: { _id: doomed.id } })
    expect((await call('GET', `/api/services/${doomed.id}`)).statusCode).toBe(404)
    expect(existsSync(own.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(own.file)).toBe(false)
    expect(existsSync(shared.file)).toBe(true)
    expect((await call('GET', `/api/services/${keeper.id}`)).statusCode).toBe(200)
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['services', 'services', 'services'], async () => {
      const created = (
        await call('POST', '/api/services', { title: 'Evented', shortDescription: 'x' })
      ).json().data
      await call('PUT', `/api/services/${created._id}`, { status: 'inactive' })
      await call('DELETE', `/api/services/${created._id}`)
    })
  })
})
