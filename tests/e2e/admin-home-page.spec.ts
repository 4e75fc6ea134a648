import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, toastWith, ANY_WIDTH } from './admin-fixtures'
import { failRequests, openFromSidebar } from './admin-steps'
import { companyOf as company, heroFile, restoreCompanyAfterEach } from './company-steps'

/** docs/product.md#home-page-screen: the hero slides, their figures and the FAQ, each with a link to the site. */
const original = restoreCompanyAfterEach()

async function openTab(page: Page, tab: string) {
  await page.goto('/admin/home-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible()
  await page.getByRole('tab', { name: tab }).click()
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
}

/** The tab's link to the public home page: where it goes, in a new tab, and saying so to screen readers. */
async function expectSiteLink(page: Page, anchor: string) {
  const link = page.getByRole('link', { name: 'See it on the site (opens in a new tab)' })
  await expect(link).toHaveAttribute('href', `/#${anchor}`)
  await expect(link).toHaveAttribute('target', '_blank')
  return link
}

test.describe('the Home page screen', () => {
  test('is in the sidebar; a hero title saved here is on the website, which its link opens', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    await openFromSidebar(page, testInfo, 'Home page')
    await expect(page).toHaveURL(/\/admin\/home-page$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible()
    await expect(page.getByRole('tab')).toHaveText(['Hero slides', 'Figures', 'FAQ', 'Search and social'])
    await expect(page.getByRole('tab', { name: 'Hero slides' })).toHaveAttribute('aria-selected', 'true')
    const link = await expectSiteLink(page, 'home')

    // The title's editor: plain words, then bold ones with Ctrl+B (tests/e2e/rich-text.spec.ts covers the toolbar).
    const editor = page.getByRole('textbox', { name: 'Slide 1 title' })
    await editor.fill(`Power you can ${testInfo.project.name} `)
    await editor.press('End')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('count on')
    const title = `Power you can ${testInfo.project.name} <strong>count on</strong>`
    // The slide's image takes an alt text (docs/product.md#alt-text), which the website gives it.
    const alt = `A substation at dusk (${testInfo.project.name})`
    await page.getByRole('textbox', { name: 'Slide 1 image: alt text' }).fill(alt)
    await page.getByRole('button', { name: 'Save Hero Settings' }).click()
    await expect(toastWith(page, /Home page saved$/)).toBeVisible()
    await expect(toastWith(page, 'Company settings saved')).toHaveCount(0)
    expect((await company(adminApi)).heroImages[0]).toMatchObject({ title, altText: alt })
    await expectNoAxeViolations(page)

    const opened = page.context().waitForEvent('page')
    await link.click()
    const site = await opened
    await expect(site).toHaveURL(/\/#home$/)
    await expect(site.locator('#home')).toContainText(`Power you can ${testInfo.project.name} count on`)
    await expect(site.locator(`#home img[alt="${alt}"]`)).toBeVisible()
    await site.close()
  })

  test('Hero slides: uploads save at once, five at most, and removals save with Save Hero Settings', async ({
    adminPage: page,
    adminApi,
  }) => {
    // A long flow: five uploads, each saved, with axe between.
    test.setTimeout(60_000)
    expect(original().heroImages.length).toBeLessThan(5)
    await openTab(page, 'Hero slides')
    await expect(page.getByText('Recommended size: 1920x1080 pixels.', { exact: false })).toBeVisible()
    const slides = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: /^Slide \d+ image$/ }) })
    await expect(slides).toHaveCount(original().heroImages.length)

    for (let count = original().heroImages.length + 1; count <= 5; count++) {
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Add Hero Image' }).click()
      await (await chooser).setFiles(heroFile(`hero-${count}.webp`))
      await expect(toastWith(page, 'Home page saved automatically').last()).toBeVisible()
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

    await page.getByRole('textbox', { name: 'Slide 5 title' }).click()
    await page.keyboard.type('Fifth ')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('slide')
    await page.getByRole('button', { name: 'Move “Fifth slide” up' }).click()
    const fourth = page.getByRole('textbox', { name: 'Slide 4 title' })
    await expect(fourth).toHaveText('Fifth slide')
    await expect(fourth.locator('strong')).toHaveText('slide')
    await page.getByRole('button', { name: 'Remove slide 5' }).click()
    await page.getByRole('button', { name: 'Save Hero Settings' }).click()
    await expect(toastWith(page, /Home page saved$/)).toBeVisible()
    const after = await company(adminApi)
    expect(after.heroImages).toHaveLength(4)
    expect(after.heroImages[3]!.title).toBe('Fifth <strong>slide</strong>')
  })

  test.describe('when the company record cannot be saved', () => {
    // The stubbed 503 is logged by the browser.
    test.use({ allowedConsoleError: /status of 503/ })

    test(
      'Hero slides: the hero images are saved on their own',
      ANY_WIDTH,
      async ({ adminPage: page, adminApi }) => {
        await failRequests(page, '**/api/company/info', 503, 'Database unavailable', { methods: ['PUT'] })
        await openTab(page, 'Hero slides')
        await page.getByRole('textbox', { name: 'Slide 1 subtitle' }).fill('Saved through the fallback.')
        await page.getByRole('button', { name: 'Save Hero Settings' }).click()
        await expect(toastWith(page, 'Hero images saved successfully')).toBeVisible()
        expect((await company(adminApi)).heroImages[0]!.subtitle).toBe('Saved through the fallback.')
      },
    )
  })

  test(
    'Figures: whole numbers of at least 1, saved live and shown over the hero',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }) => {
      await openTab(page, 'Figures')
      await expectSiteLink(page, 'home')
      await page.getByRole('textbox', { name: 'Years of experience' }).fill('ten')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      // docs/product.md#home-page-screen: non-numeric becomes 0, which is below the minimum of 1.
      await expect(page.getByRole('textbox', { name: 'Years of experience' })).toHaveValue('0')
      await expect(page.getByText('Must be a whole number of at least 1')).toBeVisible()
      expect((await company(adminApi)).heroStats).toEqual(original().heroStats)

      await page.getByRole('textbox', { name: 'Years of experience' }).fill('27')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(toastWith(page, /Home page saved$/)).toBeVisible()
      expect((await company(adminApi)).heroStats.yearsExperience).toBe(27)
      const visitor = await page.context().newPage()
      await visitor.goto('/')
      await expect(visitor.locator('#home')).toContainText('27+')
      await visitor.close()
    },
  )

  test('FAQ: questions are validated, added, reordered and removed, and the website shows them', async ({
    adminPage: page,
    adminApi,
  }) => {
    // A long flow: a refused save, an added, moved and removed question, axe, and the website.
    test.setTimeout(60_000)
    await openTab(page, 'FAQ')
    await expectSiteLink(page, 'faq')
    const count = original().faq.length
    await page.getByRole('button', { name: 'Add Question' }).click()
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Question is required')).toBeVisible()
    await expect(page.getByText('Answer is required')).toBeVisible()
    await page.getByRole('textbox', { name: `Question ${count + 1}` }).fill('Do you work on weekends?')
    await page.getByRole('textbox', { name: `Answer ${count + 1}` }).fill('For emergencies, yes: call us.')
    await page.getByRole('button', { name: 'Move “Do you work on weekends?” up' }).click()
    await page.getByRole('button', { name: 'Remove question 1' }).click()
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toastWith(page, /Home page saved$/)).toBeVisible()
    const faq = (await company(adminApi)).faq
    expect(faq).toHaveLength(count)
    expect(faq[count - 2]!.question).toBe('Do you work on weekends?')
    expect(faq[0]!.question).toBe(original().faq[1]!.question)
    await expectNoAxeViolations(page)

    // The link's anchor is the FAQ on the home page.
    const visitor = await page.context().newPage()
    await visitor.goto('/#faq')
    const questions = visitor.locator('#faq dt button')
    await expect(questions).toHaveCount(count)
    await expect(questions.nth(count - 2)).toHaveText('Do you work on weekends?')
    await expect(visitor.locator('#faq')).toBeInViewport()
    await expect(visitor.locator('#contact')).not.toContainText(original().faq[0]!.question)
    await visitor.close()
  })

  test('Search and social: a search description with its preview, saved live, is the home page’s meta and structured data', async ({
    adminPage: page,
    adminApi,
  }) => {
    await openTab(page, 'Search and social')
    const field = page.getByRole('textbox', { name: 'Search description' })
    // Empty, it shows what the page says today: the company's description.
    await expect(field).toHaveAttribute('placeholder', original().description)
    await expect(page.getByTestId('seo-preview-description')).toContainText(
      original().description.slice(0, 60),
    )
    const description = 'Switchgear, automation and testing for industry: engineers on call day and night.'
    await field.fill(description)
    await expect(page.getByTestId('seo-preview-description')).toHaveText(description)
    await expect(page.getByText(`${description.length} / 155 shown in search results`)).toBeVisible()
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toastWith(page, /Home page saved$/)).toBeVisible()
    const saved = await company(adminApi)
    expect(saved.seo).toEqual({ description })
    // What the other tabs hold went back as it was.
    expect(saved.faq).toEqual(original().faq)

    const visitor = await page.context().newPage()
    await visitor.goto('/')
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', description)
    await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute('content', description)
    const business = (
      await visitor
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map(
            (script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; description?: string },
          ),
        )
    ).find((data) => data['@type'] === 'LocalBusiness')
    expect(business?.description).toBe(description)
    await visitor.close()
  })

  test('every tab passes axe', async ({ adminPage: page }) => {
    // Four tabs, each opened afresh and checked by axe with every rule.
    test.setTimeout(60_000)
    for (const tab of ['Hero slides', 'Figures', 'FAQ', 'Search and social']) {
      await openTab(page, tab)
      await expect(page.getByRole('button', { name: /^Save/ }).first()).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})
