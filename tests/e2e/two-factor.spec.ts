import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, expectNoAxeViolations, signInByApi, test } from './admin-fixtures'

const INVALID_CODE = 'Invalid or expired authentication code'

/** A code of the step after the current one: accepted (±1 step) and later than any code used before it. */
const codeAfter = (secret: string, steps = 1) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login?redirect=/admin/services')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible()
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} account menu` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

// A wrong set-up code (400), a refused sign-in code (401) and the 403 of calls made before the set-up are logged.
test.use({ allowedConsoleError: /status of (400|401|403)/ })

test.describe('two-factor sign-in (docs/product.md#two-factor-sign-in)', () => {
  test('set up from the screen a role requires, then sign in with a code and with a recovery code (once)', async ({
    page,
    request,
  }) => {
    // Four sign-ins and three axe runs.
    test.slow()
    const email = `totp-${Date.now().toString(36)}@example.com`
    const password = 'two-factor-pw'
    const name = 'Katherine Johnson'
    const owner = await signInByApi(request)
    const headers = { authorization: `Bearer ${owner.token}` }
    const registered = await request.post('/api/auth/register', { headers, data: { name, email, password } })
    expect(registered.status(), await registered.text()).toBe(201)
    const policy = (roles: string[]) =>
      request.put('/api/security/settings', { headers, data: { twoFactorRequiredRoles: roles } })
    expect((await policy(['editor'])).ok()).toBeTruthy()

    try {
      // Signing in works, but only the set-up shows.
      await page.goto('/login?redirect=/admin/services')
      await page.getByRole('textbox', { name: 'Email' }).fill(email)
      await page.getByRole('textbox', { name: 'Password' }).fill(password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
      await expectNoAxeViolations(page)

      const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '')
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      await page.getByRole('textbox', { name: '2. Code from your app' }).fill('000000')
      await page.getByRole('button', { name: 'Turn on' }).click()
      await expect(page.getByText('This code is not right.')).toBeVisible()
      await page.getByRole('textbox', { name: '2. Code from your app' }).fill(codeAfter(secret, 0))
      await page.getByRole('button', { name: 'Turn on' }).click()

      const list = page.getByRole('list', { name: 'Recovery codes' })
      await expect(list.getByRole('listitem')).toHaveCount(10)
      const codes = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim())
      for (const code of codes) expect(code).toMatch(/^[a-z]{4}-[a-z]{4}-[a-z]{4}$/)
      await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled()
      await page.getByRole('checkbox', { name: 'I have saved them' }).check()
      await page.getByRole('button', { name: 'Done' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeHidden()
      await expect(page.getByRole('button', { name: `${name} account menu` })).toBeVisible()
      await signOut(page, name)

      // Password, then a code from the app.
      await passwordStep(page, email, password)
      const codeField = page.getByRole('textbox', { name: 'Authentication code' })
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
      await expect(codeField).toHaveAttribute('inputmode', 'numeric')
      await expectNoAxeViolations(page)
      await codeField.fill(codeAfter(secret))
      await page.getByRole('button', { name: 'Verify' }).click()
      await expect(page).toHaveURL(/\/admin\/services$/)
      await signOut(page, name)

      // Password, then a recovery code: once.
      for (const attempt of ['first', 'second'] as const) {
        await passwordStep(page, email, password)
        await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
        await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!)
        await page.getByRole('button', { name: 'Verify' }).click()
        if (attempt === 'first') {
          await expect(page).toHaveURL(/\/admin\/services$/)
          await signOut(page, name)
        } else {
          await expect(page.getByRole('alert')).toHaveText(INVALID_CODE)
          await expect(page).toHaveURL(/\/login/)
        }
      }
      await expectNoAxeViolations(page)
    } finally {
      await policy([])
    }
  })

  test('the set-up window of the Two-factor sign-in card on the Account page; the policy on the Staff screen', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/staff')
    await expect(page.getByRole('heading', { name: 'Require two-factor sign-in' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/admin/account')
    const card = page.getByRole('region', { name: 'Two-factor sign-in' })
    await expect(card.getByText('Off', { exact: true })).toBeVisible()
    await card.getByRole('button', { name: 'Set up' }).click()
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' })
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })
})
