import type { Locator } from '@playwright/test'
import { expect, expectNoAxeViolations, test, toastWith, rowOf, ANY_WIDTH } from './admin-fixtures'
import * as steps from './admin-steps'

type ApiService = {
  _id: string
  slug: string
  title: string
  status: 'active' | 'inactive'
  images: string[]
  mainImageUrl: string | null
  gallery: { url: string; alt: string | null }[]
  features: string[]
}

const image = (name: string) => steps.demoImage('services', name)

/** Types the features into the list editor, one line each, added with “Add feature” (Enter adds the next). */
async function fillFeatures(dialog: Locator, lines: string[]) {
  await dialog.getByRole('button', { name: 'Add feature' }).click()
  for (const [index, line] of lines.entries()) {
    const input = dialog.getByRole('textbox', { name: `Feature ${index + 1}` })
    await expect(input).toBeFocused()
    await input.fill(line)
    if (index < lines.length - 1) await input.press('Enter')
  }
}

const services = steps.testRows<ApiService>('/services', 'title', (unique) => ({
  title: unique('Service'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))
const uniqueTitle = services.unique
const createService = services.create
const findService = services.find
/** Services this test created; whatever is still there afterwards is deleted. */
const created = services.created

const { open: openServices, openAdd: openAddService } = steps.adminScreen(
  '/admin/services',
  'Services',
  'Loading services...',
  ['Add Service', 'Add service', 'Title'],
)

test.describe('the Services screen', () => {
  test('is reached from the sidebar and lists services with their status', async ({
    adminPage,
    adminApi,
  }, testInfo) => {
    const service = await createService(adminApi, { status: 'inactive' })
    await steps.openFromSidebar(adminPage, testInfo, 'Services')
    await expect(adminPage).toHaveURL(/\/admin\/services$/)
    await expect(adminPage).toHaveTitle('Services | Back-office')
    const row = rowOf(adminPage, service.title)
    await expect(row).toBeVisible()
    await expect(row.getByRole('switch', { name: `Status of ${service.title}` })).not.toBeChecked()
    await expect(row.getByRole('button', { name: `Preview ${service.title}` })).toBeVisible()
    await expect(row.getByRole('button', { name: `Edit ${service.title}` })).toBeVisible()
    await expect(row.getByRole('button', { name: `Delete ${service.title}` })).toBeVisible()
  })

  test(
    'creates a service with uploaded images, then edits its images; the public page follows',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      test.setTimeout(60_000)
      const title = uniqueTitle('Created')
      const dialog = await openAddService(page)
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await dialog.getByRole('textbox', { name: 'Short description' }).fill('Switchgear checked end to end.')
      await dialog
        .getByRole('textbox', { name: 'Full description' })
        .fill('First paragraph of the page.\n\nSecond paragraph.')
      await fillFeatures(dialog, ['Thermal imaging', '', '  Load study  ', 'Report'])

      /** Chooses the file with this button; its preview shows, and the next button (if named) is ready. */
      const upload = async (button: string, file: string, preview: string, next?: string) => {
        await steps.chooseFile(page, dialog.getByRole('button', { name: button }), image(file))
        await expect(dialog.getByRole('img', { name: preview })).toBeVisible()
        if (next) await expect(dialog.getByRole('button', { name: next })).toBeEnabled()
      }
      await upload('Upload main image', 'maintenance-1.webp', 'Main image preview', 'Replace main image')
      await upload('Add image', 'maintenance-2.webp', 'Additional image 1', 'Add image')
      await upload('Add image', 'power-distribution-1.webp', 'Additional image 2')
      // Each image takes an alt text (docs/product.md#alt-text), saved with the service.
      await dialog
        .getByRole('textbox', { name: 'Main image: alt text' })
        .fill('A thermal camera on a switchboard')
      await dialog
        .getByRole('textbox', { name: 'Additional image 1: alt text' })
        .fill('An engineer at a panel')

      await steps.submitDialog(page, dialog, 'Create service', 'Service created successfully')
      await expect(rowOf(page, title)).toContainText('3 images · 3 features')

      const saved = (await findService(adminApi, title))!
      created.push(saved._id)
      expect(saved.features).toEqual(['Thermal imaging', 'Load study', 'Report'])
      expect(saved.images).toHaveLength(3)
      expect(saved.mainImageUrl).toBe(saved.images[0])
      expect(saved.gallery.map((item) => item.alt)).toEqual([
        'A thermal camera on a switchboard',
        'An engineer at a panel',
        null,
      ])

      await page.goto(`/service/${saved._id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText('Second paragraph.')).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: 'Load study' })).toBeVisible()
      await expect(page.getByRole('button', { name: /^Show image \d of 3$/ })).toHaveCount(3)
      await expect(page.locator('img[alt="A thermal camera on a switchboard"]')).toBeVisible()

      // Edit: another image becomes main, one is removed (both saved at once), and the title changes.
      await openServices(page)
      const editedTitle = `${title} (edited)`
      await steps.rowButton(page, title, 'Edit').click()
      const edit = page.getByRole('dialog', { name: 'Edit service' })
      await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
      await expect(edit.getByRole('textbox', { name: 'Feature 3' })).toHaveValue('Report')
      // docs/product.md#ordering-lists: the features' order is the form's, saved by its Save.
      await edit.getByRole('button', { name: 'Move “Report” up' }).click()
      await expect(edit.getByRole('textbox', { name: 'Feature 2' })).toHaveValue('Report')
      await edit.getByRole('button', { name: 'Set additional image 2 as main' }).click()
      await expect.poll(async () => (await findService(adminApi, title))?.mainImageUrl).toBe(saved.images[2])
      await expect(edit.getByRole('img', { name: 'Additional image 2' })).toBeVisible()
      await edit.getByRole('button', { name: 'Remove additional image 1' }).click()
      await expect(edit.getByRole('img', { name: 'Additional image 2' })).toHaveCount(0)
      await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(editedTitle)
      await edit.getByRole('button', { name: 'Save changes' }).click()
      await expect(toastWith(page, 'Service updated successfully')).toBeVisible()
      await expect(rowOf(page, editedTitle)).toContainText('2 images')

      const updated = (await findService(adminApi, editedTitle))!
      expect(updated.mainImageUrl).toBe(saved.images[2])
      expect(updated.images).toEqual([saved.images[1], saved.images[2]])
      expect(updated.features).toEqual(['Thermal imaging', 'Report', 'Load study'])

      await page.goto(`/service/${saved._id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(editedTitle)
      await expect(page.getByRole('button', { name: /^Show image \d of 2$/ })).toHaveCount(2)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`${saved.images[2]}$`),
      )
    },
  )

  test(
    'toggles, previews and deletes a service',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi, request }) => {
      const main = await adminApi.upload('/upload/services', image('testing-commissioning-1.webp'))
      const other = await adminApi.upload('/upload/services', image('testing-commissioning-2.webp'))
      const service = await createService(adminApi, {
        features: ['Insulation tests', 'Protection relay settings'],
        fullDescription: 'A full description for the preview.',
        images: [main, other],
        mainImageUrl: main,
      })
      expect((await request.get(`/service/${service._id}`)).status()).toBe(200)

      await openServices(page)
      const row = rowOf(page, service.title)
      const toggle = row.getByRole('switch', { name: `Status of ${service.title}` })
      await steps.expectStatusSwitch(page, toggle, 'Service', async (active) => {
        expect((await findService(adminApi, service.title))?.status).toBe(active ? 'active' : 'inactive')
        expect((await request.get(`/service/${service._id}`)).status()).toBe(active ? 200 : 404)
      })

      await row.getByRole('button', { name: `Preview ${service.title}` }).click()
      const preview = page.getByRole('dialog', { name: 'Service preview' })
      await expect(preview.getByRole('heading', { name: service.title })).toBeVisible()
      await expect(preview.getByText('A full description for the preview.')).toBeVisible()
      await expect(
        preview.getByRole('listitem').filter({ hasText: 'Protection relay settings' }),
      ).toBeVisible()
      await expect(preview.getByRole('img', { name: `${service.title}, image 1 of 2` })).toBeVisible()
      await preview.getByRole('button', { name: 'Show image 2 of 2' }).click()
      await expect(preview.getByRole('img', { name: `${service.title}, image 2 of 2` })).toBeVisible()
      await expect(preview.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
        'href',
        `/service/${service.slug}`,
      )
      await page.keyboard.press('Escape')
      await expect(preview).toBeHidden()
      await expect(row.getByRole('button', { name: `Preview ${service.title}` })).toBeFocused()

      await row.getByRole('button', { name: `Delete ${service.title}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete service' })
      await expect(confirm).toContainText(service.title)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toastWith(page, 'Service deleted successfully')).toBeVisible()
      await expect(rowOf(page, service.title)).toHaveCount(0)
      expect(await findService(adminApi, service.title)).toBeUndefined()
      expect((await request.get(`/service/${service._id}`)).status()).toBe(404)
    },
  )

  test(
    'deletes the selected services in one call, one group in the Trash',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      const [first, second, kept] = [
        await createService(adminApi),
        await createService(adminApi),
        await createService(adminApi),
      ]
      await openServices(page)
      const deletes: string[] = []
      page.on('request', (req) => {
        if (req.method() === 'DELETE' || (req.method() === 'POST' && req.url().includes('/api/trash')))
          deletes.push(`${req.method()} ${new URL(req.url()).pathname}`)
      })
      await expect(page.getByRole('button', { name: /^Delete \(\d+\)$/ })).toHaveCount(0)
      for (const { title } of [first, second]) {
        await rowOf(page, title)
          .getByRole('checkbox', { name: `Select ${title}` })
          .check()
      }
      await expect(page.getByRole('checkbox', { name: 'Select all services' })).toHaveAttribute(
        'data-indeterminate',
        'true',
      )
      await page.getByRole('button', { name: 'Delete (2)' }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete 2 services' })
      await expect(confirm).toContainText(first.title)
      await expect(confirm).toContainText(second.title)
      await confirm.getByRole('button', { name: 'Delete (2)' }).click()
      await expect(toastWith(page, '2 services deleted successfully')).toBeVisible()
      await expect(rowOf(page, first.title)).toHaveCount(0)
      await expect(rowOf(page, second.title)).toHaveCount(0)
      await expect(rowOf(page, kept.title)).toBeVisible()
      // One call for both: one group in the Trash.
      expect(deletes).toEqual(['POST /api/trash'])
      await expect(page.getByRole('button', { name: /^Delete \(\d+\)$/ })).toHaveCount(0)

      // Select-all selects every shown row and clears them again (nothing is deleted).
      const selectAll = page.getByRole('checkbox', { name: 'Select all services' })
      await selectAll.check()
      const count = await page.getByRole('checkbox', { name: /^Select (?!all)/ }).count()
      await expect(page.getByRole('button', { name: `Delete (${count})` })).toBeVisible()
      await selectAll.uncheck()
      await expect(page.getByRole('button', { name: /^Delete \(\d+\)$/ })).toHaveCount(0)
    },
  )

  test.describe('when the delete fails', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test('says so and keeps them all selected', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
      const [ok, failing] = [await createService(adminApi), await createService(adminApi)]
      await steps.failRequests(page, '**/api/trash', 500, 'Internal Server Error', { methods: ['POST'] })
      await openServices(page)
      await rowOf(page, ok.title).getByRole('checkbox').check()
      await rowOf(page, failing.title).getByRole('checkbox').check()
      await page.getByRole('button', { name: 'Delete (2)' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete (2)' }).click()
      await expect(toastWith(page, 'Failed to delete some services. Please try again.')).toBeVisible()
      // One call: nothing was deleted, both stay selected and the dialog stays open for another try.
      await expect(rowOf(page, ok.title).getByRole('checkbox')).toBeChecked()
      await expect(rowOf(page, failing.title).getByRole('checkbox')).toBeChecked()
      await expect(page.getByRole('dialog', { name: 'Delete 2 services' })).toBeVisible()
    })
  })

  test('sorts by title and filters by status', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
    const inactive = await createService(adminApi, { title: uniqueTitle('Aaa inactive'), status: 'inactive' })
    const active = await createService(adminApi, { title: uniqueTitle('Zzz active') })
    await openServices(page)
    const shownTitles = () =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox', { name: /^Select (?!all)/ }) })
        .locator('td:nth-child(2) .mantine-Text-root:first-child')
        .allInnerTexts()

    const header = page.getByRole('columnheader', { name: /Service/ })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    const ascending = await shownTitles()
    expect(ascending).toContain(inactive.title)
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    )
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(await shownTitles()).toEqual([...ascending].reverse())

    const filter = page.getByRole('radiogroup', { name: 'Filter services by status' })
    await filter.getByText('Inactive', { exact: true }).click()
    await expect(rowOf(page, inactive.title)).toBeVisible()
    await expect(rowOf(page, active.title)).toHaveCount(0)
    for (const toggle of await page.getByRole('switch').all()) await expect(toggle).not.toBeChecked()
    await filter.getByText('Active', { exact: true }).click()
    await expect(rowOf(page, active.title)).toBeVisible()
    await expect(rowOf(page, inactive.title)).toHaveCount(0)
    for (const toggle of await page.getByRole('switch').all()) await expect(toggle).toBeChecked()
    await filter.getByText('All', { exact: true }).click()
    await expect(rowOf(page, inactive.title)).toBeVisible()
    await expect(rowOf(page, active.title)).toBeVisible()
  })

  test.describe('a failed save', () => {
    test.use({ allowedConsoleError: /status of 503/ })
    test('shows field messages beside the fields and keeps what was typed', async ({ adminPage: page }) => {
      const dialog = await openAddService(page)
      await dialog.getByRole('button', { name: 'Create service' }).click()
      const title = dialog.getByRole('textbox', { name: 'Title', exact: true })
      const short = dialog.getByRole('textbox', { name: 'Short description' })
      await expect(title).toHaveAttribute('aria-invalid', 'true')
      await expect(title).toHaveAccessibleDescription(/Service title is required/)
      await expect(short).toHaveAccessibleDescription(/Short description is required/)
      await expect(title).toBeFocused()
      await expectNoAxeViolations(page)

      const typed = uniqueTitle('Never saved')
      await title.fill(typed)
      await expect(dialog.getByText('Service title is required')).toHaveCount(0)
      await short.fill('Typed by the administrator')
      await fillFeatures(dialog, ['One', 'Two'])
      await steps.submitFailingSave(page, dialog, '**/api/services', 'Create service')
      await expect(toastWith(page, 'Failed to save service: Database unavailable')).toBeVisible()
      await expect(dialog).toBeVisible()
      await expect(title).toHaveValue(typed)
      await expect(short).toHaveValue('Typed by the administrator')
      await expect(dialog.getByRole('textbox', { name: 'Feature 2' })).toHaveValue('Two')
      await expect(dialog.getByRole('button', { name: 'Create service' })).toBeEnabled()
    })
  })

  test('refuses a file that is not an image before uploading it', ANY_WIDTH, async ({ adminPage: page }) => {
    const dialog = await openAddService(page)
    await steps.chooseFile(
      page,
      dialog.getByRole('button', { name: 'Upload main image' }),
      steps.NOT_AN_IMAGE,
    )
    await expect(toastWith(page, 'Please select a valid image file (JPEG, PNG, GIF, or WEBP)')).toBeVisible()
    await expect(dialog.getByText('No main image')).toBeVisible()
  })

  test.describe('an upload that answers without an image URL', () => {
    test('says the response was invalid', ANY_WIDTH, async ({ adminPage: page }) => {
      await steps.stubRequests(
        page,
        '**/api/upload/services',
        { status: 200, json: { success: true, data: {} } },
        {
          methods: ['POST'],
        },
      )
      const dialog = await openAddService(page)
      await steps.chooseFile(
        page,
        dialog.getByRole('button', { name: 'Add image' }),
        image('maintenance-1.webp'),
      )
      await expect(toastWith(page, 'Failed to upload image - invalid response')).toBeVisible()
    })
  })

  test(
    'says when there are no services, and when a filter leaves none',
    ANY_WIDTH,
    async ({ adminPage: page }) => {
      let services: unknown[] = []
      await page.route('**/api/services', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { success: true, data: services } })
          : route.fallback(),
      )
      await openServices(page)
      await expect(page.getByText('No services found')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Add your first service' })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'Select all services' })).toBeDisabled()

      services = [
        {
          _id: '00000000-0000-4000-8000-000000000001',
          title: 'Only active',
          shortDescription: 'One active service',
          description: '',
          fullDescription: '',
          details: '',
          mainImageUrl: null,
          imageUrl: null,
          images: [],
          gallery: [],
          features: [],
          status: 'active',
          order: 0,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      ]
      await page.reload()
      await page.getByRole('radiogroup', { name: 'Filter services by status' }).getByText('Inactive').click()
      await expect(page.getByText('No services found')).toBeVisible()
      await page.getByRole('button', { name: 'Show all services' }).click()
      await expect(rowOf(page, 'Only active')).toBeVisible()
    },
  )

  steps.listScreenChecks({
    path: '/admin/services',
    api: '**/api/services',
    open: openServices,
    loadError: {
      title: 'shows the error state, never sample rows, and Try Again reloads',
      alert: /Failed to load services\. Please try again later\./,
      table: 'Services',
      then: (page) => expect(page.getByRole('switch').first()).toBeVisible(),
    },
    axe: {
      timeout: 90_000,
      async dialogs(page, adminApi) {
        const main = await adminApi.upload('/upload/services', image('industrial-automation-1.webp'))
        const service = await createService(adminApi, {
          features: ['PLC programming'],
          images: [main],
          mainImageUrl: main,
        })
        const row = rowOf(page, service.title)
        return [
          {
            open: row.getByRole('button', { name: `Edit ${service.title}` }),
            shows: page
              .getByRole('dialog', { name: 'Edit service' })
              .getByRole('img', { name: 'Main image preview' }),
            close: 'Escape',
          },
          {
            open: page.getByRole('button', { name: 'Add Service' }),
            shows: page.getByRole('dialog', { name: 'Add service' }),
            close: 'Cancel',
          },
          {
            open: row.getByRole('button', { name: `Preview ${service.title}` }),
            shows: page.getByRole('dialog', { name: 'Service preview' }),
            close: 'Escape',
          },
          {
            open: row.getByRole('button', { name: `Delete ${service.title}` }),
            shows: page.getByRole('dialog', { name: 'Delete service' }),
            close: 'Cancel',
          },
          {
            before: () => row.getByRole('checkbox').check(),
            open: page.getByRole('button', { name: 'Delete (1)' }),
            shows: page.getByRole('dialog', { name: 'Delete 1 service' }),
            close: 'Cancel',
          },
        ]
      },
    },
  })
})
