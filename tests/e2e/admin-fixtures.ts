import { readFileSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { ANY_WIDTH, expect, test as base } from './fixtures'

export const ADMIN = { email: 'admin@example.com', password: 'change-me-now' }

export type AdminSession = {
  token: string
  admin: { _id: string; name: string; email: string; role: string }
}

/** Signs in through the API (no form) and returns the token and admin the back-office keeps. */
export async function signInByApi(request: APIRequestContext, credentials = ADMIN): Promise<AdminSession> {
  const response = await request.post('/api/auth/login', { data: credentials })
  expect(response.ok(), await response.text()).toBeTruthy()
  const { data } = (await response.json()) as { data: AdminSession }
  return data
}

/** Puts a session in the page's local storage before its first script runs (once: signing out stays signed out). */
export async function keepSession(page: Page, session: AdminSession) {
  await page.addInitScript(({ token, admin }) => {
    if (!window.sessionStorage.getItem('e2e-session-set')) {
      window.localStorage.setItem('token', token)
      window.localStorage.setItem('admin', JSON.stringify(admin))
      window.sessionStorage.setItem('e2e-session-set', '1')
    }
  }, session)
}

/** A person with this role, added by the owner (through the API), and signed in on `page`. */
export async function signedInAs(
  role: 'editor' | 'support',
  page: Page,
  request: APIRequestContext,
  adminApi: AdminApi,
) {
  const credentials = {
    email: `${role}-${Date.now().toString(36)}@example.com`,
    password: 'a-good-password-1',
  }
  const joined = (await adminApi.post('/auth/register', { name: `Rene ${role}`, ...credentials })) as {
    admin: { _id: string }
  }
  await adminApi.put(`/users/${joined.admin._id}`, { role })
  const session = await signInByApi(request, credentials)
  await keepSession(page, session)
  return { id: joined.admin._id, session }
}

type AdminFixtures = {
  /**
   * Whether the back-office's lists follow the change stream (docs/product.md#live-lists). Off unless a test turns
   * it on (`test.use({ liveUpdates: true })`): the test data other tests write through the API at the same time
   * would otherwise refresh lists a test is counting the requests of, or serving itself. Off, the stream answers
   * 204 and the back-office simply tries again later.
   */
  liveUpdates: boolean
  /** A page whose local storage holds a valid session before the first script runs. */
  adminPage: Page
  session: AdminSession
  /** The API as the signed-in administrator (Authorization header set), for test data set-up and clean-up. */
  adminApi: AdminApi
}

export type AdminApi = {
  get: (path: string) => Promise<unknown>
  post: (path: string, body: unknown) => Promise<unknown>
  put: (path: string, body: unknown) => Promise<unknown>
  delete: (path: string) => Promise<void>
  upload: (path: string, file: { name: string; mimeType: string; buffer: Buffer }) => Promise<string>
}

export const test = base.extend<AdminFixtures>({
  liveUpdates: [false, { option: true }],
  page: async ({ page, liveUpdates }, use) => {
    if (!liveUpdates) await page.route('**/api/changes/stream', (route) => route.fulfill({ status: 204 }))
    await use(page)
  },
  session: async ({ request }, use) => {
    await use(await signInByApi(request))
  },
  adminPage: async ({ page, session }, use) => {
    await keepSession(page, session)
    await use(page)
  },
  adminApi: async ({ request, session }, use) => {
    const headers = { authorization: `Bearer ${session.token}` }
    async function call(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown) {
      const response = await request[method](`/api${path}`, { headers, data: body })
      expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeTruthy()
      const text = await response.text()
      return text ? ((JSON.parse(text) as { data?: unknown }).data ?? null) : null
    }
    await use({
      get: (path) => call('get', path),
      post: (path, body) => call('post', path, body),
      put: (path, body) => call('put', path, body),
      delete: async (path) => {
        await call('delete', path)
      },
      upload: async (path, file) => {
        const response = await request.post(`/api${path}`, { headers, multipart: { image: file } })
        expect(response.ok(), await response.text()).toBeTruthy()
        return ((await response.json()) as { data: { imageUrl: string } }).data.imageUrl
      },
    })
  },
})

/** A toast with this text (Mantine notifications: top-right, on phones at the bottom). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text })
}

/** An image of the demo set (demo/images/<folder>/<name>), as a file a test chooses. */
export function demoImage(folder: string, name: string) {
  return { name, mimeType: 'image/webp', buffer: readFileSync(`demo/images/${folder}/${name}`) }
}

export type ChosenFile = ReturnType<typeof demoImage>

/**
 * Names no other test (or project) uses. Each is remembered with its "(edited)" form in `names`, so that an
 * afterEach can delete what the test made.
 */
export function uniqueNames() {
  let counter = 0
  const names = new Set<string>()
  const next = (label: string) => {
    counter += 1
    const name = `E2E ${label} ${Date.now().toString(36)}${counter}`
    names.add(name).add(`${name} (edited)`)
    return name
  }
  return Object.assign(next, { names })
}

/** The table row (or card, on a phone) that shows this text. */
export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text })

/** Clicks a button that opens the file chooser and chooses the file. */
export async function chooseFile(page: Page, button: Locator, file: ChosenFile) {
  const chooser = page.waitForEvent('filechooser')
  await button.click()
  await (await chooser).setFiles(file)
}

/** Opens a back-office screen and waits until its list has loaded. */
export async function openScreen(page: Page, path: string, heading: string, loading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.getByText(loading)).toHaveCount(0)
}

export { ANY_WIDTH, expect }
export { expectNoAxeViolations } from './axe'
