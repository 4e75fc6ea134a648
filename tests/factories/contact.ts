import type { Database } from '../../server/db/database'
import { contactMessages } from '../../server/db/schema'
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
