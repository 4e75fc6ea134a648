import type { Database } from '../../platform/db/database'
import type { Mailer } from '../../platform/mail/mailer'
import type { AdminRow } from './admin.repository'
import { RESET_LINK_MINUTES } from './auth.schema'

/** The address of the reset screen for a token; the outbox hides `token=` values (docs/product.md#outbox). */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`

/**
 * The link to choose a new password, to the administrator's own address, recorded in the transaction that stores
 * its token (one mail per token). It names no one and nothing the requester typed but the account's address.
 */
export async function recordPasswordResetMail(
  db: Database,
  mailer: Mailer,
  { admin, tokenId, token }: { admin: AdminRow; tokenId: string; token: string },
) {
  const sender = await mailer.sender(db)
  const company = sender.brand.name
  return mailer.record(
    db,
    {
      kind: 'password-reset',
      eventKey: `password-reset:${tokenId}`,
      to: [admin.email],
      subject: `Reset your ${company} back-office password`,
      content: {
        heading: 'Reset your password',
        blocks: [
          {
            paragraph: `Somebody asked to reset the password of the ${company} back-office account ${admin.email}. To choose a new password, open this link:`,
          },
          { button: 'Choose a new password', href: resetLink(mailer.publicUrl, token) },
          {
            paragraph: `The link works once and expires in ${RESET_LINK_MINUTES} minutes. Choosing a new password signs you out everywhere else.`,
          },
          {
            paragraph:
              'If you did not ask for this, ignore this mail: your password stays as it is, and nobody can use the link without access to your mailbox.',
          },
        ],
      },
    },
    sender,
  )
}
