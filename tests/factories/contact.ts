import type { Database } from '../../platform/db/database'
import type { contactMessages, newsletterSubscribers } from '../../platform/db/schema'
import { insertContactMessage, insertContactReply, insertNewsletterSubscriber } from '../../server/seed/rows'
import { nextSequence } from './sequence'

export async function createContactMessage(
  db: Database,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const n = nextSequence()
  return insertContactMessage(db, {
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    subject: `Enquiry ${n}`,
    message: `Message number ${n}.`,
    status: 'unread',
    ...overrides,
  })
}

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

export async function createNewsletterSubscriber(
  db: Database,
  overrides: Partial<typeof newsletterSubscribers.$inferInsert> = {},
) {
  return insertNewsletterSubscriber(db, { email: `reader${nextSequence()}@example.com`, ...overrides })
}
