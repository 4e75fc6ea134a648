import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { ReceivedMail, SmtpServer } from '../helpers/smtp'
import { expect, expectNoAxeViolations, test, toastWith, type AdminApi } from './admin-fixtures'

const CONFIRM_SUBJECT = /^Confirm your subscription to the .+ newsletter$/

/** The link to `path` in a mail's text part (on this worker's server: PUBLIC_URL is its address). */
function linkIn(mail: ReceivedMail, path: string): string {
  const link = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(mail.text)?.[0]
  expect(link, `a ${path} link in:\n${mail.text}`).toBeTruthy()
  return link!
}

const confirmationFor = (mailServer: SmtpServer, email: string) =>
  mailServer.waitForMail((mail) => mail.envelope.to.includes(email) && CONFIRM_SUBJECT.test(mail.subject))

/** With E2E_SCREENSHOTS=dir, each screen is kept as {dir}/{project}-{name}.png. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SCREENSHOTS
  if (dir) await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true })
}

/** A subscriber signed up through the API and confirmed with the link of their mail, as the page's button does. */
async function confirmedByApi(request: APIRequestContext, mailServer: SmtpServer, email: string) {
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201)
  const link = new URL(linkIn(await confirmationFor(mailServer, email), '/newsletter/confirm'))
  const confirmed = await request.post(`${link.pathname}${link.search}`, {
    form: { confirm: 'yes' },
    maxRedirects: 0,
  })
  expect(confirmed.status()).toBe(303)
  expect(confirmed.headers()['location']).toBe('/newsletter/confirmed')
}

/** This worker's confirmed subscribers are removed, so that the announcement goes to this test's three only. */
async function removeConfirmedSubscribers(adminApi: AdminApi) {
  const confirmed = (await adminApi.get('/newsletter?status=confirmed&limit=100')) as { _id: string }[]
  for (const subscriber of confirmed) await adminApi.delete(`/newsletter/${subscriber._id}`)
}

test.describe('newsletter', () => {
  // Playwright puts its start-up script in every frame, also the mail preview's, which may run no script; and a
  // link that no longer works is opened on purpose (404).
  test.use({
    allowedConsoleError:
      /^Blocked script execution in 'about:srcdoc'|^Failed to load resource: the server responded with a status of 404/,
  })

  test('double opt-in from the footer, an announcement to three subscribers, and a one-click unsubscribe', async ({
    adminPage: page,
    adminApi,
    request,
    mailServer,
  }, testInfo) => {
    test.setTimeout(120_000)
    const tag = `${testInfo.project.name}-${Date.now()}`
    const readers = [`first-${tag}@example.com`, `second-${tag}@example.com`, `third-${tag}@example.com`]
    await removeConfirmedSubscribers(adminApi)

    // A visitor subscribes in the footer…
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Newsletter' })
    await form.getByRole('textbox').fill(readers[0]!)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      form.getByText('Thank you for subscribing! Please check your inbox and confirm your subscription.'),
    ).toBeVisible()

    // …opens the link of the mail, and confirms with the page's button.
    const confirmLink = linkIn(await confirmationFor(mailServer, readers[0]!), '/newsletter/confirm')
    const opened = await page.goto(confirmLink)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible()
    await expect(page.getByText(readers[0]!)).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'confirm')
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'confirmed')

    // The link has done its work.
    const reused = await page.goto(confirmLink)
    expect(reused?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'confirm-invalid')

    // Two more subscribers, through the API and their confirmation links.
    for (const email of readers.slice(1)) await confirmedByApi(request, mailServer, email)

    await page.goto('/admin/newsletter')
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Newsletter subscribers' })
    await expect(table.getByRole('row').filter({ hasText: readers[0]! })).toContainText('Confirmed')
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'subscribers')

    // The composer: preview, a test to oneself, then the real thing.
    await page.getByRole('link', { name: 'Send announcement' }).click()
    await expect(page).toHaveURL(/\/admin\/newsletter\/announcements\/new$/)
    await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible()
    await expect(page.getByText('Goes to 3 subscribers who confirmed their address.')).toBeVisible()
    const subject = `Spring range ${tag}`
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill(
        'Dear reader,\n\nOur 630 A busbar range is in stock. Details: https://example.com/busbars\n\nThe engineering team',
      )
    const preview = page.frameLocator('iframe[title^="The mail"]')
    await expect(preview.getByText('Our 630 A busbar range is in stock.')).toBeVisible()
    await expect(preview.getByRole('link', { name: 'https://example.com/busbars' })).toBeVisible()
    await expect(preview.getByRole('link', { name: 'Unsubscribe' })).toBeVisible()
    await screenshot(page, testInfo, 'composer')
    // axe reads the page without the mail's frame (it may run no script, so axe cannot read inside it).
    await page.getByRole('tab', { name: 'Text' }).click()
    await expect(page.getByText(/Unsubscribe: http/)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Send a test to me' }).click()
    await expect(toastWith(page, 'Test sent to admin@example.com')).toBeVisible()
    const testMail = await mailServer.waitForMail((mail) => mail.subject === `[Test] ${subject}`)
    expect(testMail.envelope.to).toEqual(['admin@example.com'])

    await page.getByRole('button', { name: 'Send announcement' }).click()
    const confirm = page.getByRole('dialog', { name: 'Send announcement' })
    await expect(confirm).toContainText(`Send “${subject}” to 3 subscribers?`)
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'composer-confirm')
    await confirm.getByRole('button', { name: 'Send', exact: true }).click()

    // Its progress, until every mail has gone.
    await expect(page).toHaveURL(/\/admin\/newsletter\/announcements\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
    await expect(page.getByText('Done: every mail has been delivered')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('figure-Delivered')).toHaveText('3')
    const recipients = page.getByRole('table', { name: 'Recipients' })
    for (const email of readers)
      await expect(recipients.getByRole('row').filter({ hasText: email })).toContainText('Sent')
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'progress')

    // A subscriber leaves with the link of the mail they got.
    const received = await mailServer.waitForMail(
      (mail) => mail.subject === subject && mail.envelope.to.includes(readers[1]!),
    )
    const unsubscribeLink = linkIn(received, '/newsletter/unsubscribe')
    expect(received.headers['list-unsubscribe']).toBe(`<${unsubscribeLink}>`)
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    await page.goto(unsubscribeLink)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
    ).toBeVisible()
    await expect(page.getByText(readers[1]!)).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'unsubscribe')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'unsubscribed')

    const left = (await adminApi.get('/newsletter?status=confirmed')) as { email: string }[]
    expect(left.map((subscriber) => subscriber.email).sort()).toEqual([readers[0], readers[2]].sort())

    // The link again: no subscription any more, a friendly page.
    const again = await page.goto(unsubscribeLink)
    expect(again?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'You are not subscribed' })).toBeVisible()
    await expectNoAxeViolations(page)

    // The announcements tab lists it, sent.
    await page.goto('/admin/newsletter?tab=announcements')
    const list = page.getByRole('table', { name: 'Announcements' })
    await expect(list.getByRole('row').filter({ hasText: subject })).toContainText('Sent')
    await expectNoAxeViolations(page)
    await screenshot(page, testInfo, 'announcements')
  })
})
