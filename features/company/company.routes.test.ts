import { existsSync } from 'node:fs'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyInfo } from '../../platform/db/tables'
import { createCompany } from '../../tests/factories/company'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { expectAnnounced } from '../../tests/helpers/routes'
import { createTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { DEFAULT_COMPANY } from './company.types'

const hero = (n: number, extra: object = {}) => ({
  imageUrl: `/uploads/company/hero-${n}.webp`,
  title: `Slide ${n}`,
  subtitle: `Subtitle ${n}`,
  buttonText: 'Discover More',
  buttonLink: '#services',
  ...extra,
})

const fullCompany = {
  name: 'Halden Electric',
  description: 'Electrical engineering since 1998.',
  email: 'contact@halden.example',
  phone: '+33 4 72 00 41 90',
  address: '42 Rue de l’Industrie, Lyon',
  socialMedia: {
    facebook: 'https://facebook.com/halden',
    linkedin: 'https://www.linkedin.com/company/halden',
  },
  heroImages: [hero(1), hero(2)],
  heroStats: { yearsExperience: 27, projectsCompleted: 1850 },
  logo: { imageUrl: '/uploads/company/logo.webp', altText: 'Halden logo' },
  faq: [{ question: 'Where do you work?', answer: 'France, Switzerland and Belgium.' }],
  coordinates: { lat: 45.7485, lng: 4.8467 },
  seo: {
    title: 'Halden Electric — engineers in Lyon',
    description: 'Substations, switchgear and maintenance across France.',
    image: '/uploads/company/share.webp',
  },
}

describe(`company API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  const { call } = h

  const storedImage = (name: string) => h.storedImage('company', name)

  /** Validation errors of PUT /company/info for a company differing from fullCompany by `changes`. */
  async function errorsFor(changes: object) {
    const response = await call('PUT', '/api/company/info', { ...fullCompany, ...changes })
    expect(response.statusCode).toBe(400)
    return response.json().errors as Record<string, string>
  }

  describe('on an empty database', () => {
    const empty = useAdminApp()
    const companies = async () => (await empty.db.select({ n: count() }).from(companyInfo))[0]?.n

    it('answers the built-in defaults with _id null on every public read', async () => {
      const info = await empty.app.inject({ method: 'GET', url: '/api/company/info' })
      expect(info.statusCode).toBe(200)
      expect(info.json()).toEqual({ success: true, data: DEFAULT_COMPANY })
      expect(info.json().data._id).toBeNull()
      expect(info.json().data.logo.altText).toBe('Company Logo')
      const social = await empty.app.inject({ method: 'GET', url: '/api/company/social-media' })
      expect(social.json()).toEqual({ success: true, data: {} })
      const heroes = await empty.app.inject({ method: 'GET', url: '/api/company/hero-images' })
      expect(heroes.json()).toEqual({ success: true, data: { heroImages: [] } })
    })

    it('creates the record on the first PUT of hero images, with the default name', async () => {
      const response = await empty.app.inject({
        method: 'PUT',
        url: '/api/company/hero-images',
        headers: empty.headers,
        payload: { _id: null, heroImages: [hero(1)] },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ heroImages: [hero(1)] })
      const info = (await empty.app.inject({ method: 'GET', url: '/api/company/info' })).json().data
      expect(info._id).toMatch(/^[0-9a-f-]{36}$/)
      expect(info.name).toBe(DEFAULT_COMPANY.name)
      expect(info.heroImages).toEqual([hero(1)])
      expect(await companies()).toBe(1)
    })

    it('upserts the single record on PUT /company/info, also when two saves race', async () => {
      const [a, b] = await Promise.all(
        ['First Name', 'Second Name'].map((name) =>
          empty.app.inject({
            method: 'PUT',
            url: '/api/company/info',
            headers: empty.headers,
            payload: { name },
          }),
        ),
      )
      expect(a!.statusCode).toBe(200)
      expect(b!.statusCode).toBe(200)
      expect(a!.json().data._id).toBe(b!.json().data._id)
      expect(await companies()).toBe(1)
    })
  })

  it('creates the company from the full object and reads it back publicly', async () => {
    const response = await call('PUT', '/api/company/info', {
      ...fullCompany,
      name: '  Halden Electric ',
      _id: 'ignored',
      updatedAt: 'ignored',
    })
    expect(response.statusCode).toBe(200)
    const saved = response.json().data
    expect(saved).toEqual({
      ...fullCompany,
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      updatedAt: expect.any(String),
    })
    const read = await call('GET', '/api/company/info', undefined, false)
    expect(read.json().data).toEqual(saved)
    expect((await call('GET', '/api/company/social-media', undefined, false)).json().data).toEqual(
      fullCompany.socialMedia,
    )
    expect((await call('GET', '/api/company/hero-images', undefined, false)).json().data).toEqual({
      heroImages: fullCompany.heroImages,
    })
  })

  it('changes only the fields sent, keeping the same record', async () => {
    const before = (await call('PUT', '/api/company/info', fullCompany)).json().data
    const response = await call('PUT', '/api/company/info', {
      name: 'Renamed',
      socialMedia: { twitter: 'https://x.com/halden', facebook: '', linkedin: null },
      logo: { imageUrl: '/uploads/company/logo.webp', altText: '' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      ...before,
      name: 'Renamed',
      socialMedia: { twitter: 'https://x.com/halden' },
      logo: { imageUrl: '/uploads/company/logo.webp', altText: 'Company Logo' },
      updatedAt: expect.any(String),
    })
  })

  it('requires the company name and checks the e-mail format', async () => {
    const missing = await call('PUT', '/api/company/info', { description: 'x' })
    expect(missing.json()).toEqual({
      success: false,
      message: 'Company name is required',
      errors: { name: 'Company name is required' },
    })
    expect(await errorsFor({ name: '   ' })).toEqual({ name: 'Company name is required' })
    expect(await errorsFor({ email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    })
    const noEmail = await call('PUT', '/api/company/info', { ...fullCompany, email: '' })
    expect(noEmail.json().data.email).toBe('')
  })

  it('accepts only http(s) social media links', async () => {
    expect(
      await errorsFor({
        socialMedia: {
          facebook: 'javascript:alert(1)',
          twitter: 'twitter.com/halden',
          instagram: 'ftp://files.example',
          youtube: 'https://www.youtube.com/@halden',
        },
      }),
    ).toEqual({
      'socialMedia.facebook': 'Please enter a valid URL',
      'socialMedia.twitter': 'Please enter a valid URL',
      'socialMedia.instagram': 'Please enter a valid URL',
    })
  })

  it('allows at most five hero images on both company routes', async () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => hero(n))
    expect(await errorsFor({ heroImages: six })).toEqual({ heroImages: 'Maximum of 5 hero images allowed' })
    const viaHeroRoute = await call('PUT', '/api/company/hero-images', { heroImages: six })
    expect(viaHeroRoute.statusCode).toBe(400)
    expect(viaHeroRoute.json()).toMatchObject({
      message: 'Maximum of 5 hero images allowed',
      errors: { heroImages: 'Maximum of 5 hero images allowed' },
    })
    const five = six.slice(0, 5)
    expect((await call('PUT', '/api/company/info', { ...fullCompany, heroImages: five })).statusCode).toBe(
      200,
    )
    expect((await call('PUT', '/api/company/hero-images', { heroImages: five })).statusCode).toBe(200)
  })

  it('requires hero stats to be whole numbers of at least 1', async () => {
    for (const value of [0, -3, 1.5, '12', null]) {
      const errors = await errorsFor({ heroStats: { yearsExperience: value, projectsCompleted: value } })
      expect(errors, String(value)).toEqual({
        'heroStats.yearsExperience': 'Must be a whole number of at least 1',
        'heroStats.projectsCompleted': 'Must be a whole number of at least 1',
      })
    }
    const saved = await call('PUT', '/api/company/info', {
      ...fullCompany,
      heroStats: { yearsExperience: 1, projectsCompleted: 12000 },
    })
    expect(saved.json().data.heroStats).toEqual({ yearsExperience: 1, projectsCompleted: 12000 })
  })

  it('keeps coordinates on the map', async () => {
    expect(await errorsFor({ coordinates: { lat: 90.5, lng: -180.1 } })).toEqual({
      'coordinates.lat': 'Latitude must be a number between -90 and 90',
      'coordinates.lng': 'Longitude must be a number between -180 and 180',
    })
    const edge = await call('PUT', '/api/company/info', {
      ...fullCompany,
      coordinates: { lat: -90, lng: 180 },
    })
    expect(edge.json().data.coordinates).toEqual({ lat: -90, lng: 180 })
  })

  it('requires a question and an answer for each FAQ entry, at most 50 entries', async () => {
    expect(
      await errorsFor({
        faq: [
          { question: ' ', answer: 'An answer' },
          { question: 'A question?', answer: '' },
        ],
      }),
    ).toEqual({ 'faq.0.question': 'Question is required', 'faq.1.answer': 'Answer is required' })
    const many = Array.from({ length: 51 }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}` }))
    expect(await errorsFor({ faq: many })).toEqual({ faq: 'Maximum of 50 FAQ entries allowed' })
    const fifty = await call('PUT', '/api/company/info', { ...fullCompany, faq: many.slice(0, 50) })
    expect(fifty.json().data.faq).toHaveLength(50)
  })

  it('validates hero images: image required, safe links only', async () => {
    expect(await errorsFor({ heroImages: [{ title: 'No image' }] })).toEqual({
      'heroImages.0.imageUrl': 'Hero image URL is required',
    })
    const badLinks = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
    ]
    const errors = await errorsFor({ heroImages: badLinks.map((buttonLink, n) => hero(n, { buttonLink })) })
    expect(errors).toEqual(
      Object.fromEntries(badLinks.map((_, n) => [`heroImages.${n}.buttonLink`, 'Please enter a valid link'])),
    )
    const viaHeroRoute = await call('PUT', '/api/company/hero-images', {
      heroImages: [hero(1, { buttonLink: 'javascript:alert(1)' })],
    })
    expect(viaHeroRoute.json().errors).toEqual({ 'heroImages.0.buttonLink': 'Please enter a valid link' })

    const goodLinks = ['#contact', '/service/123', 'https://shop.example/offers?x=1', '']
    const saved = await call('PUT', '/api/company/info', {
      ...fullCompany,
      heroImages: goodLinks.map((buttonLink, n) => hero(n, { buttonLink })),
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.heroImages.map((image: { buttonLink: string }) => image.buttonLink)).toEqual(
      goodLinks,
    )
    const minimal = await call('PUT', '/api/company/hero-images', {
      heroImages: [{ imageUrl: '/uploads/company/only.webp' }],
    })
    expect(minimal.json().data.heroImages).toEqual([
      { imageUrl: '/uploads/company/only.webp', title: '', subtitle: '', buttonText: '', buttonLink: '' },
    ])
  })

  it('strips dangerous HTML from hero titles on both routes, keeping inline emphasis', async () => {
    const title = '<img src=x onerror=alert(1)>Title <span>x</span>'
    const info = await call('PUT', '/api/company/info', { ...fullCompany, heroImages: [hero(1, { title })] })
    expect(info.json().data.heroImages[0].title).toBe('Title <span>x</span>')
    const heroes = await call('PUT', '/api/company/hero-images', {
      companyId: 'whatever',
      heroImages: [
        hero(1, { title: '<script>alert(1)</script>Safe <strong onclick="x()">bold</strong>' }),
        hero(2, { title: '<a href="javascript:alert(1)">Click</a> <em>me</em>' }),
      ],
    })
    expect(heroes.statusCode).toBe(200)
    expect(heroes.json().data.heroImages.map((image: { title: string }) => image.title)).toEqual([
      'Safe <strong>bold</strong>',
      'Click <em>me</em>',
    ])
    const stored = (await call('GET', '/api/company/hero-images', undefined, false)).json().data
    expect(stored.heroImages[0].title).toBe('Safe <strong>bold</strong>')
  })

  it('releases a replaced logo and removed hero images, keeping images still in use', async () => {
    const oldLogo = await storedImage('old-logo.webp')
    const newLogo = await storedImage('new-logo.webp')
    const kept = await storedImage('kept.webp')
    const dropped = await storedImage('dropped.webp')
    const viaRoute = await storedImage('via-route.webp')
    await call('PUT', '/api/company/info', {
      ...fullCompany,
      logo: { imageUrl: oldLogo.url, altText: 'Logo' },
      heroImages: [hero(1, { imageUrl: kept.url }), hero(2, { imageUrl: dropped.url })],
    })

    await call('PUT', '/api/company/info', { name: 'Halden Electric', phone: '+33 1 00 00 00 00' })
    expect([oldLogo, kept, dropped].every((image) => existsSync(image.file))).toBe(true)

    await call('PUT', '/api/company/info', {
      name: 'Halden Electric',
      logo: { imageUrl: newLogo.url, altText: 'Logo' },
      heroImages: [hero(1, { imageUrl: kept.url })],
    })
    expect(existsSync(oldLogo.file)).toBe(true)
    expect(existsSync(dropped.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(oldLogo.file)).toBe(false)
    expect(existsSync(dropped.file)).toBe(false)
    expect(existsSync(kept.file)).toBe(true)
    expect(existsSync(newLogo.file)).toBe(true)

    // A hero image that moves to the logo is still in use.
    await call('PUT', '/api/company/hero-images', { heroImages: [hero(1, { imageUrl: viaRoute.url })] })
    expect(existsSync(kept.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(kept.file)).toBe(false)
    expect(existsSync(viaRoute.file)).toBe(true)
    await call('PUT', '/api/company/info', {
      name: 'Halden Electric',
      logo: { imageUrl: viaRoute.url, altText: 'Logo' },
      heroImages: [],
    })
    expect(existsSync(viaRoute.file)).toBe(true)
    expect(existsSync(newLogo.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(newLogo.file)).toBe(false)
  })

  it('reads a record written outside the API (the demo seed) through the same shape', async () => {
    const local = await createTestApp()
    try {
      await createCompany(local.db, { name: 'Seeded', logo: { imageUrl: '', altText: '' } })
      const info = (await local.app.inject({ method: 'GET', url: '/api/company/info' })).json().data
      expect(info).toMatchObject({ name: 'Seeded', logo: { imageUrl: '', altText: 'Company Logo' } })
    } finally {
      await local.close()
    }
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['company', 'company'], async () => {
      await call('PUT', '/api/company/info', fullCompany)
      await call('PUT', '/api/company/hero-images', { heroImages: [] })
      await call('PUT', '/api/company/info', {})
    })
  })
})
