import { expect, expectNoAxeViolations, rowOf, test, ANY_WIDTH } from './admin-fixtures'
import * as steps from './admin-steps'
import { screenshotKeeper } from './screenshots'

type HeroSlide = { imageUrl: string; title: string; subtitle: string; buttonText: string; buttonLink: string }

/** With E2E_SCREENSHOTS set, the screen is kept in .cache/screenshots/ to be looked at. */
const keep = screenshotKeeper('audit', true)

type ApiService = { _id: string; title: string }

const services = steps.testRows<ApiService>('/services', 'title', (unique) => ({
  title: unique('Audited'),
  shortDescription: 'Made by an end-to-end test; deleted when it ends.',
}))

test.describe('the Audit log screen', () => {
  test(
    'shows who changed a service’s title, from what to what',
    ANY_WIDTH,
    async ({ adminPage: page, adminApi }, testInfo) => {
      // An edit on one screen, then the log, an entry opened and four filters: past 30 s on a busy machine.
      test.setTimeout(60_000)
      const service = await services.create(adminApi)
      const edited = `${service.title} (edited)`

      await page.goto('/admin/services')
      await steps.rowButton(page, service.title, 'Edit').click()
      const dialog = page.getByRole('dialog', { name: 'Edit service' })
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(edited)
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await expect(rowOf(page, edited)).toBeVisible()

      await steps.openFromSidebar(page, testInfo, 'Audit log')
      await expect(page).toHaveURL(/\/admin\/audit$/)
      await expect(page).toHaveTitle('Audit Log | Back-office')
      // The entry is labelled with the service's title as it is now; its changes say what it was.
      const what = `Updated service “${edited}”`
      const row = rowOf(page, what)
      await expect(row).toContainText('Administrator')
      await expect(row).toContainText('admin@example.com')
      await expect(row.getByRole('time')).toHaveAttribute('title', /\d{4}/)

      await row.getByRole('button', { name: `Show changes: ${what}` }).click()
      // The title before and after, the word that came marked as added.
      const title = page
        .getByRole('list', { name: 'Changed fields' })
        .getByRole('listitem')
        .filter({ hasText: 'Title' })
      await expect(title).toContainText(`Before${service.title}`)
      await expect(title.getByRole('insertion')).toHaveText(/^added: \s*\(edited\)$/)
      await expect(title.getByRole('deletion')).toHaveCount(0)

      // The filters narrow the list to it, and say so when nothing matches.
      await page.getByRole('combobox', { name: 'Entity' }).selectOption('services')
      await page.getByRole('combobox', { name: 'Action' }).selectOption('update')
      await expect(page).toHaveURL(/entity=services&action=update/)
      await expect(rowOf(page, what)).toBeVisible()
      await page.getByRole('textbox', { name: 'To' }).fill('2000-01-01')
      await expect(page.getByText('No entries match these filters')).toBeVisible()
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await expect(rowOf(page, what)).toBeVisible()
    },
  )

  test('passes axe, an entry open', async ({ adminPage: page, adminApi }) => {
    const service = await services.create(adminApi)
    await adminApi.put(`/services/${service._id}`, { title: `${service.title} (edited)` })
    await page.goto('/admin/audit')
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    await page
      .getByRole('button', { name: /^Show changes: / })
      .first()
      .click()
    await expect(page.getByRole('list', { name: 'Changed fields' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('shows a hero slide’s edited title word by word and its new image beside the old one', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const original = ((await adminApi.get('/company/hero-images')) as { heroImages: HeroSlide[] }).heroImages
    expect(original.length).toBeGreaterThanOrEqual(1)
    expect(original.length).toBeLessThan(5)
    const [first] = original as [HeroSlide]
    expect(first.title).toContain('safe, reliable')
    // A slide of the test's own showing the first slide's image, which it replaces: an image no slide shows any
    // more is deleted, and this one stays (the first slide still shows it).
    const added = { ...first, title: 'Test slide' }
    await adminApi.put('/company/hero-images', { heroImages: [...original, added] })
    const edited = [
      { ...first, title: first.title.replace('reliable', 'dependable') },
      ...original.slice(1),
      {
        ...added,
        imageUrl: await adminApi.upload(
          '/upload/company/hero',
          steps.demoImage('services', 'power-distribution-2.webp'),
        ),
      },
    ]
    // Edited on the Home page screen’s Hero slides tab, the same request is sent.
    await adminApi.put('/company/hero-images', { heroImages: edited })
    try {
      await page.goto('/admin/audit?entity=company%2Fhero-images&action=update')
      const what = 'Updated hero images'
      await rowOf(page, what)
        .first()
        .getByRole('button', { name: `Show changes: ${what}` })
        .click()
      const field = page.getByRole('list', { name: 'Changed fields' }).getByRole('listitem').first()
      await expect(field).toContainText('Hero images')

      // Two slides changed, each a card named by its title; the third unchanged.
      const cards = field.locator('li[data-change="changed"]')
      await expect(cards).toHaveCount(2)
      await expect(field).toContainText(`${original.length - 1} other`)
      const titled = cards.filter({ hasText: 'safe,' })
      await expect(titled).toHaveCount(1)
      // The title's words as text, its markup left out: 'reliable' went, 'dependable' came.
      await expect(titled.getByRole('deletion')).toHaveText('removed: reliable')
      await expect(titled.getByRole('insertion')).toHaveText('added: dependable')
      await expect(titled).not.toContainText('<span>')

      // The second slide's image: before and after side by side.
      const pictured = cards.filter({ hasText: 'Test slide' })
      const before = pictured.getByRole('figure').filter({ hasText: 'Before' })
      const after = pictured.getByRole('figure').filter({ hasText: 'After' })
      await expect(before.getByRole('img', { name: 'Image, before' })).toBeVisible()
      await expect(after.getByRole('img', { name: 'Image, after' })).toBeVisible()
      const [left, right] = [await before.boundingBox(), await after.boundingBox()]
      expect(Math.abs(left!.y - right!.y)).toBeLessThan(2)
      expect(right!.x).toBeGreaterThan(left!.x + left!.width)
      for (const image of [before.getByRole('img'), after.getByRole('img')]) {
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
      }

      await keep(page, testInfo, 'hero-images')
      await expectNoAxeViolations(page)
    } finally {
      await adminApi.put('/company/hero-images', { heroImages: original })
    }
  })

  test('shows a long text’s changed passages, with the whole on request, and a list item by item', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const service = await services.create(adminApi)
    const paragraph = (words: string) =>
      `We test cables before they are energised. ${'Insulation resistance, VLF and partial discharge tests are run to the standards. '.repeat(6)}${words} ${'Every result is written down in a report the client keeps. '.repeat(6)}`
    await adminApi.put(`/services/${service._id}`, {
      description: paragraph('Reports are sent within a week.'),
      features: ['On site', 'Certified engineers'],
    })
    await adminApi.put(`/services/${service._id}`, {
      description: paragraph('Reports are sent within two days.'),
      features: ['Certified engineers', 'Same-day reports'],
    })
    await page.goto(`/admin/audit?entity=services&action=update`)
    const what = `Updated service “${service.title}”`
    await rowOf(page, what)
      .first()
      .getByRole('button', { name: `Show changes: ${what}` })
      .click()
    const changes = page.getByRole('list', { name: 'Changed fields' })
    const description = changes.getByRole('listitem').filter({ hasText: 'Description' })
    await expect(description.getByRole('deletion')).toHaveText('removed: a week')
    await expect(description.getByRole('insertion')).toHaveText('added: two days')
    // The unchanged stretches are left out, a little context kept around the change.
    await expect(description).toContainText('(unchanged text left out)')
    await expect(description).not.toContainText('We test cables')
    await keep(page, testInfo, 'long-text-shortened')
    await description.getByRole('button', { name: 'Show all' }).click()
    await expect(description).toContainText('We test cables before they are energised.')
    await expect(description.getByRole('button', { name: 'Show changes only' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    const features = changes.getByRole('listitem').filter({ hasText: 'Features' }).first()
    await expect(features.getByRole('deletion')).toHaveText('removed: On site')
    await expect(features.getByRole('insertion')).toHaveText('added: Same-day reports')
    await expect(features).toContainText('Certified engineers')

    await keep(page, testInfo, 'long-text')
    await expectNoAxeViolations(page)
  })
})
