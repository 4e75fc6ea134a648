import type { Database } from '../../platform/db/database'
import type { clients, partners, teamMembers } from '../../platform/db/schema'
import { insertClient, insertPartner, insertTeamMember } from '../../server/seed/rows'
import { nextSequence } from './sequence'

export async function createTeamMember(
  db: Database,
  overrides: Partial<typeof teamMembers.$inferInsert> = {},
) {
  const n = nextSequence()
  return insertTeamMember(db, {
    name: `Member${n}`,
    surname: 'Engineer',
    position: 'Engineering',
    jobTitle: 'Electrical Engineer',
    description: `Team member number ${n}.`,
    email: `member${n}@example.com`,
    ...overrides,
  })
}

export async function createPartner(db: Database, overrides: Partial<typeof partners.$inferInsert> = {}) {
  const n = nextSequence()
  return insertPartner(db, {
    name: `Partner ${n}`,
    description: `Partner number ${n}.`,
    sortOrder: n,
    ...overrides,
  })
}

export async function createClient(db: Database, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const n = nextSequence()
  return insertClient(db, {
    name: `Client ${n}`,
    email: `client${n}@example.com`,
    description: `Testimonial number ${n}: reliable work, delivered on time.`,
    ...overrides,
  })
}
