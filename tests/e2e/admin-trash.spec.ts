import type { Page, TestInfo } from '@playwright/test'
import {
  type AdminApi,
  expect,
  expectNoAxeViolations,
  openScreen,
  rowOf,
  test,
  toastWith,
} from './admin-fixtures'
import { openFromSidebar, rowButton } from './admin-steps'

type ApiCategory = { _id: string; title: string }
type ApiCategoryDetail = ApiCategory & { events: { title: string }[]; products: { name: string }[] }
type ApiService = { _id: string; title: string }
type ApiGroup = { _id: string; label: string; items: { _id: string }[] }

let counter = 0
/** A title no other test or project uses (both projects share one server). */
function uniqueTitle(testInfo: TestInfo, label: string) {
  counter += 1
  return `E2E Trash ${label} ${testInfo.project.name} ${Date.now().toString(36)}${counter}`
}

async function categoryWithContent(adminApi: AdminApi, title: string, events: number, products: number) {
  const category = (await adminApi.post('/categories', {
    title,
    shortDescription: 'Made by an end-to-end test of the trash.',
  })) as ApiCategory
  for (let n = 1; n <= events; n++)
    await adminApi.post(`/categories/${category._id}/events`, {
      title: `Trash event ${n}`,
      description: 'Goes to the trash with its category.',
      date: '2031-01-01T10:00:00.000Z',
    })
  for (let n = 1; n <= products; n++)
    await adminApi.post(`/categories/${category._id}/products`, { name: `Trash product ${n}`, price: 10 })
  return category
}

const openTrash = (page: Page) => openScreen(page, '/admin/trash', 'Trash', 'Loading the trash')

/** The trash groups a test made that carry no 'E2E Trash' label (a bulk delete's '3 services'). */
const groupsMade = new Set<string>()
/** Whatever the test left among the categories and services, and in the trash, goes for good. */
test.afterEach(async ({ adminApi }) => {
  for (const category of (await adminApi.get('/categories')) as ApiCategory[])
    if (category.title.startsWith('E2E Trash')) await adminApi.delete(`/categories/${category._id}`)
  for (const service of (await adminApi.get('/services')) as ApiService[])
    if (service.title.startsWith('E2E Trash')) await adminApi.delete(`/services/${service._id}`)
  for (const group of (await adminApi.get('/trash?limit=100')) as ApiGroup[])
    if (group.label.startsWith('E2E Trash') || groupsMade.has(group._id))
      await adminApi.delete(`/trash/${group._id}`)
  groupsMade.clear()
})

test.describe('the Trash', () => {
  // A restore under a taken title answers 409, which the browser logs.
  test.use({ allowedConsoleError: /status of 409/ })

  test('a deleted category goes to the Trash with its events and products and comes back whole', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(60_000)
    const title = uniqueTitle(testInfo, 'Lighting')
    const category = await categoryWithContent(adminApi, title, 2, 3)

    await openScreen(page, '/admin/categories', 'Categories', 'Loading categories...')
    await rowButton(page, title, 'Delete').click()
    const confirm = page.getByRole('dialog', { name: 'Delete category' })
    // The spec's words stay; the trash sentence says what goes with it.
    await expect(confirm).toContainText(`Delete ${title}? Its page, events and products leave the website.`)
    // It goes to the Trash, so the dialog never says it cannot be undone.
    await expect(confirm).not.toContainText('cannot be undone')
    await expect(confirm).toContainText(
      'Its 2 events and 3 products go with it. You can restore them together from the Trash for 30 days.',
    )
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Category deleted successfully')).toBeVisible()
    await expect(rowOf(page, title)).toHaveCount(0)

    await openFromSidebar(page, testInfo, 'Trash')
    await expect(page).toHaveURL(/\/admin\/trash$/)
    await expect(page).toHaveTitle('Trash | Back-office')
    const row = rowOf(page, title)
    await expect(row).toContainText('Category')
    await expect(row).toContainText('2 events and 3 products')
    await row.getByRole('button', { name: `Restore ${title}` }).click()
    await expect(toastWith(page, `Restored “${title}” with 2 events and 3 products`)).toBeVisible()
    await expect(rowOf(page, title)).toHaveCount(0)

    await openScreen(page, '/admin/categories', 'Categories', 'Loading categories...')
    await expect(rowOf(page, title)).toBeVisible()
    const back = (await adminApi.get(
      `/categories/${category._id}?includeEvents=true&includeProducts=true`,
    )) as ApiCategoryDetail
    expect(back.events.map((event) => event.title).sort()).toEqual(['Trash event 1', 'Trash event 2'])
    expect(back.products).toHaveLength(3)

    // The audit log names what was restored.
    await openScreen(page, '/admin/audit', 'Audit log', 'Loading the audit log')
    await expect(rowOf(page, `Restored category “${title}”`)).toBeVisible()
  })

  test('a category whose title was taken meanwhile is restored under another name', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, 'Taken')
    const category = await categoryWithContent(adminApi, title, 1, 0)
    await adminApi.delete(`/categories/${category._id}`)
    await categoryWithContent(adminApi, title, 0, 0)

    await openTrash(page)
    await rowOf(page, title)
      .getByRole('button', { name: `Restore ${title}` })
      .click()
    const rename = page.getByRole('dialog', { name: `A category named “${title}” already exists` })
    await expect(rename).toBeVisible()
    const name = rename.getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveValue(`${title} (restored)`)
    await expect(name).toBeFocused()
    await expectNoAxeViolations(page)
    // A name that is taken too says so under the field.
    await name.fill(title)
    await rename.getByRole('button', { name: 'Restore' }).click()
    await expect(rename.getByText('This name is taken too. Choose another.')).toBeVisible()
    await name.fill(`${title} (restored)`)
    await rename.getByRole('button', { name: 'Restore' }).click()
    await expect(toastWith(page, `Restored “${title} (restored)” with 1 event`)).toBeVisible()
    await expect(rename).toBeHidden()
    await expect(rowOf(page, title)).toHaveCount(0)

    const titles = ((await adminApi.get('/categories')) as ApiCategory[]).map((c) => c.title)
    expect(titles).toContain(`${title} (restored)`)
    expect(titles).toContain(title)
  })

  test('deletes forever after asking', async ({ adminPage: page, adminApi }, testInfo) => {
    const title = uniqueTitle(testInfo, 'Gone')
    const category = await categoryWithContent(adminApi, title, 0, 1)
    await adminApi.delete(`/categories/${category._id}`)

    await openTrash(page)
    await rowOf(page, title)
      .getByRole('button', { name: `Delete forever ${title}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete forever' })
    await expect(confirm).toContainText('Images nothing else uses are removed too. This cannot be undone.')
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Delete forever' }).click()
    await expect(toastWith(page, `“${title}” was deleted for good`)).toBeVisible()
    await expect(rowOf(page, title)).toHaveCount(0)
    const groups = (await adminApi.get(`/trash?search=${encodeURIComponent(title)}`)) as ApiGroup[]
    expect(groups).toEqual([])
  })

  test('a bulk delete of services is one row, restored together', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(60_000)
    const services: ApiService[] = []
    for (const label of ['One', 'Two', 'Three'])
      services.push(
        (await adminApi.post('/services', {
          title: uniqueTitle(testInfo, `Service ${label}`),
          shortDescription: 'Made by an end-to-end test of the trash.',
        })) as ApiService,
      )

    await openScreen(page, '/admin/services', 'Services', 'Loading services...')
    for (const { title } of services)
      await rowOf(page, title)
        .getByRole('checkbox', { name: `Select ${title}` })
        .check()
    await page.getByRole('button', { name: 'Delete (3)' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete 3 services' })
    await expect(confirm).toContainText(
      'They go to the Trash together, where you can restore them for 30 days.',
    )
    await confirm.getByRole('button', { name: 'Delete (3)' }).click()
    await expect(toastWith(page, '3 services deleted successfully')).toBeVisible()

    await openTrash(page)
    await page.getByRole('combobox', { name: 'Type' }).selectOption('services')
    const groups = (await adminApi.get('/trash?type=services')) as ApiGroup[]
    const group = groups.find((candidate) => candidate.items.some((item) => item._id === services[0]!._id))!
    expect(group.label).toBe('3 services')
    expect(group.items.map((item) => item._id).sort()).toEqual(services.map((s) => s._id).sort())
    groupsMade.add(group._id)
    // The newest deletion of services: one row for the three.
    const row = page.getByRole('row').filter({ hasText: '3 services' }).first()
    await expect(row).toContainText('Service')
    await expect(row).toContainText('just now')
    await row.getByRole('button', { name: 'Restore 3 services' }).click()
    await expect(toastWith(page, 'Restored 3 services')).toBeVisible()

    const titles = ((await adminApi.get('/services')) as ApiService[]).map((s) => s.title)
    for (const { title } of services) expect(titles).toContain(title)
  })

  test('searches, says what it is when empty, and passes axe', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, 'Searched')
    const category = await categoryWithContent(adminApi, title, 1, 1)
    await adminApi.delete(`/categories/${category._id}`)

    await openTrash(page)
    await expect(page.getByRole('table', { name: 'Trash' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'Search the trash' }).fill(title)
    await expect(page.getByRole('row').filter({ hasText: 'E2E Trash' })).toHaveCount(1)
    await expect(rowOf(page, title)).toContainText('1 event and 1 product')
    await page.getByRole('textbox', { name: 'Search the trash' }).fill(`${title} nothing`)
    await expect(page.getByText('Nothing in the trash matches')).toBeVisible()

    // The empty trash explains itself.
    await page.route('**/api/trash?*', (route) =>
      route.fulfill({
        json: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
      }),
    )
    await page.reload()
    await expect(page.getByRole('heading', { name: 'The trash is empty' })).toBeVisible()
    await expect(page.getByText(/Deleted items stay here for 30 days/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/trash-empty-${testInfo.project.name}.png`, fullPage: true })
  })
})
