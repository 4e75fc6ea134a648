import { z } from 'zod'
import {
  emailField,
  optionalImageUrl,
  optionalText,
  queryFlag,
  requiredText,
  recordSchema,
} from '../../platform/fields'

const fields = {
  name: requiredText('Name is required', 100, 'Name must be at most 100 characters'),
  surname: optionalText(100, 'Surname must be at most 100 characters'),
  position: requiredText('Position is required', 150, 'Position must be at most 150 characters'),
  jobTitle: requiredText('Job title is required', 150, 'Job title must be at most 150 characters'),
  description: requiredText('Description is required', 5000, 'Description must be at most 5000 characters'),
  email: emailField('Email is required'),
  imageUrl: optionalImageUrl,
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
  isActive: z.boolean(),
  /** Its place in the team's order (0 first; PUT /team/order sets it). */
  order: z.number(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** Administrators may narrow the list to active or inactive members; visitors always get active ones. */
export const TeamListQuerySchema = z.object({ isActive: queryFlag })
