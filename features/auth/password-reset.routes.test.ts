import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, passwordResetTokens } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { createAdmin, postLogin, signIn } from '../../tests/helpers/auth'
import type { ReceivedMail } from '../../tests/helpers/smtp'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import {
  FORGOT_PASSWORD_ADDRESS_LIMIT,
  FORGOT_PASSWORD_IP_LIMIT,
  RESET_PASSWORD_IP_LIMIT,
} from './auth.routes'
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_LINK } from './auth.schema'
import { LOGIN_MAX_FAILURES } from './login-throttle'
import { hashResetToken } from './password-reset.service'

const PUBLIC_URL = 'https://www.volta.example'
const LINK = /https:\/\/www\.volta\.example\/reset-password\?token=([\w-]+)/
const TOO_MANY = /^Too many password reset attempts\. Please try again in \d+ minutes?\.$/

describe(`password reset (docs/product.md#password-reset) on ${testDatabaseKind}`, () => {
  const env: Record<string, string> = { PUBLIC_URL, MAIL_FROM: 'Volta Works <no-reply@volta.example>' }
  const smtp = useSmtpServer(env)
  const h = useAdminApp({ env })

  beforeAll(async () => {
    const saved = await h.call('PUT', '/api/company/info', {
      name: 'Volta Works',
      logo: { imageUrl: '/uploads/company/logo.png', altText: 'Volta Works' },
    })
    expect(saved.statusCode).toBe(200)
  })

  // Every request from an address of its own, unless a test is about the limit per address.
  let address = 0
  const nextIp = () => `198.51.100.${++address}`
  const forgot = (payload: object, remoteAddress = nextIp()) =>
    h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, remoteAddress })
  const reset = (payload: object, remoteAddress = nextIp()) =>
    h.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress })
  const verify = (token: string) =>
    h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } })

  // The reset mails only: an account locked by failed sign-ins also gets a warning (sign-in-attack.mail.ts).
  const mailsTo = (email: string) =>
    smtp.mails.filter((mail) => mail.envelope.to.includes(email) && mail.subject.startsWith('Reset your'))
  /** The link of the n-th reset mail (1-based) that `email` received. */
  async function linkMailed(email: string, nth = 1): Promise<{ token: string; mail: ReceivedMail }> {
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(nth)
    const mail = mailsTo(email)[nth - 1]!
    const token = LINK.exec(mail.text)?.[1]
    expect(token, mail.text).toBeDefined()
    return { token: token!, mail }
  }
  const tokensOf = (adminId: string) =>
    h.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.adminId, adminId))

  it('answers a known and an unknown address alike, and mails the link to the known one only', async () => {
    const admin = await createAdmin(h.db, { email: 'Grace.Hopper@Volta.example', name: 'Grace Hopper' })
    const outboxBefore = await h.db.$count(mailOutbox)

    const known = await forgot({ email: 'grace.hopper@volta.example' })
    const unknown = await forgot({ email: 'nobody@volta.example' })
    // Same address, other letter case and spaces: still the same account.
    const sameAccount = await forgot({ email: '  GRACE.HOPPER@volta.example ' })
    for (const response of [known, unknown, sameAccount]) {
      expect(response.statusCode).toBe(200)
      // mailDelivery says whether mail leaves the site at all: the same for every address.
      expect(response.json()).toEqual({
        success: true,
        message: FORGOT_PASSWORD_MESSAGE,
        mailDelivery: 'smtp',
      })
      expect(response.headers['content-length']).toBe(known.headers['content-length'])
    }
    await h.app.services.passwordReset.idle()

    // Two links for the known address, none for the other; each mail recorded with its token.
    const mails = await h.db.select().from(mailOutbox)
    expect(mails).toHaveLength(outboxBefore + 2)
    const resetMails = mails.filter((mail) => mail.kind === 'password-reset')
    expect(resetMails.map((mail) => mail.toAddresses)).toEqual([[admin.email], [admin.email]])
    const tokens = await tokensOf(admin.id)
    expect(tokens).toHaveLength(2)
    expect(resetMails.map((mail) => mail.eventKey).sort()).toEqual(
      tokens.map((token) => `password-reset:${token.id}`).sort(),
    )

    const { token, mail } = await linkMailed(admin.email)
    expect(mail.from).toBe('"Volta Works" <no-reply@volta.example>')
    expect(mail.subject).toBe('Reset your Volta Works back-office password')
    expect(token).toMatch(/^[\w-]{43}$/) // 32 random bytes, base64url
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Volta Works')
      expect(part).toContain('Choose a new password')
      expect(part).toContain('expires in 30 minutes')
      expect(part).toContain('If you did not ask for this, ignore this mail')
    }
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`)
    expect(mail.html).toContain(`<img src="${PUBLIC_URL}/uploads/company/logo.png"`)

    // Only the token's SHA-256 is stored, with an expiry 30 minutes ahead.
    const stored = tokens.find((row) => row.tokenHash === hashResetToken(token))
    expect(stored).toBeDefined()
    expect(JSON.stringify(tokens)).not.toContain(token)
    expect(stored!.usedAt).toBeNull()
    const minutesLeft = (stored!.expiresAt.getTime() - Date.now()) / 60_000
    expect(minutesLeft).toBeGreaterThan(29)
    expect(minutesLeft).toBeLessThanOrEqual(30)
  })

  it('checks the e-mail address with the sign-in messages', async () => {
    const missing = await forgot({})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({ email: 'Email is required' })
    const invalid = await forgot({ email: 'not an address' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().errors).toEqual({ email: 'Please enter a valid email address' })
  })

  it('sets a new password once: signs in with it, ends the other sessions, forgets failed sign-ins', async () => {
    const admin = await createAdmin(h.db)
    const before = await signIn(h.app, admin.email)
    // The account is locked by failed sign-ins (from several addresses) before the reset.
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      await postLogin(h.app, admin.email, 'a guess', { remoteAddress: nextIp() })
    }
    const locked = await postLogin(h.app, admin.email, admin.password, { remoteAddress: nextIp() })
    expect(locked.statusCode).toBe(429)
    expect((await forgot({ email: admin.email })).statusCode).toBe(200)
    const { token } = await linkMailed(admin.email)

    const response = await reset({ token, password: 'a brand new one' })
    expect(response.statusCode).toBe(200)
    // Whoever opened the mailed link holds the mailbox: this browser is known to the account from now on.
    expect(String(response.headers['set-cookie'])).toMatch(/^sb_device_[\w-]+=.+; Path=\/api\/auth; HttpOnly/)
    const session = response.json().data
    expect(session.admin).toEqual({
      _id: admin.id,
      name: admin.name,
      email: admin.email,
      role: 'owner',
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    })
    expect((await verify(session.token)).statusCode).toBe(200)
    // The token signed before the reset no longer works.
    const old = await verify(before.token)
    expect(old.statusCode).toBe(401)
    expect(old.json().message).toBe('Your session is invalid or has expired. Please sign in again.')

    // The new password signs in, the old one does not.
    await signIn(h.app, admin.email, 'a brand new one')
    const oldPassword = await postLogin(h.app, admin.email, admin.password, { remoteAddress: nextIp() })
    expect(oldPassword.statusCode).toBe(401)

    // The link works once.
    const again = await reset({ token, password: 'yet another one' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ success: false, message: INVALID_RESET_LINK })
    await signIn(h.app, admin.email, 'a brand new one')
    const [row] = await tokensOf(admin.id)
    expect(row!.usedAt).toBeInstanceOf(Date)
  })

  it('refuses an expired link, and an unknown one, with one message', async () => {
    const admin = await createAdmin(h.db)
    await forgot({ email: admin.email })
    const { token } = await linkMailed(admin.email)
    await h.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))

    for (const attempt of [token, 'x'.repeat(43), 'short']) {
      const response = await reset({ token: attempt, password: 'a brand new one' })
      expect(response.statusCode, attempt).toBe(400)
      expect(response.json()).toEqual({ success: false, message: INVALID_RESET_LINK })
    }
    const missing = await reset({ password: 'a brand new one' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe(INVALID_RESET_LINK)
    // The password did not change.
    await signIn(h.app, admin.email, admin.password)
  })

  it('applies the password rules of the Admin User tab, and a refused password leaves the link usable', async () => {
    const admin = await createAdmin(h.db)
    await forgot({ email: admin.email })
    const { token } = await linkMailed(admin.email)

    const short = await reset({ token, password: '12345' })
    expect(short.statusCode).toBe(400)
    expect(short.json().errors).toEqual({ password: 'New password must be at least 6 characters long' })
    const missing = await reset({ token })
    expect(missing.json().errors).toEqual({ password: 'New password is required' })
    const long = await reset({ token, password: 'x'.repeat(1025) })
    expect(long.json().errors).toEqual({ password: 'New password is too long' })

    expect((await reset({ token, password: '123456' })).statusCode).toBe(200)
    await signIn(h.app, admin.email, '123456')
  })

  it('makes every other link of the administrator unusable once one is used', async () => {
    const admin = await createAdmin(h.db)
    const other = await createAdmin(h.db)
    await forgot({ email: admin.email })
    const first = await linkMailed(admin.email, 1)
    await forgot({ email: admin.email })
    const second = await linkMailed(admin.email, 2)
    await forgot({ email: other.email })
    const others = await linkMailed(other.email)
    expect(second.token).not.toBe(first.token)

    expect((await reset({ token: second.token, password: 'second link' })).statusCode).toBe(200)
    const earlier = await reset({ token: first.token, password: 'first link' })
    expect(earlier.statusCode).toBe(400)
    expect(earlier.json().message).toBe(INVALID_RESET_LINK)
    expect((await tokensOf(admin.id)).every((row) => row.usedAt !== null)).toBe(true)
    await signIn(h.app, admin.email, 'second link')

    // Another administrator's link is theirs alone, and still works.
    expect((await reset({ token: others.token, password: 'their own' })).statusCode).toBe(200)
    await signIn(h.app, other.email, 'their own')
  })

  it(`limits requests to ${FORGOT_PASSWORD_IP_LIMIT.max} per IP address and ${FORGOT_PASSWORD_ADDRESS_LIMIT.max} per e-mail address, known or not`, async () => {
    const ip = '203.0.113.10'
    for (let index = 0; index < FORGOT_PASSWORD_IP_LIMIT.max; index += 1) {
      expect((await forgot({ email: `someone${index}@volta.example` }, ip)).statusCode).toBe(200)
    }
    const blocked = await forgot({ email: 'someone-else@volta.example' }, ip)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(TOO_MANY)
    expect(blocked.json().message).toBe('Too many password reset attempts. Please try again in 15 minutes.')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60)
    // Another IP address is not held back.
    expect((await forgot({ email: 'someone-else@volta.example' })).statusCode).toBe(200)

    const admin = await createAdmin(h.db)
    for (const email of [admin.email, 'unknown@volta.example']) {
      for (let index = 0; index < FORGOT_PASSWORD_ADDRESS_LIMIT.max; index += 1) {
        expect((await forgot({ email })).statusCode).toBe(200)
      }
      // The same answer for a known and an unknown address, from any IP address, in any letter case.
      const tooMany = await forgot({ email: email.toUpperCase() })
      expect(tooMany.statusCode).toBe(429)
      expect(tooMany.json().message).toMatch(TOO_MANY)
    }
    await h.app.services.passwordReset.idle()
    expect(await tokensOf(admin.id)).toHaveLength(FORGOT_PASSWORD_ADDRESS_LIMIT.max)
  })

  it(`limits new password tries to ${RESET_PASSWORD_IP_LIMIT.max} per IP address`, async () => {
    const ip = '203.0.113.20'
    for (let index = 0; index < RESET_PASSWORD_IP_LIMIT.max; index += 1) {
      expect((await reset({ token: `guess-${index}-abcdefgh`, password: 'guessing' }, ip)).statusCode).toBe(
        400,
      )
    }
    const blocked = await reset({ token: 'guess-last-abcdefgh', password: 'guessing' }, ip)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(TOO_MANY)
  })

  it('documents both calls in the OpenAPI document, public and with their bodies', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    const forgotOperation = doc.paths['/api/auth/forgot-password'].post
    const resetOperation = doc.paths['/api/auth/reset-password'].post
    for (const operation of [forgotOperation, resetOperation]) {
      expect(operation.security).toBeUndefined()
      expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '429'])
    }
    expect(forgotOperation.requestBody.content['application/json'].schema.required).toEqual(['email'])
    const resetBody = resetOperation.requestBody.content['application/json'].schema
    expect(resetBody.required).toEqual(['token', 'password'])
    expect(resetBody.properties.password.minLength).toBe(6)
  })
})
