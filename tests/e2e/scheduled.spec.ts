import { expect, expectNoAxeViolations, rowOf, test, toastWith } from './admin-fixtures'
import { screenshotKeeper } from './screenshots'
import * as steps from './admin-steps'

type ApiService = { _id: string; title: string }
type ApiSchedule = { _id: string; at: string }

const services = steps.testRows<ApiService>('/services', 'title', (unique) => ({
  title: unique('Scheduled'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
  status: 'active',
}))

/** With E2E_SCREENSHOTS set, each state of the screen is kept in .cache/screenshots/ to be looked at. */
const keep = screenshotKeeper('scheduled', true)

const tomorrowAt = (hours: number) => {
  const day = new Date(Date.now() + 24 * 60 * 60_000)
  day.setHours(hours, 0, 0, 0)
  return day
}

test.describe('the Scheduled screen', () => {
  test('lists a schedule in the viewer’s time zone, changes its time and cancels it', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(60_000)
    const service = await services.create(adminApi)
    const schedule = (await adminApi.post('/schedules', {
      type: 'services',
      id: service._id,
      action: 'deactivate',
      at: tomorrowAt(9).toISOString(),
    })) as ApiSchedule

    await steps.openFromSidebar(page, testInfo, 'Scheduled')
    await expect(page).toHaveURL(/\/admin\/scheduled$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled' })).toBeVisible()
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    await expect(page.getByText(`Times are in your time zone (${zone})`)).toBeVisible()
    const row = rowOf(page, service.title)
    await expect(row).toContainText('Service')
    await expect(row).toContainText('Deactivate')
    await expect(row).toContainText('Upcoming')
    await expect(row).toContainText('09:00')
    await expect(row).toContainText('Administrator')
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'list')

    await row.getByRole('button', { name: `Change the time of “${service.title}”: Deactivate` }).click()
    const dialog = page.getByRole('dialog', { name: 'Change the schedule' })
    const when = dialog.getByLabel(`Date and time (${zone})`)
    await expect(when)
      .toBeFocused({ timeout: 1000 })
      .catch(() => undefined)
    await when.fill(`${tomorrowAt(10).toISOString().slice(0, 10)}T10:30`)
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'change')
    await dialog.getByRole('button', { name: 'Save schedule' }).click()
    await expect(toastWith(page, 'Schedule changed')).toBeVisible()
    await expect(row).toContainText('10:30')
    const moved = (await adminApi.get(`/schedules/${schedule._id}`)) as ApiSchedule
    expect(new Date(moved.at).getMinutes()).toBe(30)

    await row.getByRole('button', { name: `Cancel “${service.title}”: Deactivate` }).click()
    await page
      .getByRole('dialog', { name: 'Cancel this schedule?' })
      .getByRole('button', { name: 'Cancel schedule' })
      .click()
    await expect(toastWith(page, 'Schedule cancelled')).toBeVisible()
    await expect(row).toHaveCount(0)
    expect(((await adminApi.get(`/schedules/${schedule._id}`)) as { status: string }).status).toBe(
      'cancelled',
    )
  })

  test('schedules a change from a service’s edit window, in the editor’s time zone', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(60_000)
    const service = await services.create(adminApi)
    await page.goto('/admin/services')
    await steps.rowButton(page, service.title, 'Edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit service' })
    await edit.getByRole('button', { name: 'Schedule…' }).click()
    const panel = page.getByRole('dialog', { name: 'Schedule a change' })
    await expect(panel.getByText('Nothing is scheduled.')).toBeVisible()
    await panel.getByRole('combobox', { name: 'Action' }).selectOption('deactivate')
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const day = tomorrowAt(8).toISOString().slice(0, 10)
    await panel.getByLabel(`Date and time (${zone})`).fill(`${day}T08:15`)
    await panel.getByRole('button', { name: 'Schedule', exact: true }).click()
    await expect(toastWith(page, /Deactivate: scheduled for/)).toBeVisible()
    await expect(panel.getByRole('listitem')).toContainText('Deactivate')
    await expect(panel.getByRole('listitem')).toContainText('08:15')
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'item')
    // The item's edit window was not saved by the panel's submit.
    await expect(edit).toBeVisible()

    const [made] = (await adminApi.get(`/schedules?type=services&id=${service._id}`)) as ApiSchedule[]
    expect(made).toBeDefined()
    await panel.getByRole('button', { name: /^Cancel: Deactivate/ }).click()
    await expect(toastWith(page, 'Schedule cancelled')).toBeVisible()
    await expect(panel.getByText('Nothing is scheduled.')).toBeVisible()
  })

  test('the dashboard says how many scheduled changes are overdue, and leads to them', async ({
    adminPage: page,
  }, testInfo) => {
    // A schedule is overdue only when no server ran it in time; the summary is stood in for (the API's count is
    // tested in features/schedules/schedule.routes.test.ts).
    await page.route('**/api/schedules/summary', (route) =>
      route.fulfill({ json: { success: true, data: { overdue: 2, upcoming: 0 } } }),
    )
    await page.goto('/admin')
    const card = page.getByRole('link', { name: /2 scheduled changes overdue/ })
    await expect(card).toBeVisible()
    await expectNoAxeViolations(page)
    await keep(page, testInfo, 'dashboard')
    await card.click()
    await expect(page).toHaveURL(/\/admin\/scheduled$/)
  })
})
