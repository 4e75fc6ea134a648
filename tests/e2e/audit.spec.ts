import { expect, expectNoAxeViolations, rowOf, test, ANY_WIDTH } from './admin-fixtures'
import * as steps from './admin-steps'

type ApiService = { _id: string; title: string }

const services = steps.testRows<ApiService>('/services', 'title', (unique) => ({
  title: unique('Audited'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))

test.describe('the Audit log screen', () => {
  test(
    'shows who changed a service’s title, from what to what',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }, testInfo) => {
      // An edit on one screen, then the log, an entry opened and four filters: past 30 s on a busy machine.
      test.setTimeout(60_000)
      const service = await services.create(adminApi)
      const edited = `${service.title} (edited)`

      await page.goto('/admin/services')
      await steps.rowButton(page, service.title, 'Edit').click()
      const dialog = page.getByRole('dialog', { name: 'Edit service' })
      await dialog.getByRole('textbox', { name: 'Title' }).fill(edited)
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await expect(rowOf(page, edited)).toBeVisible()

      await steps.openFromSidebar(page, testInfo, 'Audit log')
      await expect(page).toHaveURL(/\/admin\/audit$/)
      await expect(page).toHaveTitle('Audit Log | Back-office')
      // The entry is labelled with the service's title as it is now; its changes say what it was.
      const what = `Updated service “${edited}”`
      const row = rowOf(page, what)
      await expect(row).toContainText('Administrator')
      await expect(row).toContainText('admin@example.com')
      await expect(row.getByRole('time')).toHaveAttribute('title', /\d{4}/)

      await row.getByRole('button', { name: `Show changes: ${what}` }).click()
      const changes = page.getByRole('list', { name: 'Changed fields' })
      await expect(changes.getByRole('listitem').filter({ hasText: 'Title:' })).toContainText(
        `${service.title}→${edited}`,
      )

      // The filters narrow the list to it, and say so when nothing matches.
      await page.getByRole('combobox', { name: 'Entity' }).selectOption('services')
      await page.getByRole('combobox', { name: 'Action' }).selectOption('update')
      await expect(page).toHaveURL(/entity=services&action=update/)
      await expect(rowOf(page, what)).toBeVisible()
      await page.getByRole('textbox', { name: 'To' }).fill('2000-01-01')
      await expect(page.getByText('No entries match these filters')).toBeVisible()
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await expect(rowOf(page, what)).toBeVisible()
    },
  )

  test('passes axe, an entry open', async ({ adminPage: page, adminApi }) => {
    const service = await services.create(adminApi)
    await adminApi.put(`/services/${service._id}`, { title: `${service.title} (edited)` })
    await page.goto('/admin/audit')
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    await page
      .getByRole('button', { name: /^Show changes: / })
      .first()
      .click()
    await expect(page.getByRole('list', { name: 'Changed fields' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
