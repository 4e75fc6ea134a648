import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, signedInAs, test, toastWith } from './admin-fixtures'

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Back-office' }).getByRole('link')

test.describe('roles in the back-office (docs/product.md#roles)', () => {
  // Each test adds a person, gives them a role and signs them in before it opens a screen: close to 30 s on a
  // busy 2-core machine.
  test.describe.configure({ timeout: 60_000 })
  // The server's 403 to a screen's calls would be logged by the browser: none may happen.
  test('support staff see messages and the newsletter only; other screens say they are not allowed', async ({
    page,
    request,
    adminApi,
  }) => {
    const forbidden: string[] = []
    page.on('response', (response) => {
      if (response.status() === 403) forbidden.push(response.url())
    })
    await signedInAs('support', page, request, adminApi)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rene support')
    await expect(sidebarLinks(page)).toHaveText(['Dashboard', 'Messages', 'Newsletter'])
    // Only the group with something for them is shown.
    await expect(page.getByRole('navigation', { name: 'Back-office' }).getByRole('heading')).toHaveText([
      'Audience',
    ])
    const cards = page.getByRole('region', { name: 'Quick access' })
    await expect(cards.getByRole('link')).toHaveCount(2)

    await page.getByRole('button', { name: /account menu/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: 'Notifications' })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto('/admin/services')
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not available to you' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Your role, Support, does not include this part')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await expect(page).toHaveURL(/\/admin$/)

    await page.goto('/admin/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible()
    expect(forbidden).toEqual([])
  })

  test('editors see the content and site groups, edit the home page, and of the settings only their sign-in', async ({
    page,
    request,
    adminApi,
  }) => {
    await signedInAs('editor', page, request, adminApi)
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Back-office' })
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText(['Content', 'Site'])
    await expect(nav.getByRole('group', { name: 'Content' }).getByRole('link')).toHaveText([
      'Home page',
      'Services',
      'Categories',
      'Team',
      'Partners',
      'Clients',
      'Scheduled',
      'Trash',
    ])
    await expect(nav.getByRole('group', { name: 'Site' }).getByRole('link')).toHaveText([
      'Settings',
      'Redirects',
    ])
    await expect(sidebarLinks(page).first()).toHaveText('Dashboard')
    await page.goto('/admin/settings')
    await expect(page.getByRole('tab')).toHaveText(['Admin User'])

    await page.goto('/admin/home-page?tab=faq')
    await expect(page.getByRole('tab')).toHaveText(['Hero slides', 'Figures', 'FAQ', 'Search and social'])
    const question = `Who edits this? ${Date.now().toString(36)}`
    await page.getByRole('button', { name: 'Add Question' }).click()
    const count = await page.getByRole('textbox', { name: /^Question \d+$/ }).count()
    await page.getByRole('textbox', { name: `Question ${count}` }).fill(question)
    await page.getByRole('textbox', { name: `Answer ${count}` }).fill('An editor, without the contact data.')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(toastWith(page, /Home page saved$/)).toBeVisible()
    const company = (await adminApi.get('/company/info')) as { faq: { question: string }[] }
    expect(company.faq.at(-1)!.question).toBe(question)
    // Tidy up for the other tests: the owner removes it again.
    await adminApi.put('/company/content', { faq: company.faq.slice(0, -1) })

    await page.goto('/admin/outbox')
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not available to you' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Your role, Editor, does not include')
  })
})
