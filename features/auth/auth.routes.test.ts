import { SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { loginFailures } from '../../platform/db/tables'
import { adminSession, createAdmin, postLogin, signIn, TEST_PASSWORD } from '../../tests/helpers/auth'
import { createTestApp, useTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { LOGIN_MAX_FAILURES } from './login-throttle'

describe(`auth API on ${testDatabaseKind}`, () => {
  const h = useTestApp()

  const login = (payload: unknown, ip = '192.0.2.10', url = '/api/auth/login') =>
    h.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip })

  describe('POST /auth/login', () => {
    it('answers a token and the administrator', async () => {
      const admin = await createAdmin(h.db, { email: 'Sign.In@Company.test', name: 'Claire Morel' })
      const response = await login({ email: 'sign.in@company.test', password: TEST_PASSWORD })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.success).toBe(true)
      expect(body.data.admin).toEqual({
        _id: admin.id,
        name: 'Claire Morel',
        email: 'sign.in@company.test',
        role: 'owner',
        twoFactorEnabled: false,
        twoFactorSetupRequired: false,
      })
      expect(body.data.token.split('.')).toHaveLength(3)
    })

    it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
      const admin = await createAdmin(h.db)
      const wrong = await login({ email: admin.email, password: 'not-it' }, '192.0.2.20')
      const unknown = await login({ email: 'nobody@company.test', password: 'not-it' }, '192.0.2.21')
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' })
      expect(unknown.json()).toEqual(wrong.json())
    })

    it('requires e-mail and password with the documented messages (docs/product.md#login)', async () => {
      const response = await login({})
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        success: false,
        errors: { email: 'Email is required', password: 'Password is required' },
      })
      const blank = await login({ email: '  ', password: '' })
      expect(blank.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' })
    })
  })

  describe('throttling', () => {
    it(`refuses the ${LOGIN_MAX_FAILURES + 1}th attempt on an account after ${LOGIN_MAX_FAILURES} failures, even with the right password`, async () => {
      const admin = await createAdmin(h.db)
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        // Different addresses: the account itself is protected.
        expect(
          (await login({ email: admin.email, password: 'guess' }, `198.51.100.${i + 1}`)).statusCode,
        ).toBe(401)
      }
      const blocked = await login({ email: admin.email, password: TEST_PASSWORD }, '198.51.100.99')
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().message).toMatch(
        /^Too many failed sign-in attempts\. Please try again in \d+ minutes?, or use a browser you have signed in with before\.$/,
      )
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    })

    it('limits one address across accounts, and cannot be bypassed by path case, trailing slash, extra fields or X-Forwarded-For', async () => {
      const ip = '203.0.113.50'
      const target = await createAdmin(h.db)
      const attempts = [
        () => login({ email: 'a1@company.test', password: 'x' }, ip),
        () => login({ email: 'a2@company.test', password: 'x' }, ip, '/api/auth/login/'),
        () => login({ email: 'A3@Company.test', password: 'x', remember: true, ip: '1.1.1.1' }, ip),
        () =>
          postLogin(h.app, 'a4@company.test', 'x', {
            remoteAddress: ip,
            headers: { 'x-forwarded-for': '1.2.3.4' },
          }),
        () => login({ email: 'a5@company.test', password: 'x' }, ip),
      ]
      for (const attempt of attempts) expect((await attempt()).statusCode).toBe(401)

      expect((await login({ email: target.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(429)
      expect(
        (await login({ email: target.email, password: TEST_PASSWORD }, ip, '/api/auth/login/')).statusCode,
      ).toBe(429)
      expect(
        (await login({ email: target.email, password: TEST_PASSWORD }, ip, '/API/AUTH/LOGIN')).statusCode,
      ).toBe(404)
      const forged = await postLogin(h.app, target.email, TEST_PASSWORD, {
        remoteAddress: ip,
        headers: { 'x-forwarded-for': '9.9.9.9', 'x-real-ip': '9.9.9.9' },
      })
      expect(forged.statusCode).toBe(429)
      // Another address still gets in.
      expect((await login({ email: target.email, password: TEST_PASSWORD }, '203.0.113.51')).statusCode).toBe(
        200,
      )
    })

    it('clears the count after a successful sign-in', async () => {
      const admin = await createAdmin(h.db)
      const ip = '203.0.113.70'
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login({ email: admin.email, password: 'x' }, ip)
      expect((await login({ email: admin.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200)
      const rows = await h.db.select().from(loginFailures)
      expect(rows.filter((row) => row.key === `ip:${ip}` || row.key === `account:${admin.email}`)).toEqual([])
    })
  })

  describe('GET /auth/verify', () => {
    it('answers the administrator for a valid token', async () => {
      const { admin, headers } = await adminSession(h.app, h.db)
      const response = await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers })
      expect(response.statusCode).toBe(200)
      expect(response.json().data.admin).toMatchObject({ _id: admin.id, email: admin.email })
    })

    it('answers 401 without a token, with a malformed, forged, unsigned or expired one', async () => {
      const { admin } = await adminSession(h.app, h.db)
      const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-000')
      const forged = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setExpirationTime('1h')
        .sign(otherKey)
      const unsigned = new UnsecuredJWT({ ver: 0 }).setSubject(admin.id).setExpirationTime('1h').encode()
      const expired = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(h.config.jwtSecret))
      for (const authorization of [
        undefined,
        'Bearer nonsense',
        'Basic abc',
        `Bearer ${forged}`,
        `Bearer ${unsigned}`,
        `Bearer ${expired}`,
      ]) {
        const response = await h.app.inject({
          method: 'GET',
          url: '/api/auth/verify',
          headers: authorization ? { authorization } : {},
        })
        expect(response.statusCode, String(authorization)).toBe(401)
        expect(response.json().success).toBe(false)
      }
    })
  })

  describe('PUT /auth/update-credentials', () => {
    const updateCredentials = (headers: Record<string, string>, payload: object) =>
      h.app.inject({ method: 'PUT', url: '/api/auth/update-credentials', headers, payload })

    it('changes only the fields sent and keeps the session', async () => {
      const { admin, headers } = await adminSession(h.app, h.db)
      const response = await updateCredentials(headers, { name: 'Renamed Admin' })
      expect(response.statusCode).toBe(200)
      expect(response.json().data.admin).toEqual({
        _id: admin.id,
        name: 'Renamed Admin',
        email: admin.email,
        role: 'owner',
        twoFactorEnabled: false,
        twoFactorSetupRequired: false,
      })
      // The password is unchanged, so the old token still works.
      expect((await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers })).statusCode).toBe(200)
    })

    it('says so when nothing changes', async () => {
      const { admin, headers } = await adminSession(h.app, h.db)
      const response = await updateCredentials(headers, { name: admin.name })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('No changes were made to update')
    })

    it('needs the current password for a new one, of at least 6 characters', async () => {
      const { headers } = await adminSession(h.app, h.db)
      const put = (payload: object) => updateCredentials(headers, payload)
      const missing = await put({ newPassword: 'brand-new-1' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({
        currentPassword: 'Current password is required to change password',
      })
      const short = await put({ currentPassword: TEST_PASSWORD, newPassword: '12345' })
      expect(short.json().errors).toEqual({ newPassword: 'New password must be at least 6 characters long' })
      const wrong = await put({ currentPassword: 'not-mine', newPassword: 'brand-new-1' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' })
    })

    it('makes earlier tokens invalid when the password changes, and the new password signs in', async () => {
      const { admin, headers } = await adminSession(h.app, h.db)
      const response = await updateCredentials(headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'brand-new-1',
      })
      expect(response.statusCode).toBe(200)
      const fresh = response.json().data.token as string
      expect((await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers })).statusCode).toBe(401)
      expect(
        (
          await h.app.inject({
            method: 'GET',
            url: '/api/auth/verify',
            headers: { authorization: `Bearer ${fresh}` },
          })
        ).statusCode,
      ).toBe(200)
      await signIn(h.app, admin.email, 'brand-new-1')
    })

    it('keeps e-mails unique between administrators', async () => {
      const other = await createAdmin(h.db)
      const { headers } = await adminSession(h.app, h.db)
      const response = await updateCredentials(headers, { email: other.email.toUpperCase() })
      expect(response.statusCode).toBe(409)
      expect(response.json().errors).toEqual({
        email: 'This email is already used by another administrator.',
      })
    })
  })

  describe('POST /auth/register', () => {
    it('is refused to anonymous callers once an administrator exists', async () => {
      await createAdmin(h.db)
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Intruder', email: 'intruder@evil.test', password: 'secret-1' },
      })
      expect(response.statusCode).toBe(401)
    })

    it('lets an administrator add another, who can then sign in', async () => {
      const { headers } = await adminSession(h.app, h.db)
      const register = (payload: object) =>
        h.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload })
      const response = await register({
        name: 'New Colleague',
        email: 'colleague@company.test',
        password: 'secret-1',
      })
      expect(response.statusCode).toBe(201)
      // Owners add people as editors; the Staff screen gives them another role.
      expect(response.json().data.admin).toMatchObject({
        name: 'New Colleague',
        email: 'colleague@company.test',
        role: 'editor',
      })
      await signIn(h.app, 'colleague@company.test', 'secret-1')
      const duplicate = await register({
        name: 'Again',
        email: 'Colleague@Company.test',
        password: 'secret-1',
      })
      expect(duplicate.statusCode).toBe(409)
    })
  })
})

describe(`POST /auth/register by someone who is not an owner, on ${testDatabaseKind}`, () => {
  const h = useTestApp()
  it('is refused with 403: only owners add staff', async () => {
    const { headers } = await adminSession(h.app, h.db, 'admin')
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { name: 'Someone', email: 'someone@company.test', password: 'secret-1' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe('Only an owner can add staff. Invite them from the Staff screen.')
  })
})

describe(`POST /auth/register on an empty ${testDatabaseKind} database`, () => {
  it('creates the first administrator, an owner, without a token', async () => {
    const h = await createTestApp()
    try {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Owner', email: 'owner@company.test', password: 'secret-1' },
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().data.token).toBeTypeOf('string')
      expect(response.json().data.admin.role).toBe('owner')
    } finally {
      await h.close()
    }
  })
})
