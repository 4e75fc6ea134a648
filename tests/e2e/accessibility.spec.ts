import type { Page } from '@playwright/test'
import { expectNoAxeViolations as expectNoViolations, waitUntilSettled } from './axe'
import { expect, publicPagePaths, test } from './fixtures'

/** Scrolls through the page so lazy content (images, the map) is there when axe looks. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

test.describe('accessibility (axe-core, every rule)', () => {
  test('home page', async ({ page }) => {
    await page.goto('/')
    await scrollThrough(page)
    await expectNoViolations(page)
  })

  test('home page with a modal open', async ({ page }) => {
    await page.goto('/#team')
    await page.locator('#team li button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page)
  })

  test('service page', async ({ page, request }) => {
    await page.goto((await publicPagePaths(request)).service)
    await expectNoViolations(page)
  })

  test('category page', async ({ page, request }) => {
    await page.goto((await publicPagePaths(request)).category)
    await scrollThrough(page)
    await expectNoViolations(page)
  })

  test.describe('error states', () => {
    test.use({ allowedConsoleError: /the server responded with a status of 404/ })
    for (const path of [
      '/service/00000000-0000-4000-8000-000000000000',
      '/categories/00000000-0000-4000-8000-000000000000',
    ]) {
      test(`not found: ${path.split('/')[1]}`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expectNoViolations(page)
      })
    }
  })
})

test('axe looks only once the page has settled, even when a transition starts two frames late', async ({
  page,
}) => {
  // As a Mantine modal opens: its state changes, and the opacity transition starts two animation frames later.
  await page.setContent(`
    <p id="text" style="opacity: 0; transition: opacity 600ms linear">Opening</p>
    <script>
      requestAnimationFrame(() => requestAnimationFrame(() => { document.getElementById('text').style.opacity = '1' }))
    </script>`)
  await waitUntilSettled(page)
  expect(await page.locator('#text').evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
})
