import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { keepSession, signInByApi } from './admin-fixtures'
import { expect, publicPagePaths, test } from './fixtures'

/** What only the back-office may load: Mantine's color-scheme attribute, TanStack Query's provider check. */
const ADMIN_LIBRARY_MARKERS = ['data-mantine-color-scheme', 'No QueryClient set']
/**
 * Public pages load one script, the islands (docs/decisions/0007-public-islands.md): 20 KB gzip when it was
 * introduced, against 127 KB for React DOM + React Router + the page's code before. Issue 4's budget is 150 KB.
 */
const JS_BUDGET_GZIP = 40 * 1024

/** Issue 22: the sign-in page's scripts, in bytes as the server sends them (brotli for Chromium). */
const SIGN_IN_JS_BUDGET = 120 * 1024

/** The stylesheets of the root route (app/app.css): the public pages' only ones, from the build's route manifest. */
function publicStylesheets(): string[] {
  const assets = 'build/client/assets'
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))!
  const text = readFileSync(`${assets}/${file}`, 'utf8')
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, { css?: string[] }>
  }
  return manifest.routes.root!.css ?? []
}

/** The scripts a page loads until it is hydrated, with their bodies. */
async function scriptsOf(page: Page, path: string) {
  const scripts = new Map<string, Promise<Buffer>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body())
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return Promise.all([...scripts].map(async ([url, body]) => ({ url, body: await body })))
}

test.describe('public pages load one small script and no admin library', () => {
  for (const name of ['home', 'service', 'category'] as const) {
    test(`${name} page`, async ({ page, request }) => {
      const path = (await publicPagePaths(request))[name]
      const scripts = await scriptsOf(page, path)
      // One script: the islands. No React Router app starts on a public page, so the page carries no route data.
      expect(scripts.map((script) => new URL(script.url).pathname)).toEqual([
        expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/),
      ])
      expect(await page.content()).not.toContain('__reactRouterContext')
      await expect(page.locator('[data-island]').first()).toBeAttached()
      for (const script of scripts) {
        const text = script.body.toString('utf8')
        for (const marker of ADMIN_LIBRARY_MARKERS) expect(text, script.url).not.toContain(marker)
      }
      const gzipBytes = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0)
      expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_GZIP)
    })
  }

  test('public pages download no font file; the back-office has Inter', async ({ page, request }) => {
    const fonts: string[] = []
    page.on('request', (fontRequest) => {
      if (fontRequest.resourceType() === 'font') fonts.push(fontRequest.url())
    })
    for (const path of Object.values(await publicPagePaths(request))) {
      await page.goto(path, { waitUntil: 'networkidle' })
      // The visitor's own interface font is used: the page declares no web font at all.
      expect(await page.evaluate(() => document.fonts.size)).toBe(0)
    }
    expect(fonts).toEqual([])
    await page.goto('/login', { waitUntil: 'networkidle' })
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true)
    expect(fonts.some((url) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(url))).toBe(true)
  })

  test("public pages link the public stylesheet only, not the back-office's", async ({ request }) => {
    const expected = publicStylesheets()
    expect(expected).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.css$/)])
    const { home, service, category } = await publicPagePaths(request)
    const paths = [
      home,
      service,
      category,
      '/newsletter/confirmed',
      '/newsletter/unsubscribed',
      '/service/no-such-service',
    ]
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0])
      const stylesheets = links
        .filter((link) => /\brel="stylesheet"/.test(link))
        .map((link) => /\bhref="([^"]+)"/.exec(link)![1])
      // Every render-blocking stylesheet is the public one: none of Mantine, the list kit or the sign-in form.
      expect(stylesheets, path).toEqual(expected)
    }
    const css = await (await request.get(expected[0]!)).text()
    expect(css).not.toMatch(/mantine/i)
  })

  test('the sign-in page loads React and its form only: no Mantine, no TanStack, within budget', async ({
    page,
  }) => {
    const sent = new Map<string, number>()
    page.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script')
        sent.set(request.url(), (await request.sizes()).responseBodySize)
    })
    const scripts = await scriptsOf(page, '/login')
    const text = scripts.map((script) => script.body.toString('utf8')).join('\n')
    for (const marker of ADMIN_LIBRARY_MARKERS) expect(text).not.toContain(marker)
    await expect.poll(() => sent.size).toBe(scripts.length)
    const bytes = [...sent.values()].reduce((sum, size) => sum + size, 0)
    expect(bytes).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET)
  })

  test('the signed-in back-office loads its libraries', async ({ page, request }) => {
    await keepSession(page, await signInByApi(request))
    // The live lists' stream stays open (docs/product.md#live-lists): it would keep the network from ever settling.
    await page.route('**/api/changes/stream', (route) => route.fulfill({ status: 204 }))
    const scripts = await scriptsOf(page, '/admin/services')
    const text = scripts.map((script) => script.body.toString('utf8')).join('\n')
    for (const marker of ADMIN_LIBRARY_MARKERS) expect(text).toContain(marker)
  })
})
