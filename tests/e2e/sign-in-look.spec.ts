import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The sign-in page draws Mantine's look without Mantine (ui/backoffice/light/): its frame, fields, button, links
// and failure message must stay what the same Mantine components draw on the other signed-out screens, with the
// back-office theme. Each element of /login is compared with its Mantine twin on /forgot-password (the password
// field with /reset-password's), property by property.

// The failure is a 503 the test answers itself, which the browser logs.
test.use({ allowedConsoleError: /status of 503/ })

const PROPERTIES = [
  'display',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-right-color',
  'border-radius',
  'box-shadow',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'height',
  'min-height',
  'max-width',
  'text-align',
  'text-decoration-line',
  'cursor',
  'outline-style',
  'outline-color',
  'outline-width',
  'outline-offset',
  'gap',
  '-webkit-font-smoothing',
] as const

const CONTENT_SIZED = new Set(['page', 'card', 'description'])

async function styleOf(page: Page, selector: string) {
  const element = page.locator(selector).first()
  await expect(element).toBeVisible()
  return element.evaluate((node, properties) => {
    const style = getComputedStyle(node)
    return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]))
  }, PROPERTIES)
}

/** Computed styles of the same roles on both screens, after `prepare` has run on each. */
async function compare(
  page: Page,
  twin: string,
  selectors: Record<string, string>,
  prepare: (page: Page) => Promise<void> = async () => {},
) {
  const read = async (path: string) => {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    await prepare(page)
    // A focus or hover starts a transition (the border's colour): read the styles it ends on, not one in between.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
    const styles: Record<string, Record<string, string>> = {}
    for (const [name, selector] of Object.entries(selectors)) styles[name] = await styleOf(page, selector)
    return styles
  }
  const mantine = await read(twin)
  const light = await read('/login')
  for (const name of Object.keys(selectors)) {
    // The frame's and the description's height are their content's, which differs from screen to screen.
    if (CONTENT_SIZED.has(name)) for (const styles of [light, mantine]) delete styles[name]!.height
    expect(light[name], name).toEqual(mantine[name])
  }
}

const FRAME = {
  page: 'main >> xpath=..',
  card: 'main',
  title: 'h1',
  description: 'h1 + p',
  label: 'label',
  asterisk: 'label > span',
  email: 'input[type="email"]',
  button: 'button[type="submit"]',
  'back link': 'main > div > a',
}

test.describe('the sign-in page looks like the screens drawn with Mantine', () => {
  test('frame, field, button and link', async ({ page }) => {
    await compare(page, '/forgot-password', FRAME)
  })

  test('a field in focus, a hovered button, a link with the keyboard focus', async ({ page }) => {
    await compare(
      page,
      '/forgot-password',
      { 'focused email': 'input[type="email"]', 'hovered button': 'button[type="submit"]' },
      async (current) => {
        await current.locator('button[type="submit"]').hover()
        await current.locator('input[type="email"]').focus()
      },
    )
    await compare(page, '/forgot-password', { 'focused link': 'main > div > a' }, async (current) => {
      await current.locator('main > div > a').focus()
      await current.keyboard.press('Shift+Tab')
      await current.keyboard.press('Tab')
    })
  })

  test('a required field left empty, and the failure of the last attempt', async ({ page }) => {
    await compare(
      page,
      '/forgot-password',
      { 'email in error': 'input[type="email"]', 'error message': '[id$="-error"]' },
      async (current) => {
        await current.locator('button[type="submit"]').click()
        await current.locator('input[type="email"]').focus()
      },
    )
    await page.route('**/api/auth/{login,forgot-password}', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'The service is unavailable' } }),
    )
    await compare(
      page,
      '/forgot-password',
      { alert: '[role="alert"]', 'alert message': '[role="alert"] > div > div > div' },
      async (current) => {
        await current.locator('input[type="email"]').fill('someone@example.com')
        const password = current.locator('input[autocomplete="current-password"]')
        if (await password.count()) await password.fill('a password')
        await current.locator('button[type="submit"]').click()
        await expect(current.getByRole('alert')).toHaveText('The service is unavailable')
      },
    )
  })

  test('the password field and its visibility toggle', async ({ page }) => {
    const field = {
      box: 'input[autocomplete$="password"] >> xpath=..',
      input: 'input[autocomplete$="password"]',
      toggle: 'button[aria-label="Toggle password visibility"]',
      icon: 'button[aria-label="Toggle password visibility"] svg',
    }
    await compare(page, '/reset-password?token=any', field)
    await compare(page, '/reset-password?token=any', { 'hovered toggle': field.toggle }, async (current) =>
      current.locator(field.toggle).first().hover(),
    )
  })
})
