import type { Database } from '../../platform/db/database'
import type { Mailer } from '../../platform/mail/mailer'
import type { AdminRow } from './admin.repository'
import { LOGIN_WINDOW_MS } from './login-throttle'

const at = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' })

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Tells the holder of an account that browsers the server does not know have been locked out of it after too many
 * failed sign-ins (docs/product.md#login): when, how many tries from how many addresses, that their own browser
 * keeps working, and what to do. Recorded at most once per window (login-throttle.ts, claimNotice), in the
 * transaction that counts the failure. It names no password, no code, no address tried from.
 */
export async function recordSignInAttackMail(
  db: Database,
  mailer: Mailer,
  {
    admin,
    failures,
    addresses,
    since,
    at: lockedAt,
  }: { admin: AdminRow; failures: number; addresses: number; since: Date; at: Date },
) {
  const sender = await mailer.sender(db)
  const company = sender.brand.name
  const minutes = LOGIN_WINDOW_MS / 60_000
  const from =
    addresses > 1 ? `from ${plural(addresses, 'internet address', 'different internet addresses')}` : ''
  return mailer.record(
    db,
    {
      kind: 'sign-in-attack',
      eventKey: `sign-in-attack:${admin.id}:${lockedAt.getTime()}`,
      to: [admin.email],
      subject: `Someone is trying to sign in to your ${company} back-office account`,
      content: {
        heading: 'Someone is trying to sign in as you',
        blocks: [
          {
            paragraph: `Between ${at.format(since)} and ${time.format(lockedAt)} UTC, ${plural(failures, 'attempt', 'attempts')} to sign in to the ${company} back-office as ${admin.email} failed${from ? ` ${from}` : ''}.`,
          },
          {
            paragraph: `To protect your account, signing in to it from other browsers is paused for ${minutes} minutes. A browser you have signed in with before keeps working: sign in there as usual.`,
          },
          {
            paragraph:
              'If this was you, there is nothing to do. If it was not, your account is safe as long as your password is: these attempts failed. If you use the same password anywhere else, choose a new one on your Account page, and turn on two-factor sign-in there.',
          },
          { button: 'Open your Account page', href: `${mailer.publicUrl}/admin/account` },
          {
            paragraph: `While it goes on you get this mail at most once every ${minutes} minutes.`,
          },
        ],
      },
    },
    sender,
  )
}
