import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Locator, type Page, test as base, expect } from '@playwright/test'
import { startBuiltServer } from '../helpers/built-server'
import { type SmtpServer, smtpServer } from '../helpers/smtp'

/** Worker n serves the demo on port E2E_PORT + n (3100, 3101, …). */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100)

const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

type Fixtures = {
  /** Console errors a test expects (e.g. the browser's note about a 404 page it opened on purpose). */
  allowedConsoleError: RegExp | undefined
  consoleErrors: string[]
}

/**
 * Marks a test whose outcome cannot depend on the window's width: requests without a page, the server process,
 * and back-office flows that check no layout and run no axe. The phone project skips it; the desktop project
 * runs it. Everything else (every public page, every axe check, the back-office shell) runs at both widths.
 */
export const ANY_WIDTH = { tag: '@any-width' }

type WorkerFixtures = {
  /** The built server this worker's tests talk to, on a fresh embedded database with the demo content. */
  appServer: { url: string }
  /** The SMTP server (a process of its own) that the worker's app server sends its mail to. */
  mailServer: SmtpServer
}

/**
 * Each worker starts its own server and database, so that workers run side by side without seeing each other's
 * writes; the tests of a file run in order in one worker, as they did with a single server. Every page fails its
 * test on an unexpected console error or uncaught exception.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  mailServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const server = await smtpServer().start()
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
  appServer: [
    async ({ mailServer }, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex
      const url = `http://127.0.0.1:${port}`
      const dataDir = path.resolve('.cache/e2e-data', String(workerInfo.parallelIndex))
      rmSync(dataDir, { recursive: true, force: true })
      mkdirSync(dataDir, { recursive: true })
      const server = await startBuiltServer(dataDir, port, {
        env: { SEED_DEMO: undefined, PUBLIC_URL: url, SMTP_URL: mailServer.url },
        // Migrating and seeding the demo company took more than a minute on a busy 2-core machine, and a worker
        // whose server does not start fails every test it was given.
        startTimeoutMs: 170_000,
      })
      await use({ url })
      server.child.kill('SIGTERM')
      if ((await server.exited) !== 0)
        console.error(`the server of worker ${workerInfo.parallelIndex}:\n${server.output()}`)
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url)
  },
  allowedConsoleError: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = []
      const record = (text: string) => {
        if (!allowedConsoleError?.test(text)) errors.push(text)
      }
      page.on('console', (message) => {
        if (message.type() === 'error') record(message.text())
      })
      page.on('pageerror', (error) => record(error.message))
      // Map tiles are the one outside resource a visitor loads; tests run offline, so they get a blank tile.
      await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
        route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
      )
      await use(errors)
      expect(errors, 'unexpected console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** Paths of the three public page kinds in the demo content: the home page, the first active service, the first category. */
export async function publicPagePaths(request: APIRequestContext) {
  const services = (await (await request.get('/api/services/active')).json()).data as { _id: string }[]
  const categories = (await (await request.get('/api/categories')).json()).data as { _id: string }[]
  return { home: '/', service: `/service/${services[0]!._id}`, category: `/categories/${categories[0]!._id}` }
}

/** The list shows `count` cards, and card n contains each text listed for it: `{ 0: ['Name', '€18.90'] }`. */
export async function expectCards(cards: Locator, count: number, texts: Record<number, (string | RegExp)[]>) {
  await expect(cards).toHaveCount(count)
  for (const [index, expected] of Object.entries(texts)) {
    for (const text of expected) await expect(cards.nth(Number(index))).toContainText(text)
  }
}

/** `path` answers 404 with the page the spec gives a missing item: its heading, a link back, and noindex. */
export async function expectNotFoundPage(
  page: Page,
  path: string,
  back: { heading: string; link: string; href: string },
) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: back.heading })).toBeVisible()
  await expect(page.getByRole('link', { name: back.link })).toHaveAttribute('href', back.href)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
}

export { expect }
