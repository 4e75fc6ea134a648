import { expectNoAxeViolations } from './axe'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectCards, expectNotFoundPage, test, ANY_WIDTH } from './fixtures'

const DAY = 24 * 60 * 60 * 1000
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

type ApiEvent = { _id: string; title: string; date: string | null; registrationUrl: string | null }

async function categoryId(request: APIRequestContext, title: string) {
  const response = await request.get('/api/categories')
  const categories = (await response.json()).data as { _id: string; title: string }[]
  const category = categories.find((candidate) => candidate.title === title)
  expect(category, `demo category ${title}`).toBeTruthy()
  return category!._id
}

async function categoryEvents(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/categories/${id}?includeEvents=true`)
  return (await response.json()).data.events as ApiEvent[]
}

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'change-me-now' },
  })
  expect(response.ok()).toBe(true)
  return { authorization: `Bearer ${(await response.json()).data.token}` }
}

// The first list in a region is its list of cards (each card holds smaller lists of its own).
const upcomingList = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming Events' }).getByRole('list').first()
const pastList = (page: Page) => page.getByRole('region', { name: 'Past Events' }).getByRole('list').first()
const productList = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('list').first()
const cards = (list: Locator) => list.locator(':scope > li')

test.describe('category detail page', () => {
  test('lives at /categories/{slug}; /categories/{id}, /category/{id} and /category/{slug} answer a 301 there', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await categoryId(request, 'Switchgear & Protection')
    const canonical = '/categories/switchgear-and-protection'
    for (const path of [`/categories/${id}`, `/category/${id}`, '/category/switchgear-and-protection']) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(301)
      expect(answer.headers().location, path).toBe(canonical)
    }
    for (const path of [canonical, `/category/${id}`]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(canonical)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switchgear & Protection')
      await expect(page.getByRole('link', { name: /Back to Categories/ })).toHaveAttribute(
        'href',
        '/#categories',
      )
      await expect(page.getByRole('heading', { name: 'About Switchgear & Protection' })).toBeVisible()
      await expect(page.getByText('4,000 references')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible()
      // One canonical address for both paths.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${canonical}`)
      await expect(page).toHaveTitle(/^Switchgear & Protection \| /)
    }
  })

  test('splits events into upcoming and past, and opens each in a modal', async ({ page, request }) => {
    const id = await categoryId(request, 'Switchgear & Protection')
    const expo = (await categoryEvents(request, id)).find(
      (event) => event.title === 'Halden Switchgear Expo',
    )!
    const daysBefore = Math.ceil((Date.parse(expo.date!) - Date.now()) / DAY)
    await page.goto(`/categories/${id}`)
    const daysAfter = Math.ceil((Date.parse(expo.date!) - Date.now()) / DAY)

    const upcoming = cards(upcomingList(page))
    await expect(upcoming).toHaveCount(1)
    await expect(upcoming.first()).toContainText('Upcoming')
    await expect(upcoming.first()).toContainText(/In \d+ days/)
    const shownDays = Number((await upcoming.first().innerText()).match(/In (\d+) days/)![1])
    expect([daysBefore, daysAfter]).toContain(shownDays)

    const past = cards(pastList(page))
    await expect(past).toHaveCount(2)
    await expect(past.nth(0)).toContainText('Past Event')
    // Newest first.
    await expect(past.nth(0)).toContainText('Arc Flash Safety Webinar')
    await expect(past.nth(1)).toContainText('Selectivity Masterclass')
    await expect(past.first()).not.toContainText(/In \d+ days/)

    // An upcoming event with a registration page: 'Register for Event' in a new tab.
    const expoCard = page.getByRole('button', { name: 'Halden Switchgear Expo' })
    await expoCard.click()
    const dialog = page.getByRole('dialog', { name: 'Halden Switchgear Expo' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Upcoming')
    await expect(dialog).toContainText('Switchgear & Protection')
    await expect(dialog).toContainText('Halden showroom, Lyon')
    await expect(dialog).toContainText('Halden Electric & Automation')
    await expect(dialog).toContainText('arc-resistant switchgear')
    await expect(dialog).toContainText(/\w+day, \w+ \d{1,2}, \d{4}, 8:00 AM UTC/)
    const register = dialog.getByRole('link', { name: 'Register for Event' })
    await expect(register).toHaveAttribute('href', expo.registrationUrl!)
    await expect(register).toHaveAttribute('target', '_blank')
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(dialog.getByRole('link', { name: 'Contact Us' })).toHaveCount(0)

    // Escape closes it and gives focus back to the card that opened it.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(expoCard).toBeFocused()

    // A past event without one: 'Close' (opened from the keyboard this time).
    const webinarCard = page.getByRole('button', { name: 'Arc Flash Safety Webinar' })
    await webinarCard.focus()
    await page.keyboard.press('Enter')
    const webinar = page.getByRole('dialog', { name: 'Arc Flash Safety Webinar' })
    await expect(webinar).toBeVisible()
    await expect(webinar).toContainText('Past Event')
    await expect(webinar.getByRole('link', { name: 'Register for Event' })).toHaveCount(0)
    await expect(webinar.getByRole('link', { name: 'Contact Us' })).toHaveCount(0)
    await webinar.locator('article').getByRole('button', { name: 'Close' }).click()
    await expect(webinar).toBeHidden()
    await expect(webinarCard).toBeFocused()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })

  test('a modal closed by its buttons unlocks the page in the same task as it closes', async ({
    page,
    request,
  }) => {
    await page.goto(`/categories/${await categoryId(request, 'Switchgear & Protection')}`)
    const webinar = page.getByRole('dialog', { name: 'Arc Flash Safety Webinar' })
    // The page's scroll lock as it stands when the dialog's `open` attribute goes away (a microtask later).
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { lockWhenClosed: string[] }).lockWhenClosed = seen
      new MutationObserver((records) => {
        for (const record of records) {
          const dialog = record.target as HTMLDialogElement
          if (!dialog.open) seen.push(document.body.style.overflow)
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['open'], subtree: true })
    })
    for (const closeButton of [
      webinar.locator('article').getByRole('button', { name: 'Close' }),
      webinar.getByRole('button', { name: 'Close' }).first(),
    ]) {
      await page.getByRole('button', { name: 'Arc Flash Safety Webinar' }).click()
      await expect(webinar).toBeVisible()
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
      await closeButton.click()
      await expect(webinar).toBeHidden()
    }
    expect(
      await page.evaluate(() => (window as unknown as { lockWhenClosed: string[] }).lockWhenClosed),
    ).toEqual(['', ''])
  })

  test("offers 'Contact Us' for an upcoming event without a registration page", async ({ page, request }) => {
    await page.goto(`/categories/${await categoryId(request, 'Automation & Controls')}`)
    await expect(cards(upcomingList(page))).toHaveCount(1)
    await page.getByRole('button', { name: 'PLC Programming Training' }).click()
    const dialog = page.getByRole('dialog', { name: 'PLC Programming Training' })
    await expect(dialog).toContainText('Upcoming')
    await expect(dialog.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/#contact')
    await expect(dialog.getByRole('link', { name: 'Register for Event' })).toHaveCount(0)
    await expect(dialog.locator('article').getByRole('button', { name: 'Close' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test("shows 'Date not specified' for an event without a date, among the past ones", async ({
    page,
    request,
  }) => {
    await page.goto(`/category/${await categoryId(request, 'Solar & Energy Storage')}`)
    await expect(cards(upcomingList(page))).toHaveCount(1)
    await expect(cards(upcomingList(page)).first()).toContainText('EV Charging for Fleets Seminar')
    const undated = cards(pastList(page))
    await expect(undated).toHaveCount(1)
    await expect(undated.first()).toContainText('Solar Self-Consumption Briefing')
    await expect(undated.first()).toContainText('Date not specified')
    await expect(undated.first()).toContainText('Past Event')
    await page.getByRole('button', { name: 'Solar Self-Consumption Briefing' }).click()
    const dialog = page.getByRole('dialog', { name: 'Solar Self-Consumption Briefing' })
    await expect(dialog).toContainText('Date not specified')
    await expect(dialog.locator('article').getByRole('button', { name: 'Close' })).toBeVisible()
  })

  test("shows 3 events per list with 'Show All n Events' / 'Show Less'", async ({ page, request }) => {
    const id = await categoryId(request, 'Automation & Controls')
    const headers = await adminHeaders(request)
    const created: string[] = []
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
    try {
      for (const [title, days] of [
        ['E2E upcoming +10', 10],
        ['E2E upcoming +20', 20],
        ['E2E upcoming +30', 30],
        ['E2E past -5', -5],
        ['E2E past -10', -10],
      ] as const) {
        const response = await request.post(`/api/categories/${id}/events`, {
          headers,
          data: { title, description: 'Created by the category e2e test.', date: at(days) },
        })
        expect(response.status()).toBe(201)
        created.push((await response.json()).data._id)
      }
      const response = await request.post(`/api/categories/${id}/events`, {
        headers,
        data: { title: 'E2E undated', description: 'Created by the category e2e test.' },
      })
      created.push((await response.json()).data._id)

      await page.goto(`/categories/${id}`)
      // Upcoming: PLC training (+47 days) and three more; newest first.
      const upcoming = cards(upcomingList(page))
      await expectCards(upcoming, 3, {
        0: ['PLC Programming Training'],
        1: ['E2E upcoming +30'],
        2: ['E2E upcoming +20', 'In 20 days'],
      })
      const showUpcoming = page.getByRole('button', { name: 'Show All 4 Events' })
      await expect(showUpcoming).toHaveAttribute('aria-expanded', 'false')
      await showUpcoming.click()
      await expect(upcoming).toHaveCount(4)
      await expect(upcoming.nth(3)).toContainText('E2E upcoming +10')
      const lessUpcoming = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('button', {
        name: 'Show Less',
      })
      await expect(lessUpcoming).toHaveAttribute('aria-expanded', 'true')
      await lessUpcoming.click()
      await expect(upcoming).toHaveCount(3)

      // Past: -5, -10, the open day (-64), then the undated one last.
      const past = cards(pastList(page))
      await expect(past).toHaveCount(3)
      await expect(past.nth(0)).toContainText('E2E past -5')
      await page.getByRole('button', { name: 'Show All 4 Past Events' }).click()
      await expect(past).toHaveCount(4)
      await expect(past.nth(2)).toContainText('Workshop Open Day')
      await expect(past.nth(3)).toContainText('E2E undated')
      await expect(past.nth(3)).toContainText('Date not specified')
      await page
        .getByRole('region', { name: 'Past Events' })
        .getByRole('button', { name: 'Show Less' })
        .click()
      await expect(past).toHaveCount(3)
    } finally {
      for (const eventId of created) {
        const response = await request.delete(`/api/categories/${id}/events/${eventId}`, { headers })
        expect(response.ok()).toBe(true)
      }
    }
    await page.reload()
    await expect(page.getByRole('button', { name: /Show All \d+ (Past )?Events/ })).toHaveCount(0)
  })

  test("shows 6 products, 'View All Products' reveals all 9, with prices and badges", async ({
    page,
    request,
  }) => {
    await page.goto(`/categories/${await categoryId(request, 'Switchgear & Protection')}`)
    const products = cards(productList(page))
    await expectCards(products, 6, {
      0: ['Miniature Circuit Breaker C16, 1P+N', '€18.90'],
      2: ['Contact us', 'New'],
      3: ['Eco-friendly'],
      4: ['€245.00'],
    })
    await expect(products.nth(0)).not.toContainText(/New|Eco-friendly/)
    await expect(products.nth(0).getByRole('img')).toHaveAttribute(
      'alt',
      'Miniature Circuit Breaker C16, 1P+N',
    )

    const viewAll = page.getByRole('button', { name: 'View All Products' })
    await expect(viewAll).toHaveAttribute('aria-expanded', 'false')
    await viewAll.click()
    await expect(products).toHaveCount(9)
    await expect(products.nth(6)).toContainText('€412.75')
    await expect(products.nth(8)).toContainText('€96.40')
    await expect(products.nth(8)).toContainText('Eco-friendly')
    await expect(productList(page).getByText('Contact us', { exact: true })).toHaveCount(2)
    await expect(productList(page).getByText('New', { exact: true })).toHaveCount(3)
    await expect(productList(page).getByText('Eco-friendly', { exact: true })).toHaveCount(3)
    const fewer = page.getByRole('button', { name: 'Show Fewer Products' })
    await expect(fewer).toHaveAttribute('aria-expanded', 'true')
    await fewer.click()
    await expect(products).toHaveCount(6)
  })

  test("hides 'View All Products' with 6 products or fewer", async ({ page, request }) => {
    await page.goto(`/categories/${await categoryId(request, 'Automation & Controls')}`)
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'View All Products' })).toHaveCount(0)
  })

  test.describe('unknown category', () => {
    test.use({ allowedConsoleError: /the server responded with a status of 404/ })
    test('answers 404 with the spec’s message and a way back', async ({ page }) => {
      for (const path of [`/categories/${UNKNOWN_ID}`, '/category/not-a-uuid']) {
        await expectNotFoundPage(page, path, {
          heading: 'Category not found',
          link: 'View All Categories',
          href: '/#categories',
        })
      }
    })

    test('hides an inactive category from visitors', async ({ page, request }) => {
      const id = await categoryId(request, 'Industrial Lighting')
      const headers = await adminHeaders(request)
      const off = await request.put(`/api/categories/${id}`, { headers, data: { isActive: false } })
      expect(off.ok()).toBe(true)
      try {
        const response = await page.goto(`/categories/${id}`)
        expect(response?.status()).toBe(404)
        await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible()
      } finally {
        await request.put(`/api/categories/${id}`, { headers, data: { isActive: true } })
      }
    })
  })

  test('passes axe (every rule) with an event modal open', async ({ page, request }) => {
    await page.goto(`/categories/${await categoryId(request, 'Switchgear & Protection')}`)
    await page.getByRole('button', { name: 'View All Products' }).click()
    await page.getByRole('button', { name: 'Halden Switchgear Expo' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('carries its SEO tags and structured data', ANY_WIDTH, async ({ request, baseURL }) => {
    const id = await categoryId(request, 'Switchgear & Protection')
    const html = await (await request.get(`/category/${id}`)).text()
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/categories/switchgear-and-protection"/>`)
    expect(html).toContain('<title>Switchgear &amp; Protection | ')
    expect(html).toContain('property="og:title"')
    expect(html).toContain('property="og:image"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toContain('"name":"Categories"')
    expect(html.match(/"@type":"Event"/g)).toHaveLength(3)
    expect(html).toContain('"location":{"@type":"Place","name":"Halden showroom, Lyon"}')
    expect(html.match(/"@type":"Product"/g)).toHaveLength(9)
    expect(html).toContain(
      '"price":"18.90","priceCurrency":"EUR","availability":"https://schema.org/InStock"',
    )
    // Two products have no price: no offer for them.
    expect(html.match(/"@type":"Offer"/g)).toHaveLength(7)
  })
})
