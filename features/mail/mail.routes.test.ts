import { describe, expect, it } from 'vitest'
import { recordMail } from '../../platform/mail/outbox'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { hideTokens } from './mail.service'

const withToken = (token: string) => ({
  kind: 'password-reset' as const,
  from: 'Volta Works <no-reply@volta.example>',
  to: ['ada@volta.example'],
  subject: 'Reset your password',
  text: `Open https://www.volta.example/reset-password?token=${token} within 30 minutes.`,
  html: `<a href="https://www.volta.example/reset-password?token=${token}">Choose a new password</a>`,
  headers: { 'X-Entity-Link': `https://www.volta.example/newsletter/confirm?token=${token}` },
})

describe('links with a token in the outbox', () => {
  it('hide the token, whatever the link, and leave the rest of the text as it is', () => {
    expect(hideTokens('a https://x.example/reset-password?token=Ab_3-xYz9QwErTy0 b')).toBe(
      'a https://x.example/reset-password?token=hidden b',
    )
    expect(hideTokens('<a href="/x?a=1&amp;token=Ab_3-xYz9QwErTy0">')).toBe(
      '<a href="/x?a=1&amp;token=hidden">',
    )
    expect(hideTokens('no token=here?token=short')).toBe('no token=here?token=short')
  })
})

describe(`the outbox without an SMTP server, outside production, on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  it('keeps every mail to be read in full, links included, and says so', async () => {
    const token = 'Q2hvb3NlIGEgbmV3IHBhc3N3b3Jk'
    const row = await recordMail(h.db, withToken(token))
    h.app.mail.outbox.wake()
    await expect
      .poll(async () => (await h.call('GET', `/api/mail/${row!.id}`)).json().data.status)
      .toBe('kept')
    const detail = (await h.call('GET', `/api/mail/${row!.id}`)).json().data
    expect(detail.text).toContain(`?token=${token}`)
    expect(detail.html).toContain(`?token=${token}`)
    const summary = (await h.call('GET', '/api/mail/summary')).json().data
    expect(summary).toMatchObject({ mode: 'local', server: null })
    expect(summary.counts.kept).toBeGreaterThanOrEqual(1)
  })
})

describe(`the outbox in production without an SMTP server, on ${testDatabaseKind}`, () => {
  const h = useAdminApp({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'a'.repeat(48),
      ADMIN_EMAIL: 'owner@volta.example',
      ADMIN_PASSWORD: 'a-long-production-password',
    },
  })

  it('delivers nothing, says so, and hides the tokens of the mail that waits', async () => {
    const token = 'U2V0IGEgbmV3IHBhc3N3b3JkIG5vdw'
    const row = await recordMail(h.db, withToken(token))
    const summary = (await h.call('GET', '/api/mail/summary')).json().data
    expect(summary).toMatchObject({ mode: 'none', server: null })
    const detail = (await h.call('GET', `/api/mail/${row!.id}`)).json().data
    expect(detail.status).toBe('queued')
    expect(JSON.stringify(detail)).not.toContain(token)
    expect(detail.text).toContain('reset-password?token=hidden')
    expect(detail.headers['X-Entity-Link']).toContain('confirm?token=hidden')
  })
})
