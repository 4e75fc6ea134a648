import { asc, sql } from 'drizzle-orm'
import { tableRows } from '../../platform/db/table'
import { partners } from '../../platform/db/tables'

export type PartnerRow = typeof partners.$inferSelect

/** In display order, then by name. */
export const PARTNER_ORDER = [
  asc(partners.sortOrder),
  asc(sql`lower(${partners.name})`),
  asc(partners.createdAt),
]
export const partnerRows = tableRows(partners, PARTNER_ORDER)
