import { z } from 'zod'
import { altTextField, declaredText, optionalImageUrl, queryFlag, recordSchema } from '../../platform/fields'
import { TEAM_FIELDS } from './team.content-type'

const text = (name: string) => declaredText(TEAM_FIELDS, name)
const fields = {
  name: text('name'),
  surname: text('surname'),
  position: text('position'),
  jobTitle: text('jobTitle'),
  description: text('description'),
  email: text('email'),
  imageUrl: optionalImageUrl,
  imageAlt: altTextField,
  isActive: z.boolean({ error: 'Status must be true or false' }),
}

/** POST /team: surname and photo optional; a new member is active unless told otherwise. */
export const TeamMemberInputSchema = z
  .object(fields)
  .partial({ surname: true, imageUrl: true })
  .extend({ isActive: fields.isActive.default(true) })
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>

/** PUT /team/{id}: only the fields sent change (also the isActive toggle). */
export const TeamMemberUpdateSchema = z.object(fields).partial()
export type TeamMemberUpdate = z.infer<typeof TeamMemberUpdateSchema>

export const TeamMemberSchema = recordSchema({
  name: z.string(),
  surname: z.string(),
  jobTitle: z.string(),
  position: z.string(),
  description: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  isActive: z.boolean(),
  /** Its place in the team's order (0 first; PUT /team/order sets it). */
  order: z.number(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** Administrators may narrow the list to active or inactive members; visitors always get active ones. */
export const TeamListQuerySchema = z.object({ isActive: queryFlag })
