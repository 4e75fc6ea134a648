import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { freePort, startBuiltServer } from '../helpers/built-server'
import {
  ADMIN,
  type AdminSession,
  expect,
  expectNoAxeViolations,
  keepSession,
  test,
  toastWith,
} from './admin-fixtures'

/**
 * docs/product.md#outbox: without a mail server (no SMTP_URL) nothing is e-mailed, and the back-office says so —
 * "kept in the Outbox: no mail server is set up" — wherever it would otherwise say "sent", with a link to the
 * Outbox. The worker's own server has a mail server (the SMTP sink), so these tests start one without.
 */

/** With E2E_SCREENSHOTS=dir, each screen is kept as {dir}/{project}-{name}.png. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SCREENSHOTS
  if (dir)
    await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, animations: 'disabled' })
}

/** The screen as it is now has no axe violations, and is kept as `name` (see screenshot()). */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page)
  await screenshot(page, testInfo, name)
}

/** `within` has a link named `name` to the one mail the Outbox kept. */
const expectKeptMailLink = (within: Locator, name: string) =>
  expect(within.getByRole('link', { name })).toHaveAttribute('href', /^\/admin\/outbox\?mail=[0-9a-f-]{36}$/)

const NOT_EMAILED = 'kept in the Outbox, because no mail server is set up'

test.describe('without a mail server', () => {
  // The mail's HTML (Outbox, composer) is drawn in a frame that may run no script.
  test.use({ allowedConsoleError: /^Blocked script execution in 'about:srcdoc'/ })
  // A server of its own starts with each project.
  test.describe.configure({ timeout: 90_000 })
  let base = ''
  let stop: () => Promise<void> = async () => {}
  let session: AdminSession

  test.beforeAll(async () => {
    // A built server starts, migrates its new database and creates its first administrator.
    test.setTimeout(120_000)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-no-mail-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    // SMTP_URL removed: mail is kept in the outbox (outside production).
    const server = await startBuiltServer(dataDir, port, { env: { PUBLIC_URL: base, SMTP_URL: undefined } })
    stop = async () => {
      server.child.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
    }
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(response.status).toBe(200)
    session = ((await response.json()) as { data: AdminSession }).data
  })
  test.afterAll(async () => {
    await stop()
  })

  async function api(method: string, route: string, body?: unknown) {
    const response = await fetch(`${base}/api${route}`, {
      method,
      headers: {
        authorization: `Bearer ${session.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(response.ok, `${method} ${route}: ${response.status}`).toBeTruthy()
    return ((await response.json()) as { data: unknown }).data
  }

  test('a reply says it was not e-mailed, and its link opens the mail in the Outbox', async ({
    page,
  }, testInfo) => {
    const subject = `Busbar quote ${testInfo.project.name} ${Date.now()}`
    const visitor = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject,
        message: 'Could you quote for two 630 A busbar trunking runs?',
      }),
    })
    expect(visitor.status).toBe(201)
    const { _id: id } = ((await visitor.json()) as { data: { _id: string } }).data

    await keepSession(page, session)
    await page.goto(`${base}/admin/messages?message=${id}`)
    const dialog = page.getByRole('dialog', { name: subject })
    // The first screen of a server just started: its scripts are read for the first time.
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    // Before a reply is written, the box says what will become of it.
    await expect(
      dialog.getByText(`Saved here, not e-mailed to Ada Lovelace: it is ${NOT_EMAILED}.`),
    ).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Reply' }).fill('Thank you, a quote follows tomorrow.')
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    const toast = toastWith(page, `Reply saved, but not e-mailed to ada@example.com: it is ${NOT_EMAILED}.`)
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Not e-mailed')
    await expect(page.locator('.mantine-Notification-root')).not.toContainText('e-mailed to ada@example.com.')
    // The thread says the same of the reply once the outbox has kept it.
    await expect(dialog.getByText('Not e-mailed: kept in the Outbox')).toBeVisible()
    // …with a way to the mail that stayed behind.
    await expectKeptMailLink(dialog, 'See it in the Outbox')
    await checkScreen(page, testInfo, 'reply-kept')

    await toast.getByRole('link', { name: 'Open the Outbox' }).click()
    await expect(page).toHaveURL(/\/admin\/outbox\?mail=[0-9a-f-]{36}$/)
    const mail = page.getByRole('dialog', { name: `Re: ${subject}` })
    await expect(mail).toContainText('Kept')
    await expect(mail).toContainText('Reply')
  })

  test('an invitation, sent again, and a test of an announcement say where the mail is', async ({
    page,
  }, testInfo) => {
    const email = `nina-${testInfo.project.name}-${Date.now()}@company.test`
    await keepSession(page, session)
    await page.goto(`${base}/admin/staff`)
    await page.getByRole('button', { name: 'Invite someone' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite someone' })
    // Before anything is sent, the dialog says where the invitation will go.
    const notice = dialog.getByRole('alert').filter({ hasText: 'It will not be e-mailed' })
    await expect(notice).toContainText(
      'No mail server is set up, so the invitation will be kept in the Outbox instead of e-mailed.',
    )
    await expect(notice.getByRole('link', { name: 'Open the Outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    )
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await checkScreen(page, testInfo, 'invite-dialog')
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    const invited = toastWith(
      page,
      `Invitation saved, but not e-mailed to ${email}: it is ${NOT_EMAILED}. The link works for 72 hours.`,
    )
    await expect(invited).toBeVisible()
    await expectKeptMailLink(invited, 'Open the Outbox')
    await checkScreen(page, testInfo, 'invitation-kept')
    await invited.getByRole('button', { name: 'Close notification' }).click()

    await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click()
    await expect(
      toastWith(
        page,
        `New invitation link made, but not e-mailed to ${email}: it is ${NOT_EMAILED}. The earlier link no longer works.`,
      ),
    ).toBeVisible()

    await page.goto(`${base}/admin/newsletter/announcements/new`)
    await page.getByRole('textbox', { name: 'Subject' }).fill('Spring range')
    await page.getByRole('textbox', { name: 'Text' }).fill('Our 630 A busbar range is in stock.')
    await page.getByRole('button', { name: 'Send a test to me' }).click()
    await expect(toastWith(page, `Test not e-mailed to ${ADMIN.email}: it is ${NOT_EMAILED}.`)).toBeVisible()
    await screenshot(page, testInfo, 'test-kept')
  })

  test('an announcement is kept in the Outbox, not "sent"', async ({ page }, testInfo) => {
    const reader = `reader-${testInfo.project.name}-${Date.now()}@example.com`
    // A confirmed subscriber: the sign-up's link is read in the outbox (without a mail server it shows tokens).
    const signUp = await fetch(`${base}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: reader }),
    })
    expect(signUp.ok).toBeTruthy()
    let link: string | undefined
    await expect
      .poll(async () => {
        const found = (await api('GET', `/mail?search=${encodeURIComponent(reader)}`)) as { _id: string }[]
        if (!found[0]) return undefined
        const mail = (await api('GET', `/mail/${found[0]._id}`)) as { text: string }
        link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0]
        return link
      })
      .toBeDefined()
    const confirmed = await fetch(link!, {
      method: 'POST',
      body: new URLSearchParams({ confirm: 'yes' }),
      redirect: 'manual',
    })
    expect(confirmed.status).toBe(303)

    await keepSession(page, session)
    await page.goto(`${base}/admin/newsletter/announcements/new`)
    const subject = `Autumn range ${testInfo.project.name} ${Date.now()}`
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
    await page.getByRole('textbox', { name: 'Text' }).fill('Our autumn range is in stock.')
    await page.getByRole('button', { name: 'Send announcement' }).click()
    await page
      .getByRole('dialog', { name: 'Send announcement' })
      .getByRole('button', { name: 'Send', exact: true })
      .click()
    await expect(
      toastWith(
        page,
        /^Not e-mailed.*Announcement saved, but not e-mailed to 1 subscriber: it is kept in the Outbox/,
      ),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
    await expect(page.getByText('Done, but not e-mailed: every mail is kept in the Outbox')).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText('Kept in the Outbox', { exact: true }).first()).toBeVisible()
    await expect(page.getByTestId('figure-Delivered')).toHaveText('0')
    // The toast goes; the page keeps saying it, with the way to the Outbox.
    const notice = page.getByRole('alert', { name: 'Not e-mailed', exact: true })
    await expect(notice).toContainText(
      'No mail server is set up, so nobody has received this announcement: its mail is kept in the Outbox.',
    )
    await expect(notice.getByRole('link', { name: 'Open the Outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    )
    await checkScreen(page, testInfo, 'announcement-kept')
  })

  test('asking for a password reset link says that no e-mail will arrive', async ({ page }, testInfo) => {
    await page.goto(`${base}/forgot-password`)
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'No e-mail will arrive' })).toBeFocused()
    await expect(page.getByText(/No mail server is set up, so nothing is e-mailed\./)).toBeVisible()
    await expect(page.getByText(/kept in the back-office Outbox/)).toBeVisible()
    await checkScreen(page, testInfo, 'forgot-password-kept')
  })
})
