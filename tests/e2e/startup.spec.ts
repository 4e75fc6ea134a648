import { expect, test } from './fixtures'

test.describe('a fatal start-up failure', () => {
  test.use({ allowedConsoleError: /React initialization failed|^boom$/ })

  test('shows the React Initialization Error page with troubleshooting steps', async ({ page }) => {
    // The browser receives a broken islands script, as after a bad deploy or a corrupted cache.
    await page.route(/\/assets\/islands-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("boom")' }),
    )
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'React Initialization Error' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('Refresh the page.')
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible()
  })
})
