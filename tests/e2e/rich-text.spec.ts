import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, signedInAs, test, toastWith, uniqueNames } from './admin-fixtures'
import { rowButton } from './admin-steps'

// docs/product.md#text-fields: the back-office edits HTML fields in a visual editor whose toolbar offers what
// the server keeps; an editor (the marketing manager's role) formats text and the website shows it.

type Service = { _id: string; title: string; details: string }
type HeroImage = { imageUrl: string; title: string; subtitle: string; buttonText: string; buttonLink: string }

const unique = uniqueNames()

/** Nothing of the page scrolls sideways, and the editor's toolbar wraps: every button inside it. */
async function expectToolbarFits(page: Page, label: string) {
  const toolbar = page.getByRole('toolbar', { name: `Formatting of ${label}` })
  const box = (await toolbar.boundingBox())!
  for (const button of await toolbar.getByRole('button').all()) {
    const b = (await button.boundingBox())!
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

test.describe('formatted text', () => {
  test.describe.configure({ timeout: 90_000 })

  test('an editor writes a service’s details with bold (toolbar and Ctrl+B) and a link; the service page shows them', async ({
    page,
    request,
    adminApi,
  }) => {
    const title = unique('Rich text')
    const service = (await adminApi.post('/services', {
      title,
      shortDescription: 'A service whose details are formatted in the editor.',
    })) as Service
    await signedInAs('editor', page, request, adminApi)
    await page.goto('/admin/services')
    await rowButton(page, title, 'Edit').click()
    const dialog = page.getByRole('dialog', { name: 'Edit service' })
    // Plain text stays plain, with a live count against its limit.
    const short = dialog.getByRole('textbox', { name: 'Short description' })
    const shortText = 'A service whose details are formatted in the editor.'
    await expect(dialog.getByText(`${shortText.length} / 500`, { exact: true })).toBeVisible()
    await short.fill(`${shortText} Today.`)
    await expect(dialog.getByText(`${shortText.length + 7} / 500`, { exact: true })).toBeVisible()
    await short.fill(shortText)

    const details = dialog.getByRole('textbox', { name: 'Details' })
    await expect(details).toHaveAttribute('contenteditable', 'true')
    await expect(details).toHaveAccessibleDescription(/Optional\. Shown on the service page/)

    await details.click()
    await page.keyboard.type('Panels tested ')
    await dialog.getByRole('button', { name: 'Bold (Ctrl+B)' }).click()
    await expect(dialog.getByRole('button', { name: 'Bold (Ctrl+B)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.keyboard.type('on site')
    await dialog.getByRole('button', { name: 'Bold (Ctrl+B)' }).click()
    await page.keyboard.type(' and ')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('certified')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('. Read our guide')
    for (let i = 0; i < 'our guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
    await dialog.getByRole('button', { name: 'Link (Ctrl+K)' }).click()
    const address = page.getByRole('textbox', { name: 'Link address' })
    await expect(address).toBeFocused()
    await expectNoAxeViolations(page)
    await address.fill('example.com/guide')
    await page.getByRole('button', { name: 'Save link' }).click()
    await expect(details.getByRole('link', { name: 'our guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    )
    await expect(details.locator('strong')).toHaveText(['on site', 'certified'])

    await expectNoAxeViolations(page)
    await expectToolbarFits(page, 'Details')

    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(toastWith(page, 'Service updated successfully')).toBeVisible()
    const saved = (await adminApi.get(`/services/${service._id}`)) as Service
    expect(saved.details).toBe(
      '<p>Panels tested <strong>on site</strong> and <strong>certified</strong>. Read ' +
        '<a rel="noopener noreferrer" href="https://example.com/guide">our guide</a></p>',
    )

    await page.goto(`/service/${service._id}`)
    const text = page.locator('.rich-text')
    await expect(text.locator('strong')).toHaveText(['on site', 'certified'])
    await expect(text.getByRole('link', { name: 'our guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    )

    // Emptied, the field is saved as no text at all.
    await page.goto('/admin/services')
    await rowButton(page, title, 'Edit').click()
    await expect(details).toContainText('Panels tested on site')
    await details.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(toastWith(page, 'Service updated successfully')).toBeVisible()
    expect(((await adminApi.get(`/services/${service._id}`)) as Service).details).toBe('')
    await adminApi.delete(`/services/${service._id}`)
  })

  test('the hero title’s Accent button makes words orange on the home page; Enter makes no new line', async ({
    page,
    request,
    adminApi,
  }) => {
    const company = (await adminApi.get('/company/info')) as { _id: string; heroImages: HeroImage[] }
    expect(company.heroImages.length).toBeGreaterThan(0)
    await signedInAs('editor', page, request, adminApi)
    await page.goto('/admin/home-page')
    const titleField = page.getByRole('textbox', { name: 'Slide 1 title' })
    await expect(titleField).toHaveAttribute('aria-multiline', 'false')
    await titleField.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Power with ')
    const accent = page.getByRole('button', { name: 'Accent (Ctrl+Shift+H)' }).first()
    await accent.click()
    await expect(accent).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.type('bright ideas')
    await accent.click()
    await page.keyboard.press('Enter')
    await page.keyboard.type(' today')
    await expect(titleField.locator('p')).toHaveCount(1)
    const preview = page.getByRole('figure', { name: 'Preview on the home page' }).first()
    await expect(preview.locator('span', { hasText: 'bright ideas' })).toHaveCSS('color', 'rgb(245, 165, 36)')
    await expectNoAxeViolations(page)
    await expectToolbarFits(page, 'Slide 1 title')

    await page.getByRole('button', { name: 'Save Hero Settings' }).click()
    await expect(toastWith(page, /Home page saved$/)).toBeVisible()
    const saved = (await adminApi.get('/company/info')) as { heroImages: HeroImage[] }
    expect(saved.heroImages[0]!.title).toBe('Power with <span>bright ideas</span> today')

    // The carousel stays on the first slide.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('Power with bright ideas today')
    await expect(heading.locator('span')).toHaveCSS('color', 'rgb(245, 165, 36)')
    await adminApi.put('/company/hero-images', { companyId: company._id, heroImages: company.heroImages })
  })
})
