import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { count } from 'drizzle-orm'
import {
  demoCategories,
  demoClients,
  demoMessages,
  demoCompany,
  demoEvents,
  demoPartners,
  demoProducts,
  demoServices,
  demoTeam,
} from '../../demo/content'
import type { Database } from '../../platform/db/database'
import { categories, companyInfo, type HeroImage, services } from '../../platform/db/tables'
import type { MediaStorage } from '../../platform/media/storage'
import { demoImagesDir } from '../../platform/paths'
import { slugify } from '../../platform/slugs'
import {
  insertCategory,
  insertClient,
  insertCompany,
  insertContactMessage,
  insertContactReply,
  insertEvent,
  insertPartner,
  insertProduct,
  insertService,
  insertTeamMember,
} from './rows'

const DEMO_VARIANT_WIDTHS = [480, 960, 1600] as const

/** Whether the database holds no content yet (no company record, services or categories). */
export async function isContentEmpty(db: Database): Promise<boolean> {
  const [[company], [service], [category]] = await Promise.all([
    db.select({ n: count() }).from(companyInfo),
    db.select({ n: count() }).from(services),
    db.select({ n: count() }).from(categories),
  ])
  return (company?.n ?? 0) === 0 && (service?.n ?? 0) === 0 && (category?.n ?? 0) === 0
}

/** Fills an empty database with the demo company and copies its images into media storage. */
export async function seedDemo(db: Database, storage: MediaStorage, now = new Date()): Promise<void> {
  const copied = new Map<string, string>()
  const image = async (relative: string) => {
    const known = copied.get(relative)
    if (known) return known
    const url = await storage.put(`demo/${relative}`, await readFile(path.join(demoImagesDir, relative)))
    // The responsive copies committed beside each demo image, named as the upload pipeline names them.
    for (const width of DEMO_VARIANT_WIDTHS) {
      const variant = relative.replace(/\.webp$/, `-${width}w.webp`)
      await storage.put(`demo/${variant}`, await readFile(path.join(demoImagesDir, variant)))
    }
    copied.set(relative, url)
    return url
  }

  const heroImages: HeroImage[] = []
  for (const { image: file, ...slide } of demoCompany.heroImages)
    heroImages.push({ ...slide, imageUrl: await image(file) })
  const logoUrl = await image(demoCompany.logo.image)

  await db.transaction(async (tx) => {
    await insertCompany(tx, {
      name: demoCompany.name,
      description: demoCompany.description,
      email: demoCompany.email,
      phone: demoCompany.phone,
      address: demoCompany.address,
      socialMedia: demoCompany.socialMedia,
      heroStats: demoCompany.heroStats,
      heroImages,
      logo: { imageUrl: logoUrl, altText: demoCompany.logo.altText },
      faq: demoCompany.faq,
      coordinates: demoCompany.coordinates,
    })

    for (const [order, { images, ...service }] of demoServices.entries()) {
      const urls = await Promise.all(images.map(image))
      await insertService(
        tx,
        {
          ...service,
          slug: slugify(service.title),
          description: service.shortDescription,
          mainImageUrl: urls[0] ?? null,
          sortOrder: order,
        },
        urls,
      )
    }

    const categoryIds = new Map<string, string>()
    for (const [order, { key, image: file, ...category }] of demoCategories.entries()) {
      const row = await insertCategory(tx, {
        ...category,
        slug: slugify(category.title),
        imageUrl: await image(file),
        displayOrder: order,
      })
      categoryIds.set(key, row.id)
    }
    const categoryId = (key: string) => {
      const id = categoryIds.get(key)
      if (!id) throw new Error(`demo event names unknown category ${key}`)
      return id
    }

    for (const { category, image: file, ...event } of demoEvents(now)) {
      await insertEvent(tx, { ...event, categoryId: categoryId(category), imageUrl: await image(file) })
    }
    for (const [order, { image: file, ...product }] of demoProducts.entries()) {
      await insertProduct(tx, {
        ...product,
        categoryId: categoryId('switchgear'),
        imageUrl: await image(file),
        sortOrder: order,
      })
    }
    for (const { image: file, ...member } of demoTeam) {
      await insertTeamMember(tx, { ...member, imageUrl: await image(file) })
    }
    for (const [order, { image: file, ...partner }] of demoPartners.entries()) {
      await insertPartner(tx, { ...partner, logo: await image(file), sortOrder: order })
    }
    for (const { image: file, ...client } of demoClients) {
      await insertClient(tx, { ...client, imageUrl: await image(file) })
    }
    for (const { reply, ...message } of demoMessages(now)) {
      const row = await insertContactMessage(tx, { ...message, isRead: message.status !== 'unread' })
      if (reply) {
        await insertContactReply(tx, {
          messageId: row.id,
          adminId: null,
          adminName: 'Customer service',
          message: reply,
          createdAt: new Date(message.createdAt.getTime() + 3 * 60 * 60_000),
        })
      }
    }
  })
}
