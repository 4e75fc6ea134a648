import type { Locator, Page } from '@playwright/test'
import {
  type AdminApi,
  ANY_WIDTH,
  expect,
  expectNoAxeViolations,
  rowOf,
  test,
  toastWith,
} from './admin-fixtures'
import * as steps from './admin-steps'

/** docs/product.md#ordering-lists: drag handles, the keyboard, and the arrows, saved at once and shown on the site. */

type Named = { _id: string; title?: string; name?: string }

const categories = steps.testRows<Named & { title: string }>('/categories', 'title', (unique) => ({
  title: unique('Reorder'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))
const team = steps.testRows<Named & { name: string }>('/team', 'name', (unique) => ({
  name: unique('Reorder'),
  surname: 'Tester',
  position: 'Engineering',
  jobTitle: 'Site engineer',
  description: 'Made by an end-to-end test; deleted when it ends.',
  email: 'e2e.reorder@example.com',
}))
const services = steps.testRows<Named>('/services', 'title', (unique) => ({
  title: unique('Reorder'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))
const partners = steps.testRows<Named & { name: string }>('/partners', 'name', (unique) => ({
  name: unique('Reorder'),
  description: 'Made by an end-to-end test; deleted when it ends.',
}))

const openCategories = (page: Page) =>
  steps.openScreen(page, '/admin/categories', 'Categories', 'Loading categories...')

/** Puts every category back at 0…n-1 in its current order (a test may have left gaps). */
async function renumber(adminApi: AdminApi) {
  const list = (await adminApi.get('/categories')) as Named[]
  await adminApi.put('/categories/order', { ids: list.map((category) => category._id) })
}

/** The titles (or names) of a list as the API gives them, in order. */
const apiOrder = async (adminApi: AdminApi, path: string) =>
  ((await adminApi.get(path)) as Named[]).map((item) => item.title ?? item.name)

/** The API lists `names` last, in this order (polled: the save may still be on its way). */
const expectListedLast = (adminApi: AdminApi, path: string, names: string[]) =>
  expect.poll(async () => (await apiOrder(adminApi, path)).slice(-names.length)).toEqual(names)

/** Texts of the public home page's elements, in order. */
async function publicOrder(page: Page, selector: string) {
  const visitor = await page.context().newPage()
  try {
    await visitor.goto('/')
    return await visitor.locator(selector).allTextContents()
  } finally {
    await visitor.close()
  }
}

/** The public home page shows the tests' items (named "Reorder …") of `selector` in this order. */
const expectShownInOrder = (page: Page, selector: string, texts: unknown[]) =>
  expect
    .poll(async () => (await publicOrder(page, selector)).filter((text) => text.includes('Reorder')))
    .toEqual(texts)

const handleOf = (page: Page, name: string): Locator =>
  page.getByRole('button', { name: `Drag to reorder “${name}”` })

test.describe('reordering', () => {
  test('categories by keyboard: Space picks up, ArrowDown moves, Space drops; the website follows', async ({
    adminPage: page,
    adminApi,
  }) => {
    await renumber(adminApi)
    const upper = await categories.create(adminApi)
    const lower = await categories.create(adminApi)
    await openCategories(page)
    const handle = handleOf(page, upper.title)
    await handle.focus()
    const total = (await apiOrder(adminApi, '/categories')).length
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByText(`“${upper.title}” is over position ${total} of ${total}.`)).toBeAttached()
    await page.keyboard.press('Space')

    await expectListedLast(adminApi, '/categories', [lower.title, upper.title])
    // The moved row keeps the focus, on its handle.
    await expect(handle).toBeFocused()
    await expectShownInOrder(page, '#categories h3', [lower.title, upper.title])
    await expectNoAxeViolations(page)
  })

  test(
    'categories by mouse: dragging the handle onto another row moves it there',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      await renumber(adminApi)
      const first = await categories.create(adminApi)
      const middle = await categories.create(adminApi)
      const last = await categories.create(adminApi)
      await openCategories(page)

      // Both rows in the window (the mouse moves within it).
      await handleOf(page, last.title).scrollIntoViewIfNeeded()
      const from = (await handleOf(page, last.title).boundingBox())!
      const to = (await rowOf(page, middle.title).boundingBox())!
      const x = from.x + from.width / 2
      await page.mouse.move(x, from.y + from.height / 2)
      await page.mouse.down()
      // In steps, as a hand moves: the drag starts after a few pixels and follows the pointer.
      await page.mouse.move(x, from.y - 4, { steps: 4 })
      await page.mouse.move(x, to.y + to.height / 2, { steps: 16 })
      await page.mouse.up()

      const order = [first.title, last.title, middle.title]
      const titles = () =>
        page.getByRole('row').locator('td:first-child .mantine-Text-root:first-child').allTextContents()
      await expect.poll(async () => (await titles()).slice(-3)).toEqual(order)
      await expectListedLast(adminApi, '/categories', order)
    },
  )

  test('the first row’s up arrow and the last row’s down arrow are disabled', async ({
    adminPage: page,
    adminApi,
  }) => {
    await renumber(adminApi)
    await categories.create(adminApi)
    await openCategories(page)
    const list = await apiOrder(adminApi, '/categories')
    const first = list[0]!
    const last = list.at(-1)!
    await expect(page.getByRole('button', { name: `Move “${first}” up` })).toBeDisabled()
    await expect(page.getByRole('button', { name: `Move “${first}” down` })).toBeEnabled()
    await expect(page.getByRole('button', { name: `Move “${last}” down` })).toBeDisabled()
    await expect(page.getByRole('button', { name: `Move “${last}” up` })).toBeEnabled()
  })

  test('team members by arrow: saved at once, the website’s team section follows', async ({
    adminPage: page,
    adminApi,
  }) => {
    const upper = await team.create(adminApi)
    const lower = await team.create(adminApi)
    await steps.openScreen(page, '/admin/team', 'Team', 'Loading team members...')
    const down = page.getByRole('button', { name: `Move “${lower.name} Tester” down` })
    await expect(down).toBeDisabled()
    const up = page.getByRole('button', { name: `Move “${lower.name} Tester” up` })
    await up.click()
    await expectListedLast(adminApi, '/team', [lower.name, upper.name])
    await expect(up).toBeFocused()
    await expectShownInOrder(
      page,
      '#team button',
      [`${lower.name} Tester`, `${upper.name} Tester`].map((name) => expect.stringContaining(name)),
    )
    await expectNoAxeViolations(page)
  })

  test('partners by keyboard, and the handles are buttons that can be reached', async ({
    adminPage: page,
    adminApi,
  }) => {
    const upper = await partners.create(adminApi)
    const lower = await partners.create(adminApi)
    await steps.openScreen(page, '/admin/partners', 'Partners', 'Loading partners...')
    const handle = handleOf(page, lower.name)
    await expect(handle).toBeVisible()
    await handle.focus()
    const total = (await apiOrder(adminApi, '/partners')).length
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(page.getByText(`“${lower.name}” is over position ${total - 1} of ${total}.`)).toBeAttached()
    await page.keyboard.press('Space')
    await expectListedLast(adminApi, '/partners', [lower.name, upper.name])
    await expectNoAxeViolations(page)
  })

  test('a service’s additional images and features: their order is saved with the form', async ({
    adminPage: page,
    adminApi,
  }) => {
    const urls = []
    for (const name of ['maintenance-1.webp', 'maintenance-2.webp', 'power-distribution-1.webp'])
      urls.push((await adminApi.upload('/upload/services', steps.demoImage('services', name))) as string)
    const service = await services.create(adminApi, {
      images: urls,
      mainImageUrl: urls[0],
      features: ['Survey', 'Install', 'Test'],
    })
    await steps.openScreen(page, '/admin/services', 'Services', 'Loading services...')
    await steps.rowButton(page, service.title!, 'Edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit service' })
    await expect(edit.getByRole('button', { name: 'Move “Additional image 1” up' })).toBeDisabled()
    await edit.getByRole('button', { name: 'Move “Additional image 2” up' }).click()
    await edit.getByRole('button', { name: 'Move “Survey” down' }).click()
    await expect(edit.getByRole('textbox', { name: 'Feature 2' })).toHaveValue('Survey')
    await expect(edit.getByRole('button', { name: 'Move “Survey” down' })).toBeFocused()
    await expectNoAxeViolations(page)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(edit).toHaveCount(0)
    const saved = (await adminApi.get(`/services/${service._id}`)) as { images: string[]; features: string[] }
    expect(saved.images).toEqual([urls[0], urls[2], urls[1]])
    expect(saved.features).toEqual(['Install', 'Survey', 'Test'])
  })

  test.describe('when the new order cannot be saved', () => {
    // The stubbed 503 is logged by the browser.
    test.use({ allowedConsoleError: /status of 503/ })

    test('the rows go back and a toast says so', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
      await partners.create(adminApi)
      const lower = await partners.create(adminApi)
      await steps.failRequests(page, '**/api/partners/order', 503, 'Database unavailable', {
        methods: ['PUT'],
      })
      await steps.openScreen(page, '/admin/partners', 'Partners', 'Loading partners...')
      const before = await apiOrder(adminApi, '/partners')
      await page.getByRole('button', { name: `Move “${lower.name}” up` }).click()
      await expect(toastWith(page, 'Failed to save the partners’ new order. Please try again.')).toBeVisible()
      const names = () => page.getByRole('row').locator('td:nth-child(2)').allTextContents()
      await expect.poll(async () => (await names()).map((name) => name.trim())).toEqual(before)
      expect(await apiOrder(adminApi, '/partners')).toEqual(before)
    })
  })
})
