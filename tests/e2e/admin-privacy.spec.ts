import { readFileSync } from 'node:fs'
import type { Locator } from '@playwright/test'
import { expect, expectNoAxeViolations, test, toastWith } from './admin-fixtures'
import { screenshotKeeper } from './screenshots'
import { openFromSidebar } from './admin-steps'

/** With E2E_SCREENSHOTS set, each state of the screen is kept in .cache/screenshots/ to be looked at. */
const keep = screenshotKeeper('privacy', true)

/** The figure of the summary with this label (a term and its value). */
const figure = (summary: Locator, label: string) =>
  summary.locator('dl > div').filter({ has: summary.page().getByText(label, { exact: true }) })

test.describe('privacy requests', () => {
  test('find an address, download everything about it, erase it, and see each request listed', async ({
    adminPage: page,
    request,
    session,
  }, testInfo) => {
    // Find, download, erase and the list of requests, with four full axe runs: 54 s on a busy 2-core machine.
    test.setTimeout(90_000)
    const email = `lena.${testInfo.project.name}.${Date.now()}@example.com`
    // What the person did on the public site: a message and a newsletter sign-up.
    const sent = await request.post('/api/contact', {
      data: { name: 'Lena Privat', email, subject: 'Quote for a heat pump', message: 'Please send a quote.' },
    })
    expect(sent.status()).toBe(201)
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201)

    await openFromSidebar(page, testInfo, 'Privacy requests')
    await expect(page).toHaveURL(/\/admin\/privacy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible()
    await expect(page.getByText('Look up an address to see what is stored about it')).toBeVisible()
    const requests = page.getByRole('table', { name: 'Privacy requests' })
    await expect(requests).toBeVisible()
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'empty')

    const field = page.getByRole('textbox', { name: 'E-mail address' })
    await field.fill('lena at example')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(field).toBeFocused()

    // Any letter case, spaces around: the same address.
    await field.fill(`  ${email.toUpperCase()} `)
    await page.getByRole('button', { name: 'Find' }).click()
    const summary = page.getByRole('region', { name: email })
    await expect(figure(summary, 'Contact messages').locator('dd')).toHaveText('1')
    await expect(figure(summary, 'Replies').locator('dd')).toHaveText('0')
    await expect(figure(summary, 'Newsletter').locator('dd').first()).toHaveText(
      /^(Subscribed|Awaiting confirmation)$/,
    )
    await expect(
      summary.getByRole('listitem').filter({ hasText: 'Quote for a heat pump' }).first(),
    ).toBeVisible()
    await expect(summary.getByText('New message: Quote for a heat pump')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/privacy$/)
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'found')

    const downloading = page.waitForEvent('download')
    await summary.getByRole('button', { name: 'Download export (JSON)' }).click()
    const download = await downloading
    const today = new Date().toISOString().slice(0, 10)
    expect(download.suggestedFilename()).toBe(`privacy-export-${email}-${today}.json`)
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'))
    expect(exported).toMatchObject({
      format: 'switchboard-privacy-export/1',
      email,
      counts: { contactMessages: 1, replies: 0, subscriptions: 1 },
      contactMessages: [
        {
          name: 'Lena Privat',
          email,
          subject: 'Quote for a heat pump',
          message: 'Please send a quote.',
          replies: [],
        },
      ],
      newsletterSubscription: { email },
    })
    expect(exported.mails.map((mail: { kind: string }) => mail.kind)).toContain('contact-notification')
    await expect(toastWith(page, `Export downloaded: privacy-export-${email}-${today}.json`)).toBeVisible()
    const rows = requests.getByRole('row').filter({ hasText: email })
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Export')

    await summary.getByRole('button', { name: 'Erase everything…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Erase everything about this address' })
    await expect(dialog).toContainText(email)
    await expect(dialog).toContainText('1 contact message')
    await expect(dialog).toContainText('the newsletter subscription')
    await expect(dialog).toContainText('This cannot be undone.')
    const confirm = dialog.getByRole('button', { name: 'Erase everything' })
    await expect(confirm).toBeDisabled()
    const retype = dialog.getByRole('textbox', { name: 'Type the address to confirm' })
    await retype.fill('someone.else@example.com')
    await expect(confirm).toBeDisabled()
    await retype.fill(email.toUpperCase())
    await expect(confirm).toBeEnabled()
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'confirm')

    await confirm.click()
    await expect(
      toastWith(page, `Erased everything stored about ${email}: 1 message, 1 subscription`),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    for (const label of ['Contact messages', 'Replies', 'Mails'])
      await expect(figure(summary, label).locator('dd')).toHaveText('0')
    await expect(figure(summary, 'Newsletter').locator('dd')).toHaveText('Not subscribed')
    await expect(summary.getByText('Nothing to erase')).toBeVisible()
    // Newest first: the erasure, then the export, each with who made it.
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toContainText('Erasure')
    await expect(rows.nth(0)).toContainText(/1 message, 1 subscription, \d+ mails?/)
    await expect(rows.nth(1)).toContainText('Export')
    await expect(rows.nth(0)).toContainText(session.admin.name)
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'erased')

    // An erasure of an address with nothing stored is recorded all the same.
    await summary.getByRole('button', { name: 'Erase everything…' }).click()
    await expect(
      dialog.getByText('Nothing is stored about this address; the request is recorded all the same.'),
    ).toBeVisible()
    await retype.fill(email)
    await confirm.click()
    await expect(
      toastWith(page, `Nothing was stored about ${email}. The request was recorded.`),
    ).toBeVisible()
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toContainText('Nothing stored')
  })
})
