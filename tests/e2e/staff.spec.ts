import { expect, expectNoAxeViolations, test, toastWith } from './admin-fixtures'

/** The path and query of the invitation link in a mail's text part. */
function invitePathIn(text: string): string {
  const link = /https?:\/\/\S+\/invite\?token=[\w-]+/.exec(text)?.[0]
  expect(link, text).toBeDefined()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

// An invitation link refused (400) and an address invited twice (409) are logged by the browser.
test.use({ allowedConsoleError: /status of 40[09]/ })

test.describe('staff (docs/product.md#staff, #invitations)', () => {
  test('an owner invites an editor by mail, who joins and sees only the content screens', async ({
    adminPage: page,
    mailServer,
    browser,
    baseURL,
  }) => {
    // Two browsers, a mail to wait for, a sign-up through the form and four full axe runs: past the default 30 s
    // on a busy 2-core machine (it ran out there, at the invitation link).
    test.slow()
    const email = `editor-${Date.now().toString(36)}@example.com`
    await page.goto('/admin/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
    const people = page.getByRole('table', { name: 'Staff' })
    await expect(people.getByRole('row').filter({ hasText: 'You' })).toHaveCount(1)
    await expect(people.getByRole('button', { name: /\(not for yourself\)$/ })).toBeDisabled()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Invite someone' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite someone' })
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await dialog.getByRole('combobox', { name: 'Role' }).click()
    await expect(page.getByRole('option', { name: /^Support/ })).toContainText(
      'Contact messages and the newsletter',
    )
    await expectNoAxeViolations(page)
    await page.getByRole('option', { name: /^Editor/ }).click()
    await expect(dialog).toContainText('The website’s content')
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await expect(toastWith(page, `Invitation sent to ${email}. The link works for 72 hours.`)).toBeVisible()
    const pending = page.getByRole('table', { name: 'Pending invitations' })
    await expect(pending.getByRole('row').filter({ hasText: email })).toContainText('Editor')

    // The same address again: the server says to resend instead.
    await page.getByRole('button', { name: 'Invite someone' }).click()
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await expect(dialog.getByText(/already pending\. Resend it/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    const mail = await mailServer.waitForMail((received) => received.envelope.to.includes(email))
    expect(mail.text).toContain('as Editor')
    expect(mail.text).toContain('expires in 72 hours')
    const invitePath = invitePathIn(mail.text)

    // The invited person, in a browser of their own.
    const context = await browser.newContext({ baseURL })
    const invited = await context.newPage()
    await invited.goto(invitePath)
    await expect(invited).toHaveTitle('Accept your invitation | Back-office')
    await expect(invited.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ as Editor$/)
    await expect(invited.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await expect(invited.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '')
    await expectNoAxeViolations(invited)
    await invited.getByRole('button', { name: 'Join and sign in' }).click()
    await expect(invited.getByText('Name is required')).toBeVisible()
    await invited.getByRole('textbox', { name: 'Name' }).fill('Edith Editor')
    await invited.getByRole('textbox', { name: 'Password', exact: true }).fill('edith-password')
    await invited.getByRole('textbox', { name: 'Confirm password' }).fill('edith-password')
    await invited.getByRole('button', { name: 'Join and sign in' }).click()

    await expect(invited).toHaveURL(/\/admin$/)
    await expect(invited.getByRole('heading', { level: 1 })).toContainText('Edith Editor')
    const nav = invited.getByRole('navigation', { name: 'Back-office' })
    for (const label of ['Categories', 'Services', 'Team', 'Partners', 'Clients']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible()
    }
    for (const label of ['Messages', 'Newsletter', 'Outbox', 'Privacy requests', 'Staff']) {
      await expect(nav.getByRole('link', { name: label })).toHaveCount(0)
    }
    await invited.goto('/admin/staff')
    await expect(
      invited.getByRole('heading', { level: 1, name: 'This page is not available to you' }),
    ).toBeVisible()

    // The link worked once.
    await invited.goto(invitePath)
    await expect(invited.getByRole('alert')).toContainText(
      'This invitation is invalid or has expired. Ask for a new one.',
    )
    await expect(invited.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login')
    await expectNoAxeViolations(invited)
    await context.close()

    // The owner sees the new editor, and no pending invitation for them.
    await page.reload()
    await expect(people.getByRole('row').filter({ hasText: email })).toContainText('Editor')
    await expect(page.getByRole('table', { name: 'Pending invitations' }).getByText(email)).toHaveCount(0)
  })

  // Split from the invitation above (which made it too long for one budget): the same screen, with someone who
  // joined a moment ago.
  test('an owner deactivates, then removes, someone, each confirmed by name', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const name = `Dora ${testInfo.project.name} ${Date.now().toString(36)}`
    const email = `leaver-${testInfo.project.name}-${Date.now().toString(36)}@example.com`
    await adminApi.post('/auth/register', { name, email, password: 'dora-password' })
    await page.goto('/admin/staff')
    const people = page.getByRole('table', { name: 'Staff' })
    await expect(people.getByRole('row').filter({ hasText: email })).toContainText('Editor')

    await people.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Deactivate' }).click()
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}` })
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expect(toastWith(page, `${name} was deactivated`)).toBeVisible()
    await expect(people.getByRole('row').filter({ hasText: email })).toContainText('Deactivated')
    await people.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Remove' }).click()
    await page
      .getByRole('dialog', { name: `Remove ${name}` })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(toastWith(page, `${name} was removed from the staff`)).toBeVisible()
    await expect(people.getByText(email)).toHaveCount(0)
  })
})
