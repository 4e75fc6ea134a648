import { insertClient, insertPartner, insertTeamMember } from '../../server/seed/rows'
import { factory } from './sequence'

export const createTeamMember = factory(insertTeamMember, (n) => ({
  name: `Member${n}`,
  surname: 'Engineer',
  position: 'Engineering',
  jobTitle: 'Electrical Engineer',
  description: `Team member number ${n}.`,
  email: `member${n}@example.com`,
}))

export const createPartner = factory(insertPartner, (n) => ({
  name: `Partner ${n}`,
  description: `Partner number ${n}.`,
  sortOrder: n,
}))

export const createClient = factory(insertClient, (n) => ({
  name: `Client ${n}`,
  email: `client${n}@example.com`,
  description: `Testimonial number ${n}: reliable work, delivered on time.`,
}))
