import { getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
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
} from '../../platform/db/tables'

/**
 * Row builders: each inserts one row (and its child rows) from complete values and returns it. The demo seed
 * calls them with its content, the test factories with their defaults; neither kind of default lives here.
 */

/** A builder that inserts one row of this table from complete values and returns it. */
function rowInserter<T extends PgTable>(table: T) {
  return async (db: Database, values: T['$inferInsert']): Promise<T['$inferSelect']> => {
    const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][]
    if (!row) throw new Error(`${getTableName(table)}: no row returned`)
    return row
  }
}

export const insertCompany = rowInserter(companyInfo)

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

export const insertCategory = rowInserter(categories)

export const insertEvent = rowInserter(events)

export const insertProduct = rowInserter(products)

export const insertTeamMember = rowInserter(teamMembers)

export const insertPartner = rowInserter(partners)

export const insertClient = rowInserter(clients)

export const insertContactMessage = rowInserter(contactMessages)

export const insertContactReply = rowInserter(contactReplies)

export const insertNewsletterSubscriber = rowInserter(newsletterSubscribers)
