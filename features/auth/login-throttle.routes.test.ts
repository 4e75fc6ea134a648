import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures, mailOutbox } from '../../platform/db/tables'
import { createAdmin, postLogin, TEST_PASSWORD, useTotpClock } from '../../tests/helpers/auth'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { createTestApp, useTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { createDeviceCookies, DEVICE_COOKIE_DAYS } from './device-cookies'
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './login-throttle'

type Response = Awaited<ReturnType<ReturnType<typeof useTestApp>['app']['inject']>>

/** The device cookie a sign-in answer sets, as a browser sends it back ("name=value"). */
function deviceCookieOf(response: Response): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('sb_device_'))
  expect(header, 'a device cookie').toBeDefined()
  return header!.split(';')[0]!
}

describe(`device cookies against lock-out (docs/product.md#login) on ${testDatabaseKind}`, () => {
  const h = useTestApp()
  let ipCount = 0
  const nextIp = () => `198.19.${Math.floor(++ipCount / 250)}.${ipCount % 250}`

  const login = (email: string, password: string, cookie?: string, ip = nextIp()) =>
    postLogin(h.app, email, password, { remoteAddress: ip, headers: cookie ? { cookie } : {} })
  /** Wrong passwords for `email`, each from an address of its own (as a botnet would). */
  async function attack(email: string, times = LOGIN_MAX_FAILURES) {
    for (let i = 0; i < times; i++) expect((await login(email, 'a guess')).statusCode).toBe(401)
  }
  /** The owner signs in once from their browser: the device cookie it keeps. */
  async function knownBrowser(email: string) {
    const response = await login(email, TEST_PASSWORD)
    expect(response.statusCode).toBe(200)
    return deviceCookieOf(response)
  }
  /** The warnings recorded for `email`, once those asked for are (they are recorded after the answer). */
  async function warnings(email: string) {
    await h.app.services.signInGuard.idle()
    return h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'sign-in-attack'), sql`${mailOutbox.toAddresses} ? ${email}`))
  }
  /** Moves the throttle's records of these keys back in time, as if `ms` had passed. */
  const age = (keys: string[], ms: number) =>
    h.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - make_interval(secs => ${ms / 1000})` })
      .where(inArray(loginFailures.key, keys))

  it('sets an HttpOnly, SameSite=Strict cookie for the sign-in calls only, for a year, not Secure over HTTP', async () => {
    const admin = await createAdmin(h.db)
    const response = await login(admin.email, TEST_PASSWORD)
    const header = [response.headers['set-cookie']].flat().find((line) => line?.startsWith('sb_device_'))!
    expect(header).toMatch(
      new RegExp(
        `^sb_device_[\\w-]{12}=[\\w.-]+; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; Path=/api/auth; HttpOnly; SameSite=Strict$`,
      ),
    )
    // A failed sign-in hands out nothing.
    expect((await login(admin.email, 'wrong')).headers['set-cookie']).toBeUndefined()
  })

  it('lets the owner in from a browser they signed in with before while others hammer the account; without it, 429', async () => {
    const owner = await createAdmin(h.db)
    const device = await knownBrowser(owner.email)
    await attack(owner.email)

    const stranger = await login(owner.email, TEST_PASSWORD)
    expect(stranger.statusCode).toBe(429)
    expect(stranger.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 15 minutes, or use a browser you have signed in with before\.$/,
    )
    const known = await login(owner.email, TEST_PASSWORD, device)
    expect(known.statusCode).toBe(200)
    expect(known.json().data.admin.email).toBe(owner.email)
    // A new cookie for the next time, and the attackers' count stands: the lockout of the others goes on.
    const next = deviceCookieOf(known)
    expect(next).not.toBe(device)
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(429)
    expect((await login(owner.email, TEST_PASSWORD, next)).statusCode).toBe(200)
    // The earlier cookie still works too (each is good until its date).
    expect((await login(owner.email, TEST_PASSWORD, device)).statusCode).toBe(200)
  })

  it('ignores a forged, tampered, expired or other account’s cookie', async () => {
    const owner = await createAdmin(h.db)
    const colleague = await createAdmin(h.db)
    const device = await knownBrowser(owner.email)
    const colleagues = await knownBrowser(colleague.email)
    await attack(owner.email)

    const [name, value] = device.split('=') as [string, string]
    const [tag, nonce, expires, signature] = value.split('.') as [string, string, string, string]
    const flip = (text: string) => text.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    const old = createDeviceCookies(
      h.config.jwtSecret,
      () => new Date(Date.now() - (DEVICE_COOKIE_DAYS * 86_400 + 60) * 1000),
    ).issue(owner.email)
    const forged = createDeviceCookies('not the server’s secret, but long enough to be one').issue(
      owner.email,
    )
    const ignored = {
      colleagues,
      'the colleague’s value under the owner’s name': `${name}=${colleagues.split('=')[1]}`,
      'another nonce': `${name}=${tag}.${flip(nonce)}.${expires}.${signature}`,
      'a later date': `${name}=${tag}.${nonce}.${Number(expires) + 86_400}.${signature}`,
      'another signature': `${name}=${tag}.${nonce}.${expires}.${flip(signature)}`,
      expired: `${old.name}=${old.value}`,
      'signed with another secret': `${forged.name}=${forged.value}`,
    }
    for (const [what, cookie] of Object.entries(ignored)) {
      expect((await login(owner.email, TEST_PASSWORD, cookie)).statusCode, what).toBe(429)
    }
    expect((await login(owner.email, TEST_PASSWORD, `${colleagues}; ${device}`)).statusCode).toBe(200)
  })

  it('throttles a known browser that fails too often itself: it then counts as unknown', async () => {
    const owner = await createAdmin(h.db)
    const device = await knownBrowser(owner.email)
    const other = await knownBrowser(owner.email)
    const ip = nextIp()
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(owner.email, 'a guess', device, ip)).statusCode).toBe(401)
    }
    // Its failures were its own: the account and the address are not held back by them.
    const keys = (await h.db.select().from(loginFailures)).map((row) => row.key)
    expect(keys.filter((key) => key === `account:${owner.email}` || key === `ip:${ip}`)).toEqual([])
    expect(keys.filter((key) => key.startsWith('device:')).length).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES)

    // Now it is a browser like any other: its next failure counts against the account…
    expect((await login(owner.email, 'a guess', device, ip)).statusCode).toBe(401)
    const [row] = await h.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${owner.email}`))
    expect(row!.n).toBe(1)
    // …and once unknown browsers are locked out, so is it, even with the right password.
    await attack(owner.email, LOGIN_MAX_FAILURES - 1)
    expect((await login(owner.email, TEST_PASSWORD, device)).statusCode).toBe(429)
    // The owner's other browser is not affected.
    expect((await login(owner.email, TEST_PASSWORD, other)).statusCode).toBe(200)
  })

  it('mails the owner once when the lockout starts, and at most once a window while it goes on', async () => {
    const owner = await createAdmin(h.db, { name: 'Owen Owner' })
    await attack(owner.email)
    const [mail, ...more] = await warnings(owner.email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Someone is trying to sign in to your Switchboard back-office account')
    expect(mail!.textBody).toContain(
      `${LOGIN_MAX_FAILURES} attempts to sign in to the Switchboard back-office as ${owner.email} failed from ${LOGIN_MAX_FAILURES} different internet addresses.`,
    )
    expect(mail!.textBody).toContain('A browser you have signed in with before keeps working')
    expect(mail!.textBody).toMatch(/Between \d{1,2} \w{3} \d{4}, \d\d:\d\d and \d\d:\d\d UTC/)
    expect(mail!.textBody).toContain('at most once every 15 minutes')
    // Nothing the attacker typed, no address they came from.
    expect(mail!.textBody).not.toContain('a guess')
    expect(mail!.textBody).not.toMatch(/198\.19\./)

    // Further tries while locked out are refused without a count and without mail.
    await login(owner.email, 'a guess')
    // The failures age out but the attack goes on within the window of the mail: no second mail.
    await age([`account:${owner.email}`], LOGIN_WINDOW_MS + 1000)
    await attack(owner.email)
    expect(await warnings(owner.email)).toHaveLength(1)
    // A window after the mail, the next lockout is told again.
    await age([`account:${owner.email}`, `notice:${owner.email}`], LOGIN_WINDOW_MS + 1000)
    await attack(owner.email)
    expect(await warnings(owner.email)).toHaveLength(2)
  })

  it('mails once when the failures that lock the account out arrive together', async () => {
    const owner = await createAdmin(h.db)
    const answers = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES * 2 }, () => login(owner.email, 'a guess')),
    )
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true)
    expect(await warnings(owner.email)).toHaveLength(1)
  })

  it('mails nobody for an address that has no account, nor for a deactivated one', async () => {
    await attack('nobody@company.test')
    const gone = await createAdmin(h.db)
    await h.db.execute(sql`update admin_users set status = 'deactivated' where id = ${gone.id}`)
    await attack(gone.email)
    const rows = await h.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'sign-in-attack'))
    expect(rows.flatMap((row) => row.toAddresses)).not.toContain('nobody@company.test')
    expect(rows.flatMap((row) => row.toAddresses)).not.toContain(gone.email)
  })

  describe('with two-factor sign-in', () => {
    const nextCode = useTotpClock()
    const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = nextIp()) =>
      h.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: ip })

    /** An owner with two-factor sign-in on, and the device cookie of the browser they set it up in. */
    async function enrolled() {
      const admin = await createAdmin(h.db)
      const first = await login(admin.email, TEST_PASSWORD)
      const headers = { authorization: `Bearer ${first.json().data.token}` }
      const { secret } = (await post('/auth/2fa/setup', {}, headers)).json().data as { secret: string }
      expect((await post('/auth/2fa/enable', { code: nextCode(secret) }, headers)).statusCode).toBe(200)
      return { admin, secret, headers, device: deviceCookieOf(first) }
    }

    it('the code step sets the cookie; with it the owner passes both steps while a stolen password’s codes are guessed', async () => {
      const { admin, secret } = await enrolled()
      // A fresh browser: the password step alone hands out no cookie, the code step does.
      const password = await login(admin.email, TEST_PASSWORD)
      expect(password.headers['set-cookie']).toBeUndefined()
      const code = await post('/auth/login/2fa', {
        challenge: password.json().data.challenge,
        code: nextCode(secret),
      })
      expect(code.statusCode).toBe(200)
      const device = deviceCookieOf(code)

      // Someone with the password guesses codes from many addresses.
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        const challenge = (await login(admin.email, TEST_PASSWORD)).json().data.challenge
        expect((await post('/auth/login/2fa', { challenge, code: '000000' })).statusCode).toBe(401)
      }
      expect((await login(admin.email, TEST_PASSWORD)).statusCode).toBe(429)
      expect(await warnings(admin.email)).toHaveLength(1)

      const step = await login(admin.email, TEST_PASSWORD, device)
      expect(step.statusCode).toBe(200)
      const signedIn = await post(
        '/auth/login/2fa',
        { challenge: step.json().data.challenge, code: nextCode(secret) },
        { cookie: device },
      )
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json().data.token).toEqual(expect.any(String))
      // Without the cookie the code step is held back too.
      const again = await login(admin.email, TEST_PASSWORD, device)
      const stranger = await post('/auth/login/2fa', {
        challenge: again.json().data.challenge,
        code: nextCode(secret),
      })
      expect(stranger.statusCode).toBe(429)
    })

    it('turning two-factor sign-in off is judged by the device too while the account is locked out', async () => {
      const { admin, headers, device } = await enrolled()
      await attack(admin.email)
      const without = await post('/auth/2fa/disable', { password: TEST_PASSWORD }, headers)
      expect(without.statusCode).toBe(429)
      const withCookie = await post(
        '/auth/2fa/disable',
        { password: TEST_PASSWORD },
        { ...headers, cookie: device },
      )
      expect(withCookie.statusCode).toBe(200)
    })
  })
})

describe(`device cookies on an HTTPS site on ${testDatabaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    harness = await createTestApp({ env: { PUBLIC_URL: 'https://www.company.test' } })
  })
  afterAll(async () => {
    await harness.close()
  })

  it('are Secure', async () => {
    const admin = await createAdmin(harness.db)
    const response = await postLogin(harness.app, admin.email, TEST_PASSWORD)
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/)
  })
})

describe(`the warning of a lockout, through a real mail server, on ${testDatabaseKind}`, () => {
  const env: Record<string, string> = { PUBLIC_URL: 'https://www.volta.example' }
  const smtp = useSmtpServer(env)
  const h = useTestApp({ env })
  let ipCount = 0
  const attack = async (email: string) => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'a guess' },
        remoteAddress: `203.0.113.${++ipCount}`,
      })
      expect(response.statusCode).toBe(401)
    }
  }
  const received = (email: string) =>
    smtp.mails.filter((mail) => mail.envelope.to.includes(email) && /trying to sign in/.test(mail.subject))
  /** Moves the throttle's records of these keys back in time, as if `ms` had passed. */
  const age = (keys: string[], ms: number) =>
    h.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - make_interval(secs => ${ms / 1000})` })
      .where(inArray(loginFailures.key, keys))
  /** Every mail recorded so far has left the outbox (sent or failed): what was not received was never sent. */
  async function settled() {
    await h.app.services.signInGuard.idle()
    await expect
      .poll(
        async () =>
          (await h.db.select().from(mailOutbox)).filter((mail) => ['queued', 'sending'].includes(mail.status))
            .length,
        { timeout: 15_000 },
      )
      .toBe(0)
  }

  it('reaches the owner once per window, however long the attack goes on', async () => {
    const owner = await createAdmin(h.db)
    await attack(owner.email)
    const mail = await smtp.waitForMail((one) => one.envelope.to.includes(owner.email))
    expect(mail.subject).toBe('Someone is trying to sign in to your Switchboard back-office account')
    expect(mail.text).toContain(`${LOGIN_MAX_FAILURES} attempts to sign in`)
    expect(mail.text).toContain('A browser you have signed in with before keeps working')
    expect(mail.text).toContain('https://www.volta.example/admin/account')
    expect(mail.text).not.toMatch(/203\.0\.113\./)
    expect(mail.text).not.toContain('a guess')

    // The lockout ends and the attack starts again within the quarter of an hour of the mail: no new mail.
    for (let round = 0; round < 3; round++) {
      await age([`account:${owner.email}`], LOGIN_WINDOW_MS + 1000)
      await attack(owner.email)
    }
    await settled()
    expect(received(owner.email)).toHaveLength(1)

    // A quarter of an hour after the mail, the next lockout is told again: once.
    await age([`account:${owner.email}`, `notice:${owner.email}`], LOGIN_WINDOW_MS + 1000)
    await attack(owner.email)
    await settled()
    expect(received(owner.email)).toHaveLength(2)
  })

  it('is not sent for the failures of the owner’s own known browser', async () => {
    const owner = await createAdmin(h.db)
    const signedIn = await postLogin(h.app, owner.email, TEST_PASSWORD)
    const device = deviceCookieOf(signedIn)
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const response = await postLogin(h.app, owner.email, 'a typo', {
        headers: { cookie: device },
        remoteAddress: `203.0.113.${++ipCount}`,
      })
      expect(response.statusCode).toBe(401)
    }
    await settled()
    expect(received(owner.email)).toEqual([])
  })
})
