import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoAxeViolations, signInByApi, test } from './admin-fixtures'

const PASSWORD = 'sessions-e2e-password'

/** A staff account of its own for each test: signing it out everywhere touches nobody else's sessions. */
async function newPerson(
  adminApi: { post: (path: string, body: unknown) => Promise<unknown> },
  request: APIRequestContext,
) {
  const email = `sessions-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@volta.example`
  const { token } = (await adminApi.post('/auth/register', {
    name: 'Sam Sessions',
    email,
    password: PASSWORD,
  })) as {
    token: string
  }
  // Registering signs the new person in; that session is not one of the browsers below.
  const ended = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  })
  expect(ended.status()).toBe(200)
  return email
}

/** A browser of its own (a context), signed in through the form as `email`. */
async function signedInBrowser(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return page
}

/** A new person (newPerson) signed in through the form in `count` browsers of their own, one after the other. */
async function newPersonIn(
  count: number,
  fixtures: {
    browser: Browser
    baseURL: string | undefined
    adminApi: Parameters<typeof newPerson>[0]
    request: APIRequestContext
  },
) {
  const email = await newPerson(fixtures.adminApi, fixtures.request)
  const browsers: Page[] = []
  for (let i = 0; i < count; i++)
    browsers.push(await signedInBrowser(fixtures.browser, fixtures.baseURL, email))
  return { email, browsers }
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

async function verifyStatus(page: Page, token: string | null) {
  const response = await page.request.get('/api/auth/verify', {
    headers: { authorization: `Bearer ${token}` },
  })
  return response.status()
}

async function openAccount(page: Page) {
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Your sessions' })).toBeVisible()
}

test.describe('sessions', () => {
  test(
    'signing out ends the session on the server: a copy of its token stops working',
    ANY_WIDTH,
    async ({ browser, baseURL, adminApi, request }) => {
      // Two browsers of their own, each signed in through the form: twice the steps of a one-screen test.
      test.setTimeout(60_000)
      const { browsers } = await newPersonIn(2, { browser, baseURL, adminApi, request })
      const [a, b] = browsers as [Page, Page]
      const token = await tokenOf(a)
      expect(await verifyStatus(b, token)).toBe(200)

      await a.getByRole('button', { name: /account menu$/ }).click()
      await a.getByRole('menuitem', { name: 'Sign out' }).click()
      await expect(a).toHaveURL(/\/login/)
      await expect.poll(() => verifyStatus(b, token)).toBe(401)
      // The other browser's own session goes on.
      expect(await verifyStatus(b, await tokenOf(b))).toBe(200)
      await a.context().close()
      await b.context().close()
    },
  )

  test(
    'the Account page lists both browsers, and signs out the other one',
    ANY_WIDTH,
    async ({ browser, baseURL, adminApi, request }) => {
      // Two browsers of their own, each signed in through the form (it ran past 30 s on a busy machine).
      test.setTimeout(60_000)
      const { browsers } = await newPersonIn(2, { browser, baseURL, adminApi, request })
      const [a, b] = browsers as [Page, Page]
      await openAccount(a)
      const sessions = a.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')
      await expect(sessions).toHaveCount(2)
      const current = sessions.filter({ hasText: 'This device' })
      await expect(current).toHaveCount(1)
      await expect(current).toContainText(/Chrome on (Windows|Linux)/)
      await expect(current.getByRole('button', { name: 'Sign out' })).toHaveCount(0)

      await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).click()
      await expect(sessions).toHaveCount(1)
      expect(await verifyStatus(a, await tokenOf(b))).toBe(401)
      await b.goto('/admin/account')
      await expect(b).toHaveURL(/\/login/)
      await a.context().close()
      await b.context().close()
    },
  )

  test(
    '“Sign out everywhere” signs out every browser, this one too',
    ANY_WIDTH,
    async ({ browser, baseURL, adminApi, request }) => {
      // Four browsers of their own, each signed in through the form, and two confirmations.
      test.slow()
      const { email, browsers } = await newPersonIn(3, { browser, baseURL, adminApi, request })
      const [a, b, c] = browsers as [Page, Page, Page]
      await openAccount(a)

      // First the others only: this browser stays.
      await a.getByRole('button', { name: 'Sign out all other sessions' }).click()
      await a
        .getByRole('dialog', { name: 'Sign out all other sessions?' })
        .getByRole('button', { name: 'Sign out other sessions' })
        .click()
      await expect(a.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(1)
      await c.goto('/admin/account')
      await expect(c).toHaveURL(/\/login/)

      const d = await signedInBrowser(browser, baseURL, email)
      await a.getByRole('button', { name: 'Sign out everywhere' }).click()
      await a
        .getByRole('dialog', { name: 'Sign out everywhere?' })
        .getByRole('button', { name: 'Sign out everywhere' })
        .click()
      await expect(a).toHaveURL(/\/login/)
      await d.goto('/admin/services')
      await expect(d).toHaveURL(/\/login/)
      for (const page of [a, b, c, d]) await page.context().close()
    },
  )

  test('the warning confirm dialog passes axe, its button at rest, hovered and focused', async ({
    adminPage: page,
    request,
  }) => {
    // Another session of the same person, so that there are other sessions to sign out.
    await signInByApi(request)
    await openAccount(page)
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign out all other sessions?' })
    const confirm = dialog.getByRole('button', { name: 'Sign out other sessions' })
    await expect(confirm).toBeVisible()
    await expectNoAxeViolations(page)
    await confirm.hover()
    await expectNoAxeViolations(page)
    await page.mouse.move(0, 0)
    await confirm.focus()
    await expect(confirm).toBeFocused()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the Account page passes axe', async ({ adminPage: page }) => {
    await openAccount(page)
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
