import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, newsletterSubscribers } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { createContactMessage } from '../../tests/factories/contact'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import type { MailDelivery } from '../../platform/mail/delivery'

/**
 * docs/product.md#outbox: every call that mails someone says what became of the mail (`mailDelivery`), so that the
 * back-office never says "sent" of a mail that only stays in the Outbox.
 */
/** Filled in once the SMTP server listens (before any suite's app is built). */
const smtpEnv: Record<string, string> = {}
useSmtpServer(smtpEnv)
const modes: { mode: MailDelivery; what: string; env: Record<string, string> }[] = [
  { mode: 'smtp', what: 'with a mail server', env: smtpEnv },
  { mode: 'local', what: 'without a mail server, outside production', env: {} },
  {
    mode: 'none',
    what: 'without a mail server, in production',
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'a production secret of at least thirty-two characters',
      ADMIN_EMAIL: 'first@company.test',
      ADMIN_PASSWORD: 'a first password',
    },
  },
]

for (const { mode, what, env } of modes) {
  describe(`what the back-office is told of a mail ${what} (${mode}) on ${testDatabaseKind}`, () => {
    const h = useAdminApp({ env })

    it('a reply to a message, and the message before it', async () => {
      const message = await createContactMessage(h.db)
      const opened = await h.call('GET', `/api/contact/${message.id}`)
      expect(opened.json().data).toMatchObject({ _id: message.id, mailDelivery: mode })
      const response = await h.call('POST', `/api/contact/${message.id}/reply`, { message: 'Thank you.' })
      expect(response.statusCode).toBe(200)
      const answer = response.json().data
      expect(answer.mailDelivery).toBe(mode)
      expect(answer.replies.at(-1).delivery).toMatchObject({ mailId: expect.any(String) })
    })

    it('an invitation, and the invitation sent again', async () => {
      const invited = await h.call('POST', '/api/users/invitations', {
        email: `new-${mode}@company.test`,
        role: 'editor',
      })
      expect(invited.statusCode).toBe(201)
      const invitation = invited.json().data
      expect(invitation).toMatchObject({ email: `new-${mode}@company.test`, mailDelivery: mode })
      const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, invitation.mailId))
      expect(mail).toMatchObject({ kind: 'staff-invitation', toAddresses: [`new-${mode}@company.test`] })

      const again = await h.call('POST', `/api/users/invitations/${invitation._id}/resend`)
      expect(again.statusCode).toBe(200)
      expect(again.json().data).toMatchObject({ mailDelivery: mode })
      expect(again.json().data.mailId).not.toBe(invitation.mailId)
    })

    it('a test of an announcement, and the announcement', async () => {
      const draft = { subject: 'Spring catalogue', body: 'Our spring catalogue is out.' }
      const test = await h.call('POST', '/api/newsletter/announcements/test', draft)
      expect(test.statusCode).toBe(200)
      expect(test.json().data).toMatchObject({ mailId: expect.any(String), mailDelivery: mode })

      await h.db
        .insert(newsletterSubscribers)
        .values({ email: `reader-${mode}@example.com`, status: 'confirmed', confirmedAt: new Date() })
      const sent = await h.call('POST', '/api/newsletter/announcements', draft)
      expect(sent.statusCode).toBe(201)
      expect(sent.json().data).toMatchObject({ recipientCount: 1, mailDelivery: mode })
    })

    it('a password reset link asked for, the same for a known and an unknown address', async () => {
      const ask = (email: string) =>
        h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
      const known = await ask((await h.call('GET', '/api/auth/verify')).json().data.admin.email)
      const unknown = await ask('nobody@company.test')
      expect(known.json()).toMatchObject({ success: true, mailDelivery: mode })
      expect(unknown.json()).toEqual(known.json())
    })
  })
}
