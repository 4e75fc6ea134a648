import type { Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoAxeViolations, signInByApi, test, toastWith } from './admin-fixtures'

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.'

/** The path and query of the reset link in a mail's text part. */
function resetPathIn(text: string): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0]
  expect(link, text).toBeDefined()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

const newPassword = (page: Page) => page.getByRole('textbox', { name: 'New password', exact: true })
const confirmation = (page: Page) => page.getByRole('textbox', { name: 'Confirm new password' })

// A link refused by the server (400) is logged by the browser.
test.use({ allowedConsoleError: /status of 400/ })

test.describe('password reset (docs/product.md#password-reset)', () => {
  test(
    'from the sign-in page to a new password by the mailed link, which works once',
    ANY_WIDTH,
    async ({ page, request, mailServer }) => {
      // A mail to wait for, then the link twice and a sign-in with the new password: it ran past 30 s on a busy
      // 2-core machine.
      test.setTimeout(60_000)
      // Another administrator than the one every other spec signs in with, whose password must not change.
      const email = `reset-${Date.now().toString(36)}@example.com`
      const { token } = await signInByApi(request)
      const registered = await request.post('/api/auth/register', {
        headers: { authorization: `Bearer ${token}` },
        data: { name: 'Rosalind Franklin', email, password: 'first-password' },
      })
      expect(registered.status(), await registered.text()).toBe(201)

      await page.goto('/login')
      await page.getByRole('textbox', { name: 'Email' }).fill(email)
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await expect(page).toHaveURL(/\/forgot-password$/)
      await expect(page).toHaveTitle('Forgot your password? | Back-office')
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
      // The address typed on the sign-in page came along.
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
      await page.getByRole('button', { name: 'Send reset link' }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused()
      await expect(page.getByRole('main')).toContainText(
        `If an administrator account uses ${email}, a link to choose a new password is on its way. It works once, for 30 minutes.`,
      )
      await expect(page.getByRole('link', { name: '← Back to sign in' })).toHaveAttribute('href', '/login')

      const mail = await mailServer.waitForMail((received) => received.envelope.to.includes(email))
      expect(mail.subject).toMatch(/^Reset your .+ back-office password$/)
      const resetPath = resetPathIn(mail.text)

      await page.goto(resetPath)
      await expect(page).toHaveTitle('Choose a new password | Back-office')
      await expect(page.getByText('At least 6 characters.')).toBeVisible()
      // Each mistake is named under its field, which takes the focus.
      await page.getByRole('button', { name: 'Save new password' }).click()
      await expect(page.getByText('New password is required')).toBeVisible()
      await expect(newPassword(page)).toBeFocused()
      await newPassword(page).fill('12345')
      await page.getByRole('button', { name: 'Save new password' }).click()
      await expect(page.getByText('New password must be at least 6 characters long')).toBeVisible()
      await newPassword(page).fill('second-password')
      await confirmation(page).fill('second-passw0rd')
      await page.getByRole('button', { name: 'Save new password' }).click()
      await expect(page.getByText('New passwords do not match')).toBeVisible()
      await expect(confirmation(page)).toBeFocused()
      await confirmation(page).fill('second-password')
      await page.keyboard.press('Enter')

      // Signed in with the new password, on the dashboard.
      await expect(page).toHaveURL(/\/admin$/)
      await expect(toastWith(page, 'Your password has been changed. You are signed in.')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Rosalind Franklin')

      // Signing out and in again through the form, with the new password.
      await page.getByRole('button', { name: /account menu$/ }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      await expect(page).toHaveURL(/\/login/)
      await page.getByRole('textbox', { name: 'Email' }).fill(email)
      await page.locator('input[autocomplete="current-password"]').fill('second-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/admin$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Rosalind Franklin')
      expect(
        (await request.post('/api/auth/login', { data: { email, password: 'first-password' } })).status(),
      ).toBe(401)

      // The same link a second time: refused, with the way to a new one.
      await page.goto(resetPath)
      await newPassword(page).fill('third-password')
      await confirmation(page).fill('third-password')
      await page.getByRole('button', { name: 'Save new password' }).click()
      await expect(page.getByRole('alert')).toContainText(INVALID_LINK)
      const askAgain = page.getByRole('link', { name: 'Ask for a new link' })
      await expect(askAgain).toBeFocused()
      await expect(newPassword(page)).toHaveCount(0)
      await askAgain.click()
      await expect(page).toHaveURL(/\/forgot-password$/)
    },
  )

  test('the sign-in, forgot-password and reset-password screens pass axe', async ({ page }, testInfo) => {
    // Five full axe runs on three screens.
    test.setTimeout(60_000)
    await page.goto('/login')
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/forgot-password')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await expectNoAxeViolations(page)
    // An address nobody has: the same confirmation.
    await page
      .getByRole('textbox', { name: 'Email' })
      .fill(`nobody-${testInfo.project.name}-${Date.now().toString(36)}@example.com`)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/reset-password?token=not-a-token-anybody-was-sent')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('New password is required')).toBeVisible()
    await expectNoAxeViolations(page)
    await newPassword(page).fill('a-new-password')
    await confirmation(page).fill('a-new-password')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByRole('alert')).toContainText(INVALID_LINK)
    await expectNoAxeViolations(page)
  })
})
