import type { Page, TestInfo } from '@playwright/test'
import {
  type AdminApi,
  expect,
  expectNoAxeViolations,
  openScreen,
  rowOf,
  test,
  toastWith,
} from './admin-fixtures'
import { chooseFile, openFromSidebar, serveList } from './admin-steps'

type ApiRedirect = { id: string; from: string; to: string; status: number; hits: number }
type ApiNotFound = { id: string; path: string; hits: number; referrer: string | null }
type ApiService = { _id: string; slug: string; title: string }

let counter = 0
/**
 * A path no other test or project uses (both projects share one server): `/e2e-redirects-{label}-phone-…`, under
 * `under` when given.
 */
function uniquePath(testInfo: TestInfo, label: string, under = '') {
  counter += 1
  return `${under}/e2e-redirects-${label}-${testInfo.project.name}-${Date.now().toString(36)}${counter}`
}

const MADE_HERE = 'e2e-redirects-'

const openRedirects = (page: Page, query = '') =>
  openScreen(
    page,
    `/admin/redirects${query}`,
    'Redirects',
    query ? 'Loading the 404 log' : 'Loading redirects',
  )

/** On a phone the columns fold into the first one: the page and the table never scroll sideways. */
async function expectNoSidewaysScroll(page: Page, testInfo: TestInfo, table: string) {
  if (testInfo.project.name !== 'phone') return
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  const element = page.getByRole('table', { name: table })
  expect(await element.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0)
  expect(
    await element.evaluate(
      (node) => node.getBoundingClientRect().right - node.parentElement!.getBoundingClientRect().right,
    ),
  ).toBeLessThanOrEqual(1)
}

const shot = (page: Page, testInfo: TestInfo, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/redirects-${name}-${testInfo.project.name}.png`, fullPage })

/** Whatever the tests left among the redirects and in the 404 log goes. */
test.afterEach(async ({ adminApi }) => {
  for (const redirect of (await adminApi.get(`/redirects?search=${MADE_HERE}&limit=100`)) as ApiRedirect[])
    if (redirect.from.includes(MADE_HERE)) await adminApi.delete(`/redirects/${redirect.id}`)
  for (const entry of (await adminApi.get(`/not-found?search=${MADE_HERE}&limit=100`)) as ApiNotFound[])
    if (entry.path.includes(MADE_HERE)) await adminApi.delete(`/not-found/${entry.id}`)
})

async function twoServices(adminApi: AdminApi) {
  const services = (await adminApi.get('/services')) as ApiService[]
  expect(services.length).toBeGreaterThanOrEqual(2)
  return [services[0]!, services[1]!] as const
}

/** The redirect from `from`, as the server has it now (its hits are added every few seconds). */
async function redirectFrom(adminApi: AdminApi, from: string) {
  const found = (await adminApi.get(`/redirects?search=${encodeURIComponent(from)}`)) as ApiRedirect[]
  return found.find((redirect) => redirect.from === from)
}

test.describe('Redirects', () => {
  // A From already redirected is refused with 409, and a missing page answers 404: the browser logs both.
  test.use({ allowedConsoleError: /status of (404|409)/ })

  test('adds, edits and deletes a redirect; the old path then lands on the new page', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(90_000)
    const from = uniquePath(testInfo, 'moved')
    const [first, second] = await twoServices(adminApi)

    await openFromSidebar(page, testInfo, 'Redirects')
    await expect(page).toHaveURL(/\/admin\/redirects$/)
    await expect(page).toHaveTitle('Redirects | Back-office')
    await expect(page.getByRole('tab', { name: 'Redirects' })).toHaveAttribute('aria-selected', 'true')

    // Add: From has the focus, behind the site's address; 302 says what it means.
    await page.getByRole('button', { name: 'Add redirect' }).first().click()
    const add = page.getByRole('dialog', { name: 'Add redirect' })
    const fromField = add.getByRole('textbox', { name: 'From' })
    await expect(fromField).toBeFocused()
    await expect(add.getByText(new URL(page.url()).host, { exact: true })).toBeVisible()
    await fromField.fill(from)
    await add.getByRole('textbox', { name: 'To' }).fill(`/service/${first._id}`)
    await add.getByText('302 Temporary').click()
    await expect(add.getByText(/^Temporary: the page is elsewhere for now/)).toBeVisible()
    await add.getByRole('textbox', { name: 'Note' }).fill('Made by an end-to-end test')
    await expectNoAxeViolations(page)
    await shot(page, testInfo, 'form', false)
    await add.getByRole('button', { name: 'Add redirect' }).click()
    await expect(toastWith(page, 'Redirect added')).toBeVisible()
    await expect(add).toBeHidden()

    await page.getByRole('textbox', { name: 'Search redirects' }).fill(from)
    const row = rowOf(page, from)
    await expect(row).toHaveCount(1)
    await expect(row.getByText('302 Temporary').filter({ visible: true })).toBeVisible()
    await expect(row.getByText(/^Never/).filter({ visible: true })).toBeVisible()
    await expectNoSidewaysScroll(page, testInfo, 'Redirects')
    await expectNoAxeViolations(page)

    // The same From again: the server's refusal shows under From.
    await page.getByRole('button', { name: 'Add redirect' }).first().click()
    await fromField.fill(from)
    await add.getByRole('textbox', { name: 'To' }).fill('/')
    await add.getByRole('button', { name: 'Add redirect' }).click()
    await expect(fromField).toHaveAttribute('aria-invalid', 'true')
    await expect(add.getByText(new RegExp(`already`))).toBeVisible()
    await expectNoAxeViolations(page)
    // Escape on an edited form asks first; Discard closes it.
    await page.keyboard.press('Escape')
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' })
    await expect(discard).toBeVisible()
    await discard.getByRole('button', { name: 'Discard' }).click()
    await expect(add).toBeHidden()

    // Edit: Escape with a change asks, Keep editing keeps it; saved, the row shows the new target and type.
    await row.getByRole('button', { name: `Edit redirect ${from}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit redirect' })
    await expect(edit.getByRole('textbox', { name: 'From' })).toHaveValue(from)
    await edit.getByRole('textbox', { name: 'To' }).fill(`/service/${second._id}`)
    await page.keyboard.press('Escape')
    await expect(discard).toBeVisible()
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    await expect(edit.getByRole('textbox', { name: 'To' })).toHaveValue(`/service/${second._id}`)
    await edit.getByText('301 Permanent').click()
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toastWith(page, 'Redirect saved')).toBeVisible()
    await expect(row.getByText(`/service/${second._id}`).filter({ visible: true })).toBeVisible()
    await expect(row.getByText('301 Permanent').filter({ visible: true })).toBeVisible()
    await shot(page, testInfo, 'list')

    // The old address now lands on the new page, and the visit is counted.
    // (To is the service's id address, which leads to its readable one: served as one hop, docs/product.md#addresses.)
    const landed = await page.goto(from)
    expect(landed?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${from}$`))
    await expect(page).toHaveURL(new RegExp(`/service/${second.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible()
    await expect
      .poll(async () => (await redirectFrom(adminApi, from))?.hits, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1)

    // Delete asks first.
    await openRedirects(page)
    await page.getByRole('textbox', { name: 'Search redirects' }).fill(from)
    await expect(row.getByText(/just now|min ago/).filter({ visible: true })).toBeVisible()
    await row.getByRole('button', { name: `Delete redirect ${from}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete redirect' })
    await expect(confirm).toContainText('This cannot be undone.')
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Redirect deleted')).toBeVisible()
    await expect(row).toHaveCount(0)
    await expect(page.getByText('No redirects match')).toBeVisible()
    expect(await redirectFrom(adminApi, from)).toBeUndefined()
  })

  test('a missing page shows in the 404 log, and Create redirect fixes it', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(90_000)
    // A service that does not exist answers 404; an address without a page goes to the home page: both are missing.
    const missing = uniquePath(testInfo, 'missing', '/service')
    const ignored = uniquePath(testInfo, 'ignored')
    for (const path of [missing, missing]) expect((await page.goto(path))?.status()).toBe(404)
    await page.goto(ignored)
    await expect(page).toHaveURL(/\/$/)
    // The log is written every few seconds.
    const hitsOf = async (path: string) =>
      ((await adminApi.get(`/not-found?search=${encodeURIComponent(path)}`)) as ApiNotFound[]).find(
        (entry) => entry.path === path,
      )?.hits
    await expect.poll(() => hitsOf(missing), { timeout: 20_000 }).toBe(2)
    await expect.poll(() => hitsOf(ignored), { timeout: 20_000 }).toBe(1)

    await openRedirects(page)
    await page.getByRole('tab', { name: /404 log/ }).click()
    await expect(page).toHaveURL(/\/admin\/redirects\?tab=404$/)
    await page.reload()
    await expect(page.getByRole('tab', { name: /404 log/ })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('textbox', { name: 'Search the 404 log' }).fill(MADE_HERE)
    const row = rowOf(page, missing)
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Direct or unknown').filter({ visible: true })).toBeVisible()
    await expectNoSidewaysScroll(page, testInfo, '404 log')
    await expectNoAxeViolations(page)
    await shot(page, testInfo, '404')

    // Create redirect: From is filled in, the focus is in To.
    await row.getByRole('button', { name: `Create redirect for ${missing}` }).click()
    const add = page.getByRole('dialog', { name: 'Add redirect' })
    await expect(add.getByRole('textbox', { name: 'From' })).toHaveValue(missing)
    const to = add.getByRole('textbox', { name: 'To' })
    await expect(to).toBeFocused()
    await expectNoAxeViolations(page)
    await to.fill('/')
    await add.getByRole('button', { name: 'Add redirect' }).click()
    await expect(toastWith(page, 'Redirect added')).toBeVisible()
    // The path leaves the log.
    await expect(row).toHaveCount(0)

    // Dismiss removes another at once.
    const other = rowOf(page, ignored)
    await other.getByRole('button', { name: `Dismiss ${ignored}` }).click()
    await expect(toastWith(page, `${ignored} was removed from the 404 log`)).toBeVisible()
    await expect(other).toHaveCount(0)

    const response = await page.goto(missing)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/$/)
  })

  test.describe('automatic redirects', () => {
    // The second slug change is made through the API while the screen is open: the list follows it live.
    test.use({ liveUpdates: true })

    test('lists the redirects a slug change made as automatic, each to the item’s current address', async ({
      adminPage: page,
      adminApi,
    }, testInfo) => {
      test.setTimeout(60_000)
      const stem = `e2e-auto-${testInfo.project.name}-${Date.now().toString(36)}`
      const service = (await adminApi.post('/services', {
        title: `Automatic ${stem}`,
        slug: `${stem}-a`,
        shortDescription: 'Made by an end-to-end test; deleted when it ends.',
      })) as ApiService
      try {
        await adminApi.put(`/services/${service._id}`, { slug: `${stem}-b` })
        await openRedirects(page)
        await page.getByRole('textbox', { name: 'Search redirects' }).fill(stem)
        const first = rowOf(page, `/service/${stem}-a`)
        await expect(first).toHaveCount(1)
        await expect(first).toContainText('Automatic')
        await expect(first).toContainText(`/service/${stem}-b`)
        await expect(first).toContainText(`Service “Automatic ${stem}” moved`)
        // The site keeps it: nothing to edit or delete.
        await expect(first.getByRole('button')).toHaveCount(0)
        await expectNoAxeViolations(page)
        await shot(page, testInfo, 'automatic')

        // A second change, made elsewhere: both old addresses lead to the newest, on screen without a reload.
        await adminApi.put(`/services/${service._id}`, { slug: `${stem}-c` })
        await expect(first).toContainText(`/service/${stem}-c`)
        const second = rowOf(page, `/service/${stem}-b`).filter({ hasText: 'Automatic' })
        await expect(second).toContainText(`/service/${stem}-c`)
        await expect(page.getByText('No redirects yet')).toHaveCount(0)

        // The filter: by hand only leaves them out; Automatic shows them alone.
        const show = async (label: string) => {
          const segments = page.getByRole('radiogroup', { name: 'Show' })
          if (await segments.isVisible()) await segments.getByText(label, { exact: true }).click()
          else await page.getByRole('combobox', { name: 'Show' }).selectOption({ label })
        }
        await show('Manual')
        await expect(first).toHaveCount(0)
        await show('Automatic')
        await expect(rowOf(page, stem)).toHaveCount(2)
      } finally {
        await adminApi.delete(`/services/${service._id}`)
      }
    })
  })

  test('a CSV import shows what it would do and writes nothing until Import', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    test.setTimeout(90_000)
    const base = uniquePath(testInfo, 'import')
    const csv = [
      'from,to,status',
      `${base}-one,/,301`, // 2: added
      `${base}-two,${base}-target,302`, // 3: added
      `${base}-chain,${base}-one`, // 4: added, sent straight to / (a chain collapsed)
      'no-slash,/somewhere', // 5: refused, not a path
      `${base}-two,/elsewhere`, // 6: refused, a duplicate of line 3
      `${base}-loop-a,${base}-loop-b`, // 7: added
      `${base}-loop-b,${base}-loop-a`, // 8: refused, a loop
    ].join('\n')

    await openRedirects(page)
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import redirects' })
    await expect(dialog.getByText('from,to,status').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await chooseFile(page, dialog.getByRole('button', { name: 'Choose a CSV file' }), {
      name: 'redirects.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })

    // The report takes the focus from the button that chose the file.
    await expect(
      dialog.getByText('Nothing is saved yet: 4 to add, 0 to change, 0 unchanged, 3 refused.', {
        exact: false,
      }),
    ).toBeFocused()
    const refused = dialog.getByRole('table', { name: 'Refused lines' })
    await expect(refused.getByRole('row').filter({ hasText: /^5/ })).toContainText('From must be a path')
    await expect(refused.getByRole('row').filter({ hasText: /^6/ })).toContainText('Duplicate: line 3')
    await expect(refused.getByRole('row').filter({ hasText: /^8/ })).toContainText('loop')
    await expect(dialog.getByText('Chains collapsed: 1 line')).toBeVisible()
    await expect(dialog.getByRole('table', { name: 'Lines to import' }).getByRole('row')).toHaveCount(5)
    await expectNoAxeViolations(page)
    await shot(page, testInfo, 'import-report', false)
    // Nothing is written by the check.
    expect(await adminApi.get(`/redirects?search=${encodeURIComponent(base)}`)).toEqual([])

    await dialog.getByRole('button', { name: 'Import 4 redirects' }).click()
    await expect(toastWith(page, 'Imported: 4 added; 3 lines refused')).toBeVisible()
    await expect(dialog).toBeHidden()
    await page.getByRole('textbox', { name: 'Search redirects' }).fill(base)
    await expect(page.getByRole('row').filter({ hasText: base })).toHaveCount(4)
    const written = (await adminApi.get(`/redirects?search=${encodeURIComponent(base)}`)) as ApiRedirect[]
    expect(written.map((redirect) => redirect.from).sort()).toEqual(
      [`${base}-chain`, `${base}-loop-a`, `${base}-one`, `${base}-two`].sort(),
    )
  })

  test('refuses a file that is not a CSV before sending it', async ({ adminPage: page }) => {
    await openRedirects(page)
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import redirects' })
    await chooseFile(page, dialog.getByRole('button', { name: 'Choose a CSV file' }), {
      name: 'redirects.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('not a csv'),
    })
    await expect(dialog.getByRole('alert')).toContainText('Choose a .csv file')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('exports every redirect as CSV', async ({ adminPage: page, adminApi }, testInfo) => {
    const from = uniquePath(testInfo, 'export')
    await adminApi.post('/redirects', { from, to: 'https://example.com/new', status: 301, note: '' })
    await openRedirects(page)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^redirects-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await (await download.createReadStream()).toArray()
    expect(Buffer.concat(text).toString('utf8')).toContain(`${from},https://example.com/new,301`)
  })

  test('says what each tab is for when it is empty, and passes axe', async ({
    adminPage: page,
  }, testInfo) => {
    await serveList(page, '**/api/redirects?*', [])
    await serveList(page, '**/api/not-found?*', [])
    await openRedirects(page)
    await expect(page.getByRole('heading', { name: 'No redirects yet' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Add redirect' }).last().click()
    await expect(page.getByRole('dialog', { name: 'Add redirect' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The tabs answer the arrow keys, and the address follows.
    await page.getByRole('tab', { name: 'Redirects' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /404 log/ })).toBeFocused()
    await expect(page).toHaveURL(/\/admin\/redirects\?tab=404$/)
    await expect(page.getByRole('heading', { name: 'No missing pages' })).toBeVisible()
    await expect(
      page.getByText(/When a visitor asks for an address on the website that does not exist/),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear log' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await shot(page, testInfo, 'empty-404')
  })
})
