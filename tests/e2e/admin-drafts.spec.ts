import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { type AdminApi, expect, expectNoAxeViolations, rowOf, test, toastWith } from './admin-fixtures'
import { screenshotKeeper } from './screenshots'
import * as steps from './admin-steps'

/**
 * docs/product.md#drafts: a service's changes saved as a draft stay off the website, the list marks it, Preview and
 * a share link show it under the preview bar (noindex), a revoked link says so, and Publish puts it live.
 */

type ApiService = { _id: string; title: string }

const services = steps.testServices<ApiService>('Drafted')

const { openEdit: openServiceEdit } = steps.servicesScreen()

/** With E2E_SCREENSHOTS set, the state is kept in .cache/screenshots/ to be looked at. */
const keep = screenshotKeeper('drafts')

type ApiMember = { _id: string; name: string; surname: string }

const team = steps.testRows<ApiMember>('/team', 'name', (unique) => ({
  name: unique('Drafted'),
  surname: 'Tester',
  position: 'Engineering',
  jobTitle: 'Site engineer',
  description: 'Made by an end-to-end test; deleted when it ends.',
  email: 'e2e.member@example.com',
}))

type ApiPartner = { _id: string; name: string; description: string }

const partners = steps.testRows<ApiPartner>('/partners', 'name', (unique) => ({
  name: unique('Drafted partner'),
  description: 'Made by an end-to-end test; deleted when it ends.',
}))

type ApiCategory = { _id: string; title: string; description: string }

const categories = steps.testRows<ApiCategory>('/categories', 'title', (unique) => ({
  title: unique('Drafted category'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))

type ApiClient = { _id: string; name: string; description: string }

let clientImage: string | null = null
const clients = steps.testRows<ApiClient>('/clients', 'name', async (unique, adminApi) => ({
  name: unique('Drafted client'),
  email: 'e2e.client@example.com',
  description: 'Made by an end-to-end test; deleted when it ends.',
  imageUrl: (clientImage ??= await adminApi.upload('/upload/clients', {
    name: 'client-1.webp',
    mimeType: 'image/webp',
    buffer: readFileSync('demo/images/clients/client-1.webp'),
  })),
  isActive: true,
}))
test.afterEach(() => {
  clientImage = null
})

type Company = {
  heroImages: { imageUrl: string; title: string; subtitle: string; buttonText: string; buttonLink: string }[]
  faq: { question: string; answer: string }[]
} & Record<string, unknown>

const companyOf = async (adminApi: AdminApi) => (await adminApi.get('/company/info')) as Company

type Screen = readonly [path: string, heading: string, loading: string]
const TEAM = ['/admin/team', 'Team', 'Loading team members...'] as const
const PARTNERS = ['/admin/partners', 'Partners', 'Loading partners...'] as const
const CATEGORIES = ['/admin/categories', 'Categories', 'Loading categories...'] as const
const CLIENTS = ['/admin/clients', 'Clients Management', 'Loading clients...'] as const

/** Opens the screen at `path` (see openScreen), then the edit window `dialog` of the row `row` (see rowButton). */
async function openEdit(
  page: Page,
  [path, heading, loading]: Screen,
  row: string,
  dialog: string,
  label = row,
) {
  await steps.openScreen(page, path, heading, loading)
  await steps.rowButton(page, row, 'Edit', label).click()
  return page.getByRole('dialog', { name: dialog })
}

/** Saves what `within` holds as a draft: the toast says it is not published yet. */
async function saveAsDraft(page: Page, within: Locator | Page) {
  await within.getByRole('button', { name: 'Save as draft' }).click()
  await expect(toastWith(page, 'Draft saved — not published yet')).toBeVisible()
}

/** Publishes the draft with `within`'s Publish button and its confirmation; the toast says so (`published`). */
async function publishDraft(page: Page, within: Locator, published = /Published/) {
  await within.getByRole('button', { name: 'Publish' }).click()
  await page
    .getByRole('dialog', { name: 'Publish this draft?' })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(toastWith(page, published)).toBeVisible()
}

test.describe('drafts', () => {
  test('save as draft, list badge, share, revoke and publish a service', async ({
    adminPage: page,
    adminApi,
    browser,
  }, testInfo) => {
    const service = await services.create(adminApi)
    const newTitle = services.unique('Drafted again')
    let edit = await openServiceEdit(page, service.title)
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle)
    await saveAsDraft(page, edit)
    const notice = edit.getByRole('status').filter({ hasText: 'You are editing a draft' })
    await expect(notice).toContainText(
      /You are editing a draft \(saved \d\d:\d\d by .+\)\. The website shows the/,
    )
    await keep(page, testInfo, 'notice')
    await expectNoAxeViolations(page)

    // The website still shows the published title.
    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(`/service/${service._id}`)
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(service.title)

    // The list marks the item.
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
    await expect(rowOf(page, service.title).getByText('Draft', { exact: true })).toBeVisible()
    await keep(page, testInfo, 'list')

    // Opened again, the form shows the draft.
    await steps.rowButton(page, service.title, 'Edit').click()
    edit = page.getByRole('dialog', { name: 'Edit service' })
    await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(newTitle)

    // Share: a link for someone signed out.
    await edit.getByRole('button', { name: 'Share…' }).click()
    const share = page.getByRole('dialog', { name: 'Share a preview' })
    await expect(share.getByRole('combobox', { name: 'Link expires after' })).toHaveValue('7 days')
    await share.getByRole('button', { name: 'Create link' }).click()
    const url = await share.getByRole('textbox', { name: 'New link' }).inputValue()
    expect(url).toMatch(/\/preview\//)
    await expect(share.getByRole('button', { name: 'Copy' })).toBeVisible()
    await expect(share.getByRole('listitem')).toHaveCount(1)
    await keep(page, testInfo, 'share')
    await expectNoAxeViolations(page)

    await expect(share.getByRole('listitem')).toContainText('Not opened yet')

    // Revoke withdraws the link.
    await share.getByRole('button', { name: /^Revoke/ }).click()
    await expect(toastWith(page, 'Share link revoked')).toBeVisible()
    await expect(share.getByRole('listitem')).toContainText('Revoked')
    await share.getByRole('button', { name: 'Done' }).click()

    // Publish: live, and the badge goes.
    await publishDraft(page, edit)
    await expect(notice).toBeHidden()
    await publicPage.goto(`/service/${service._id}`)
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
    await expect(rowOf(page, newTitle)).toBeVisible()
    await expect(rowOf(page, newTitle).getByText('Draft', { exact: true })).toHaveCount(0)
    await visitor.close()
  })

  test('Preview and a share link show the draft under the bar; a revoked link says so', async ({
    adminPage: page,
    adminApi,
    browser,
  }) => {
    const service = await services.create(adminApi)
    const newTitle = services.unique('Previewed')
    await adminApi.put(`/services/${service._id}/draft`, {
      title: newTitle,
      shortDescription: 'Made by an end-to-end test; deleted when it ends.',
    })
    const edit = await openServiceEdit(page, service.title)
    await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(newTitle)

    // Preview: a new tab with the draft under the bar, not indexed.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      edit.getByRole('button', { name: 'Preview' }).click(),
    ])
    await preview.waitForURL(/\/preview\//)
    await expect(preview.getByText('Preview — not published')).toBeVisible()
    // It says plainly who can open it: the address works signed out for 30 minutes.
    const bar = preview.getByRole('status').filter({ hasText: 'Preview — not published' })
    await expect(bar).toContainText('a 30-minute preview: anyone with this address can open it until')
    await expect(bar).not.toContainText('only you')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    // The public page is unchanged meanwhile.
    const live = await preview.context().newPage()
    await live.goto(`/service/${service._id}`)
    await expect(live.getByRole('heading', { level: 1 })).toHaveText(service.title)
    await live.close()
    await preview.close()

    await edit.getByRole('button', { name: 'Share…' }).click()
    const share = page.getByRole('dialog', { name: 'Share a preview' })
    await share.getByRole('button', { name: 'Create link' }).click()
    const url = await share.getByRole('textbox', { name: 'New link' }).inputValue()
    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(url)
    await expect(publicPage.getByText('Preview — not published')).toBeVisible()
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    await share.getByRole('button', { name: 'Done' }).click()
    await edit.getByRole('button', { name: 'Share…' }).click()
    await expect(share.getByRole('listitem')).toContainText('Opened once')
    await share.getByRole('button', { name: /^Revoke/ }).click()
    await expect(share.getByRole('listitem')).toContainText('Revoked')
    await publicPage.goto(url)
    await expect(publicPage.getByText('This preview link was withdrawn')).toBeVisible()
    await visitor.close()
  })

  test('an item with a draft can have it published at a chosen time; without one, publishing is not offered', async ({
    adminPage: page,
    adminApi,
  }) => {
    const service = await services.create(adminApi)
    const edit = await openServiceEdit(page, service.title)
    await edit.getByRole('button', { name: 'Schedule…' }).click()
    const panel = page.getByRole('dialog', { name: 'Schedule a change' })
    const action = panel.getByRole('combobox', { name: 'Action' })
    await expect(action.locator('option', { hasText: 'Publish the draft' })).toHaveCount(0)
    await panel.getByRole('button', { name: 'Close' }).click()
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(services.unique('Scheduled draft'))
    await saveAsDraft(page, edit)
    await edit.getByRole('button', { name: 'Schedule…' }).click()
    await expect(action.locator('option', { hasText: 'Publish the draft' })).toHaveCount(1)
  })

  test('Discard draft puts the published values back; while a service has a draft, its main button saves into it', async ({
    adminPage: page,
    adminApi,
  }) => {
    const service = await services.create(adminApi)
    await adminApi.put(`/services/${service._id}/draft`, {
      title: services.unique('Drafted by API'),
      shortDescription: 'Made by an end-to-end test; deleted when it ends.',
    })
    const edit = await openServiceEdit(page, service.title)
    const title = edit.getByRole('textbox', { name: 'Title', exact: true })
    await expect(title).toHaveValue(/Drafted by API/)
    await edit.getByRole('button', { name: 'Discard draft' }).click()
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click()
    await expect(toastWith(page, 'Draft discarded')).toBeVisible()
    await expect(title).toHaveValue(service.title)

    const details = edit.getByRole('textbox', { name: 'Full description' })
    await details.fill('Saved as a draft first.')
    await saveAsDraft(page, edit)
    // One way to publish: the main button now saves into the draft, and Publish is the only way to go live.
    await expect(edit.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
    await details.fill('Changed again, still in the draft.')
    await edit.getByRole('button', { name: 'Save draft' }).click()
    const draftText = async () =>
      ((await adminApi.get(`/services/${service._id}/draft`)) as { fields: { fullDescription: string } })
        .fields.fullDescription
    await expect.poll(draftText).toContain('Changed again, still in the draft.')
    await expect(edit.getByRole('button', { name: 'Publish' })).toBeVisible()
    const live = (await adminApi.get(`/services/${service._id}`)) as { fullDescription: string }
    expect(live.fullDescription).not.toContain('Changed again')
  })

  test('a team member: the list marks the draft, the form shows it, and Publish puts it live', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await team.create(adminApi)
    await adminApi.put(`/team/${member._id}/draft`, {
      name: member.name,
      surname: 'Drafted-surname',
      position: 'Engineering',
      jobTitle: 'Site engineer',
      description: 'Made by an end-to-end test; deleted when it ends.',
      email: 'e2e.member@example.com',
      isActive: true,
    })
    await steps.openScreen(page, ...TEAM)
    await expect(rowOf(page, member.name).getByText('Draft', { exact: true })).toBeVisible()
    await steps.rowButton(page, member.name, 'Edit', `${member.name} ${member.surname}`).click()
    const edit = page.getByRole('dialog', { name: 'Edit team member' })
    await expect(edit.getByRole('textbox', { name: 'Surname' })).toHaveValue('Drafted-surname')
    await expect(edit.getByText(/You are editing a draft/)).toBeVisible()
    await publishDraft(page, edit)
    expect(((await adminApi.get(`/team/${member._id}`)) as ApiMember).surname).toBe('Drafted-surname')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(rowOf(page, member.name).getByText('Draft', { exact: true })).toHaveCount(0)
  })

  test('while a team member has a draft, the main button saves into it: Publish is the one way to go live', async ({
    adminPage: page,
    adminApi,
  }) => {
    const member = await team.create(adminApi)
    const edit = await openEdit(
      page,
      TEAM,
      member.name,
      'Edit team member',
      `${member.name} ${member.surname}`,
    )
    await edit.getByRole('textbox', { name: 'Surname' }).fill('First-draft')
    await saveAsDraft(page, edit)
    // One way to publish: no "Save changes" and no second "Save as draft" beside the notice's Publish.
    await expect(edit.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
    await expect(edit.getByRole('button', { name: 'Save as draft' })).toHaveCount(0)
    await edit.getByRole('textbox', { name: 'Surname' }).fill('Second-draft')
    await edit.getByRole('button', { name: 'Save draft' }).click()
    const drafted = async () =>
      ((await adminApi.get(`/team/${member._id}/draft`)) as { fields: { surname: string } }).fields.surname
    await expect.poll(drafted).toBe('Second-draft')
    await expect(edit).toBeVisible()
    expect(((await adminApi.get(`/team/${member._id}`)) as ApiMember).surname).toBe(member.surname)
    await publishDraft(page, edit)
    expect(((await adminApi.get(`/team/${member._id}`)) as ApiMember).surname).toBe('Second-draft')
    await expect(edit.getByRole('button', { name: 'Save changes' })).toBeVisible()
  })

  test('a partner: Save as draft leaves the site as it is, the list marks it, and Publish puts it live', async ({
    adminPage: page,
    adminApi,
  }) => {
    const partner = await partners.create(adminApi)
    const edit = await openEdit(page, PARTNERS, partner.name, 'Edit partner')
    await edit.getByRole('textbox', { name: 'Description' }).fill('Drafted description of the partner.')
    await saveAsDraft(page, edit)
    expect(((await adminApi.get(`/partners/${partner._id}`)) as ApiPartner).description).toBe(
      partner.description,
    )
    await expect(rowOf(page, partner.name).getByText('Draft', { exact: true })).toBeVisible()
    await publishDraft(page, edit)
    expect(((await adminApi.get(`/partners/${partner._id}`)) as ApiPartner).description).toBe(
      'Drafted description of the partner.',
    )
  })

  test('a category: Save as draft leaves its page as it is, the list marks it, and Publish puts it live', async ({
    adminPage: page,
    adminApi,
    browser,
  }, testInfo) => {
    const category = await categories.create(adminApi)
    const newTitle = categories.unique('Drafted title')
    const edit = await openEdit(page, CATEGORIES, category.title, 'Edit category')
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle)
    await saveAsDraft(page, edit)
    const notice = edit.getByRole('status').filter({ hasText: 'You are editing a draft' })
    await expect(notice).toBeVisible()
    await notice.scrollIntoViewIfNeeded()
    await keep(page, testInfo, 'category-notice')
    await expectNoAxeViolations(page)

    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(`/categories/${category._id}`)
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(category.title)

    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
    await expect(rowOf(page, category.title).getByText('Draft', { exact: true })).toBeVisible()

    // Opened again, the form shows the draft, and its publishing can be scheduled.
    await steps.rowButton(page, category.title, 'Edit').click()
    await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(newTitle)
    await edit.getByRole('button', { name: 'Schedule…' }).click()
    const panel = page.getByRole('dialog', { name: 'Schedule a change' })
    await expect(
      panel.getByRole('combobox', { name: 'Action' }).locator('option', { hasText: 'Publish the draft' }),
    ).toHaveCount(1)
    await panel.getByRole('button', { name: 'Close' }).click()

    await publishDraft(page, edit)
    await publicPage.goto(`/categories/${category._id}`)
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(rowOf(page, newTitle)).toBeVisible()
    await expect(rowOf(page, newTitle).getByText('Draft', { exact: true })).toHaveCount(0)
    await visitor.close()
  })

  test('a client: Save as draft leaves the testimonial as it is, the list marks it, and Publish puts it live', async ({
    adminPage: page,
    adminApi,
    browser,
  }) => {
    const client = await clients.create(adminApi)
    const visitor = await browser.newContext()
    /** The testimonial as the website gets it (the home page's carousel shows a few at a time). */
    const shown = async () => {
      const answer = await visitor.request.get('/api/clients?isActive=true')
      const list = ((await answer.json()) as { data: ApiClient[] }).data
      return list.find((row) => row._id === client._id)?.description
    }
    const edit = await openEdit(page, CLIENTS, client.name, 'Edit Client')
    await edit.getByRole('textbox', { name: 'Testimonial' }).fill('A drafted testimonial.')
    await saveAsDraft(page, edit)
    await expect(edit.getByText(/You are editing a draft/)).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await shown()).toBe(client.description)
    await expect(rowOf(page, client.name).getByText('Draft', { exact: true })).toBeVisible()

    await publishDraft(page, edit)
    expect(await shown()).toBe('A drafted testimonial.')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(rowOf(page, client.name).getByText('Draft', { exact: true })).toHaveCount(0)
    await visitor.close()
  })

  test.describe('the company', () => {
    let original: Company
    test.beforeEach(async ({ adminApi }) => {
      original = await companyOf(adminApi)
    })
    /** The one company record is put back as it was, without a draft. */
    test.afterEach(async ({ adminApi }) => {
      await adminApi.delete('/company/info/draft')
      const { _id: _, updatedAt: _updatedAt, ...company } = original
      await adminApi.put('/company/info', company)
    })

    test('the Hero slides and FAQ tabs share one draft; the home page shows it once published', async ({
      adminPage: page,
      adminApi,
      browser,
    }, testInfo) => {
      expect(original.heroImages.length).toBeGreaterThan(0)
      expect(original.faq.length).toBeGreaterThan(0)
      const heroTitle = 'A drafted hero title'
      const question = 'A drafted question?'
      await page.goto('/admin/home-page?tab=hero')
      await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible()
      await page.getByRole('textbox', { name: 'Slide 1 title' }).fill(heroTitle)
      await saveAsDraft(page, page)
      const notice = page.getByRole('status').filter({ hasText: 'You are editing a draft' })
      await expect(notice).toBeVisible()
      await expect(notice).not.toContainText('It also changes')
      await keep(page, testInfo, 'hero-notice')
      await expectNoAxeViolations(page)

      // The FAQ tab edits the same draft: its save keeps the hero part, and its notice says the draft has more.
      await page.getByRole('tab', { name: 'FAQ' }).click()
      await expect(notice).toContainText('It also changes the hero images: Publish puts all of it live.')
      await page.getByRole('textbox', { name: 'Question 1' }).fill(question)
      await page.getByRole('button', { name: 'Save as draft' }).click()
      await expect(toastWith(page, 'Draft saved — not published yet').last()).toBeVisible()
      const draftFields = async () =>
        ((await adminApi.get('/company/info/draft')) as { fields: Partial<Company> }).fields
      await expect.poll(async () => (await draftFields()).faq?.[0]?.question).toBe(question)
      const fields = await draftFields()
      expect(fields.heroImages![0]!.title).toBe(heroTitle)

      // Back on the Hero slides tab, the draft's title is there, and the notice names the FAQ.
      await page.getByRole('tab', { name: 'Hero slides' }).click()
      await expect(page.getByRole('textbox', { name: 'Slide 1 title' })).toHaveText(heroTitle)
      await expect(notice).toContainText('It also changes the FAQ')
      await keep(page, testInfo, 'hero-notice-both', true)
      await expectNoAxeViolations(page)

      // The website still shows the published content.
      const visitor = await browser.newContext()
      const home = await visitor.newPage()
      await home.goto('/')
      await expect(home.locator('#home')).not.toContainText(heroTitle)
      await expect(home.locator('#contact dt button').first()).toHaveText(original.faq[0]!.question)
      expect((await companyOf(adminApi)).faq[0]!.question).toBe(original.faq[0]!.question)

      // ('Draft saved — not published yet' may still be shown.)
      await publishDraft(page, notice, /Published$/)
      await expect(notice).toBeHidden()
      await home.goto('/')
      await expect(home.locator('#home')).toContainText(heroTitle)
      await expect(home.locator('#contact dt button').first()).toHaveText(question)
      await visitor.close()
    })

    test('a live save of the General tab leaves the draft as it is; Save Hero Settings publishes the hero part only', async ({
      adminPage: page,
      adminApi,
    }) => {
      const drafted = original.faq.map((entry, i) =>
        i === 0 ? { ...entry, question: 'Drafted FAQ?' } : entry,
      )
      const heroes = original.heroImages.map((slide, i) =>
        i === 0 ? { ...slide, title: 'Drafted hero' } : slide,
      )
      await adminApi.put('/company/info/draft', { heroImages: heroes, faq: drafted })
      await page.goto('/admin/settings')
      await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible()
      await page.getByRole('textbox', { name: 'Company name' }).fill('Halden Electric (drafts test)')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(toastWith(page, 'Company settings saved successfully')).toBeVisible()
      let live = await companyOf(adminApi)
      expect(live.name).toBe('Halden Electric (drafts test)')
      expect(live.faq[0]!.question).toBe(original.faq[0]!.question)
      expect(live.heroImages[0]!.title).toBe(original.heroImages[0]!.title)

      await page.goto('/admin/home-page')
      await expect(page.getByRole('tab', { name: 'Hero slides' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('textbox', { name: 'Slide 1 title' })).toHaveText('Drafted hero')
      await page.getByRole('button', { name: 'Save Hero Settings' }).click()
      await expect(toastWith(page, /Home page saved$/)).toBeVisible()
      // The hero part went live and out of the draft, which keeps the FAQ part.
      await expect
        .poll(async () => {
          const { fields } = (await adminApi.get('/company/info/draft')) as { fields: object }
          return Object.keys(fields)
        })
        .toEqual(['faq'])
      live = await companyOf(adminApi)
      expect(live.heroImages[0]!.title).toBe('Drafted hero')
      expect(live.faq[0]!.question).toBe(original.faq[0]!.question)
      await page.getByRole('tab', { name: 'FAQ' }).click()
      await expect(page.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Drafted FAQ?')
    })
  })
})
