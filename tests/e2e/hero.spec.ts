import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'change-me-now' },
  })
  return { authorization: `Bearer ${(await login.json()).data.token}` }
}

test.describe('hero carousel', () => {
  test('advances every 5 seconds, wraps both ways, and pauses while hovered', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const slide = page.locator('#home [aria-roledescription="slide"]')
    await expect(slide).toHaveAttribute('aria-label', '1 of 3')
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(slide).toHaveAttribute('aria-label', '3 of 3')
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(slide).toHaveAttribute('aria-label', '1 of 3')

    // Hovering (or focusing) pauses it.
    await page.locator('#home h1').hover()
    await page.clock.runFor(6000)
    await expect(slide).toHaveAttribute('aria-label', '1 of 3')

    await page.mouse.move(5, 790)
    await page.locator('#services').hover()
    await page.clock.runFor(5000)
    await expect(slide).toHaveAttribute('aria-label', '2 of 3')
    await page.clock.runFor(5000)
    await expect(slide).toHaveAttribute('aria-label', '3 of 3')
    await page.clock.runFor(5000)
    await expect(slide).toHaveAttribute('aria-label', '1 of 3')
  })

  test('shows the stats, the button and Contact Us, with the first slide preloaded', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/i)
    await page.goto('/')
    await expect(page.getByText('Years Experience')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Explore our services' })).toHaveAttribute(
      'href',
      '#services',
    )
    await expect(page.locator('#home').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '#contact',
    )
  })

  test.describe('without usable hero images', () => {
    test.use({ allowedConsoleError: /the server responded with a status of 404/ })
    test('says so when none are configured, and uses the defaults and a placeholder', async ({
      page,
      request,
    }) => {
      const headers = await adminHeaders(request)
      const before = (await (await request.get('/api/company/info')).json()).data
      // Unreferenced uploads are deleted: a draft service keeps the demo's hero images referenced meanwhile.
      const keeper = await request.post('/api/services', {
        headers,
        data: {
          title: 'Hero image keeper',
          shortDescription: 'Test fixture',
          status: 'inactive',
          images: before.heroImages.map((slide: { imageUrl: string }) => slide.imageUrl),
        },
      })
      const keeperId = (await keeper.json()).data._id as string
      try {
        await request.put('/api/company/hero-images', { headers, data: { heroImages: [] } })
        await page.goto('/')
        await expect(page.getByText('No hero images configured')).toBeVisible()
        await request.put('/api/company/hero-images', {
          headers,
          data: {
            heroImages: [
              {
                imageUrl: '/uploads/demo/missing.webp',
                title: 'Plain title',
                subtitle: '',
                buttonText: '',
                buttonLink: '',
              },
            ],
          },
        })
        await page.goto('/')
        await expect(page.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '#services')
        // A failed image swaps in the placeholder.
        await expect(page.locator('#home img').first()).toHaveAttribute('src', /^data:image\/svg\+xml/)
      } finally {
        await request.put('/api/company/hero-images', { headers, data: { heroImages: before.heroImages } })
        await request.delete(`/api/services/${keeperId}`, { headers })
      }
    })
  })
})

test.describe('navbar', () => {
  test('turns solid after 50 px of scrolling and marks the section crossing 150 px', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-solid', 'false')
    // The home page scrolls to the top once it hydrates (docs/product.md#home-page), which can undo a scroll made
    // just before it: scroll again until the page has taken over.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }))
      await expect(header).toHaveAttribute('data-solid', 'true', { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    if (page.viewportSize()!.width >= 768) {
      await page.evaluate(() => {
        const team = document.getElementById('team')!
        window.scrollTo({ top: team.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' })
      })
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }),
      ).toHaveAttribute('aria-current', 'true')
    }
  })
})

test.describe('reduced motion', () => {
  test('carousels do not advance on their own when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    await page.mouse.move(0, 0)
    const slide = page.locator('#home [aria-roledescription="slide"]')
    const testimonials = page.locator('#clients [aria-current="true"]')
    await page.clock.runFor(12_000)
    await expect(slide).toHaveAttribute('aria-label', '1 of 3')
    await expect(testimonials).toHaveAccessibleName('Show testimonials from position 1 of 5')
    // The buttons still work.
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(slide).toHaveAttribute('aria-label', '2 of 3')
  })
})
