import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, toastWith } from './admin-fixtures'
import { openFromSidebar } from './admin-steps'

const DEFAULTS = {
  notificationRecipients: [],
  acknowledgement: {
    enabled: false,
    subject: 'We have received your message',
    text: 'Thank you for writing to us. We have received your message and will answer it as soon as we can.',
  },
}

async function openEmailTab(page: Page) {
  await page.goto('/admin/settings?tab=email')
  await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('textbox', { name: 'Notification recipients' })).toBeVisible()
}

test.describe('e-mail', () => {
  // Playwright puts its start-up script (the session) in every frame, also the mail's, which may run no script.
  test.use({ allowedConsoleError: /^Blocked script execution in 'about:srcdoc'/ })
  // Other specs of this worker read the notification at the company address: leave the settings as found.
  test.afterEach(async ({ adminApi }) => {
    await adminApi.put('/mail/settings', DEFAULTS)
  })

  test('the E-mail tab chooses who hears of a message and turns the acknowledgement on', async ({
    adminPage: page,
    request,
    mailServer,
  }, testInfo) => {
    const subject = `Busbar trunking ${testInfo.project.name} ${Date.now()}`
    await openEmailTab(page)
    await expect(
      page.getByText(/Leave empty to use the company e-mail, contact@halden-electric\.example\./),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    const recipients = page.getByRole('textbox', { name: 'Notification recipients' })
    await recipients.fill('sales@halden-electric.example\nsales at halden')
    const acknowledgement = page.getByRole('switch', { name: 'Send an automatic acknowledgement' })
    await acknowledgement.check()
    await page.getByRole('textbox', { name: 'Text' }).fill('')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Line 2: Please enter a valid email address')).toBeVisible()
    await expect(
      page.getByText('Write the subject and the text of the acknowledgement, or turn it off'),
    ).toBeVisible()
    await expect(recipients).toBeFocused()

    await recipients.fill('sales@halden-electric.example\nservice@halden-electric.example')
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill('Our engineers read every message.\n\nWe answer within two working days.')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toastWith(page, 'E-mail settings saved')).toBeVisible()
    await page.reload()
    await expect(recipients).toHaveValue('sales@halden-electric.example\nservice@halden-electric.example')
    await expect(acknowledgement).toBeChecked()

    const sent = await request.post('/api/contact', {
      data: {
        name: 'Jonas Berg',
        email: 'jonas.berg@example.com',
        subject,
        message: 'Do you supply 630 A busbars?',
      },
    })
    expect(sent.status()).toBe(201)
    const notification = await mailServer.waitForMail((mail) => mail.subject === `New message: ${subject}`)
    expect(notification.envelope.to).toEqual([
      'sales@halden-electric.example',
      'service@halden-electric.example',
    ])
    const reply = await mailServer.waitForMail(
      (mail) =>
        mail.envelope.to.includes('jonas.berg@example.com') &&
        mail.subject === 'We have received your message',
    )
    expect(reply.text).toContain('We answer within two working days.')
    expect(reply.text).not.toContain('busbars')
  })

  test('the outbox shows every mail, one in full, and sends a failed one again', async ({
    adminPage: page,
    adminApi,
    request,
  }, testInfo) => {
    // Mails to wait for (one refused by the mail server), the outbox, a mail in full and a retry: close to 30 s on
    // a busy 2-core machine.
    test.setTimeout(60_000)
    const subject = `Cable tray survey ${testInfo.project.name} ${Date.now()}`
    // One mailbox that exists, one that the mail server refuses for good.
    await adminApi.put('/mail/settings', {
      ...DEFAULTS,
      notificationRecipients: ['bounce-sales@halden-electric.example'],
    })
    await request.post('/api/contact', {
      data: {
        name: 'Mia Kovač',
        email: 'mia@example.com',
        subject,
        message: 'Please survey our cable trays.',
      },
    })

    await openFromSidebar(page, testInfo, 'Outbox')
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible()
    await expect(page.getByText('Mail is delivered')).toBeVisible()
    await expect(page.getByText(/Every mail is sent through smtp:\/\/127\.0\.0\.1:\d+\./)).toBeVisible()
    await page.getByRole('textbox', { name: 'Search mail' }).fill(subject)
    const row = page.getByRole('row').filter({ hasText: subject })
    // On phones the subject, status and date are folded into the first column (one of each pair shows), and
    // nothing scrolls sideways.
    await expect(row.getByText('Failed').filter({ visible: true })).toBeVisible()
    await expect(
      row.getByText(/Mailbox bounce-sales@halden-electric\.example does not exist/).filter({ visible: true }),
    ).toBeVisible()
    if (testInfo.project.name === 'phone') {
      const table = page.getByRole('table', { name: 'Outbox' })
      await expect(table.getByRole('columnheader')).toHaveText(['To'])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(
        await table.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0)
    }
    await expectNoAxeViolations(page)

    await row.getByRole('button', { name: `New message: ${subject}` }).click()
    await expect(page).toHaveURL(/\/admin\/outbox\?mail=/)
    const dialog = page.getByRole('dialog', { name: `New message: ${subject}` })
    const headers = dialog.getByRole('table', { name: 'Envelope and headers' })
    await expect(
      headers.getByRole('row', { name: /^To bounce-sales@halden-electric\.example$/ }),
    ).toBeVisible()
    await expect(
      headers.getByRole('row', { name: /^Reply-To "?Mia Kovač"? <mia@example\.com>$/ }),
    ).toBeVisible()
    await expect(headers.getByRole('row', { name: /^Message-ID <.+@.+>$/ })).toBeVisible()
    await expect(dialog.getByText('The server refused it')).toBeVisible()
    await expect(
      dialog.frameLocator('iframe').getByText('Please survey our cable trays.', { exact: true }),
    ).toBeVisible()
    await dialog.getByRole('tab', { name: 'Text' }).click()
    await expect(dialog.getByText(/Please survey our cable trays\./)).toBeVisible()
    await expectNoAxeViolations(page)

    // Sent again, refused again: the answer shows, and the mail is failed once more.
    await dialog.getByRole('button', { name: 'Send again' }).click()
    await expect(toastWith(page, 'The mail is queued to be sent again')).toBeVisible()
    await expect(dialog.getByText('Failed', { exact: true })).toBeVisible()
    await expect(dialog.getByText('1 attempt')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close dialog' }).click()
    await expect(page).toHaveURL(/\/admin\/outbox$/)

    // The status filter counts what it holds.
    if (testInfo.project.name === 'phone')
      await page.getByRole('combobox', { name: 'Status' }).selectOption('failed')
    else
      await page
        .locator('label')
        .filter({ hasText: /^Failed \(\d+\)$/ })
        .click()
    await expect(row).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Sent' })).toHaveCount(0)
  })
})
