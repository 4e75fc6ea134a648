import type { Database } from '../../platform/db/database'
import { serviceImages, services } from '../../platform/db/schema'
import { nextSequence } from './sequence'

type ServiceInsert = typeof services.$inferInsert

export async function createService(
  db: Database,
  overrides: Partial<ServiceInsert> & { images?: string[] } = {},
) {
  const n = nextSequence()
  const { images = [], ...values } = overrides
  const [row] = await db
    .insert(services)
    .values({
      title: `Electrical Service ${n}`,
      shortDescription: `Design, installation and support for electrical system ${n}.`,
      description: '',
      fullDescription: '',
      mainImageUrl: images[0] ?? null,
      sortOrder: n,
      ...values,
    })
    .returning()
  if (!row) throw new Error('createService: no row returned')
  if (images.length > 0) {
    await db
      .insert(serviceImages)
      .values(images.map((url, position) => ({ serviceId: row.id, url, position })))
  }
  return row
}
