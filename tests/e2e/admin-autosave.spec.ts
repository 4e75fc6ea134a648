import type { Page } from '@playwright/test'
import {
  ADMIN,
  expect,
  expectNoAxeViolations,
  keepSession,
  rowOf,
  signInByApi,
  test,
  toastWith,
} from './admin-fixtures'
import { screenshotKeeper } from './screenshots'
import * as steps from './admin-steps'

/**
 * docs/product.md#autosave, #leave-guards, #session-expired-dialog: no typed text is lost — a reload offers the
 * unsaved copy back, leaving an edited form asks first, and an expired session asks for the password and then saves.
 */

type ApiService = { _id: string; title: string; fullDescription?: string }

const services = steps.testServices<ApiService>('Autosaved')

const { open: openServices, openEdit: openServiceEdit } = steps.servicesScreen()

/** With E2E_SCREENSHOTS set, the state is kept in .cache/screenshots/ to be looked at. */
const keep = screenshotKeeper('autosave')

/** The unsaved copies kept in the page's local storage: key → text. */
const unsavedCopies = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('unsaved:'))
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
  )

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' })

test.describe('autosave', () => {
  test('a reload offers the typed text back, Restore puts it in the form, and saving forgets it', async ({
    adminPage: page,
    adminApi,
    session,
  }, testInfo) => {
    const service = await services.create(adminApi)
    const edit = await openServiceEdit(page, service.title)
    const text = 'Typed just before the tab was reloaded.'
    await edit.getByRole('textbox', { name: 'Full description' }).fill(text)
    // Written a moment behind the typing, under the person, the form and the item.
    const key = `unsaved:${session.admin._id}:service:${service._id}`
    await expect.poll(async () => (await unsavedCopies(page))[key] ?? '').toContain(text)

    // The browser asks before the reload (the form is edited); the person goes on.
    const asked: string[] = []
    page.on('dialog', (dialog) => {
      asked.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(asked).toEqual(['beforeunload'])

    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
    await steps.rowButton(page, service.title, 'Edit').click()
    const offer = edit.getByRole('alert').filter({ hasText: 'Unsaved changes found' })
    await expect(offer).toContainText(/Restore unsaved changes from \d\d:\d\d\?/)
    // Offered, not yet put in: the form shows the item as saved.
    await expect(edit.getByRole('textbox', { name: 'Full description' })).toHaveValue('')
    await keep(page, testInfo, 'offer')
    await expectNoAxeViolations(page)
    await offer.getByRole('button', { name: 'Restore' }).click()
    await expect(offer).toHaveCount(0)
    await expect(edit.getByRole('textbox', { name: 'Full description' })).toHaveValue(text)

    await steps.submitDialog(page, edit, 'Save changes', 'Service updated successfully')
    expect((await services.find(adminApi, service.title))?.fullDescription).toBe(text)
    expect(await unsavedCopies(page)).not.toHaveProperty(key)
    await steps.rowButton(page, service.title, 'Edit').click()
    await expect(edit.getByText('Unsaved changes found')).toHaveCount(0)
  })
})

test.describe('leaving an edited form', () => {
  test('Escape, the close button and Cancel ask first; Keep editing keeps the text, Discard forgets it', async ({
    adminPage: page,
    session,
  }, testInfo) => {
    await openServices(page)
    const add = page.getByRole('dialog', { name: 'Add service' })
    // A clean form closes at once.
    await page.getByRole('button', { name: 'Add Service' }).click()
    await expect(add.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(add).toBeHidden()

    await page.getByRole('button', { name: 'Add Service' }).click()
    const title = add.getByRole('textbox', { name: 'Title', exact: true })
    await title.fill('Half-typed title')
    await page.keyboard.press('Escape')
    const question = discardQuestion(page)
    await expect(question).toBeVisible()
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused()
    await keep(page, testInfo, 'discard-question')
    await expectNoAxeViolations(page)
    // Escape again (by habit) keeps editing: nothing is thrown away without choosing Discard.
    await page.keyboard.press('Escape')
    await expect(question).toBeHidden()
    await expect(title).toHaveValue('Half-typed title')

    await add.getByRole('button', { name: 'Close' }).click()
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect(title).toHaveValue('Half-typed title')

    const key = `unsaved:${session.admin._id}:service:new`
    await expect.poll(async () => (await unsavedCopies(page))[key] ?? '').toContain('Half-typed title')
    await add.getByRole('button', { name: 'Cancel' }).click()
    await question.getByRole('button', { name: 'Discard' }).click()
    await expect(add).toBeHidden()
    await expect(question).toBeHidden()
    expect(await unsavedCopies(page)).not.toHaveProperty(key)
    await page.getByRole('button', { name: 'Add Service' }).click()
    await expect(add.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('')
    await expect(add.getByText('Unsaved changes found')).toHaveCount(0)
  })

  test('the sidebar asks before leaving edited settings; a tab of the same page does not', async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto('/admin/settings')
    const description = page.getByRole('textbox', { name: 'Description' })
    await expect(description).toBeVisible()
    const before = await description.inputValue()
    await description.fill(`${before} Edited, not saved.`)
    // Another tab of the same screen keeps the unsaved copy (one for the whole record).
    await page.getByRole('tab', { name: 'Social Media' }).click()
    await expect(discardQuestion(page)).toHaveCount(0)
    await page.getByRole('tab', { name: 'General Settings' }).click()
    await expect(description).toHaveValue(`${before} Edited, not saved.`)

    const goToServices = async () => {
      if (testInfo.project.name === 'phone')
        await page.getByRole('button', { name: 'Open navigation' }).click()
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Services', exact: true })
        .click()
    }
    await goToServices()
    const question = discardQuestion(page)
    await expect(question).toBeVisible()
    await keep(page, testInfo, 'settings-leave-question')
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(description).toHaveValue(`${before} Edited, not saved.`)

    await goToServices()
    await question.getByRole('button', { name: 'Discard' }).click()
    await expect(page).toHaveURL(/\/admin\/services$/)
    await page.goto('/admin/settings')
    await expect(description).toHaveValue(before)
    await expect(page.getByText('Unsaved changes found')).toHaveCount(0)
  })
})

test.describe('a session that expires mid-edit', () => {
  test.use({ allowedConsoleError: /status of 401/ })

  test('asks for the password in a dialog, then saves the typed text', async ({
    page,
    request,
    adminApi,
  }, testInfo) => {
    // A session of the page's own, ended below on the server; adminApi keeps its own for checking.
    const own = await signInByApi(request)
    await keepSession(page, own)
    const service = await services.create(adminApi)
    const edit = await openServiceEdit(page, service.title)
    const text = 'Typed while the session ran out.'
    await edit.getByRole('textbox', { name: 'Full description' }).fill(text)

    // The session ends on the server (as when it expires, or is ended from another device).
    const ended = await request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${own.token}` },
      data: {},
    })
    expect(ended.ok()).toBeTruthy()

    await edit.getByRole('button', { name: 'Save changes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Your session has expired' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(ADMIN.email)
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '')
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused()
    // The screen and the form stay under the dialog, with the text.
    await expect(edit.getByRole('textbox', { name: 'Full description' })).toHaveValue(text)
    await keep(page, testInfo, 'session-expired')
    await expectNoAxeViolations(page)

    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password')
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('The password is not right. Please try again.')
    await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await dialog.getByRole('button', { name: 'Sign in' }).click()

    await expect(toastWith(page, 'Service updated successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(edit).toBeHidden()
    expect((await services.find(adminApi, service.title))?.fullDescription).toBe(text)
    await expect(rowOf(page, service.title)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(own.token)
  })

  test('Sign out leaves the screen and keeps the unsaved copy to offer back', async ({
    page,
    request,
    adminApi,
  }) => {
    const own = await signInByApi(request)
    await keepSession(page, own)
    const service = await services.create(adminApi)
    const edit = await openServiceEdit(page, service.title)
    await edit.getByRole('textbox', { name: 'Full description' }).fill('Kept for later.')
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${own.token}` }, data: {} })
    await edit.getByRole('button', { name: 'Save changes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Your session has expired' })
    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    const key = `unsaved:${own.admin._id}:service:${service._id}`
    expect((await unsavedCopies(page))[key]).toContain('Kept for later.')
  })
})
