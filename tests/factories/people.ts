import type { Database } from '../../platform/db/database'
import { clients, partners, teamMembers } from '../../platform/db/schema'
import { nextSequence } from './sequence'

export async function createTeamMember(
  db: Database,
  overrides: Partial<typeof teamMembers.$inferInsert> = {},
) {
  const n = nextSequence()
  const [row] = await db
    .insert(teamMembers)
    .values({
      name: `Member${n}`,
      surname: 'Engineer',
      position: 'Engineering',
      jobTitle: 'Electrical Engineer',
      description: `Team member number ${n}.`,
      email: `member${n}@example.com`,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createTeamMember: no row returned')
  return row
}

export async function createPartner(db: Database, overrides: Partial<typeof partners.$inferInsert> = {}) {
  const n = nextSequence()
  const [row] = await db
    .insert(partners)
    .values({ name: `Partner ${n}`, description: `Partner number ${n}.`, sortOrder: n, ...overrides })
    .returning()
  if (!row) throw new Error('createPartner: no row returned')
  return row
}

export async function createClient(db: Database, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const n = nextSequence()
  const [row] = await db
    .insert(clients)
    .values({
      name: `Client ${n}`,
      email: `client${n}@example.com`,
      description: `Testimonial number ${n}: reliable work, delivered on time.`,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createClient: no row returned')
  return row
}
