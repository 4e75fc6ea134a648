import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { NOT_ALLOWED_MESSAGE } from '../../platform/auth/access'
import { adminUsers, auditLog, recoveryCodes } from '../../platform/db/tables'
import { createAdmin, signIn, TEST_PASSWORD, useTotpClock } from '../../tests/helpers/auth'
import { useTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { LOGIN_MAX_FAILURES } from './login-throttle'
import { insertResetToken } from './password-reset.repository'
import { hashResetToken } from './password-reset.service'
import {
  INVALID_TWO_FACTOR_CODE,
  TWO_FACTOR_SETUP_REQUIRED,
  WRONG_CONFIRMATION,
  WRONG_ENROLMENT_CODE,
} from './two-factor.schema'

type Headers = { authorization: string }

describe(`two-factor sign-in (docs/product.md#two-factor-sign-in) on ${testDatabaseKind}`, () => {
  const h = useTestApp()
  let ipCount = 0
  // Each test talks from its own address: the per-address throttle is tested on purpose only.
  const nextIp = () => `198.18.${Math.floor(++ipCount / 250)}.${ipCount % 250}`

  const nextCode = useTotpClock()

  const post = (url: string, payload: object, headers: Partial<Headers> = {}, ip = nextIp()) =>
    h.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: ip })
  const get = (url: string, headers: Headers) => h.app.inject({ method: 'GET', url: `/api${url}`, headers })

  /** A person with two-factor sign-in on: their secret, recovery codes and a signed-in header. */
  async function enrolled(role: 'owner' | 'editor' = 'owner') {
    const admin = await createAdmin(h.db, { role })
    const { headers } = await signIn(h.app, admin.email)
    const setup = await post('/auth/2fa/setup', {}, headers)
    expect(setup.statusCode).toBe(200)
    const { secret } = setup.json().data as { secret: string }
    const enabled = await post('/auth/2fa/enable', { code: nextCode(secret) }, headers)
    expect(enabled.statusCode).toBe(200)
    return { admin, headers, secret, recoveryCodes: enabled.json().data.recoveryCodes as string[] }
  }

  const passwordStep = async (email: string, ip = nextIp()) => {
    const response = await post('/auth/login', { email, password: TEST_PASSWORD }, {}, ip)
    expect(response.statusCode).toBe(200)
    return response.json().data as { twoFactorRequired?: true; challenge: string; token?: string }
  }
  const codeStep = (challenge: string, code: string, ip = nextIp()) =>
    post('/auth/login/2fa', { challenge, code }, {}, ip)

  const expectRefused = (response: Awaited<ReturnType<typeof codeStep>>) => {
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: INVALID_TWO_FACTOR_CODE })
  }

  it('set-up answers a secret, its otpauth URI and a QR code; a wrong code is refused, the right one turns it on with ten recovery codes', async () => {
    const admin = await createAdmin(h.db, { email: 'enrol@company.test' })
    const { headers } = await signIn(h.app, admin.email)
    const setup = (await post('/auth/2fa/setup', {}, headers)).json().data
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.uri).toMatch(
      /^otpauth:\/\/totp\/Switchboard:enrol%40company\.test\?issuer=Switchboard&secret=/,
    )
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect((await get('/auth/2fa', headers)).json().data).toMatchObject({ enabled: false })

    const wrong = await post('/auth/2fa/enable', { code: '000000' }, headers)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      message: WRONG_ENROLMENT_CODE,
      errors: { code: WRONG_ENROLMENT_CODE },
    })

    const enabled = await post('/auth/2fa/enable', { code: nextCode(setup.secret) }, headers)
    expect(enabled.statusCode).toBe(200)
    const codes = enabled.json().data.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z]{4}-[a-z]{4}-[a-z]{4}$/)
    const stored = await h.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id))
    expect(stored).toHaveLength(10)
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0])
    const [row] = await h.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id))
    expect(row).toMatchObject({ totpSecret: setup.secret, totpPendingSecret: null })
    expect(row!.totpEnabledAt).toBeInstanceOf(Date)
    const status = (await get('/auth/2fa', headers)).json().data
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false })
    expect((await get('/auth/verify', headers)).json().data.admin.twoFactorEnabled).toBe(true)
    // Set up again only after turning it off.
    expect((await post('/auth/2fa/setup', {}, headers)).statusCode).toBe(409)
  })

  it('the password step answers a challenge, the code step a session; the same code is refused the second time', async () => {
    const { admin, secret } = await enrolled()
    const first = await passwordStep(admin.email)
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) })
    const code = nextCode(secret)
    const signedIn = await codeStep(first.challenge, code)
    expect(signedIn.statusCode).toBe(200)
    const session = signedIn.json().data
    expect(session.admin).toMatchObject({
      _id: admin.id,
      twoFactorEnabled: true,
      twoFactorSetupRequired: false,
    })
    expect((await get('/auth/verify', { authorization: `Bearer ${session.token}` })).statusCode).toBe(200)

    const again = await passwordStep(admin.email)
    expectRefused(await codeStep(again.challenge, code))
  })

  it('a recovery code signs in once, then is refused', async () => {
    const { admin, recoveryCodes: codes, headers } = await enrolled()
    const { challenge } = await passwordStep(admin.email)
    // Case and spaces do not matter.
    const ok = await codeStep(challenge, ` ${codes[3]!.toUpperCase()} `)
    expect(ok.statusCode).toBe(200)
    expectRefused(await codeStep((await passwordStep(admin.email)).challenge, codes[3]!))
    expect((await get('/auth/2fa', headers)).json().data.recoveryCodesLeft).toBe(9)
  })

  it('every failure of the code step answers the same 401 and message', async () => {
    const { admin, secret, recoveryCodes: codes } = await enrolled()
    const { challenge } = await passwordStep(admin.email)
    expectRefused(await codeStep('not.a.challenge', nextCode(secret)))
    expectRefused(await codeStep(randomBytes(40).toString('base64url'), '123456'))
    expectRefused(await codeStep(challenge, '000000'))
    expectRefused(await codeStep(challenge, 'aaaa-bbbb-cccc'))
    // Used recovery code.
    expect((await codeStep(challenge, codes[0]!)).statusCode).toBe(200)
    expectRefused(await codeStep((await passwordStep(admin.email)).challenge, codes[0]!))

    // Expired challenge (5 minutes).
    const other = await enrolled()
    const old = await passwordStep(other.admin.email)
    vi.setSystemTime(Date.now() + 6 * 60_000)
    expectRefused(await codeStep(old.challenge, nextCode(other.secret)))

    // Deactivated after the password step.
    const gone = await enrolled()
    const pending = await passwordStep(gone.admin.email)
    await h.db.update(adminUsers).set({ status: 'deactivated' }).where(eq(adminUsers.id, gone.admin.id))
    expectRefused(await codeStep(pending.challenge, nextCode(gone.secret)))

    // Password changed since the password step.
    const changed = await enrolled()
    const before = await passwordStep(changed.admin.email)
    await h.db.update(adminUsers).set({ passwordHash: 'other' }).where(eq(adminUsers.id, changed.admin.id))
    expectRefused(await codeStep(before.challenge, nextCode(changed.secret)))

    // A challenge is no bearer token.
    const fresh = await enrolled()
    const { challenge: notAToken } = await passwordStep(fresh.admin.email)
    const asBearer = await get('/auth/verify', { authorization: `Bearer ${notAToken}` })
    expect(asBearer.statusCode).toBe(401)
  })

  it(`refuses the code step with 429 after ${LOGIN_MAX_FAILURES} wrong codes, even with the right one`, async () => {
    const { admin, secret } = await enrolled()
    const { challenge } = await passwordStep(admin.email)
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expectRefused(await codeStep(challenge, `00000${i}`))
    const blocked = await codeStep(challenge, nextCode(secret))
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?, or use a browser you have signed in with before\.$/,
    )
    // The password step of the account is held back too.
    const password = await post('/auth/login', { email: admin.email, password: TEST_PASSWORD })
    expect(password.statusCode).toBe(429)
  })

  it('counts failures of the code step per address too, even without a valid challenge', async () => {
    const ip = nextIp()
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expectRefused(await codeStep('x', '123456', ip))
    expect((await codeStep('x', '123456', ip)).statusCode).toBe(429)
  })

  it('turning off needs a current code, a recovery code or the password; it clears the secret and the codes', async () => {
    const { admin, headers, secret } = await enrolled()
    expect((await post('/auth/2fa/disable', {}, headers)).statusCode).toBe(400)
    const wrong = await post('/auth/2fa/disable', { password: 'not it' }, headers)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      message: WRONG_CONFIRMATION,
      errors: { password: WRONG_CONFIRMATION },
    })
    expect((await post('/auth/2fa/disable', { code: '000000' }, headers)).statusCode).toBe(400)
    const off = await post('/auth/2fa/disable', { code: nextCode(secret) }, headers)
    expect(off.statusCode).toBe(200)
    const [row] = await h.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id))
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    expect(await h.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id))).toEqual([])
    // Signing in is one step again.
    expect((await passwordStep(admin.email)).token).toEqual(expect.any(String))

    const other = await enrolled()
    expect((await post('/auth/2fa/disable', { password: TEST_PASSWORD }, other.headers)).statusCode).toBe(200)
  })

  it('new recovery codes replace the old ones', async () => {
    const { admin, headers, recoveryCodes: old } = await enrolled()
    expect((await post('/auth/2fa/recovery-codes', { password: 'nope' }, headers)).statusCode).toBe(400)
    const renewed = await post('/auth/2fa/recovery-codes', { password: TEST_PASSWORD }, headers)
    expect(renewed.statusCode).toBe(200)
    const fresh = renewed.json().data.recoveryCodes as string[]
    expect(fresh).toHaveLength(10)
    expectRefused(await codeStep((await passwordStep(admin.email)).challenge, old[1]!))
    expect((await codeStep((await passwordStep(admin.email)).challenge, fresh[1]!)).statusCode).toBe(200)
  })

  it('a role that requires it: signed in, but only the set-up and signing out are open until it is on', async () => {
    const owner = await enrolled()
    const editor = await createAdmin(h.db, { role: 'editor' })
    const { headers: editorHeaders } = await signIn(h.app, editor.email)
    const put = (payload: object, headers: Headers) =>
      h.app.inject({ method: 'PUT', url: '/api/security/settings', payload, headers })
    const refused = await put({ twoFactorRequiredRoles: ['editor'] }, editorHeaders)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(NOT_ALLOWED_MESSAGE)
    expect((await put({ twoFactorRequiredRoles: ['nobody'] }, owner.headers)).statusCode).toBe(400)
    const saved = await put({ twoFactorRequiredRoles: ['editor', 'editor'] }, owner.headers)
    expect(saved.json().data).toEqual({ twoFactorRequiredRoles: ['editor'] })
    expect((await get('/security/settings', owner.headers)).json().data).toEqual({
      twoFactorRequiredRoles: ['editor'],
    })

    const session = await post('/auth/login', { email: editor.email, password: TEST_PASSWORD })
    expect(session.statusCode).toBe(200)
    const { token, admin } = session.json().data
    expect(admin.twoFactorSetupRequired).toBe(true)
    const headers = { authorization: `Bearer ${token}` }
    const blocked = await post('/services', {}, headers)
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json()).toEqual({ success: false, message: TWO_FACTOR_SETUP_REQUIRED })
    expect((await post('/auth/2fa/disable', { password: TEST_PASSWORD }, headers)).statusCode).toBe(403)
    expect((await get('/auth/verify', headers)).json().data.admin.twoFactorSetupRequired).toBe(true)
    expect((await get('/auth/sessions', headers)).statusCode).toBe(200)
    expect((await get('/auth/2fa', headers)).json().data).toMatchObject({ enabled: false, required: true })

    const { secret } = (await post('/auth/2fa/setup', {}, headers)).json().data
    expect((await post('/auth/2fa/enable', { code: nextCode(secret) }, headers)).statusCode).toBe(200)
    expect((await get('/auth/verify', headers)).json().data.admin.twoFactorSetupRequired).toBe(false)
    // Past the gate: the route's own answer (a missing title), not the 403.
    expect((await post('/services', {}, headers)).statusCode).toBe(400)
    expect((await post('/auth/logout', {}, headers)).statusCode).toBe(200)

    await put({ twoFactorRequiredRoles: [] }, owner.headers)
  })

  it('a password reset of a person with two-factor sign-in answers the challenge, not a session', async () => {
    const { admin, secret } = await enrolled()
    const token = randomBytes(32).toString('base64url')
    await insertResetToken(h.db, {
      adminId: admin.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + 10 * 60_000),
    })
    const reset = await post('/auth/reset-password', { token, password: 'a new password' })
    expect(reset.statusCode).toBe(200)
    const { challenge, token: sessionToken } = reset.json().data
    expect(sessionToken).toBeUndefined()
    expect((await codeStep(challenge, nextCode(secret))).statusCode).toBe(200)
  })

  it('records sign-ins, failures and two-factor changes in the audit log, without secrets, codes or passwords', async () => {
    const { admin, headers, secret, recoveryCodes: codes } = await enrolled()
    const failedPassword = await post('/auth/login', { email: admin.email, password: 'wrong-secret-pw' })
    expect(failedPassword.statusCode).toBe(401)
    const { challenge } = await passwordStep(admin.email)
    const wrongCode = '000000'
    expectRefused(await codeStep(challenge, wrongCode))
    const signedIn = (await codeStep(challenge, codes[2]!)).json().data
    await post('/auth/2fa/recovery-codes', { code: nextCode(secret) }, headers)
    await post('/auth/2fa/disable', { password: TEST_PASSWORD }, headers)
    await post('/auth/login', { email: 'nobody-here@company.test', password: 'guess-pw-123' })

    const entries = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id))
      .orderBy(auditLog.at)
    const actions = entries.map((entry) => `${entry.entity}:${entry.action}`)
    expect(actions).toEqual(
      expect.arrayContaining([
        'two-factor:enabled',
        'sign-in:sign-in-failed',
        'two-factor:recovery-code-used',
        'sign-in:signed-in',
        'two-factor:recovery-codes-regenerated',
        'two-factor:disabled',
      ]),
    )
    const failures = entries.filter((entry) => entry.action === 'sign-in-failed')
    expect(failures.map((entry) => entry.label).sort()).toEqual(['Authentication code step', 'Password step'])
    for (const failure of failures) expect(failure.actorEmail).toBe(admin.email)
    const sessionEntry = entries.find((entry) => entry.action === 'signed-in' && entry.label.includes('code'))
    const sessionId = JSON.parse(Buffer.from(signedIn.token.split('.')[1], 'base64url').toString()).sid
    expect(sessionEntry?.entityId).toBe(sessionId)
    const unknown = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in-failed'), eq(auditLog.actorEmail, 'nobody-here@company.test')))
    expect(unknown).toHaveLength(1)
    expect(unknown[0]!.actorId).toBeNull()

    const everything = JSON.stringify(await h.db.select().from(auditLog))
    for (const secretText of [
      secret,
      codes[2]!,
      codes[5]!,
      wrongCode,
      TEST_PASSWORD,
      'wrong-secret-pw',
      'guess-pw-123',
    ]) {
      expect(everything).not.toContain(secretText)
    }
  })
})
