import type { Database } from '../../platform/db/database'
import type { services } from '../../platform/db/tables'
import { insertService } from '../../server/seed/rows'
import { nextSequence } from './sequence'

type ServiceInsert = typeof services.$inferInsert

export async function createService(
  db: Database,
  overrides: Partial<ServiceInsert> & { images?: string[] } = {},
) {
  const n = nextSequence()
  const { images = [], ...values } = overrides
  return insertService(
    db,
    {
      title: `Electrical Service ${n}`,
      shortDescription: `Design, installation and support for electrical system ${n}.`,
      description: '',
      fullDescription: '',
      mainImageUrl: images[0] ?? null,
      sortOrder: n,
      ...values,
    },
    images,
  )
}
