import { expect, expectNoAxeViolations, test, toastWith, rowOf, ANY_WIDTH } from './admin-fixtures'
import * as steps from './admin-steps'
import { slugify } from '../../platform/slugs'

type ApiService = { _id: string; slug: string; title: string }

const services = steps.testServices<ApiService>('Address')

const { open: openServices, openAdd: openAddService } = steps.servicesScreen()

/** Readable addresses in the service form (docs/product.md#addresses), as an editor uses them. */
test.describe('a service’s address', () => {
  // The save that asks to take an address over is answered 409, which the browser reports.
  test.use({ allowedConsoleError: /status of 409/ })

  test(
    'follows the title while new, can be typed, and the old address then leads to the new one',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi, baseURL, request }, testInfo) => {
      const title = services.unique('Harmonic Filter Studies')
      const slug = slugify(title)
      const dialog = await openAddService(page)
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      const address = dialog.getByRole('textbox', { name: 'Address' })
      // The whole address, live, under the field; the field itself is empty (made from the title on save).
      await expect(address).toHaveAccessibleDescription(
        `The page’s address on the website: ${baseURL}/service/${slug}`,
      )
      await expect(address).toHaveAttribute('placeholder', slug)
      await dialog.getByRole('textbox', { name: 'Short description' }).fill('Harmonic studies.')
      await expectNoAxeViolations(page)
      await page.screenshot({ path: testInfo.outputPath('address-new.png') })
      await steps.submitDialog(page, dialog, 'Create service', 'Service created successfully')
      const saved = (await services.find(adminApi, title))!
      expect(saved.slug).toBe(slug)

      // Typed words become a slug when the field is left; the preview follows what is typed.
      await steps.rowButton(page, title, 'Edit').click()
      const edit = page.getByRole('dialog', { name: 'Edit service' })
      const field = edit.getByRole('textbox', { name: 'Address' })
      await field.fill(`Harmonic Studies ${saved._id.slice(0, 6)}`)
      const typed = `harmonic-studies-${saved._id.slice(0, 6)}`
      await expect(field).toHaveAccessibleDescription(
        `The page’s address on the website: ${baseURL}/service/${typed}`,
      )
      await field.press('Tab')
      await expect(field).toHaveValue(typed)
      await page.screenshot({ path: testInfo.outputPath('address-edit.png') })
      await steps.submitDialog(page, edit, 'Save changes', 'Service updated successfully')
      await expect(rowOf(page, title)).toBeVisible()

      // The old address answers a 301 to the new one; a visitor following an old link lands on the page.
      const old = await request.get(`/service/${slug}`, { maxRedirects: 0 })
      expect(old.status()).toBe(301)
      expect(old.headers().location).toBe(`/service/${typed}`)
      const visitor = await page.context().newPage()
      await visitor.goto(`/service/${slug}`)
      await expect(visitor).toHaveURL(`${baseURL}/service/${typed}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
      await visitor.close()
    },
  )

  test('takes back an address an older page still redirects from only once the editor says so', async ({
    adminPage: page,
    adminApi,
    request,
  }, testInfo) => {
    const older = await services.create(adminApi, { title: services.unique('Cable Pulling') })
    const oldSlug = older.slug
    await adminApi.put(`/services/${older._id}`, { slug: `${oldSlug}-renamed` })
    const newer = await services.create(adminApi, { title: services.unique('Cable Pulling New') })

    await openServices(page)
    await steps.rowButton(page, newer.title, 'Edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit service' })
    await edit.getByRole('textbox', { name: 'Address' }).fill(oldSlug)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      edit.getByText(`The address /service/${oldSlug} still redirects to "${older.title}"`),
    ).toBeVisible()
    const takeOver = edit.getByRole('checkbox', { name: `Take the address over from "${older.title}"` })
    await expect(takeOver).not.toBeChecked()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('address-reclaim.png') })
    await takeOver.check()
    await steps.submitDialog(page, edit, 'Save changes', 'Service updated successfully')

    // The address is the newer page's now; the older page keeps its current one.
    const page200 = await request.get(`/service/${oldSlug}`, { maxRedirects: 0 })
    expect(page200.status()).toBe(200)
    expect(await page200.text()).toContain(newer.title)
    expect((await request.get(`/service/${oldSlug}-renamed`, { maxRedirects: 0 })).status()).toBe(200)
    await expect(toastWith(page, 'Service updated successfully')).toBeHidden()
  })
})
