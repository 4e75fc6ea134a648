import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startBuiltServer } from '../helpers/built-server'
import { ADMIN, ANY_WIDTH, expect, expectNoAxeViolations, test } from './admin-fixtures'

/**
 * docs/product.md#login: five wrong passwords for the owner's address from five addresses lock out every browser
 * the server does not know — but not the owner's own, which has signed in before. The attack needs addresses of
 * its own, and locking out an account or an address on the worker's server would fail the tests after this one:
 * a server of its own, behind a "proxy" (TRUST_PROXY) so that the attack can name its addresses.
 */
test.describe('sign-in while the account is under attack', () => {
  test.describe.configure({ timeout: 90_000 })
  let base = ''
  let stop: () => Promise<void> = async () => {}

  test.beforeAll(async () => {
    // A built server starts, migrates its new database and creates its first administrator.
    test.setTimeout(120_000)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-lockout-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const server = await startBuiltServer(dataDir, port, {
      env: { PUBLIC_URL: base, TRUST_PROXY: 'true', SMTP_URL: undefined },
    })
    stop = async () => {
      server.child.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
  test.afterAll(async () => {
    await stop()
  })

  const signIn = (password: string, from: string, cookie?: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email: ADMIN.email, password }),
    })

  test(
    'the owner’s browser signs out and in again; a browser that never signed in gets 429',
    ANY_WIDTH,
    async ({ page, browser }) => {
      // The owner signs in with the form: the browser keeps a device cookie, for the sign-in calls only.
      await page.goto(`${base}/login`)
      await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
      await page.locator('input[autocomplete="current-password"]').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/admin$/)
      const [device] = (await page.context().cookies(`${base}/api/auth/login`)).filter((cookie) =>
        cookie.name.startsWith('sb_device_'),
      )
      expect(device).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' })
      // Scripts cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('sb_device_')

      // Someone tries passwords for the owner's address from five addresses…
      for (let i = 1; i <= 5; i++) expect((await signIn('a guess', `198.51.100.${i}`)).status).toBe(401)
      // …and now the right password from anywhere else is refused.
      const stranger = await signIn(ADMIN.password, '198.51.100.6')
      expect(stranger.status).toBe(429)
      const { message } = (await stranger.json()) as { message: string }
      expect(message).toMatch(
        /^Too many failed sign-in attempts\. Please try again in 1[45] minutes, or use a browser you have signed in with before\.$/,
      )

      // The owner signs out and in again in the same browser: it works.
      await page.getByRole('button', { name: /account menu$/ }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      await expect(page).toHaveURL(/\/login/)
      await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
      await page.locator('input[autocomplete="current-password"]').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/admin$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Administrator')

      // The owner's mailbox has the warning, once (kept in the Outbox here: this server has no mail server).
      await page.goto(`${base}/admin/outbox`)
      await page.getByRole('textbox', { name: 'Search mail' }).fill('Someone is trying to sign in')
      const warnings = page.getByRole('row').filter({ hasText: 'Someone is trying to sign in to your' })
      await expect(warnings).toHaveCount(1)
      await expect(warnings).toContainText('Sign-in warning')

      // A browser that never signed in to the account, with the same password: refused, and told why.
      const context = await browser.newContext()
      const other = await context.newPage()
      await other.goto(`${base}/login`)
      await other.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
      await other.locator('input[autocomplete="current-password"]').fill(ADMIN.password)
      await other.getByRole('button', { name: 'Sign in' }).click()
      await expect(
        other.getByText(
          /^Too many failed sign-in attempts\. Please try again in 1[45] minutes, or use a browser you have signed in with before\.$/,
        ),
      ).toBeVisible()
      await expectNoAxeViolations(other)
      await context.close()
    },
  )
})
