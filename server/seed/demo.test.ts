import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../tests/helpers/test-db'
import {
  clients,
  companyInfo,
  contactMessages,
  contactReplies,
  events,
  partners,
  products,
  serviceImages,
  services,
  teamMembers,
} from '../../platform/db/tables'
import { createLocalStorage } from '../../platform/media/storage'
import { isContentEmpty, seedDemo } from './demo'

describe(`the demo company on ${testDatabaseKind}`, () => {
  let database: TestDatabase
  let uploads: string
  const now = new Date('2026-06-01T12:00:00Z')

  beforeAll(async () => {
    database = await createTestDatabase()
    uploads = await mkdtemp(path.join(tmpdir(), 'switchboard-seed-'))
    expect(await isContentEmpty(database.db)).toBe(true)
    await seedDemo(database.db, createLocalStorage(uploads), now)
  })
  afterAll(async () => {
    await database.destroy()
    await rm(uploads, { recursive: true, force: true })
  })

  it('no longer counts as empty', async () => {
    expect(await isContentEmpty(database.db)).toBe(false)
  })

  it('has a complete company record', async () => {
    const [company] = await database.db.select().from(companyInfo)
    expect(company?.name).toBe('Halden Electric & Automation')
    expect(company?.heroImages).toHaveLength(3)
    for (const slide of company!.heroImages) {
      expect(
        slide.title && slide.subtitle && slide.buttonText && slide.buttonLink && slide.imageUrl,
      ).toBeTruthy()
    }
    expect(company!.faq.length).toBeGreaterThanOrEqual(5)
    expect(Object.keys(company!.socialMedia).length).toBeGreaterThanOrEqual(2)
    expect(company!.address && company!.phone && company!.email).toBeTruthy()
    expect(company!.coordinates.lat).not.toBe(48.8566)
  })

  it('has at least 6 services with features and 2–4 images each', async () => {
    const rows = await database.db.select().from(services)
    expect(rows.length).toBeGreaterThanOrEqual(6)
    for (const service of rows) {
      expect(service.features.length).toBeGreaterThan(0)
      const [images] = await database.db
        .select({ n: count() })
        .from(serviceImages)
        .where(eq(serviceImages.serviceId, service.id))
      expect(images!.n).toBeGreaterThanOrEqual(2)
      expect(images!.n).toBeLessThanOrEqual(4)
      expect(service.mainImageUrl).toMatch(/^\/uploads\//)
    }
  })

  it('has 5 categories with short and long descriptions', async () => {
    const rows = await database.db.query.categories.findMany()
    expect(rows).toHaveLength(5)
    for (const category of rows) expect(category.shortDescription && category.longDescription).toBeTruthy()
  })

  it('has upcoming and past events in at least two categories', async () => {
    const rows = await database.db.select().from(events)
    const upcoming = rows.filter((event) => event.date && event.date > now)
    const past = rows.filter((event) => !event.date || event.date <= now)
    expect(upcoming.length).toBeGreaterThanOrEqual(2)
    expect(past.length).toBeGreaterThanOrEqual(2)
    expect(new Set(rows.map((event) => event.categoryId)).size).toBeGreaterThanOrEqual(2)
  })

  it('has 8+ products in one category, priced and unpriced, new and eco-friendly', async () => {
    const rows = await database.db.select().from(products)
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(new Set(rows.map((product) => product.categoryId)).size).toBe(1)
    expect(rows.some((product) => product.price === null)).toBe(true)
    expect(rows.some((product) => typeof product.price === 'number')).toBe(true)
    expect(rows.some((product) => product.isNew)).toBe(true)
    expect(rows.some((product) => product.isEcoFriendly)).toBe(true)
  })

  it('has 5 team members, 6 partners with logos and 5 testimonials with photos', async () => {
    expect(await database.db.$count(teamMembers)).toBe(5)
    expect(await database.db.$count(partners, isNotNull(partners.logo))).toBe(6)
    expect(await database.db.$count(clients, isNotNull(clients.imageUrl))).toBe(5)
  })

  it('has an inbox: unread, read with a reply, and archived messages', async () => {
    const rows = await database.db.select().from(contactMessages)
    expect(rows.filter((row) => row.status === 'unread').length).toBeGreaterThanOrEqual(2)
    expect(rows.some((row) => row.status === 'archived')).toBe(true)
    const replied = rows.find((row) => row.status === 'read')
    expect(replied).toBeDefined()
    expect(await database.db.$count(contactReplies, eq(contactReplies.messageId, replied!.id))).toBe(1)
  })

  it('copies every referenced image into media storage', async () => {
    const [company] = await database.db.select().from(companyInfo)
    const urls = [
      company!.logo.imageUrl,
      ...company!.heroImages.map((slide) => slide.imageUrl),
      ...(await database.db.select({ url: serviceImages.url }).from(serviceImages)).map((row) => row.url),
      ...(await database.db.select({ url: partners.logo }).from(partners)).map((row) => row.url),
      ...(await database.db.select({ url: teamMembers.imageUrl }).from(teamMembers)).map((row) => row.url),
      ...(await database.db.select({ url: products.imageUrl }).from(products)).map((row) => row.url),
    ]
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\//)
      expect(existsSync(path.join(uploads, url!.replace('/uploads/', '')))).toBe(true)
    }
  })
})
