import { expectNoAxeViolations } from './axe'
import { expect, test, ANY_WIDTH } from './fixtures'

const ADMIN = { email: 'admin@example.com', password: 'change-me-now' }

test.describe('signing in and out', () => {
  test(
    'an anonymous visit to /admin goes to /login, and signing in returns to the page asked for',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/admin?tab=x')
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%3Ftab%3Dx$/)
      await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
      await page.locator('input[autocomplete="current-password"]').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/admin\?tab=x$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /^Good (morning|afternoon|evening), Administrator$/,
      )
      // History was replaced: going back does not return to the login form.
      expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(3)
    },
  )

  test.describe('wrong credentials', () => {
    test.use({ allowedConsoleError: /status of 401/ })
    test('say what is missing and that the sign-in failed', ANY_WIDTH, async ({ page }) => {
      await page.goto('/login')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByText('Email is required')).toBeVisible()
      await expect(page.getByText('Password is required')).toBeVisible()
      await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
      await page.locator('input[autocomplete="current-password"]').fill('wrong-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'Login failed. Please check your credentials and try again.',
      )
      await expect(page.getByRole('link', { name: /Back to the website/ })).toHaveAttribute('href', '/')
    })
  })

  test('signing out clears the session, in every open tab', ANY_WIDTH, async ({ page, context }) => {
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.locator('input[autocomplete="current-password"]').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    const other = await context.newPage()
    await other.goto('/admin')
    await expect(other.getByRole('heading', { level: 1 })).toContainText('Administrator')

    await page.getByRole('button', { name: /account menu$/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(other).toHaveURL(/\/login/)
    // A signed-in administrator visiting /login goes to /admin; a signed-out one stays.
    await other.goto('/login')
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })

  test(
    'an expired or undecodable token in storage signs the administrator out',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/login')
      const expired = `e30.${Buffer.from(JSON.stringify({ sub: 'x', ver: 0, exp: 1 })).toString('base64url')}.sig`
      for (const token of [expired, 'not-a-token']) {
        await page.evaluate((value) => localStorage.setItem('token', value), token)
        await page.goto('/admin')
        await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/)
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
      }
    },
  )

  test('the sign-in page and the dashboard pass axe and are not indexed', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.locator('input[autocomplete="current-password"]').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
