import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, vi } from 'vitest'
import { insertAdmin } from '../../features/auth/admin.repository'
import { hashPassword } from '../../features/auth/password'
import type { Role } from '../../platform/auth/access'
import type { Database } from '../../platform/db/database'
import type { TestApp } from './test-app'

export const TEST_PASSWORD = 'correct-horse-7'

let sequence = 0

/** Creates a staff account directly in the database: an owner unless another role is asked for. */
export async function createAdmin(
  db: Database,
  overrides: { email?: string; name?: string; password?: string; role?: Role } = {},
) {
  sequence += 1
  const password = overrides.password ?? TEST_PASSWORD
  const row = await insertAdmin(db, {
    name: overrides.name ?? `Admin ${sequence}`,
    email: (overrides.email ?? `admin${sequence}-${Date.now()}@company.test`).toLowerCase(),
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'owner',
  })
  return { ...row, password }
}

/** POST /api/auth/login with this address and password, from `remoteAddress` and with `headers` if given. */
export function postLogin(
  app: TestApp,
  email: string,
  password: string,
  from: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...from })
}

/** Signs in through the API and returns the bearer header to send. */
export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await postLogin(app, email, password, {
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  const { token } = response.json().data as { token: string }
  return { token, headers: { authorization: `Bearer ${token}` } }
}

/** A person who is signed in (an owner unless another role is asked for), for tests that need a valid token. */
export async function adminSession(app: TestApp, db: Database, role?: Role) {
  const admin = await createAdmin(db, { role })
  return { admin, ...(await signIn(app, admin.email)) }
}

/**
 * For the tests around it, a fake clock that moves one TOTP step (30 s) before each code, so that every code is a
 * new one (RFC 6238 §5.2). Returns nextCode(secret): the authenticator app's code for the secret after that step.
 */
export function useTotpClock() {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  })
  afterAll(() => {
    vi.useRealTimers()
  })
  return (secret: string) => {
    vi.setSystemTime(Date.now() + 30_000)
    return new TOTP({ secret: Secret.fromBase32(secret) }).generate()
  }
}
