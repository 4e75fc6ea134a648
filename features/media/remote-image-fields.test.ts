import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCategory } from '../../tests/factories/categories'
import { useImageServer } from '../../tests/fixtures/image-server'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { UNKNOWN_ID } from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { CompanyInfoInputSchema } from '../company/company.schema'
import { PartnerInputSchema } from '../partners/partner.schema'
import { ServiceInputSchema } from '../services/service.schema'
import { folderOfRoute, hasImageFields, imageSlots } from './remote-image-fields'
import { REMOTE_IMAGE_REASONS, remoteImageMessage } from './remote-image'

const STORED = (folder: string) => new RegExp(`^/uploads/${folder}/[0-9a-f]{32}\\.(webp|png)$`)

describe('finding the image fields of a body', () => {
  it('finds images wherever the schema nests them, and no other address', () => {
    const body = CompanyInfoInputSchema.parse({
      name: 'Volta',
      logo: { imageUrl: 'https://cdn.example/logo.png', altText: 'Volta' },
      heroImages: [
        { imageUrl: 'https://cdn.example/a.png', buttonLink: 'https://volta.example/more' },
        { imageUrl: '/uploads/company/hero/b.webp' },
      ],
      socialMedia: { facebook: 'https://facebook.com/volta' },
    })
    const slots = imageSlots(CompanyInfoInputSchema, body)
    expect(slots.map(({ path, value }) => [path.join('.'), value])).toEqual([
      ['heroImages.0.imageUrl', 'https://cdn.example/a.png'],
      ['heroImages.1.imageUrl', '/uploads/company/hero/b.webp'],
      ['logo.imageUrl', 'https://cdn.example/logo.png'],
    ])
    slots[0]!.set('/uploads/company/x.png')
    expect(body.heroImages![0]!.imageUrl).toBe('/uploads/company/x.png')
  })

  it('finds a gallery and a main image, and an optional image left empty is none', () => {
    const service = ServiceInputSchema.parse({
      title: 'Wiring',
      shortDescription: 'Short',
      images: ['https://cdn.example/a.png', '/uploads/services/b.webp'],
      mainImageUrl: 'https://cdn.example/a.png',
    })
    expect(imageSlots(ServiceInputSchema, service).map((slot) => slot.path.join('.'))).toEqual([
      'images.0',
      'images.1',
      'mainImageUrl',
    ])
    const partner = PartnerInputSchema.parse({
      name: 'P',
      description: 'D',
      logo: '',
      website: 'https://p.example',
    })
    expect(imageSlots(PartnerInputSchema, partner)).toEqual([])
    expect(hasImageFields(PartnerInputSchema)).toBe(true)
  })

  it('stores in the folder of the content type the route writes', () => {
    expect(folderOfRoute('/api/partners/:id')).toBe('partners')
    expect(folderOfRoute('/api/services')).toBe('services')
    expect(folderOfRoute('/api/company/hero-images')).toBe('company')
    expect(folderOfRoute('/api/categories/:id/events')).toBe('events')
    expect(folderOfRoute('/api/categories/:id/products/:productId')).toBe('categories')
    expect(folderOfRoute('/api/services/:id/images')).toBe('services')
    expect(folderOfRoute('/api/events/:id')).toBe('events')
    expect(folderOfRoute('/api/clients')).toBe('clients')
    expect(folderOfRoute('/api/something-else')).toBe('general')
  })
})

describe(`images given by web address are imported when saved, on ${testDatabaseKind}`, () => {
  const server = useImageServer()
  const h = useAdminApp({ remoteImages: { allowPrivateHosts: true } })
  const stored = (url: string) => path.join(h.config.dataDir, url)
  const filesIn = (folder: string) =>
    readdir(path.join(h.config.dataDir, 'uploads', folder)).catch(() => [] as string[])

  it('stores a partner logo given by address as an upload, and visitors read the stored copy', async () => {
    const saved = await h.call('POST', '/api/partners', {
      name: 'Voltra Cables',
      description: 'Cables.',
      logo: server.url('/logo.webp'),
    })
    expect(saved.statusCode).toBe(201)
    const { _id, logo } = saved.json().data
    expect(logo).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.webp$/)
    expect(existsSync(stored(logo))).toBe(true)
    const read = await h.call('GET', `/api/partners/${_id}`, undefined, false)
    expect(read.json().data.logo).toBe(logo)
    const file = await h.app.inject({ method: 'GET', url: logo })
    expect(file.statusCode).toBe(200)

    // An update does the same (the logo it replaces stays while the partner's history names it).
    const updated = await h.call('PUT', `/api/partners/${_id}`, { logo: server.url('/logo.png') })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data.logo).toMatch(STORED('partners'))
    expect(existsSync(stored(updated.json().data.logo))).toBe(true)
  })

  it('imports an image of a draft when the draft is saved, so publishing it shows the stored copy', async () => {
    const partner = await h.call('POST', '/api/partners', { name: 'Drafted', description: 'Draft logo.' })
    const { _id } = partner.json().data
    const draft = await h.call('PUT', `/api/partners/${_id}/draft`, { logo: server.url('/logo.png') })
    expect(draft.statusCode).toBe(200)
    const { logo } = draft.json().data.fields
    expect(logo).toMatch(STORED('partners'))
    const published = await h.call('POST', `/api/partners/${_id}/publish`)
    expect(published.statusCode).toBe(200)
    expect((await h.call('GET', `/api/partners/${_id}`, undefined, false)).json().data.logo).toBe(logo)
  })

  it('refuses what is not an image with the field’s message, and saves nothing', async () => {
    const before = await filesIn('partners')
    const response = await h.call('POST', '/api/partners', {
      name: 'Page Partner',
      description: 'Not a logo.',
      logo: server.url('/page.png'),
    })
    expect(response.statusCode).toBe(400)
    const message = remoteImageMessage(server.host, REMOTE_IMAGE_REASONS.notImage)
    expect(response.json()).toEqual({ success: false, message, errors: { logo: message } })
    const list = await h.call('GET', '/api/partners')
    expect(list.json().data.map((partner: { name: string }) => partner.name)).not.toContain('Page Partner')
    expect(await filesIn('partners')).toEqual(before)
  })

  it('names each failing field, and keeps none of the images of a save it refuses', async () => {
    const before = await filesIn('company')
    const response = await h.call('PUT', '/api/company/hero-images', {
      heroImages: [{ imageUrl: server.url('/logo.png') }, { imageUrl: server.url('/missing.png') }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      'heroImages.1.imageUrl': remoteImageMessage(server.host, REMOTE_IMAGE_REASONS.status(404)),
    })
    expect(await filesIn('company')).toEqual(before)
  })

  it('removes the imported file when the write then fails', async () => {
    const before = await filesIn('partners')
    const response = await h.call('PUT', `/api/partners/${UNKNOWN_ID}`, { logo: server.url('/logo.png') })
    expect(response.statusCode).toBe(404)
    expect(await filesIn('partners')).toEqual(before)
  })

  it('imports the company’s hero images and logo', async () => {
    const heroes = await h.call('PUT', '/api/company/hero-images', {
      heroImages: [
        { imageUrl: server.url('/logo.png'), title: 'Remote' },
        { imageUrl: '/uploads/company/hero/kept.webp', title: 'Local' },
      ],
    })
    expect(heroes.statusCode).toBe(200)
    const [remote, kept] = heroes.json().data.heroImages
    expect(remote.imageUrl).toMatch(STORED('company'))
    expect(kept.imageUrl).toBe('/uploads/company/hero/kept.webp')
    expect(existsSync(stored(remote.imageUrl))).toBe(true)

    const info = await h.call('PUT', '/api/company/info', {
      name: 'Volta Works',
      logo: { imageUrl: server.url('/logo.webp'), altText: 'Volta' },
    })
    expect(info.statusCode).toBe(200)
    expect(info.json().data.logo.imageUrl).toMatch(STORED('company'))
    const read = await h.call('GET', '/api/company/hero-images', undefined, false)
    expect(read.json().data.heroImages[0].imageUrl).toBe(remote.imageUrl)
  })

  it('imports a service’s gallery and main image, fetching an address named twice once', async () => {
    const before = server.hits.get('/other.png') ?? 0
    const created = await h.call('POST', '/api/services', {
      title: 'Remote gallery',
      shortDescription: 'Images from elsewhere',
      images: [server.url('/other.png'), '/uploads/services/local.webp'],
      mainImageUrl: server.url('/other.png'),
    })
    expect(created.statusCode).toBe(201)
    const service = created.json().data
    expect(server.hits.get('/other.png')).toBe(before + 1)
    expect(service.images[0]).toMatch(STORED('services'))
    expect(service.images[1]).toBe('/uploads/services/local.webp')
    expect(service.mainImageUrl).toBe(service.images[0])
    expect(existsSync(stored(service.images[0]))).toBe(true)

    const added = await h.call('POST', `/api/services/${service._id}/images`, {
      imageUrl: server.url('/logo.png'),
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().data.images.at(-1)).toMatch(STORED('services'))
  })

  it('downloads a few images of one save at a time', async () => {
    const images = Array.from({ length: 7 }, (_, index) => server.url(`/delayed/${index}.png`))
    const created = await h.call('POST', '/api/services', {
      title: 'Big gallery',
      shortDescription: 'Seven',
      images,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().data.images).toHaveLength(7)
    expect(server.concurrency.most).toBeGreaterThan(1)
    expect(server.concurrency.most).toBeLessThanOrEqual(4)
  })

  it('imports the images of categories, events and products', async () => {
    const category = await h.call('POST', '/api/categories', {
      title: 'Remote category',
      imageUrl: server.url('/logo.png'),
    })
    expect(category.statusCode).toBe(201)
    expect(category.json().data.imageUrl).toMatch(STORED('categories'))
    const { id } = await createCategory(h.db)
    const event = await h.call('POST', `/api/categories/${id}/events`, {
      title: 'Open day',
      description: 'Come and see.',
      imageUrl: server.url('/logo.png'),
    })
    expect(event.statusCode).toBe(201)
    expect(event.json().data.imageUrl).toMatch(STORED('events'))
    const product = await h.call('POST', `/api/categories/${id}/products`, {
      name: 'Cable drum',
      imageUrl: server.url('/logo.png'),
    })
    expect(product.statusCode, product.body).toBe(201)
    expect(product.json().data.imageUrl).toMatch(STORED('categories'))
  })
})

describe(`without the tests' allowance, on ${testDatabaseKind}`, () => {
  const server = useImageServer()
  const h = useAdminApp()

  it('refuses an image on a loopback address, without asking it', async () => {
    const response = await h.call('POST', '/api/partners', {
      name: 'Loopback',
      description: 'Local.',
      logo: server.url('/logo.png'),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      logo: remoteImageMessage(server.host, REMOTE_IMAGE_REASONS.notAllowed),
    })
    expect(server.hits.get('/logo.png')).toBeUndefined()
  })
})
