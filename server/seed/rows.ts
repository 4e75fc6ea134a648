import type { Database } from '../../platform/db/database'
import {
  categories,
  clients,
  companyInfo,
  contactMessages,
  contactReplies,
  events,
  newsletterSubscribers,
  partners,
  products,
  serviceImages,
  services,
  teamMembers,
} from '../../platform/db/schema'

/**
 * Row builders: each inserts one row (and its child rows) from complete values and returns it. The demo seed
 * calls them with its content, the test factories with their defaults; neither kind of default lives here.
 */

export async function insertCompany(db: Database, values: typeof companyInfo.$inferInsert) {
  const [row] = await db.insert(companyInfo).values(values).returning()
  if (!row) throw new Error('insertCompany: no row returned')
  return row
}

/** A service and its gallery: `images` become its serviceImages rows, positioned in the order given. */
export async function insertService(
  db: Database,
  values: typeof services.$inferInsert,
  images: readonly string[] = [],
) {
  const [row] = await db.insert(services).values(values).returning()
  if (!row) throw new Error('insertService: no row returned')
  if (images.length > 0) {
    await db
      .insert(serviceImages)
      .values(images.map((url, position) => ({ serviceId: row.id, url, position })))
  }
  return row
}

export async function insertCategory(db: Database, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning()
  if (!row) throw new Error('insertCategory: no row returned')
  return row
}

export async function insertEvent(db: Database, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning()
  if (!row) throw new Error('insertEvent: no row returned')
  return row
}

export async function insertProduct(db: Database, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning()
  if (!row) throw new Error('insertProduct: no row returned')
  return row
}

export async function insertTeamMember(db: Database, values: typeof teamMembers.$inferInsert) {
  const [row] = await db.insert(teamMembers).values(values).returning()
  if (!row) throw new Error('insertTeamMember: no row returned')
  return row
}

export async function insertPartner(db: Database, values: typeof partners.$inferInsert) {
  const [row] = await db.insert(partners).values(values).returning()
  if (!row) throw new Error('insertPartner: no row returned')
  return row
}

export async function insertClient(db: Database, values: typeof clients.$inferInsert) {
  const [row] = await db.insert(clients).values(values).returning()
  if (!row) throw new Error('insertClient: no row returned')
  return row
}

export async function insertContactMessage(db: Database, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning()
  if (!row) throw new Error('insertContactMessage: no row returned')
  return row
}

export async function insertContactReply(db: Database, values: typeof contactReplies.$inferInsert) {
  const [row] = await db.insert(contactReplies).values(values).returning()
  if (!row) throw new Error('insertContactReply: no row returned')
  return row
}

export async function insertNewsletterSubscriber(
  db: Database,
  values: typeof newsletterSubscribers.$inferInsert,
) {
  const [row] = await db.insert(newsletterSubscribers).values(values).returning()
  if (!row) throw new Error('insertNewsletterSubscriber: no row returned')
  return row
}
