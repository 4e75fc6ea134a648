import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from '../../platform/auth/access'
import type { Database } from '../../platform/db/database'
import type { Mailer } from '../../platform/mail/mailer'
import { INVITATION_HOURS } from './staff.schema'

/** The address of the accept screen for a token; the outbox hides `token=` values (docs/product.md#outbox). */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/invite?token=${encodeURIComponent(token)}`

/**
 * The invitation to join the back-office, recorded in the transaction that stores its token (one mail per token:
 * a resend is a new token, so a new mail).
 */
export async function recordInvitationMail(
  db: Database,
  mailer: Mailer,
  {
    invitation,
    token,
    tokenHash,
    inviterName,
  }: {
    invitation: { id: string; email: string; role: Role }
    token: string
    /** Names the mail (its event key): never the token itself. */
    tokenHash: string
    inviterName: string
  },
) {
  const sender = await mailer.sender(db)
  const company = sender.brand.name
  const role = ROLE_LABELS[invitation.role]
  return mailer.record(
    db,
    {
      kind: 'staff-invitation',
      eventKey: `staff-invitation:${invitation.id}:${tokenHash}`,
      to: [invitation.email],
      subject: `${inviterName} invited you to the ${company} back-office`,
      content: {
        heading: `Join ${company}`,
        blocks: [
          {
            paragraph: `${inviterName} invited you to the ${company} back-office as ${role}. ${role}: ${ROLE_DESCRIPTIONS[invitation.role]}.`,
          },
          {
            paragraph: `To accept, open this link, then choose your name and a password for ${invitation.email}:`,
          },
          { button: 'Accept the invitation', href: invitationLink(mailer.publicUrl, token) },
          {
            paragraph: `The link works once and expires in ${INVITATION_HOURS} hours. If it has expired, ask ${inviterName} to send it again.`,
          },
          {
            paragraph:
              'If you did not expect this invitation, ignore this mail: nothing happens without you.',
          },
        ],
      },
    },
    sender,
  )
}
