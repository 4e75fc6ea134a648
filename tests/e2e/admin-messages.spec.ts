import { expect, expectNoAxeViolations, test, toastWith } from './admin-fixtures'

test.describe('contact messages', () => {
  test('a new message reaches the bell, is read, replied to by e-mail, archived and deleted', async ({
    adminPage: page,
    request,
    mailServer,
  }, testInfo) => {
    // A message, a reply by mail to wait for, archive and delete, two full axe runs: past 30 s on a busy machine.
    test.setTimeout(60_000)
    const subject = `Switchboard retrofit ${testInfo.project.name} ${Date.now()}`
    await page.clock.install()
    await page.goto('/admin')
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName(/: \d+ unread/)
    const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1])

    // A visitor writes in; the bell picks it up at the next 5-minute refresh, not before.
    const sent = await request.post('/api/contact', {
      data: {
        name: 'Inès Moreau',
        email: 'ines.moreau@example.com',
        subject,
        message: 'We would like to replace the 1980s switchboard of our print shop. Could you quote for it?',
      },
    })
    expect(sent.status()).toBe(201)
    await page.clock.fastForward('04:00')
    await expect(bell).toHaveAccessibleName(new RegExp(`: ${before} unread`))
    await page.clock.fastForward('01:01')
    await expect(bell).toHaveAccessibleName(new RegExp(`: ${before + 1} unread messages`))

    // From the bell to the message: opening it marks it read, and the bell counts one fewer.
    await bell.click()
    await page.getByRole('dialog', { name: 'Unread messages' }).getByText(subject).click()
    await expect(page).toHaveURL(/\/admin\/messages\?message=/)
    const dialog = page.getByRole('dialog', { name: subject })
    await expect(dialog.getByText('Inès Moreau', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'ines.moreau@example.com' })).toBeVisible()
    await expect(
      dialog.getByText(/^Received [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible()
    await expect(dialog.getByText(/replace the 1980s switchboard of our print shop/)).toBeVisible()
    await expect(dialog.getByText('Read', { exact: true })).toBeVisible()
    await expect(bell).toHaveAccessibleName(new RegExp(`: ${before} unread|^Notifications$`))
    await expectNoAxeViolations(page)

    // A reply is validated, stored, shown in the thread and e-mailed to the visitor.
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    await expect(dialog.getByText('Reply message is required')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Reply' }).fill('Called Ms Moreau; visit booked for Tuesday.')
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    await expect(toastWith(page, 'Reply saved and e-mailed to ines.moreau@example.com')).toBeVisible()
    const replies = dialog.getByRole('list', { name: 'Replies' })
    await expect(replies.getByText('Called Ms Moreau; visit booked for Tuesday.')).toBeVisible()
    await expect(replies.getByText(/^Administrator · /)).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Reply' })).toHaveValue('')

    // The visitor gets it from the company's address, threaded on their message, which it quotes.
    const mail = await mailServer.waitForMail((received) => received.subject === `Re: ${subject}`)
    expect(mail.envelope.to).toEqual(['ines.moreau@example.com'])
    expect(mail.from).toContain('<contact@halden-electric.example>')
    expect(mail.inReplyTo).toMatch(/^<message-[\w-]+@127\.0\.0\.1>$/)
    expect(mail.references).toEqual([mail.inReplyTo])
    expect(mail.text).toContain('Called Ms Moreau; visit booked for Tuesday.')
    expect(mail.text).toContain('> We would like to replace the 1980s switchboard of our print shop.')
    // The thread shows that it was sent (the dialog looks again every 2 s while a mail is on its way).
    await page.clock.fastForward('00:03')
    await expect(replies.getByText('E-mail sent')).toBeVisible()
    await expectNoAxeViolations(page)

    await dialog.getByRole('button', { name: 'Archive' }).click()
    await expect(toastWith(page, 'Message archived')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Archive' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/messages$/)

    // It is under Archived; then it is deleted, with confirmation.
    await page.getByRole('textbox', { name: 'Search messages' }).fill(subject)
    const table = page.getByRole('table', { name: 'Contact messages' })
    const row = table.getByRole('row').filter({ hasText: subject })
    await expect(row).toHaveCount(1)
    // On phones the status is folded into the first column: one of the two badges shows.
    await expect(row.getByText('Archived').filter({ visible: true })).toBeVisible()
    await expect(row.getByRole('button', { name: /Archive message/ })).toHaveCount(0)
    await row.getByRole('button', { name: 'Delete message from Inès Moreau' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete message' })
    await expect(confirm).toContainText('This cannot be undone.')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Message deleted')).toBeVisible()
    await expect(page.getByText('No messages found')).toBeVisible()
  })

  test('search, status filter, refresh and the columns', async ({ adminPage: page }, testInfo) => {
    const phone = testInfo.project.name === 'phone'
    // Many steps and two full axe runs: past 30 s on a busy 2-core machine.
    test.setTimeout(60_000)
    await page.goto('/admin/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Contact messages' })
    // On phones the subject, date and status are folded into the first column: nothing scrolls sideways.
    await expect(table.getByRole('columnheader')).toHaveText(
      phone ? ['From', 'Actions'] : ['From', 'Subject', 'Date', 'Status', 'Actions'],
    )
    if (phone) {
      const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }

    // Unread rows offer mark-as-read; read and archived rows don't; archived rows can't be archived again.
    const unread = table.getByRole('row').filter({ hasText: 'Quote for a three-phase upgrade' })
    await expect(unread.getByText('sophie.laurent@boulangerie-laurent.example')).toBeVisible()
    if (phone) {
      await expect(
        unread.getByText('Quote for a three-phase upgrade').filter({ visible: true }),
      ).toBeVisible()
      await expect(unread.getByText('Unread', { exact: true }).filter({ visible: true })).toBeVisible()
    } else {
      await expect(
        unread.getByText(/^Hello, we are adding two deck ovens to our bakery.*\.\.\.$/),
      ).toBeVisible()
    }
    await expect(
      unread.getByRole('button', { name: 'Mark message from Sophie Laurent as read' }),
    ).toBeVisible()
    const read = table.getByRole('row').filter({ hasText: 'EV chargers for a residential car park' })
    await expect(read.getByRole('button', { name: /Mark message/ })).toHaveCount(0)
    await expect(read.getByRole('button', { name: /Archive message/ })).toBeVisible()

    const choose = async (label: string) => {
      const segments = page.getByRole('radiogroup', { name: 'Status' })
      if (await segments.isVisible()) await segments.getByText(label, { exact: true }).click()
      else await page.getByRole('combobox', { name: 'Status' }).selectOption({ label })
    }
    await choose('Archived')
    await expect(table.getByRole('row').filter({ hasText: 'Internship application' })).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'Quote for a three-phase upgrade' })).toHaveCount(0)
    await choose('Unread')
    await expect(table.getByRole('row').filter({ hasText: 'Quote for a three-phase upgrade' })).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'Internship application' })).toHaveCount(0)
    await choose('All Messages')

    await page.getByRole('textbox', { name: 'Search messages' }).fill('co-ownership')
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText('Claire Fontaine')
    await page.getByRole('textbox', { name: 'Search messages' }).fill('no such words anywhere')
    await expect(page.getByText('No messages found')).toBeVisible()
    await page.getByRole('textbox', { name: 'Search messages' }).fill('')

    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(toastWith(page, 'Messages refreshed')).toBeVisible()
    await expectNoAxeViolations(page)

    // A read message with a reply: opening it changes nothing and shows the thread.
    await table.getByRole('row').filter({ hasText: 'EV chargers for a residential car park' }).click()
    const dialog = page.getByRole('dialog', { name: 'EV chargers for a residential car park' })
    await expect(
      dialog.getByRole('list', { name: 'Replies' }).getByText(/^Customer service · /),
    ).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Archive' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})
