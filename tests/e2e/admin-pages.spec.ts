import { readFileSync } from 'node:fs'
import { expect, expectNoAxeViolations, test, toastWith, ANY_WIDTH } from './admin-fixtures'
import { openFromSidebar } from './admin-steps'

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

test.describe('newsletter subscribers', () => {
  test('are listed with their status, searched, exported as CSV and removed', async ({
    adminPage: page,
    request,
  }, testInfo) => {
    const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201)

    await openFromSidebar(page, testInfo, 'Newsletter')
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Newsletter subscribers' })
    // Not confirmed yet: listed as pending (docs/product.md#subscribers).
    await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Pending')

    await page.getByRole('textbox', { name: 'Search subscribers' }).fill(email.slice(0, 18))
    await expect(table.getByRole('row')).toHaveCount(2)
    await expectNoAxeViolations(page)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.split(/\r?\n/)[0]).toBe('email,subscribed_at,confirmed_at')
    // The export is of confirmed subscribers only.
    expect(csv).not.toContain(email)

    await table.getByRole('button', { name: `Remove ${email}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove subscriber' })
    await expect(confirm).toContainText(email)
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(toastWith(page, 'Subscriber removed')).toBeVisible()
    await expect(page.getByText('No subscribers found')).toBeVisible()
  })
})

test.describe('pages in the account menu', () => {
  test('notifications list recent messages and replies, and open a message', async ({ adminPage: page }) => {
    await page.goto('/admin')
    await page.getByRole('button', { name: /account menu$/ }).click()
    await page.getByRole('menuitem', { name: 'Notifications' }).click()
    await expect(page).toHaveURL(/\/admin\/notifications$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Claire Fontaine sent “EV chargers for a residential car park”' }),
    ).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Customer service replied to Claire Fontaine' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Customer service replied to Claire Fontaine' }).click()
    await expect(page.getByRole('dialog', { name: 'EV chargers for a residential car park' })).toBeVisible()
  })

  test('the bell’s View All leads to the notifications', ANY_WIDTH, async ({ adminPage: page }) => {
    await page.goto('/admin')
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await page.getByRole('link', { name: 'View All' }).click()
    await expect(page).toHaveURL(/\/admin\/notifications$/)
  })

  test('help answers common questions and leads into the guide', async ({ adminPage: page }) => {
    await page.goto('/admin')
    await page.getByRole('button', { name: /account menu$/ }).click()
    await page.getByRole('menuitem', { name: 'Help' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
    await page.getByRole('button', { name: 'How do I change my password?' }).click()
    await expect(page.getByText(/Open Settings, then the Admin User tab/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'More in the guide' }).filter({ visible: true }).click()
    await expect(page).toHaveURL(/\/admin\/documentation#settings$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Company settings' })).toBeInViewport()
  })

  test('the guide covers every area of the back-office', async ({ adminPage: page }) => {
    await page.goto('/admin/documentation')
    await expect(page.getByRole('heading', { level: 1, name: 'Back-office guide' })).toBeVisible()
    for (const title of [
      'Services',
      'Formatting text',
      'Categories, events and products',
      'Messages from visitors',
      'Scheduling changes',
      'Redirects and missing pages',
      'The home page',
      'Company settings',
      'E-mail and the Outbox',
      'Images',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })

  test('support shows the version, database, media use and uptime', async ({ adminPage: page }) => {
    await page.goto('/admin')
    await page.getByRole('button', { name: /account menu$/ }).click()
    await page.getByRole('menuitem', { name: 'Support' }).click()
    const status = page.getByLabel('System status')
    await expect(status.getByText(`Switchboard ${VERSION}`)).toBeVisible()
    await expect(status.getByText('Embedded (PGlite)')).toBeVisible()
    await expect(status.getByText('Reachable')).toBeVisible()
    await expect(status.getByText(/^\d+ files? on this server’s disk$/)).toBeVisible()
    await expect(status.getByText(/^\d+ (s|min)$|^\d+ h \d+ min$/)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
