import { expect, expectNoAxeViolations, test, toastWith } from './admin-fixtures'
import * as steps from './admin-steps'

type ApiService = { _id: string; slug: string; title: string; seo: { description?: string } }

const services = steps.testServices<ApiService>('Search')

const { openEdit: openServiceEdit } = steps.servicesScreen()

/** A page's search and social fields (docs/product.md#seo), as the marketing manager sets them. */
test.describe('search and social fields', () => {
  test('a service’s search description: a live preview, then the page’s meta tags', async ({
    adminPage: page,
    adminApi,
    request,
  }, testInfo) => {
    const service = await services.create(adminApi)
    const edit = await openServiceEdit(page, service.title)
    const section = edit.getByRole('region', { name: 'Search and social' })
    // Empty: the preview shows the page's own title and short description.
    await expect(section.getByTestId('seo-preview-title')).toHaveText(service.title)
    const description = 'Harmonic filters sized on site, commissioned in a day.'
    await section.getByRole('textbox', { name: 'Search description' }).fill(description)
    await expect(section.getByTestId('seo-preview-description')).toHaveText(description)
    await expect(section.getByText(`${description.length} / 155 shown in search results`)).toBeVisible()
    await section.getByRole('textbox', { name: 'Search title' }).fill('Harmonic filters | Lyon engineers')
    await expect(section.getByTestId('seo-preview-title')).toHaveText('Harmonic filters | Lyon engineers')
    await expectNoAxeViolations(page)
    await section.screenshot({ path: testInfo.outputPath(`seo-${testInfo.project.name}.png`) })
    await steps.submitDialog(page, edit, 'Save changes', 'Service updated successfully')
    await expect(toastWith(page, 'Service updated successfully')).toBeVisible()

    const saved = (await adminApi.get(`/services/${service._id}`)) as ApiService
    expect(saved.seo.description).toBe(description)
    const html = await (await request.get(`/service/${saved.slug}`)).text()
    expect(html).toContain(`<meta name="description" content="${description}"/>`)
    expect(html).toContain(`<meta property="og:description" content="${description}"/>`)
    expect(html).toContain('<title>Harmonic filters | Lyon engineers</title>')
  })
})
