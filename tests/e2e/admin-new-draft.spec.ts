import { expect, expectNoAxeViolations, rowOf, test, toastWith } from './admin-fixtures'
import * as steps from './admin-steps'

/**
 * docs/product.md#drafts: a new item can start as a draft. `Save as draft` on the Add form adds it hidden from the
 * website, the list marks it, Publish puts it live; `Delete draft` sends a never-published item to the Trash.
 */

type ApiService = { _id: string; title: string; status: string }
type ApiMember = { _id: string; name: string; surname: string }

const services = steps.testRows<ApiService>('/services', 'title', () => ({}))
const team = steps.testRows<ApiMember>('/team', 'name', () => ({}))
const categories = steps.testRows<{ _id: string; title: string; isActive: boolean }>(
  '/categories',
  'title',
  () => ({}),
)

const { openAdd: addService } = steps.servicesScreen()
const { openAdd: addMember } = steps.adminScreen('/admin/team', 'Team', 'Loading team members...', [
  'Add Team Member',
  'Add team member',
  'Name',
])

test.describe('a new item as a draft', () => {
  test('a service added as a draft is off the website until it is published', async ({
    adminPage: page,
    adminApi,
    request,
  }) => {
    const title = services.unique('New draft')
    const add = await addService(page)
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await add.getByRole('textbox', { name: 'Short description' }).fill('Written by an end-to-end test.')
    await add.getByRole('button', { name: 'Save as draft' }).click()
    await expect(toastWith(page, 'Draft saved — not on the website until it is published')).toBeVisible()
    await expect(add).toBeHidden()
    await expect(rowOf(page, title).getByText('Draft', { exact: true })).toBeVisible()

    const service = (await services.find(adminApi, title))!
    expect(service.status).toBe('inactive')
    expect((await request.get(`/service/${service._id}`)).status()).toBe(404)

    await steps.rowButton(page, title, 'Edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit service' })
    await expect(edit.getByRole('status').filter({ hasText: 'New — not published' })).toContainText(
      /This is a new draft \(saved \d\d:\d\d by .+\): it is not on the website until it is published\./,
    )
    await expectNoAxeViolations(page)
    await edit.getByRole('button', { name: 'Publish' }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish this draft?' })
    await expect(confirm).toContainText('The website will show it at once.')
    await confirm.getByRole('button', { name: 'Publish' }).click()
    // A regular expression: a text would match 'not published' of the toasts before, ignoring case.
    await expect(toastWith(page, /Published/)).toBeVisible()

    const visitor = await request.get(`/service/${service._id}`)
    expect(visitor.status()).toBe(200)
    expect(await visitor.text()).toContain(title)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(rowOf(page, title).getByText('Draft', { exact: true })).toHaveCount(0)
  })

  test('Delete draft sends a never-published team member to the Trash', async ({
    adminPage: page,
    adminApi,
  }) => {
    const name = team.unique('Newcomer')
    const add = await addMember(page)
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await add.getByRole('textbox', { name: 'Surname' }).fill('Tester')
    await add.getByRole('textbox', { name: 'Position' }).fill('Engineering')
    await add.getByRole('textbox', { name: 'Job title' }).fill('Site engineer')
    await add.getByRole('textbox', { name: 'Email' }).fill('newcomer@example.com')
    await add.getByRole('textbox', { name: 'Description' }).fill('Written by an end-to-end test.')
    await add.getByRole('button', { name: 'Save as draft' }).click()
    await expect(toastWith(page, 'Draft saved — not on the website until it is published')).toBeVisible()
    await expect(add).toBeHidden()

    await steps.rowButton(page, name, 'Edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit team member' })
    await edit.getByRole('button', { name: 'Delete draft' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' })
    await expect(confirm).toContainText('it goes to the Trash')
    await confirm.getByRole('button', { name: 'Delete draft' }).click()
    await expect(toastWith(page, 'Draft deleted — it is in the Trash for 30 days')).toBeVisible()
    await expect(edit).toBeHidden()
    await expect(rowOf(page, name)).toHaveCount(0)
    expect(await team.find(adminApi, name)).toBeUndefined()
    const trash = (await adminApi.get(`/trash?search=${encodeURIComponent(name)}`)) as {
      items: { title: string }[]
    }[]
    expect(trash.flatMap((group) => group.items.map((item) => item.title))).toContain(name)
  })

  test('a category added as a draft is marked in the list and hidden from the website', async ({
    adminPage: page,
    adminApi,
    request,
  }) => {
    const title = categories.unique('Drafted category')
    await steps.openScreen(page, '/admin/categories', 'Categories', 'Loading categories...')
    await page.getByRole('button', { name: 'Add Category' }).click()
    const add = page.getByRole('dialog', { name: 'Add category' })
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await add.getByRole('button', { name: 'Save as draft' }).click()
    await expect(toastWith(page, 'Draft saved — not on the website until it is published')).toBeVisible()
    await expect(add).toBeHidden()
    await expect(rowOf(page, title).getByText('Draft', { exact: true })).toBeVisible()
    const category = (await categories.find(adminApi, title))!
    expect(category.isActive).toBe(false)
    expect((await request.get(`/categories/${category._id}`)).status()).toBe(404)
  })
})
