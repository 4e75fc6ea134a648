import { expect, expectNoAxeViolations, test, toastWith, rowOf, ANY_WIDTH } from './admin-fixtures'
import * as steps from './admin-steps'

type ApiPartner = {
  _id: string
  name: string
  logo: string | null
  description: string
  website: string | null
}

const logo = (name: string) => steps.demoImage('partners', name)

const partners = steps.testRows<ApiPartner>('/partners', 'name', (unique) => ({
  name: unique('Partner'),
  description: 'Made by an end-to-end test; deleted when it ends.',
  website: 'https://www.partner.example/',
}))
const uniqueName = partners.unique

const { open: openPartners, openAdd: openAddPartner } = steps.adminScreen(
  '/admin/partners',
  'Partners',
  'Loading partners...',
  ['Add Partner', 'Add partner', 'Name'],
)

test.describe('the Partners screen', () => {
  test('is reached from the sidebar and lists logo, name, website and description', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const imageUrl = await adminApi.upload('/upload?folder=partners', logo('voltara.webp'))
    const partner = await partners.create(adminApi, { logo: imageUrl })
    await steps.openFromSidebar(page, testInfo, 'Partners')
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

  test('adds a partner with a logo, then edits it', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
    test.setTimeout(60_000)
    const name = uniqueName('Added')
    const dialog = await openAddPartner(page)
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
    await dialog.getByRole('textbox', { name: 'Website' }).fill('www.northgrid.example')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Grid connection studies.')
    await steps.chooseFile(page, dialog.getByRole('button', { name: 'Upload image' }), logo('northgrid.webp'))
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Logo: alt text' }).fill(`${name} logo`)
    await steps.submitDialog(page, dialog, 'Add partner', 'Partner added successfully')
    await expect(rowOf(page, name).getByRole('img', { name: `${name} logo` })).toBeVisible()

    const saved = (await partners.find(adminApi, name))!
    expect(saved).toMatchObject({
      name,
      website: 'https://www.northgrid.example',
      description: 'Grid connection studies.',
      logoAlt: `${name} logo`,
    })
    expect(saved.logo).toMatch(/^\/uploads\/partners\//)

    await steps.rowButton(page, name, 'Edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit partner' })
    await expect(edit.getByRole('textbox', { name: 'Website' })).toHaveValue('https://www.northgrid.example')
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} (edited)`)
    await edit.getByRole('textbox', { name: 'Website' }).fill('')
    await edit.getByRole('button', { name: 'Remove logo' }).click()
    await steps.submitDialog(page, edit, 'Save changes', 'Partner updated successfully')
    const row = rowOf(page, `${name} (edited)`)
    await expect(row).toContainText('No website')
    await expect(row.getByRole('img', { name: 'No logo' })).toBeVisible()
    expect(await partners.find(adminApi, `${name} (edited)`)).toMatchObject({ website: null, logo: null })
  })

  test('shows each validation message beside its field', async ({ adminPage: page }) => {
    const dialog = await openAddPartner(page)
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
    test('says so and keeps what was typed', ANY_WIDTH, async ({ adminPage: page }) => {
      const name = uniqueName('Never saved')
      await steps.failRequests(page, '**/api/partners', 503, 'Database unavailable', { methods: ['POST'] })
      const dialog = await openAddPartner(page)
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

  test('deletes a partner after confirmation', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
    const partner = await partners.create(adminApi)
    await openPartners(page)
    await steps.rowButton(page, partner.name, 'Delete').click()
    const confirm = page.getByRole('dialog', { name: 'Delete partner' })
    await expect(confirm).toContainText(partner.name)
    const release = await steps.holdRequests(page, `**/api/partners/${partner._id}`)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    release()
    await expect(toastWith(page, 'Partner deleted successfully')).toBeVisible()
    await expect(rowOf(page, partner.name)).toHaveCount(0)
    expect(await partners.find(adminApi, partner.name)).toBeUndefined()
  })

  test.describe('when a delete fails', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test('says so and keeps the partner', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
      const partner = await partners.create(adminApi)
      await steps.failRequests(page, `**/api/partners/${partner._id}`, 500, 'Internal Server Error', {
        methods: ['DELETE'],
      })
      await openPartners(page)
      await steps.rowButton(page, partner.name, 'Delete').click()
      await page
        .getByRole('dialog', { name: 'Delete partner' })
        .getByRole('button', { name: 'Delete' })
        .click()
      await expect(toastWith(page, 'Failed to delete partner. Please try again.')).toBeVisible()
      expect(await partners.find(adminApi, partner.name)).toBeDefined()
    })
  })

  test.describe('logo uploads', () => {
    test.use({ allowedConsoleError: /status of 415/ })
    test('a logo over 5 MB and a refused upload each say why', ANY_WIDTH, async ({ adminPage: page }) => {
      const dialog = await openAddPartner(page)
      await steps.chooseFile(page, dialog.getByRole('button', { name: 'Upload image' }), {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
      })
      await expect(
        toastWith(page, 'Error uploading image: Image file size must be less than 5MB'),
      ).toBeVisible()
      await expect(dialog.getByText('Image file size must be less than 5MB', { exact: true })).toBeVisible()

      const refused = 'Invalid file type. Only JPEG, PNG, GIF and WEBP are allowed.'
      await steps.failRequests(page, /\/api\/upload\?folder=partners$/, 415, refused, { methods: ['POST'] })
      await steps.chooseFile(page, dialog.getByRole('button', { name: 'Upload image' }), logo('ampere.webp'))
      await expect(toastWith(page, `Error uploading image: ${refused}`)).toBeVisible()
      await expect(dialog.getByText('No image selected')).toBeVisible()
    })
  })

  steps.listScreenChecks({
    path: '/admin/partners',
    api: '**/api/partners',
    open: openPartners,
    loadError: { alert: /Failed to load partners\. Please try again\./, table: 'Partners' },
    empty: {
      title: 'says when there are no partners',
      text: 'No partners yet',
      add: 'Add your first partner',
      dialog: 'Add partner',
    },
    axe: {
      timeout: 60_000,
      async dialogs(page, adminApi) {
        const imageUrl = await adminApi.upload('/upload?folder=partners', logo('kestrel.webp'))
        const partner = await partners.create(adminApi, { logo: imageUrl })
        return steps.editAddDeleteDialogs(
          page,
          { text: partner.name, preview: 'Logo preview' },
          { button: 'Add Partner', dialog: 'Add partner' },
          'Delete partner',
        )
      },
    },
  })
})
