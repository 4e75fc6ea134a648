import type { APIRequestContext } from '@playwright/test'
import { expect, expectNotFoundPage, test, ANY_WIDTH } from './fixtures'

async function firstServiceId(request: APIRequestContext) {
  const response = await request.get('/api/services/active')
  const services = (await response.json()).data as {
    _id: string
    slug: string
    title: string
    images: string[]
  }[]
  return services[0]!
}

test.describe('service detail page', () => {
  test('opens from a card and shows the gallery, features and the quote link', async ({ page }) => {
    await page.goto('/')
    const card = page.locator('#services article').first()
    const title = (await card.getByRole('heading').innerText()).trim()
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/service\/[a-z0-9]+(-[a-z0-9]+)*$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('heading', { name: 'What’s included' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/#contact')
    await expect(page.getByRole('link', { name: /Back to Services/ })).toHaveAttribute('href', '/#services')
  })

  test('cycles its gallery circularly, by hand and every 5 seconds', async ({ page, request }) => {
    const service = await firstServiceId(request)
    expect(service.images.length).toBeGreaterThanOrEqual(2)
    await page.clock.install()
    await page.goto(`/service/${service._id}`)
    const count = service.images.length
    const current = page
      .getByRole('button', { name: /Show image \d+ of/ })
      .and(page.locator('[aria-current="true"]'))
    await expect(current).toHaveAccessibleName(`Show image 1 of ${count}`)
    await page.getByRole('button', { name: 'Previous image' }).click()
    await expect(current).toHaveAccessibleName(`Show image ${count} of ${count}`)
    await page.getByRole('button', { name: 'Next image' }).click()
    await expect(current).toHaveAccessibleName(`Show image 1 of ${count}`)
    // Move the pointer away so the carousel is not paused, then let 5 seconds pass.
    await page.mouse.move(0, 0)
    await page.locator('body').click({ position: { x: 1, y: 1 } })
    await page.clock.runFor(5000)
    await expect(current).toHaveAccessibleName(`Show image 2 of ${count}`)
  })

  test.describe('unknown service', () => {
    test.use({ allowedConsoleError: /the server responded with a status of 404/ })
    test('answers 404 with the spec’s message and a way back', async ({ page }) => {
      await expectNotFoundPage(page, '/service/00000000-0000-4000-8000-000000000000', {
        heading: 'Service not found',
        link: 'View All Services',
        href: '/#services',
      })
    })
  })

  test('carries its SEO tags and structured data', ANY_WIDTH, async ({ request, baseURL }) => {
    const service = await firstServiceId(request)
    // Asked for by its id (the spec's address), answered at its readable one (docs/product.md#addresses).
    const html = await (await request.get(`/service/${service._id}`)).text()
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/service/${service.slug}"/>`)
    expect(html).toContain(`"url":"${baseURL}/service/${service.slug}"`)
    expect(html).toContain('property="og:title"')
    expect(html).toContain('"@type":"Service"')
    expect(html).toContain('"@type":"BreadcrumbList"')
  })
})
