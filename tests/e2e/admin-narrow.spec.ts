import type { Locator, Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoAxeViolations, test, toastWith } from './admin-fixtures'

/** docs/product.md#back-office-shell: every screen reads on a 320 px phone, and toasts hide nothing that matters. */

/** Every screen in the sidebar, as the owner (who sees them all) finds them there. */
async function sidebarScreens(page: Page) {
  await page.goto('/admin')
  const links = page.getByRole('navigation', { name: 'Back-office' }).getByRole('link')
  await expect(links.first()).toHaveText('Dashboard')
  return links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname))
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, `${locator} has a box`).not.toBeNull()
  return box!
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test(
    'every sidebar screen fits the width, with its title in view, and passes axe',
    ANY_WIDTH,
    async ({ adminPage: page }) => {
      test.setTimeout(180_000)
      const paths = await sidebarScreens(page)
      expect(paths.length).toBeGreaterThanOrEqual(17)
      for (const path of paths) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        // What the screen loads is drawn: no spinner left.
        await expect(page.locator('main .mantine-Loader-root'), path).toHaveCount(0)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(320)
        await expectNoAxeViolations(page)
      }
    },
  )

  test(
    'a screen’s tabs scroll sideways with a cue instead of being cut',
    ANY_WIDTH,
    async ({ adminPage: page }) => {
      await page.goto('/admin/settings')
      const list = page.getByRole('tablist')
      await expect(page.getByRole('tab', { name: 'General Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      // The tabs are wider than the screen: the list scrolls, and the side with more says so.
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      const scroller = list.locator('xpath=..')
      await expect(scroller).toHaveAttribute('data-more-end', 'true')
      await expect(scroller).not.toHaveAttribute('data-more-start', /.*/)
      // Each tab's name is whole (no wrapping, no clipping inside the tab; a pixel of rounding aside).
      for (const tab of await page.getByRole('tab').all()) {
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
        await expect(tab).toHaveCSS('white-space', 'nowrap')
      }
      // The last tab, chosen, is scrolled into view; the cue moves to the start.
      await page.goto('/admin/settings?tab=admin')
      await expect(page.getByRole('tab', { name: 'Admin User' })).toBeInViewport({ ratio: 0.95 })
      await expect(scroller).toHaveAttribute('data-more-start', 'true')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    },
  )
})

/** The toast's box crosses none of these (what it must never cover). */
async function expectClearOf(toast: Locator, covered: [string, Locator][]) {
  await expect(toast).toBeInViewport()
  const box = await boxOf(toast)
  for (const [what, locator] of covered)
    expect(overlaps(box, await boxOf(locator)), `the toast covers ${what}`).toBe(false)
}

/** The toast refusing an empty Add team member window covers neither the window's title nor its buttons. */
async function expectRefusalClearOfWindow(page: Page) {
  await page.goto('/admin/team')
  await page.getByRole('button', { name: 'Add Team Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add team member' })
  const add = dialog.getByRole('button', { name: 'Add team member' })
  await add.click()
  const refused = toastWith(page, 'Please fix the validation errors before submitting.')
  await expect(refused).toBeVisible()
  await expectClearOf(refused, [
    ['the window’s title', dialog.getByRole('heading', { name: 'Add team member' })],
    ['the add button', add],
    ['the cancel button', dialog.getByRole('button', { name: 'Cancel' })],
  ])
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test(
    'a toast over a form covers neither the header, the title nor the form’s buttons',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      // A short form: the toast stays at the bottom, below its buttons.
      await page.goto('/admin/home-page?tab=stats')
      const years = page.getByRole('textbox', { name: 'Years of experience' })
      await years.fill(await years.inputValue())
      const save = page.getByRole('button', { name: 'Save Settings' })
      await save.click()
      const toast = toastWith(page, /Home page saved$/)
      await expect(toast).toBeVisible()
      await expectClearOf(toast, [
        ['the header', page.getByRole('banner')],
        ['the title', page.getByRole('heading', { level: 1 })],
        ['the save button', save],
      ])

      // A long form, scrolled to its end: its buttons are at the bottom, and the toast goes above them.
      await page.goto('/admin/settings')
      const name = ((await adminApi.get('/company/info')) as { name: string }).name
      await page.getByRole('textbox', { name: 'Company name' }).fill(name)
      await page.mouse.wheel(0, 5000)
      const saveSettings = page.getByRole('button', { name: 'Save Settings' })
      await saveSettings.click()
      const saved = toastWith(page, 'Company settings saved successfully')
      await expect(saved).toBeVisible()
      await expect(saveSettings).toBeInViewport()
      await expectClearOf(saved, [
        ['the header', page.getByRole('banner')],
        ['the save button', saveSettings],
      ])

      // A window's buttons, at the bottom of a full-screen window on phones.
      await expectRefusalClearOfWindow(page)
    },
  )
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test(
    'a toast covers neither the header, the title and its buttons, nor a window’s buttons',
    ANY_WIDTH,
    async ({ adminPage: page }) => {
      // A screen whose title has buttons beside it: the toast of one of them leaves them all in reach.
      await page.goto('/admin/clients')
      const activateAll = page.getByRole('button', { name: 'Activate All Clients' })
      await activateAll.click()
      const toast = page.locator('.mantine-Notification-root').first()
      await expect(toast).toBeVisible()
      await expectClearOf(toast, [
        ['the header', page.getByRole('banner')],
        ['the title', page.getByRole('heading', { level: 1 })],
        ['the button that made it', activateAll],
        ['the add button', page.getByRole('button', { name: 'Add New Client' })],
      ])

      // A window's buttons.
      await expectRefusalClearOfWindow(page)
    },
  )
})
