import type { Locator, Page, TestInfo } from '@playwright/test'
import {
  ANY_WIDTH,
  type AdminApi,
  expect,
  expectNoAxeViolations,
  rowOf,
  test,
  toastWith,
  uniqueNames,
} from './admin-fixtures'

export { chooseFile, demoImage, openScreen } from './admin-fixtures'
import { openScreen } from './admin-fixtures'

/** A file the upload fields must refuse before sending it. */
export const NOT_AN_IMAGE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }

/** The button named `${action} ${label}` in the row (or card) that shows `text`: Edit, Delete, View, Move … */
export const rowButton = (page: Page, text: string, action: string, label = text) =>
  rowOf(page, text).getByRole('button', { name: `${action} ${label}` })

/** Opens a back-office screen from the sidebar (on a phone, the navigation opens first). */
export async function openFromSidebar(page: Page, testInfo: TestInfo, link: string) {
  await page.goto('/admin')
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click()
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: link, exact: true })
    .click()
}

type Stub = { status?: number; json?: unknown; body?: string }
type RouteOptions = {
  /** The methods answered here; other requests go on to the server. */
  methods?: string[]
  /** Answered only while this says so. */
  when?: () => boolean
}

/** Answers the matching requests with this response (an error, by default a 500), whatever the database holds. */
export async function stubRequests(
  page: Page,
  url: string | RegExp,
  answer: Stub,
  options: RouteOptions = {},
) {
  const { methods = ['GET'], when = () => true } = options
  await page.route(url, (route) =>
    when() && methods.includes(route.request().method()) ? route.fulfill(answer) : route.fallback(),
  )
}

/** Makes the matching requests fail with this status and message. */
export const failRequests = (
  page: Page,
  url: string | RegExp,
  status: number,
  message: string,
  options: RouteOptions = {},
) => stubRequests(page, url, { status, json: { success: false, message } }, options)

/**
 * Holds the matching requests until the returned release() is called; they then get `answer`, or go on to the
 * server without one. Lets a test see what the screen shows while a request is under way.
 */
export async function holdRequests(page: Page, url: string, method?: string, answer?: Stub) {
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback()
    await answered
    await (answer ? route.fulfill(answer) : route.fallback())
  })
  return release
}

/** The list's GET answers with these rows. */
export const serveList = (page: Page, url: string, rows: unknown[]) =>
  stubRequests(page, url, { json: { success: true, data: rows } })

/**
 * A list screen whose GET fails shows the error state (no table) that passes axe; Try Again loads the list.
 */
export async function expectLoadErrorThenRetry(
  page: Page,
  screen: { path: string; api: string; alert: RegExp; table: string },
) {
  let failing = true
  await failRequests(page, screen.api, 500, 'Internal Server Error', { when: () => failing })
  await page.goto(screen.path)
  await expect(page.getByRole('alert').filter({ hasText: screen.alert })).toHaveText(screen.alert)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expectNoAxeViolations(page)
  failing = false
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('table', { name: screen.table })).toBeVisible()
}

/** A list answered empty says so, and its button opens the add dialog. */
export async function expectEmptyState(
  page: Page,
  screen: { api: string; open: (page: Page) => Promise<void>; empty: string; add: string; dialog: string },
) {
  await serveList(page, screen.api, [])
  await screen.open(page)
  await expect(page.getByText(screen.empty)).toBeVisible()
  await page.getByRole('button', { name: screen.add }).click()
  await expect(page.getByRole('dialog', { name: screen.dialog })).toBeVisible()
}

type AxeStep = {
  /** What makes the button appear, if it is not always there. */
  before?: () => Promise<void>
  /** The button that opens the dialog. */
  open: Locator
  /** What shows once the dialog is ready. */
  shows: Locator
  /** How the dialog is left: Escape, or its Cancel button. */
  close: 'Escape' | 'Cancel'
  /** Focus goes back to the button that opened the dialog. */
  refocus?: boolean
}

/** The screen passes axe, and so does each dialog it opens; each closes again. */
export async function expectScreenAndDialogsPassAxe(page: Page, steps: AxeStep[]) {
  await expectNoAxeViolations(page)
  for (const step of steps) {
    await step.before?.()
    await step.open.click()
    await expect(step.shows).toBeVisible()
    await expectNoAxeViolations(page)
    if (step.close === 'Escape') await page.keyboard.press('Escape')
    else await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    if (step.refocus) await expect(step.open).toBeFocused()
  }
}

/**
 * Flips a list's status switch. Its input lies under Mantine's track, and the toast of the list's last change may
 * lie over the row at the bottom of the screen: the click goes to the input itself, not to a point of the screen.
 */
export const flip = (toggle: Locator) => toggle.dispatchEvent('click')

/**
 * The status switch saves at once: off, then on again, each with its toast; `saved(active)` checks what the
 * server holds after each.
 */
export async function expectStatusSwitch(
  page: Page,
  toggle: Locator,
  label: string,
  saved: (active: boolean) => Promise<void>,
) {
  await expect(toggle).toBeChecked()
  for (const [active, word] of [
    [false, 'deactivated'],
    [true, 'activated'],
  ] as const) {
    await flip(toggle)
    await expect(toastWith(page, `${label} ${word} successfully`)).toBeVisible()
    await (active ? expect(toggle).toBeChecked() : expect(toggle).not.toBeChecked())
    await saved(active)
  }
}

/** Opens the screen, then its add dialog from the button; the first field has the focus. */
export async function openAddDialog(
  page: Page,
  openScreen: (page: Page) => Promise<void>,
  add: { button: string; dialog: string; firstField: Locator },
) {
  await openScreen(page)
  await page.getByRole('button', { name: add.button }).click()
  const dialog = page.getByRole('dialog', { name: add.dialog })
  await expect(add.firstField).toBeFocused()
  return dialog
}

/** Clicks the dialog's `button`: `toast` says it was done, and the dialog closes. */
export async function submitDialog(page: Page, dialog: Locator, button: string, toast: string) {
  await dialog.getByRole('button', { name: button }).click()
  await expect(toastWith(page, toast)).toBeVisible()
  await expect(dialog).toBeHidden()
}

/**
 * Submits the dialog while the save (a POST to `api`) is held: the button says Saving... and is disabled; the
 * save then fails with a 503.
 */
export async function submitFailingSave(page: Page, dialog: Locator, api: string, submit: string) {
  const release = await holdRequests(page, api, 'POST', {
    status: 503,
    json: { success: false, message: 'Database unavailable' },
  })
  await dialog.getByRole('button', { name: submit }).click()
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  release()
}

/**
 * A back-office list screen: `open` goes to it and waits for its list; `openAdd` opens it, then its add dialog
 * (`add`: the button, the dialog and its first field, which has the focus).
 */
export function adminScreen(path: string, heading: string, loading: string, add: [string, string, string]) {
  const open = (page: Page) => openScreen(page, path, heading, loading)
  const [button, dialog, field] = add
  const openAdd = (page: Page) =>
    openAddDialog(page, open, {
      button,
      dialog,
      firstField: page.getByRole('textbox', { name: field, exact: true }),
    })
  return { open, openAdd }
}

type Row = { _id: string }

/**
 * Rows a spec makes through the API under names no other test (or project) uses, so demo rows are never
 * touched; after each test whatever it made (also through the screen) is deleted.
 */
export function testRows<T extends Row>(
  api: string,
  key: keyof T & string,
  defaults: (unique: (label: string) => string, adminApi: AdminApi) => Promise<object> | object,
) {
  const unique = uniqueNames()
  const created: string[] = []
  const all = async (adminApi: AdminApi) => (await adminApi.get(api)) as T[]
  test.afterEach(async ({ adminApi }) => {
    for (const row of await all(adminApi)) {
      if (created.includes(row._id) || unique.names.has(String(row[key])))
        await adminApi.delete(`${api}/${row._id}`)
    }
    created.length = 0
    unique.names.clear()
  })
  return {
    unique,
    /** Remembers a row the screen made, to delete it after the test. */
    created,
    async create(adminApi: AdminApi, overrides: Partial<T> | Record<string, unknown> = {}) {
      const row = (await adminApi.post(api, { ...(await defaults(unique, adminApi)), ...overrides })) as T
      created.push(row._id)
      return row
    },
    /** The row with this name (or title) as the server lists it now. */
    find: async (adminApi: AdminApi, value: string) =>
      (await all(adminApi)).find((row) => row[key] === value),
  }
}

/** Services a spec makes (see testRows): titled `label` and a number no other test uses, with `fields` besides. */
export const testServices = <T extends Row & { title: string }>(label: string, fields: object = {}) =>
  testRows<T>('/services', 'title', (unique) => ({
    title: unique(label),
    shortDescription: 'Made by an end-to-end test; deleted when it ends.',
    ...fields,
  }))

/** The Services screen (see adminScreen), for specs that work on a service; `openEdit` opens a service's edit window. */
export function servicesScreen() {
  const screen = adminScreen('/admin/services', 'Services', 'Loading services...', [
    'Add Service',
    'Add service',
    'Title',
  ])
  const openEdit = async (page: Page, title: string) => {
    await screen.open(page)
    await rowButton(page, title, 'Edit').click()
    return page.getByRole('dialog', { name: 'Edit service' })
  }
  return { ...screen, openEdit }
}

/** The dialogs every list screen opens from a row and from its add button: edit, add, delete. */
export function editAddDeleteDialogs(
  page: Page,
  row: { text: string; label?: string; preview: string },
  add: { button: string; dialog: string },
  deleteDialog: string,
): AxeStep[] {
  return [
    {
      open: rowButton(page, row.text, 'Edit', row.label),
      shows: page.getByRole('img', { name: row.preview }),
      close: 'Escape',
      refocus: true,
    },
    {
      open: page.getByRole('button', { name: add.button }),
      shows: page.getByRole('dialog', { name: add.dialog }),
      close: 'Cancel',
    },
    {
      open: rowButton(page, row.text, 'Delete', row.label),
      shows: page.getByRole('dialog', { name: deleteDialog }),
      close: 'Cancel',
    },
  ]
}

export type ListScreen = {
  path: string
  /** The list's API route, as page.route matches it. */
  api: string
  /** Opens the screen and waits for its list. */
  open: (page: Page) => Promise<void>
  loadError: { title?: string; alert: RegExp; table: string; then?: (page: Page) => Promise<void> }
  empty?: { title: string; text: string; add: string; dialog: string }
  axe: {
    timeout: number
    /** Makes what the screen should show, and names the dialogs to check. */
    dialogs: (page: Page, adminApi: AdminApi) => Promise<AxeStep[]>
    then?: (page: Page) => Promise<void>
  }
}

/**
 * What every back-office list screen does alike: the error state when its list cannot be loaded, the empty
 * state, and axe on the screen and each of its dialogs. Called inside the screen's describe.
 */
export function listScreenChecks(screen: ListScreen) {
  test.describe('when the list cannot be loaded', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test(
      screen.loadError.title ?? 'shows the error state and Try Again reloads',
      async ({ adminPage: page }) => {
        await expectLoadErrorThenRetry(page, { path: screen.path, api: screen.api, ...screen.loadError })
        await screen.loadError.then?.(page)
      },
    )
  })

  const { empty } = screen
  if (empty) {
    test(empty.title, ANY_WIDTH, async ({ adminPage: page }) => {
      await expectEmptyState(page, { api: screen.api, open: screen.open, empty: empty.text, ...empty })
    })
  }

  test('the screen and each of its dialogs pass axe', async ({ adminPage: page, adminApi }) => {
    test.setTimeout(screen.axe.timeout)
    const dialogs = await screen.axe.dialogs(page, adminApi)
    await screen.open(page)
    await expectScreenAndDialogsPassAxe(page, dialogs)
    await screen.axe.then?.(page)
  })
}
