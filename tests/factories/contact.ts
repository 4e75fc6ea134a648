import type { Database } from '../../server/db/database'
import { contactMessages, contactReplies, newsletterSubscribers } from '../../server/db/schema'
import { nextSequence } from './sequence'

export async function createContactMessage(
  db: Database,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const n = nextSequence()
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      subject: `Enquiry ${n}`,
      message: `Message number ${n}.`,
      status: 'unread',
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createContactMessage: no row returned')
  return row
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
  const [row] = await db
    .insert(contactReplies)
    .values({ adminName: 'Admin', message: `Reply ${nextSequence()}.`, ...values })
    .returning()
  if (!row) throw new Error('createContactReply: no row returned')
  return row
}

export async function createNewsletterSubscriber(
  db: Database,
  overrides: Partial<typeof newsletterSubscribers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: `reader${nextSequence()}@example.com`, ...overrides })
    .returning()
  if (!row) throw new Error('createNewsletterSubscriber: no row returned')
  return row
}
