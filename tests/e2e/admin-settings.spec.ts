import type { Page } from '@playwright/test'
import { ADMIN, expect, expectNoAxeViolations, test, toastWith, ANY_WIDTH } from './admin-fixtures'
import { failRequests, openFromSidebar } from './admin-steps'
import { companyOf as company, heroFile, restoreCompanyAfterEach } from './company-steps'

const original = restoreCompanyAfterEach()

async function openTab(page: Page, tab: string) {
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible()
  await page.getByRole('tab', { name: tab }).click()
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
}

test.describe('company settings', () => {
  test('General: every validation message, then a save the website shows', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    await openFromSidebar(page, testInfo, 'Settings')
    await expect(page.getByRole('tab', { name: 'General Settings' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Recommended size: 200x200 pixels.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Company name' }).fill('')
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    await page.getByRole('textbox', { name: 'Latitude' }).fill('123')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Company name is required')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Latitude must be a number between -90 and 90')).toBeVisible()
    expect((await company(adminApi)).name).toBe(original().name)

    await page.getByRole('textbox', { name: 'Company name' }).fill('Halden Electric (renamed)')
    await page.getByRole('textbox', { name: 'Email' }).fill('hello@halden.example')
    await page.getByRole('textbox', { name: 'Latitude' }).fill('45.75')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toastWith(page, 'Company settings saved successfully')).toBeVisible()
    expect(await company(adminApi)).toMatchObject({
      name: 'Halden Electric (renamed)',
      email: 'hello@halden.example',
      coordinates: { lat: 45.75, lng: original().coordinates.lng },
    })

    const visitor = await page.context().newPage()
    await visitor.goto('/')
    await expect(visitor.locator('footer')).toContainText('Halden Electric (renamed)')
    await visitor.close()
  })

  test(
    'Social Media: a link must be a URL; a saved link shows its icon in the footer',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      await openTab(page, 'Social Media')
      await page.getByRole('textbox', { name: 'YouTube' }).fill('youtube dot com')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(page.getByText('Please enter a valid URL')).toBeVisible()
      await page.getByRole('textbox', { name: 'YouTube' }).fill('https://youtube.com/@halden-e2e')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(toastWith(page, 'Company settings saved successfully')).toBeVisible()
      expect((await company(adminApi)).socialMedia.youtube).toBe('https://youtube.com/@halden-e2e')

      const visitor = await page.context().newPage()
      await visitor.goto('/')
      const link = visitor.locator('footer a[href="https://youtube.com/@halden-e2e"]')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await visitor.close()
    },
  )

  test.describe('when an uploaded logo cannot be saved', () => {
    test.use({ allowedConsoleError: /status of 503/ })

    test('the administrator is told to save it', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
      await failRequests(page, '**/api/company/info', 503, 'Database unavailable', { methods: ['PUT'] })
      await openTab(page, 'General Settings')
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Replace image' }).click()
      await (await chooser).setFiles(heroFile('logo.webp'))
      await expect(
        toastWith(page, 'Image uploaded but not saved. Please click "Save Settings" to persist changes.'),
      ).toBeVisible()
      expect((await company(adminApi)).logo.imageUrl).toBe(original().logo.imageUrl)
    })
  })

  test.describe('credentials', () => {
    // The wrong current password answers 400, which the browser logs.
    test.use({ allowedConsoleError: /status of 400/ })

    test(
      'Admin User: the password rules, then a new password that signs in',
      ANY_WIDTH,
      async ({ adminPage: page, request, session }) => {
        await openTab(page, 'Admin User')
        const save = page.getByRole('button', { name: 'Save Credentials' })
        await save.click()
        await expect(toastWith(page, 'No changes were made to update')).toBeVisible()

        await page.getByLabel('New password', { exact: true }).fill('abc')
        await page.getByLabel('Confirm new password').fill('abd')
        await save.click()
        await expect(page.getByText('Current password is required to change password')).toBeVisible()
        await expect(page.getByText('New password must be at least 6 characters long')).toBeVisible()
        await expect(page.getByText('New passwords do not match')).toBeVisible()

        await page.getByLabel('Current password').fill('wrong-password')
        await page.getByLabel('New password', { exact: true }).fill('brand-new-secret')
        await page.getByLabel('Confirm new password').fill('brand-new-secret')
        await save.click()
        await expect(toastWith(page, 'Current password is incorrect')).toBeVisible()
        await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
          /Current password is incorrect/,
        )

        await page.getByLabel('Current password').fill(ADMIN.password)
        await save.click()
        try {
          await expect(toastWith(page, 'Credentials updated successfully')).toBeVisible()
          // Still signed in (the new token replaced the old one), and the new password is the one that works.
          await page.reload()
          await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible()
          expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(401)
          const login = await request.post('/api/auth/login', {
            data: { email: ADMIN.email, password: 'brand-new-secret' },
          })
          expect(login.status()).toBe(200)
        } finally {
          // Put the password back for every other test, with whichever token is valid now.
          const current = await request.post('/api/auth/login', {
            data: { email: ADMIN.email, password: 'brand-new-secret' },
          })
          if (current.ok()) {
            const { token } = ((await current.json()) as { data: { token: string } }).data
            await request.put('/api/auth/update-credentials', {
              headers: { authorization: `Bearer ${token}` },
              data: { currentPassword: 'brand-new-secret', newPassword: ADMIN.password },
            })
          }
        }
        expect(session.admin.email).toBe(ADMIN.email)
        expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200)
      },
    )
  })

  test('keeps the company’s own data: what the home page shows has a screen of its own', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/settings')
    await expect(page.getByRole('tab')).toHaveText([
      'General Settings',
      'Social Media',
      'E-mail',
      'Admin User',
    ])
    await expect(page.getByRole('textbox', { name: 'Years of experience' })).toHaveCount(0)
  })

  test('every tab passes axe', async ({ adminPage: page }) => {
    test.setTimeout(90_000)
    for (const tab of ['General Settings', 'Social Media', 'E-mail', 'Admin User']) {
      await openTab(page, tab)
      await expectNoAxeViolations(page)
    }
  })
})
