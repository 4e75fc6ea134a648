import { z } from 'zod'
import { ACCESS } from '../../platform/auth/access'
import { ErrorEnvelopeSchema, errorResponses } from '../../platform/http/envelope'
import { apiRoutes, errorsOf } from '../../platform/http/route-kit'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Session, SessionSchema } from '../auth/auth.schema'
import { clientOf, FIFTEEN_MINUTES } from '../auth/auth.routes'
import { tryAgainIn } from '../auth/login-throttle'
import type { InvitationService } from './invitation.service'
import {
  AcceptInvitationSchema,
  InvitationDetailsSchema,
  InvitationLookupSchema,
  InvitationSchema,
  InviteInputSchema,
  MailedInvitationSchema,
  StaffMemberSchema,
  StaffUpdateSchema,
} from './staff.schema'
import type { StaffService } from './staff.service'

/** Invitation links one IP address may look up or accept in a window (as new passwords on the reset screen). */
export const INVITATION_IP_LIMIT = { max: 20, timeWindow: FIFTEEN_MINUTES }

export function invitationRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many attempts with invitation links. ${tryAgainIn(retryAfterSeconds)}.`
}

const conflicts = { ...errorResponses, 409: ErrorEnvelopeSchema }

type Deps = {
  staff: StaffService
  invitations: InvitationService
  /** The browser that accepts gets a device cookie, as after any sign-in (features/auth/device-cookies.ts). */
  rememberDevice?: (request: FastifyRequest, reply: FastifyReply, account: string) => void
}

/** docs/product.md#staff and #invitations: owners manage the staff; an invited person accepts with the link. */
export const staffRoutes = apiRoutes<Deps>(
  ['Staff'],
  ACCESS.staff,
  async (api, { staff, invitations, rememberDevice }) => {
    await api.rateLimits(invitationRateLimitMessage)
    // The person a route names, as the audit log compares a change with.
    const member = async (request: FastifyRequest) =>
      (await staff.list()).find((row) => row._id === (request.params as { id?: string }).id)

    api.get('/users', {
      summary: 'Everyone on the staff: role, status, two-factor sign-in and last sign-in',
      data: z.array(StaffMemberSchema),
      handler: () => staff.list(),
    })

    api.get('/users/invitations', {
      summary: 'Invitations not yet accepted nor cancelled (expired ones marked expired)',
      data: z.array(InvitationSchema),
      handler: () => invitations.list(),
    })

    api.post('/users/invitations', {
      audit: { entity: 'invitation' },
      summary: 'Invite a person by e-mail with a role: mails a single-use link valid 72 hours',
      description:
        'Answers the invitation with its mail (`mailId`) and `mailDelivery`: whether the mail is on its way ' +
        '(smtp) or only kept in the Outbox because no mail server is set up (local, none).',
      body: InviteInputSchema,
      status: 201,
      data: MailedInvitationSchema,
      errors: conflicts,
      handler: (request) => invitations.invite(request.admin!, request.body),
    })

    api.post('/users/invitations/:id/resend', {
      audit: { entity: 'invitation', action: 'resend' },
      summary: 'Mail the invitation again with a new link valid 72 hours; the old link stops working',
      description: 'Answers as the invitation does: with `mailId` and `mailDelivery`.',
      data: MailedInvitationSchema,
      handler: (request) => invitations.resend(request.admin!, request.params.id),
    })

    api.deleteOne(
      '/users/invitations/:id',
      'Cancel an invitation: its link stops working',
      ({ id }) => invitations.cancel(id),
      { audit: { entity: 'invitation', action: 'cancel' } },
    )

    api.put('/users/:id', {
      summary: 'Change a person’s role, deactivate or reactivate them (ends their sessions)',
      description:
        'A role change or a deactivation ends every session of the person. Refused (409) for yourself and when ' +
        'it would leave no active owner.',
      body: StaffUpdateSchema,
      data: StaffMemberSchema,
      errors: conflicts,
      audit: { entity: 'staff', before: (request) => member(request) },
      handler: (request) => staff.update(request.admin!._id, request.params.id, request.body),
    })

    api.deleteOne(
      '/users/:id',
      'Remove a person from the staff (never yourself, never the last owner)',
      ({ id }, request) => staff.remove(request.admin!._id, id),
      { audit: { entity: 'staff', before: (request) => member(request) } },
    )

    api.post('/invitations/lookup', {
      public: true,
      config: { rateLimit: INVITATION_IP_LIMIT },
      summary: 'What an invitation link is for: the address, the role and the company',
      body: InvitationLookupSchema,
      data: InvitationDetailsSchema,
      errors: { 400: errorsOf(400)[400]!, 429: ErrorEnvelopeSchema },
      handler: (request) => invitations.lookup(request.body.token),
    })

    api.post('/invitations/accept', {
      public: true,
      config: { rateLimit: INVITATION_IP_LIMIT },
      summary: 'Accept an invitation: choose a name and a password; signs in',
      description: 'The link works once. The account gets the invited address and role.',
      body: AcceptInvitationSchema,
      status: 201,
      data: SessionSchema,
      errors: { 400: errorsOf(400)[400]!, 409: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      // The person who joined is the one who acted.
      audit: {
        entity: 'staff',
        action: 'joined',
        describe: (_request, answer) => {
          const { admin } = answer as Session
          return {
            actorId: admin._id,
            actorName: admin.name,
            actorEmail: admin.email,
            entityId: admin._id,
            label: admin.name,
            changes: { role: { to: admin.role } },
          }
        },
      },
      handler: async (request, reply) => {
        const session = await invitations.accept(request.body, clientOf(request))
        rememberDevice?.(request, reply, session.admin.email)
        return session
      },
    })
  },
)
