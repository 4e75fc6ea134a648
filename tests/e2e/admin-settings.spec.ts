import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  ADMIN,
  type AdminApi,
  expect,
  expectNoAxeViolations,
  signInByApi,
  test,
  toastWith,
  ANY_WIDTH,
} from './admin-fixtures'
import { failRequests, openFromSidebar } from './admin-steps'

type Company = {
  _id: string
  name: string
  description: string
  email: string
  phone: string
  address: string
  socialMedia: Record<string, string>
  heroImages: { imageUrl: string; title: string; subtitle: string; buttonText: string; buttonLink: string }[]
  heroStats: { yearsExperience: number; projectsCompleted: number }
  logo: { imageUrl: string; altText: string }
  faq: { question: string; answer: string }[]
  coordinates: { lat: number; lng: number }
}

const heroFile = (name: string) => ({
  name,
  mimeType: 'image/webp',
  buffer: readFileSync('demo/images/services/power-distribution-1.webp'),
})

let original: Company

/** Every test changes the one company record; it is put back as the demo seed made it. */
test.beforeEach(async ({ adminApi }) => {
  original = (await adminApi.get('/company/info')) as Company
})
test.afterEach(async ({ request }) => {
  // A fresh sign-in: the credentials test leaves the fixture's token invalid on purpose.
  const { token } = await signInByApi(request)
  const { _id: _, updatedAt: _updatedAt, ...company } = original as Company & { updatedAt?: string }
  const response = await request.put('/api/company/info', {
    headers: { authorization: `Bearer ${token}` },
    data: company,
  })
  expect(response.ok(), await response.text()).toBeTruthy()
})

async function openTab(page: Page, tab: string) {
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible()
  await page.getByRole('tab', { name: tab }).click()
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
}

const company = async (adminApi: AdminApi) => (await adminApi.get('/company/info')) as Company

test.describe('company settings', () => {
  test('General: every validation message, then a save the website shows', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    await openFromSidebar(page, testInfo, 'Settings')
    await expect(page.getByRole('tab', { name: 'General Settings' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Recommended size: 200x200 pixels.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Company name' }).fill('')
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    await page.getByRole('textbox', { name: 'Years of experience' }).fill('ten')
    await page.getByRole('textbox', { name: 'Latitude' }).fill('123')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Company name is required')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    // docs/product.md#general-settings-tab: non-numeric becomes 0, which is below the minimum of 1.
    await expect(page.getByRole('textbox', { name: 'Years of experience' })).toHaveValue('0')
    await expect(page.getByText('Must be a whole number of at least 1')).toBeVisible()
    await expect(page.getByText('Latitude must be a number between -90 and 90')).toBeVisible()
    expect((await company(adminApi)).name).toBe(original.name)

    await page.getByRole('textbox', { name: 'Company name' }).fill('Halden Electric (renamed)')
    await page.getByRole('textbox', { name: 'Email' }).fill('hello@halden.example')
    await page.getByRole('textbox', { name: 'Years of experience' }).fill('27')
    await page.getByRole('textbox', { name: 'Latitude' }).fill('45.75')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toastWith(page, 'Company settings saved successfully')).toBeVisible()
    expect(await company(adminApi)).toMatchObject({
      name: 'Halden Electric (renamed)',
      email: 'hello@halden.example',
      heroStats: { yearsExperience: 27 },
      coordinates: { lat: 45.75, lng: original.coordinates.lng },
    })

    const visitor = await page.context().newPage()
    await visitor.goto('/')
    await expect(visitor.locator('footer')).toContainText('Halden Electric (renamed)')
    await expect(visitor.locator('#home')).toContainText('27+')
    await visitor.close()
  })

  test(
    'Social Media: a link must be a URL; a saved link shows its icon in the footer',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      await openTab(page, 'Social Media')
      await page.getByRole('textbox', { name: 'YouTube' }).fill('youtube dot com')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(page.getByText('Please enter a valid URL')).toBeVisible()
      await page.getByRole('textbox', { name: 'YouTube' }).fill('https://youtube.com/@halden-e2e')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(toastWith(page, 'Company settings saved successfully')).toBeVisible()
      expect((await company(adminApi)).socialMedia.youtube).toBe('https://youtube.com/@halden-e2e')

      const visitor = await page.context().newPage()
      await visitor.goto('/')
      const link = visitor.locator('footer a[href="https://youtube.com/@halden-e2e"]')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await visitor.close()
    },
  )

  test('Hero Images: uploads save at once, five at most, and removals save with Save Hero Settings', async ({
    adminPage: page,
    adminApi,
  }) => {
    expect(original.heroImages.length).toBeLessThan(5)
    await openTab(page, 'Hero Images')
    await expect(page.getByText('Recommended size: 1920x1080 pixels.', { exact: false })).toBeVisible()
    const slides = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: /^Slide \d+ image$/ }) })
    await expect(slides).toHaveCount(original.heroImages.length)

    for (let count = original.heroImages.length + 1; count <= 5; count++) {
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Add Hero Image' }).click()
      await (await chooser).setFiles(heroFile(`hero-${count}.webp`))
      await expect(toastWith(page, 'Settings saved automatically').last()).toBeVisible()
      await expect(slides).toHaveCount(count)
      await expect.poll(async () => (await company(adminApi)).heroImages.length).toBe(count)
    }
    const saved = await company(adminApi)
    expect(saved.heroImages[4]).toMatchObject({
      imageUrl: expect.stringMatching(/^\/uploads\/company\/hero\//),
      buttonText: 'Discover More',
      buttonLink: '#services',
    })

    // The sixth is refused.
    await page.getByRole('button', { name: 'Add Hero Image' }).click()
    await expect(toastWith(page, 'Maximum of 5 hero images allowed')).toBeVisible()
    await expect(page.getByText('5 / 5')).toBeVisible()
    await expectNoAxeViolations(page)

    // The title's editor: bold with Ctrl+B (tests/e2e/rich-text.spec.ts covers the toolbar).
    await page.getByRole('textbox', { name: 'Slide 5 title' }).click()
    await page.keyboard.type('Fifth ')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('slide')
    await page.getByRole('button', { name: 'Move slide 5 up' }).click()
    const fourth = page.getByRole('textbox', { name: 'Slide 4 title' })
    await expect(fourth).toHaveText('Fifth slide')
    await expect(fourth.locator('strong')).toHaveText('slide')
    await page.getByRole('button', { name: 'Remove slide 5' }).click()
    await page.getByRole('button', { name: 'Save Hero Settings' }).click()
    await expect(toastWith(page, 'Company settings saved successfully')).toBeVisible()
    const after = await company(adminApi)
    expect(after.heroImages).toHaveLength(4)
    expect(after.heroImages[3]!.title).toBe('Fifth <strong>slide</strong>')
  })

  test.describe('when the settings cannot be saved', () => {
    // The stubbed 503 is logged by the browser.
    test.use({ allowedConsoleError: /status of 503/ })

    test(
      'Hero Images: when the settings cannot be saved, the hero images are saved on their own',
      ANY_WIDTH,
      async ({ adminPage: page, adminApi }) => {
        await failRequests(page, '**/api/company/info', 503, 'Database unavailable', { methods: ['PUT'] })
        await openTab(page, 'Hero Images')
        await page.getByRole('textbox', { name: 'Slide 1 subtitle' }).fill('Saved through the fallback.')
        await page.getByRole('button', { name: 'Save Hero Settings' }).click()
        await expect(toastWith(page, 'Hero images saved successfully')).toBeVisible()
        expect((await company(adminApi)).heroImages[0]!.subtitle).toBe('Saved through the fallback.')
      },
    )
  })

  test(
    'FAQ: questions are validated, added, reordered and removed, and the website shows them',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      await openTab(page, 'FAQ')
      const count = original.faq.length
      await page.getByRole('button', { name: 'Add Question' }).click()
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(page.getByText('Question is required')).toBeVisible()
      await expect(page.getByText('Answer is required')).toBeVisible()
      await page.getByRole('textbox', { name: `Question ${count + 1}` }).fill('Do you work on weekends?')
      await page.getByRole('textbox', { name: `Answer ${count + 1}` }).fill('For emergencies, yes: call us.')
      await page.getByRole('button', { name: `Move question ${count + 1} up` }).click()
      await page.getByRole('button', { name: 'Remove question 1' }).click()
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(toastWith(page, 'Company settings saved successfully')).toBeVisible()
      const faq = (await company(adminApi)).faq
      expect(faq).toHaveLength(count)
      expect(faq[count - 2]!.question).toBe('Do you work on weekends?')
      expect(faq[0]!.question).toBe(original.faq[1]!.question)

      const visitor = await page.context().newPage()
      await visitor.goto('/#contact')
      const questions = visitor.locator('#contact dt button')
      await expect(questions).toHaveCount(count)
      await expect(questions.nth(count - 2)).toHaveText('Do you work on weekends?')
      await expect(visitor.locator('#contact')).not.toContainText(original.faq[0]!.question)
      await visitor.close()
    },
  )

  test.describe('when an uploaded logo cannot be saved', () => {
    test.use({ allowedConsoleError: /status of 503/ })

    test('the administrator is told to save it', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
      await failRequests(page, '**/api/company/info', 503, 'Database unavailable', { methods: ['PUT'] })
      await openTab(page, 'General Settings')
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Replace image' }).click()
      await (await chooser).setFiles(heroFile('logo.webp'))
      await expect(
        toastWith(page, 'Image uploaded but not saved. Please click "Save Settings" to persist changes.'),
      ).toBeVisible()
      expect((await company(adminApi)).logo.imageUrl).toBe(original.logo.imageUrl)
    })
  })

  test.describe('credentials', () => {
    // The wrong current password answers 400, which the browser logs.
    test.use({ allowedConsoleError: /status of 400/ })

    test(
      'Admin User: the password rules, then a new password that signs in',
      ANY_WIDTH,
      async ({ adminPage: page, request, session }) => {
        await openTab(page, 'Admin User')
        const save = page.getByRole('button', { name: 'Save Credentials' })
        await save.click()
        await expect(toastWith(page, 'No changes were made to update')).toBeVisible()

        await page.getByLabel('New password', { exact: true }).fill('abc')
        await page.getByLabel('Confirm new password').fill('abd')
        await save.click()
        await expect(page.getByText('Current password is required to change password')).toBeVisible()
        await expect(page.getByText('New password must be at least 6 characters long')).toBeVisible()
        await expect(page.getByText('New passwords do not match')).toBeVisible()

        await page.getByLabel('Current password').fill('wrong-password')
        await page.getByLabel('New password', { exact: true }).fill('brand-new-secret')
        await page.getByLabel('Confirm new password').fill('brand-new-secret')
        await save.click()
        await expect(toastWith(page, 'Current password is incorrect')).toBeVisible()
        await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
          /Current password is incorrect/,
        )

        await page.getByLabel('Current password').fill(ADMIN.password)
        await save.click()
        try {
          await expect(toastWith(page, 'Credentials updated successfully')).toBeVisible()
          // Still signed in (the new token replaced the old one), and the new password is the one that works.
          await page.reload()
          await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible()
          expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(401)
          const login = await request.post('/api/auth/login', {
            data: { email: ADMIN.email, password: 'brand-new-secret' },
          })
          expect(login.status()).toBe(200)
        } finally {
          // Put the password back for every other test, with whichever token is valid now.
          const current = await request.post('/api/auth/login', {
            data: { email: ADMIN.email, password: 'brand-new-secret' },
          })
          if (current.ok()) {
            const { token } = ((await current.json()) as { data: { token: string } }).data
            await request.put('/api/auth/update-credentials', {
              headers: { authorization: `Bearer ${token}` },
              data: { currentPassword: 'brand-new-secret', newPassword: ADMIN.password },
            })
          }
        }
        expect(session.admin.email).toBe(ADMIN.email)
        expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200)
      },
    )
  })

  test('every tab passes axe', async ({ adminPage: page }) => {
    test.setTimeout(90_000)
    for (const tab of ['General Settings', 'Social Media', 'Hero Images', 'FAQ', 'Admin User']) {
      await openTab(page, tab)
      await expectNoAxeViolations(page)
    }
  })
})
