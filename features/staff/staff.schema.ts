import { z } from 'zod'
import { ROLES } from '../../platform/auth/access'
import { STAFF_STATUSES } from '../../platform/db/tables'
import { emailField } from '../../platform/fields'
import { newPasswordField } from '../auth/auth.schema'
import { MailDeliverySchema } from '../../platform/mail/delivery'

/** How long an invitation link works (docs/product.md#invitations). */
export const INVITATION_HOURS = 72

export { STAFF_STATUSES }
export type StaffStatus = (typeof STAFF_STATUSES)[number]

export const STAFF_MESSAGES = {
  notFound: 'This person is not on the staff (any more).',
  invitationNotFound: 'This invitation is no longer pending.',
  accountExists: 'Somebody on the staff already uses this e-mail address.',
  invitationPending:
    'An invitation to this address is already pending. Resend it from the list of invitations instead.',
  lastOwner:
    'This is the last active owner: somebody must be able to manage the staff. Make another person an owner first.',
  yourself: 'You cannot change your own role or deactivate yourself. Ask another owner.',
  removeYourself: 'You cannot remove yourself. Ask another owner.',
  noChange: 'Choose a role or a status to change.',
  invalidInvitation: 'This invitation is invalid or has expired. Ask for a new one.',
  alreadyJoined: 'An account with this e-mail address already exists. Sign in instead.',
} as const

/** One person on the staff, as the Staff screen lists them. */
export const StaffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(STAFF_STATUSES),
  lastSignInAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
})
export type StaffMember = z.infer<typeof StaffMemberSchema>

/** An invitation not yet accepted nor cancelled; an expired one is shown (and can be resent). */
export const InvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
})
export type Invitation = z.infer<typeof InvitationSchema>

/** An invitation just mailed (sent or sent again): its mail in the outbox, and what became of it. */
export const MailedInvitationSchema = InvitationSchema.extend({
  mailId: z.string(),
  mailDelivery: MailDeliverySchema,
})
export type MailedInvitation = z.infer<typeof MailedInvitationSchema>

const roleField = z.enum(ROLES, { error: 'Choose a role' })

/** POST /users/invitations: who to invite, and as what. */
export const InviteInputSchema = z.object({ email: emailField(), role: roleField })
export type InviteInput = z.infer<typeof InviteInputSchema>

/** PUT /users/:id: a new role, or a status (deactivate, reactivate). */
export const StaffUpdateSchema = z
  .object({ role: roleField.optional(), status: z.enum(STAFF_STATUSES).optional() })
  .refine((value) => value.role !== undefined || value.status !== undefined, {
    message: STAFF_MESSAGES.noChange,
  })
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>

const invitationToken = z
  .string({ error: STAFF_MESSAGES.invalidInvitation })
  .trim()
  .min(1, STAFF_MESSAGES.invalidInvitation)
  .max(200, STAFF_MESSAGES.invalidInvitation)

/** POST /invitations/lookup: what the accept screen shows before the person chooses a password. */
export const InvitationLookupSchema = z.object({ token: invitationToken })

export const InvitationDetailsSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  companyName: z.string().optional(),
})
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>

/** POST /invitations/accept: the token, the person's name and their password (the reset screen's rules). */
export const AcceptInvitationSchema = z.object({
  token: invitationToken,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long'),
  password: newPasswordField,
})
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>
