import type { Page } from '@playwright/test'
import { demoImage, expect, expectNoAxeViolations, test, toastWith } from './admin-fixtures'
import { rowButton, testRows } from './admin-steps'
import { screenshotKeeper } from './screenshots'

type ApiCategory = { _id: string; title: string }
type ApiEvent = { _id: string; title: string }
type ApiService = { _id: string; title: string; mainImageUrl: string | null }

/** With E2E_SCREENSHOTS set, the drawer is kept in .cache/screenshots/ to be looked at. */
const keep = screenshotKeeper('history')

const categories = testRows<ApiCategory>('/categories', 'title', (unique) => ({
  title: unique('History Category'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))

const services = testRows<ApiService>('/services', 'title', (unique) => ({
  title: unique('History Service'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))

/** Opens the item's edit window from its row, then its History. */
async function openHistory(page: Page, screen: string, title: string, window: string) {
  await page.goto(screen)
  await rowButton(page, title, 'Edit').click()
  const edit = page.getByRole('dialog', { name: window })
  await edit.getByRole('button', { name: 'History' }).click()
  const drawer = page.getByRole('dialog', { name: 'Version history' })
  await expect(drawer.getByRole('navigation', { name: 'Versions' })).toBeVisible()
  return { edit, drawer }
}

/** On phones the list and a version take turns: back to the list. */
async function backToList(page: Page, drawer: ReturnType<Page['getByRole']>) {
  const back = drawer.getByRole('button', { name: 'All versions' })
  if (await back.isVisible()) await back.click()
}

test.describe('History in an item’s edit window', () => {
  test('lists a category’s versions, shows the words changed and restores the first with its event', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(90_000)
    const category = await categories.create(adminApi)
    const first = category.title
    const event = (await adminApi.post(`/categories/${category._id}/events`, {
      title: 'History event',
      description: 'Kept by the first version.',
      date: '2031-01-01T10:00:00.000Z',
    })) as ApiEvent
    const second = `${first} renamed`
    const third = `${first} renamed again`
    categories.unique.names.add(second).add(third)
    await adminApi.put(`/categories/${category._id}`, { title: second })
    await adminApi.put(`/categories/${category._id}`, { title: third })
    await adminApi.delete(`/categories/${category._id}/events/${event._id}`)

    const { edit, drawer } = await openHistory(page, '/admin/categories', third, 'Edit category')
    const versions = drawer.getByRole('navigation', { name: 'Versions' }).getByRole('button')
    expect(await versions.count()).toBeGreaterThanOrEqual(3)
    // Newest first, the newest marked Current.
    await expect(versions.first()).toContainText('Current')
    await expect(versions.first()).toContainText('Edited')
    await expect(versions.last()).toContainText('Created')
    await expect(versions.first().locator('time')).toHaveAttribute('title', /\d{4}, \d\d:\d\d:\d\d/)
    await keep(page, testInfo, 'current')

    // The version with the first title and the event (the one before is the item as created, without it)
    // against the current one: the title's words marked, the event removed since.
    const withEvent = versions.nth((await versions.count()) - 2)
    await withEvent.click()
    await expect(drawer.getByRole('heading', { name: 'Edited version' })).toBeVisible()
    const changes = drawer.getByRole('region', { name: 'Changes' })
    await expect(changes.locator('ins').filter({ hasText: 'renamed' }).first()).toBeVisible()
    await expect(changes.locator('ins').filter({ hasText: 'again' }).first()).toBeVisible()
    await expect(changes).toContainText('History event')
    await keep(page, testInfo, 'compare')

    // Compared with the version as created instead: only the event differs.
    await drawer.getByRole('combobox', { name: 'Compare with' }).click()
    await page.getByRole('option', { name: /^Created/ }).click()
    await expect(changes.locator('ins')).toHaveCount(0)
    await expect(changes).toContainText('History event')
    await expect(changes).not.toContainText('renamed')

    await drawer.getByRole('button', { name: 'Restore this version' }).click()
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' })
    await expect(confirm).toContainText('The current version stays in the history')
    await confirm.getByRole('button', { name: 'Restore' }).click()
    await expect(toastWith(page, /^.*Restored the version of \d\d:\d\d/)).toBeVisible()
    // The edit window held the values from before the restore: it closes with the drawer.
    await expect(drawer).toBeHidden()
    await expect(edit).toBeHidden()

    const detail = (await adminApi.get(`/categories/${category._id}?includeEvents=true`)) as ApiCategory & {
      events: ApiEvent[]
    }
    expect(detail.title).toBe(first)
    expect(detail.events.map((e) => e.title)).toEqual(['History event'])
    const publicAnswer = await page.request.get(`/api/categories/${category._id}?includeEvents=true`)
    const publicCategory = ((await publicAnswer.json()) as { data: typeof detail }).data
    expect(publicCategory.title).toBe(first)
    expect(publicCategory.events.map((e) => e.title)).toEqual(['History event'])

    // Reopened, the window shows the restored title; the restore is a version of its own.
    await rowButton(page, first, 'Edit').click()
    await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(first)
    await edit.getByRole('button', { name: 'History' }).click()
    await expect(
      drawer.getByRole('navigation', { name: 'Versions' }).getByRole('button').first(),
    ).toContainText('Restored')
    await backToList(page, drawer)

    // The audit log records it.
    const audit = (await adminApi.get(`/audit?entity=categories&action=restore`)) as
      { entityId: string; action: string }[] | { data: { entityId: string }[] }
    const entries = Array.isArray(audit) ? audit : audit.data
    expect(entries.some((entry) => entry.entityId === category._id)).toBe(true)
  })

  test('shows a service’s changed image side by side', async ({ adminPage: page, adminApi }, testInfo) => {
    const before = await adminApi.upload(
      '/upload/services',
      demoImage('services', 'building-electrical-1.webp'),
    )
    const after = await adminApi.upload(
      '/upload/services',
      demoImage('services', 'building-electrical-2.webp'),
    )
    const service = await services.create(adminApi, { images: [before], mainImageUrl: before })
    await adminApi.put(`/services/${service._id}`, { images: [after], mainImageUrl: after })

    const { drawer } = await openHistory(page, '/admin/services', service.title, 'Edit service')
    const versions = drawer.getByRole('navigation', { name: 'Versions' }).getByRole('button')
    await versions.last().click()
    const changes = drawer.getByRole('region', { name: 'Changes' })
    await expect(changes.getByRole('img', { name: /, before$/ }).first()).toBeVisible()
    await expect(changes.getByRole('img', { name: /, after$/ }).first()).toBeVisible()
    await keep(page, testInfo, 'images')
  })

  test('is used with the keyboard, passes axe, and gives the focus back', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(60_000)
    const category = await categories.create(adminApi)
    const renamed = `${category.title} renamed`
    categories.unique.names.add(renamed)
    await adminApi.put(`/categories/${category._id}`, { title: renamed })

    await page.goto('/admin/categories')
    await rowButton(page, renamed, 'Edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit category' })
    const button = edit.getByRole('button', { name: 'History' })
    await button.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Version history' })
    await expect(drawer.getByRole('navigation', { name: 'Versions' })).toBeVisible()
    await expectNoAxeViolations(page)

    // Tab moves through the drawer and stays in it.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab')
      const inDrawer = await drawer.evaluate((element) => element.contains(document.activeElement))
      expect(inDrawer).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    // Only the drawer closes: the edit window stays, its History button focused again.
    await expect(edit).toBeVisible()
    await expect(button).toBeFocused()
  })

  test.describe('a title taken meanwhile', () => {
    // A restore under a taken title answers 409, which the browser logs.
    test.use({ allowedConsoleError: /status of 409/ })

    test('restores a version under another name, and the edit form behind stays unsaved', async ({
      adminPage: page,
      adminApi,
    }) => {
      test.setTimeout(60_000)
      const category = await categories.create(adminApi)
      const taken = category.title
      const renamed = `${taken} renamed`
      const restored = `${taken} (restored)`
      categories.unique.names.add(renamed).add(restored)
      await adminApi.put(`/categories/${category._id}`, { title: renamed })
      await categories.create(adminApi, { title: taken })

      const { edit, drawer } = await openHistory(page, '/admin/categories', renamed, 'Edit category')
      // The rename window's submit is its own: the edit form behind it (values from before) is never saved.
      const saves: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes(`/api/categories/${category._id}`))
          saves.push(request.url())
      })
      const versions = drawer.getByRole('navigation', { name: 'Versions' }).getByRole('button')
      await versions.last().click()
      await drawer.getByRole('button', { name: 'Restore this version' }).click()
      await page
        .getByRole('dialog', { name: 'Restore this version?' })
        .getByRole('button', { name: 'Restore' })
        .click()

      const rename = page.getByRole('dialog', { name: 'Restore under another name' })
      await expect(rename).toContainText(
        `A category named "${taken}" already exists. Restore it under another name.`,
      )
      const name = rename.getByRole('textbox', { name: 'New name' })
      await expect(name).toHaveValue(restored)
      await expect(name).toBeFocused()
      // A name that is taken too says so under the field.
      await name.fill(taken)
      await rename.getByRole('button', { name: 'Restore' }).click()
      await expect(name).toHaveAccessibleDescription(
        `A category named "${taken}" already exists. Restore it under another name.`,
      )
      // Escape closes this window only: the drawer stays.
      await page.keyboard.press('Escape')
      await expect(rename).toBeHidden()
      await expect(drawer).toBeVisible()
      await expect(edit).toBeVisible()

      await drawer.getByRole('button', { name: 'Restore this version' }).click()
      await page
        .getByRole('dialog', { name: 'Restore this version?' })
        .getByRole('button', { name: 'Restore' })
        .click()
      await expect(name).toHaveValue(restored)
      await rename.getByRole('button', { name: 'Restore' }).click()
      await expect(toastWith(page, /^.*Restored the version of \d\d:\d\d/)).toBeVisible()
      await expect(rename).toBeHidden()
      await expect(drawer).toBeHidden()
      const detail = (await adminApi.get(`/categories/${category._id}`)) as ApiCategory
      expect(detail.title).toBe(restored)
      expect(saves).toEqual([])
    })
  })
})
