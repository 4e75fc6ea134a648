import type { Page } from '@playwright/test'
import {
  type AdminApi,
  expect,
  expectNoAxeViolations,
  test,
  toastWith,
  chooseFile,
  demoImage,
  openScreen,
  rowOf,
  uniqueNames,
} from './admin-fixtures'

type ApiPartner = {
  _id: string
  name: string
  logo: string | null
  description: string
  website: string | null
}

const logo = (name: string) => demoImage('partners', name)

/** A name no other test (or project) uses, so demo rows are never touched. */
const uniqueName = uniqueNames()

async function createPartner(adminApi: AdminApi, overrides: Partial<ApiPartner> = {}) {
  return (await adminApi.post('/partners', {
    name: uniqueName('Partner'),
    description: 'Made by an end-to-end test; deleted when it ends.',
    website: 'https://www.partner.example/',
    ...overrides,
  })) as ApiPartner
}

async function findPartner(adminApi: AdminApi, name: string) {
  return ((await adminApi.get('/partners')) as ApiPartner[]).find((partner) => partner.name === name)
}

test.afterEach(async ({ adminApi }) => {
  for (const partner of (await adminApi.get('/partners')) as ApiPartner[]) {
    if (uniqueName.names.has(partner.name)) await adminApi.delete(`/partners/${partner._id}`)
  }
  uniqueName.names.clear()
})

const openPartners = (page: Page) => openScreen(page, '/admin/partners', 'Partners', 'Loading partners...')

const choose = chooseFile

test.describe('the Partners screen', () => {
  test('is reached from the sidebar and lists logo, name, website and description', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const imageUrl = await adminApi.upload('/upload?folder=partners', logo('voltara.webp'))
    const partner = await createPartner(adminApi, { logo: imageUrl })
    await page.goto('/admin')
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click()
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Partners', exact: true })
      .click()
    await expect(page).toHaveURL(/\/admin\/partners$/)
    await expect(page).toHaveTitle('Partners | Back-office')

    const row = rowOf(page, partner.name)
    await expect(row.getByRole('img', { name: `${partner.name} logo` })).toBeVisible()
    await expect(row).toContainText('Made by an end-to-end test')
    const link = row.getByRole('link', { name: /partner\.example/ })
    await expect(link).toHaveText(/^partner\.example/)
    await expect(link).toHaveAttribute('href', 'https://www.partner.example/')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName(/opens in a new tab/)
  })

  test('adds a partner with a logo, then edits it', async ({ adminPage: page, adminApi }) => {
    test.setTimeout(60_000)
    const name = uniqueName('Added')
    await openPartners(page)
    await page.getByRole('button', { name: 'Add Partner' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add partner' })
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
    await dialog.getByRole('textbox', { name: 'Website' }).fill('www.northgrid.example')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Grid connection studies.')
    await choose(page, dialog.getByRole('button', { name: 'Upload image' }), logo('northgrid.webp'))
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Add partner' }).click()
    await expect(toastWith(page, 'Partner added successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(rowOf(page, name).getByRole('img', { name: `${name} logo` })).toBeVisible()

    const saved = (await findPartner(adminApi, name))!
    expect(saved).toMatchObject({
      name,
      website: 'https://www.northgrid.example',
      description: 'Grid connection studies.',
    })
    expect(saved.logo).toMatch(/^\/uploads\/partners\//)

    await rowOf(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit partner' })
    await expect(edit.getByRole('textbox', { name: 'Website' })).toHaveValue('https://www.northgrid.example')
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} (edited)`)
    await edit.getByRole('textbox', { name: 'Website' }).fill('')
    await edit.getByRole('button', { name: 'Remove logo' }).click()
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toastWith(page, 'Partner updated successfully')).toBeVisible()
    await expect(edit).toBeHidden()
    const row = rowOf(page, `${name} (edited)`)
    await expect(row).toContainText('No website')
    await expect(row.getByRole('img', { name: 'No logo' })).toBeVisible()
    expect(await findPartner(adminApi, `${name} (edited)`)).toMatchObject({ website: null, logo: null })
  })

  test('shows each validation message beside its field', async ({ adminPage: page }) => {
    await openPartners(page)
    await page.getByRole('button', { name: 'Add Partner' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add partner' })
    await dialog.getByRole('button', { name: 'Add partner' }).click()
    const name = dialog.getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveAccessibleDescription('Name is required')
    await expect(name).toBeFocused()
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Description is required',
    )
    await expect(dialog.getByRole('textbox', { name: 'Website' })).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    await name.fill(uniqueName('Never saved'))
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Typed')
    await dialog.getByRole('textbox', { name: 'Website' }).fill('not a website')
    await dialog.getByRole('button', { name: 'Add partner' }).click()
    const website = dialog.getByRole('textbox', { name: 'Website' })
    await expect(website).toHaveAccessibleDescription(/Please enter a valid website URL/)
    await expect(website).toBeFocused()
    await expect(dialog).toBeVisible()
  })

  test.describe('a failed save', () => {
    test.use({ allowedConsoleError: /status of 503/ })
    test('says so and keeps what was typed', async ({ adminPage: page }) => {
      const name = uniqueName('Never saved')
      await page.route('**/api/partners', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, json: { success: false, message: 'Database unavailable' } })
          : route.fallback(),
      )
      await openPartners(page)
      await page.getByRole('button', { name: 'Add Partner' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add partner' })
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Typed by the administrator')
      await dialog.getByRole('button', { name: 'Add partner' }).click()
      await expect(toastWith(page, 'Failed to save partner. Please try again.')).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
      await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Typed by the administrator',
      )
      await expect(dialog.getByRole('button', { name: 'Add partner' })).toBeEnabled()
    })
  })

  test('deletes a partner after confirmation', async ({ adminPage: page, adminApi }) => {
    const partner = await createPartner(adminApi)
    await openPartners(page)
    await rowOf(page, partner.name)
      .getByRole('button', { name: `Delete ${partner.name}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete partner' })
    await expect(confirm).toContainText(partner.name)
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/partners/${partner._id}`, async (route) => {
      await answered
      await route.fallback()
    })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    release()
    await expect(toastWith(page, 'Partner deleted successfully')).toBeVisible()
    await expect(rowOf(page, partner.name)).toHaveCount(0)
    expect(await findPartner(adminApi, partner.name)).toBeUndefined()
  })

  test.describe('when a delete fails', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test('says so and keeps the partner', async ({ adminPage: page, adminApi }) => {
      const partner = await createPartner(adminApi)
      await page.route(`**/api/partners/${partner._id}`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } })
          : route.fallback(),
      )
      await openPartners(page)
      await rowOf(page, partner.name)
        .getByRole('button', { name: `Delete ${partner.name}` })
        .click()
      await page
        .getByRole('dialog', { name: 'Delete partner' })
        .getByRole('button', { name: 'Delete' })
        .click()
      await expect(toastWith(page, 'Failed to delete partner. Please try again.')).toBeVisible()
      expect(await findPartner(adminApi, partner.name)).toBeDefined()
    })
  })

  test.describe('logo uploads', () => {
    test.use({ allowedConsoleError: /status of 415/ })
    test('a logo over 5 MB and a refused upload each say why', async ({ adminPage: page }) => {
      await openPartners(page)
      await page.getByRole('button', { name: 'Add Partner' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add partner' })
      await choose(page, dialog.getByRole('button', { name: 'Upload image' }), {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
      })
      await expect(
        toastWith(page, 'Error uploading image: Image file size must be less than 5MB'),
      ).toBeVisible()
      await expect(dialog.getByText('Image file size must be less than 5MB', { exact: true })).toBeVisible()

      await page.route(/\/api\/upload\?folder=partners$/, (route) =>
        route.fulfill({
          status: 415,
          json: { success: false, message: 'Invalid file type. Only JPEG, PNG, GIF and WEBP are allowed.' },
        }),
      )
      await choose(page, dialog.getByRole('button', { name: 'Upload image' }), logo('ampere.webp'))
      await expect(
        toastWith(
          page,
          'Error uploading image: Invalid file type. Only JPEG, PNG, GIF and WEBP are allowed.',
        ),
      ).toBeVisible()
      await expect(dialog.getByText('No image selected')).toBeVisible()
    })
  })

  test.describe('when the list cannot be loaded', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test('shows the error state and Try Again reloads', async ({ adminPage: page }) => {
      let failing = true
      await page.route('**/api/partners', (route) =>
        failing && route.request().method() === 'GET'
          ? route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } })
          : route.fallback(),
      )
      await page.goto('/admin/partners')
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toHaveText(
        /Failed to load partners\. Please try again\./,
      )
      await expectNoAxeViolations(page)
      failing = false
      await page.getByRole('button', { name: 'Try Again' }).click()
      await expect(page.getByRole('table', { name: 'Partners' })).toBeVisible()
    })
  })

  test('says when there are no partners', async ({ adminPage: page }) => {
    await page.route('**/api/partners', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { success: true, data: [] } })
        : route.fallback(),
    )
    await openPartners(page)
    await expect(page.getByText('No partners yet')).toBeVisible()
    await page.getByRole('button', { name: 'Add your first partner' }).click()
    await expect(page.getByRole('dialog', { name: 'Add partner' })).toBeVisible()
  })

  test('the screen and each of its dialogs pass axe', async ({ adminPage: page, adminApi }) => {
    test.setTimeout(60_000)
    const imageUrl = await adminApi.upload('/upload?folder=partners', logo('kestrel.webp'))
    const partner = await createPartner(adminApi, { logo: imageUrl })
    await openPartners(page)
    await expectNoAxeViolations(page)
    const row = rowOf(page, partner.name)

    await row.getByRole('button', { name: `Edit ${partner.name}` }).click()
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(row.getByRole('button', { name: `Edit ${partner.name}` })).toBeFocused()

    await page.getByRole('button', { name: 'Add Partner' }).click()
    await expect(page.getByRole('dialog', { name: 'Add partner' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Cancel' }).click()

    await row.getByRole('button', { name: `Delete ${partner.name}` }).click()
    await expect(page.getByRole('dialog', { name: 'Delete partner' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
