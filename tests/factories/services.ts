import type { Database } from '../../platform/db/database'
import type { services } from '../../platform/db/tables'
import { insertService } from '../../server/seed/rows'
import { nextSequence } from './sequence'
import { slugify } from '../../platform/slugs'

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
      // Unique in the process, readable from the title it is given.
      slug: values.title ? `${slugify(values.title) || 'service'}-${n}` : `electrical-service-${n}`,
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
