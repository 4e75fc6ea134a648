import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, toastWith, rowOf, ANY_WIDTH } from './admin-fixtures'
import * as steps from './admin-steps'

type ApiClient = {
  _id: string
  name: string
  email: string
  description: string
  imageUrl: string | null
  isActive: boolean
}

const picture = (name: string) => steps.demoImage('clients', name)

const TESTIMONIAL =
  'Halden rewired our whole plant over a single weekend, and production started on Monday as planned.'

/** One uploaded picture the clients a test makes share; deleting them releases it, so each test uploads it anew. */
let sharedImage: string | null = null
test.afterEach(() => {
  sharedImage = null
})

const clients = steps.testRows<ApiClient>('/clients', 'name', async (unique, adminApi) => ({
  name: unique('Client'),
  email: 'e2e.client@example.com',
  description: TESTIMONIAL,
  imageUrl: (sharedImage ??= await adminApi.upload('/upload/clients', picture('client-1.webp'))),
  isActive: true,
}))
const uniqueName = clients.unique
const createClient = clients.create
const findClient = clients.find

const openClients = (page: Page) =>
  steps.openScreen(page, '/admin/clients', 'Clients Management', 'Loading clients...')

/** The screen sees only these clients (the real list, filtered), so demo rows never take part. */
async function showOnly(page: Page, ids: () => string[]) {
  await page.route('**/api/clients', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const body = (await response.json()) as { data: ApiClient[] }
    await route.fulfill({ response, json: { ...body, data: body.data.filter((c) => ids().includes(c._id)) } })
  })
}

const openAddClient = (page: Page) =>
  steps.openAddDialog(page, openClients, {
    button: 'Add New Client',
    dialog: 'Add New Client',
    firstField: page.getByRole('textbox', { name: 'Client Name' }),
  })

test.describe('the Clients screen', () => {
  test('is reached from the sidebar and lists image, name, testimonial preview, email and status', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const client = await createClient(adminApi, { isActive: false })
    await steps.openFromSidebar(page, testInfo, 'Clients')
    await expect(page).toHaveURL(/\/admin\/clients$/)
    await expect(page).toHaveTitle('Clients | Back-office')
    await expect(page.getByText('Manage the client testimonials shown on the website.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Client Testimonials' })).toBeVisible()
    await expect(page.getByText(/^\d+ clients?$/)).toBeVisible()

    const row = rowOf(page, client.name)
    await expect(row).toContainText(`${TESTIMONIAL.slice(0, 40).trimEnd()}...`)
    await expect(row).not.toContainText(TESTIMONIAL.slice(41, 60))
    await expect(row.locator('img')).toHaveAttribute('src', /\/uploads\/clients\//)
    await expect(row.getByRole('link', { name: 'e2e.client@example.com' })).toBeVisible()
    await expect(row.getByRole('switch', { name: `Status of ${client.name}` })).not.toBeChecked()
    await expect(row.getByRole('button', { name: `Edit ${client.name}` })).toBeVisible()
    await expect(row.getByRole('button', { name: `Delete ${client.name}` })).toBeVisible()
  })

  test(
    'adds a client with an image, trimming what was typed, then updates them',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      test.setTimeout(60_000)
      const name = uniqueName('Added')
      const dialog = await openAddClient(page)
      await expect(dialog.getByText('No image selected')).toBeVisible()
      await dialog.getByRole('textbox', { name: 'Client Name' }).fill(`   ${name}   `)
      await dialog.getByRole('textbox', { name: 'Client Email' }).fill('  ops@bakery.example ')
      await dialog.getByRole('textbox', { name: 'Testimonial' }).fill(`\n  ${TESTIMONIAL}  \n`)
      await steps.chooseFile(
        page,
        dialog.getByRole('button', { name: 'Select Image' }),
        picture('client-2.webp'),
      )
      await expect(dialog.getByText('Selected: client-2.webp')).toBeVisible()
      await expect(dialog.getByRole('img', { name: 'Client image preview' })).toBeVisible()
      await expect(dialog.getByRole('checkbox', { name: 'Active (visible on website)' })).toBeChecked()
      await dialog.getByRole('button', { name: 'Add Client' }).click()
      await expect(toastWith(page, 'Image uploaded successfully')).toBeVisible()
      await expect(toastWith(page, 'Client added successfully')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(rowOf(page, name)).toBeVisible()

      const saved = (await findClient(adminApi, name))!
      expect(saved).toMatchObject({
        name,
        email: 'ops@bakery.example',
        description: TESTIMONIAL,
        isActive: true,
      })
      expect(saved.imageUrl).toMatch(/^\/uploads\/clients\//)

      await steps.rowButton(page, name, 'Edit').click()
      const edit = page.getByRole('dialog', { name: 'Edit Client' })
      await expect(edit.getByText('Keep existing image')).toBeVisible()
      await expect(edit.getByRole('button', { name: 'Change Image' })).toBeVisible()
      await expect(edit.getByRole('textbox', { name: 'Client Email' })).toHaveValue('ops@bakery.example')
      await edit.getByRole('textbox', { name: 'Client Name' }).fill(`${name} (edited)`)
      await edit.getByRole('checkbox', { name: 'Active (visible on website)' }).uncheck()
      await steps.submitDialog(page, edit, 'Update Client', 'Client updated successfully')
      await expect(rowOf(page, `${name} (edited)`).getByRole('switch')).not.toBeChecked()
      expect(await findClient(adminApi, `${name} (edited)`)).toMatchObject({
        isActive: false,
        imageUrl: saved.imageUrl,
      })
    },
  )

  test('shows every validation failure in one toast, one per line', async ({ adminPage: page }) => {
    const dialog = await openAddClient(page)
    await dialog.getByRole('textbox', { name: 'Client Name' }).fill('   ')
    await dialog.getByRole('button', { name: 'Add Client' }).click()
    const toast = toastWith(page, 'Client name is required')
    await expect(toast).toHaveCount(1)
    const lines = await toast
      .locator('.mantine-Notification-description')
      .evaluate((element) => (element as HTMLElement).innerText)
    expect(lines.split('\n')).toEqual([
      'Client name is required',
      'Client email is required',
      'Client testimonial is required',
      'Client image is required',
    ])
    await expect(dialog.getByRole('textbox', { name: 'Client Name' })).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByRole('textbox', { name: 'Client Name' })).toBeFocused()
    await expectNoAxeViolations(page)

    await dialog.getByRole('textbox', { name: 'Client Name' }).fill(uniqueName('Never saved'))
    await dialog.getByRole('textbox', { name: 'Client Email' }).fill('anna@')
    await dialog.getByRole('textbox', { name: 'Testimonial' }).fill('Typed by the administrator')
    await dialog.getByRole('button', { name: 'Add Client' }).click()
    const second = toastWith(page, 'Please enter a valid email address')
    await expect(second).toHaveCount(1)
    expect(
      (
        await second
          .locator('.mantine-Notification-description')
          .evaluate((element) => (element as HTMLElement).innerText)
      ).split('\n'),
    ).toEqual(['Please enter a valid email address', 'Client image is required'])

    await steps.chooseFile(page, dialog.getByRole('button', { name: 'Select Image' }), steps.NOT_AN_IMAGE)
    await expect(toastWith(page, 'Please select an image file')).toBeVisible()
    await expect(dialog.getByText('No image selected')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Testimonial' })).toHaveValue(
      'Typed by the administrator',
    )
  })

  test.describe('a failed upload or save', () => {
    test.use({ allowedConsoleError: /status of (500|503)/ })
    test('says why and keeps what was typed', ANY_WIDTH, async ({ adminPage: page }) => {
      const name = uniqueName('Never saved')
      let upload: 'fail' | 'no-url' | 'real' = 'fail'
      await page.route('**/api/upload/clients', (route) =>
        upload === 'fail'
          ? route.fulfill({ status: 500, json: { success: false, message: 'Storage offline' } })
          : upload === 'no-url'
            ? route.fulfill({ json: { success: true, data: {} } })
            : route.fallback(),
      )
      const dialog = await openAddClient(page)
      await dialog.getByRole('textbox', { name: 'Client Name' }).fill(name)
      await dialog.getByRole('textbox', { name: 'Client Email' }).fill('kept@example.com')
      await dialog.getByRole('textbox', { name: 'Testimonial' }).fill('Typed by the administrator')
      await steps.chooseFile(
        page,
        dialog.getByRole('button', { name: 'Select Image' }),
        picture('client-3.webp'),
      )

      await dialog.getByRole('button', { name: 'Add Client' }).click()
      await expect(toastWith(page, 'Failed to upload image: Storage offline')).toBeVisible()
      await expect(dialog.getByText('Selected: client-3.webp')).toBeVisible()

      upload = 'no-url'
      await dialog.getByRole('button', { name: 'Add Client' }).click()
      await expect(toastWith(page, 'Failed to get image URL from upload')).toBeVisible()

      upload = 'real'
      await steps.submitFailingSave(page, dialog, '**/api/clients', 'Add Client')
      await expect(toastWith(page, 'Failed to save client: Database unavailable')).toBeVisible()
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Client Name' })).toHaveValue(name)
      await expect(dialog.getByRole('textbox', { name: 'Client Email' })).toHaveValue('kept@example.com')
      await expect(dialog.getByRole('textbox', { name: 'Testimonial' })).toHaveValue(
        'Typed by the administrator',
      )
      // The image is already uploaded: a second try keeps it instead of sending it again.
      await expect(dialog.getByText('Keep existing image')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Add Client' })).toBeEnabled()
    })
  })

  test('toggles a client’s status at once', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
    const client = await createClient(adminApi)
    await openClients(page)
    const toggle = rowOf(page, client.name).getByRole('switch', { name: `Status of ${client.name}` })
    await steps.expectStatusSwitch(page, toggle, 'Client', async (active) => {
      expect((await findClient(adminApi, client.name))?.isActive).toBe(active)
    })
  })

  test.describe('when a toggle fails', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test('says so and keeps the status', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
      const client = await createClient(adminApi)
      await steps.failRequests(page, `**/api/clients/${client._id}`, 500, 'Internal Server Error', {
        methods: ['PUT'],
      })
      await openClients(page)
      const toggle = rowOf(page, client.name).getByRole('switch')
      await steps.flip(toggle)
      await expect(toastWith(page, 'Failed to toggle client status. Please try again.')).toBeVisible()
      await expect(toggle).toBeChecked()
    })
  })

  test(
    'deletes a client, keeping the pending delete in local storage meanwhile',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      const client = await createClient(adminApi)
      await openClients(page)
      await steps.rowButton(page, client.name, 'Delete').click()
      const confirm = page.getByRole('dialog', { name: 'Delete Client' })
      await expect(confirm).toContainText(client.name)
      await expect(confirm).toContainText('It goes to the Trash, where you can restore it for 30 days.')
      await expect(confirm).not.toContainText('cannot be undone')
      const release = await steps.holdRequests(page, `**/api/clients/${client._id}`)
      const pending = () => page.evaluate(() => window.localStorage.getItem('pendingClientDelete'))
      expect(await pending()).toBeNull()
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled()
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled()
      expect(JSON.parse((await pending())!)).toEqual({ id: client._id, name: client.name })
      release()
      await expect(toastWith(page, `Client "${client.name}" deleted successfully`)).toBeVisible()
      await expect(confirm).toBeHidden()
      await expect(rowOf(page, client.name)).toHaveCount(0)
      expect(await pending()).toBeNull()
      expect(await findClient(adminApi, client.name)).toBeUndefined()
    },
  )

  test.describe('when a delete fails', () => {
    test.use({ allowedConsoleError: /status of 50[02]/ })
    test(
      'tries the normal client too, then says why with the server’s message or status',
      ANY_WIDTH,
      async ({ adminPage: page, adminApi }) => {
        const client = await createClient(adminApi)
        let answer: { status: number; json?: unknown } = {
          status: 500,
          json: { success: false, message: 'Database unavailable' },
        }
        let deletes = 0
        await page.route(`**/api/clients/${client._id}`, (route) => {
          if (route.request().method() !== 'DELETE') return route.fallback()
          deletes += 1
          return answer.json
            ? route.fulfill({ status: answer.status, json: answer.json })
            : route.fulfill({ status: answer.status, body: '' })
        })
        await openClients(page)
        await steps.rowButton(page, client.name, 'Delete').click()
        const confirm = page.getByRole('dialog', { name: 'Delete Client' })
        await confirm.getByRole('button', { name: 'Delete' }).click()
        await expect(toastWith(page, 'Failed to delete client: Database unavailable')).toBeVisible()
        expect(deletes).toBe(2)
        expect(await page.evaluate(() => window.localStorage.getItem('pendingClientDelete'))).toBeNull()
        await expect(confirm).toBeVisible()

        answer = { status: 502 }
        await confirm.getByRole('button', { name: 'Delete' }).click()
        await expect(toastWith(page, 'Failed to delete client: Server error (502)')).toBeVisible()
        expect(await findClient(adminApi, client.name)).toBeDefined()
      },
    )
  })

  test(
    'refuses to delete without a client ID or with invalid client data',
    ANY_WIDTH,
    async ({ adminPage: page }) => {
      await steps.serveList(page, '**/api/clients', [
        { name: 'Nameless id', email: 'a@example.com', description: 'No id here', isActive: true },
        { _id: 'c-2', email: 'b@example.com', description: 'No name here', isActive: true },
      ])
      await openClients(page)
      await rowOf(page, 'No id here').getByRole('button', { name: 'Delete Nameless id' }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete Client' })
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toastWith(page, 'Cannot delete: Missing client ID')).toBeVisible()
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()

      await rowOf(page, 'No name here').getByRole('button', { name: 'Delete client' }).click()
      await expect(toastWith(page, 'Cannot delete: Invalid client data')).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    },
  )

  test(
    'activates every inactive client one by one, or says there is none',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      const first = await createClient(adminApi, { isActive: false })
      const second = await createClient(adminApi, { isActive: false })
      const active = await createClient(adminApi)
      await showOnly(page, () => [first._id, second._id, active._id])
      const puts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'PUT') puts.push(new URL(request.url()).pathname)
      })
      await openClients(page)
      await expect(page.getByText('3 clients', { exact: true })).toBeVisible()
      await page.getByRole('button', { name: 'Activate All Clients' }).click()
      await expect(toastWith(page, 'Successfully activated 2 clients')).toBeVisible()
      expect(puts.sort()).toEqual([`/api/clients/${first._id}`, `/api/clients/${second._id}`].sort())
      for (const client of [first, second, active]) {
        await expect(rowOf(page, client.name).getByRole('switch')).toBeChecked()
        expect((await findClient(adminApi, client.name))?.isActive).toBe(true)
      }

      await page.getByRole('button', { name: 'Activate All Clients' }).click()
      await expect(toastWith(page, 'No inactive clients to activate')).toBeVisible()
      expect(puts).toHaveLength(2)
    },
  )

  test.describe('when activating fails', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test('says so and reloads the list', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
      const client = await createClient(adminApi, { isActive: false })
      await showOnly(page, () => [client._id])
      await steps.failRequests(page, `**/api/clients/${client._id}`, 500, 'Internal Server Error', {
        methods: ['PUT'],
      })
      await openClients(page)
      await expect(page.getByText('1 client', { exact: true })).toBeVisible()
      await page.getByRole('button', { name: 'Activate All Clients' }).click()
      await expect(toastWith(page, 'Failed to activate clients. Please try again.')).toBeVisible()
      await expect(rowOf(page, client.name).getByRole('switch')).not.toBeChecked()
      await expect(page.getByRole('button', { name: 'Activate All Clients' })).toBeEnabled()
    })
  })

  test('shows loading, then the empty state', async ({ adminPage: page }) => {
    const release = await steps.holdRequests(page, '**/api/clients', 'GET', {
      json: { success: true, data: [] },
    })
    await page.goto('/admin/clients')
    await expect(page.getByRole('status').filter({ hasText: 'Loading clients...' })).toBeVisible()
    release()
    await expect(page.getByText('No clients found.')).toBeVisible()
    await expect(page.getByText('0 clients', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Add Your First Client' }).click()
    await expect(page.getByRole('dialog', { name: 'Add New Client' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Activate All Clients' }).click()
    await expect(toastWith(page, 'No inactive clients to activate')).toBeVisible()
  })

  steps.listScreenChecks({
    path: '/admin/clients',
    api: '**/api/clients',
    open: openClients,
    loadError: { alert: /Failed to load clients\. Please try again\./, table: 'Client testimonials' },
    axe: {
      timeout: 60_000,
      async dialogs(page, adminApi) {
        const client = await createClient(adminApi)
        return steps.editAddDeleteDialogs(
          page,
          { text: client.name, preview: 'Client image preview' },
          { button: 'Add New Client', dialog: 'Add New Client' },
          'Delete Client',
        )
      },
    },
  })
})
