import type { Database } from '../../platform/db/database'
import type { contactMessages } from '../../platform/db/tables'
import { insertContactMessage, insertContactReply, insertNewsletterSubscriber } from '../../server/seed/rows'
import { factory, nextSequence } from './sequence'

export const createContactMessage = factory(insertContactMessage, (n) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  subject: `Enquiry ${n}`,
  message: `Message number ${n}.`,
  status: 'unread' as const,
}))

/** A record of the older model: no status, only the isRead flag (docs/product.md#message-status). */
export async function createLegacyContactMessage(
  db: Database,
  isRead: boolean | null,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  return createContactMessage(db, { status: null, isRead, ...overrides })
}

export async function createContactReply(
  db: Database,
  values: {
    messageId: string
    adminId?: string | null
    adminName?: string
    message?: string
    createdAt?: Date
  },
) {
  return insertContactReply(db, { adminName: 'Admin', message: `Reply ${nextSequence()}.`, ...values })
}

export const createNewsletterSubscriber = factory(insertNewsletterSubscriber, (n) => ({
  email: `reader${n}@example.com`,
}))
