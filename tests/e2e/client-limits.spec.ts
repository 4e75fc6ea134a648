import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startBuiltServer } from '../helpers/built-server'
import { expectNoAxeViolations } from './axe'
import { ANY_WIDTH, expect, test } from './fixtures'

test.describe('per-client limits (docs/product.md#per-client-limits)', () => {
  test.use({ allowedConsoleError: /status of (404|429)/ })

  test(
    'past the budget a page is a small page of its own, at any width; cached pages still open',
    ANY_WIDTH,
    async ({ page }) => {
      // A first start creates, migrates and seeds a database: 30 s and more on a busy machine.
      test.setTimeout(120_000)
      const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-limits-'))
      const port = await freePort()
      // A bucket of 20 units that refills at one unit in 100 s: the server's own start-up checks spend a few.
      const server = await startBuiltServer(dataDir, port, {
        env: { CLIENT_LIMIT_BURST: '20', CLIENT_LIMIT_PER_SECOND: '0.01' },
      })
      const base = `http://127.0.0.1:${port}`
      try {
        // The home page is rendered once, then kept.
        expect((await page.goto(`${base}/`))?.status()).toBe(200)
        let refused
        for (let i = 0; i < 30 && !refused; i++) {
          // A service that does not exist: a 404 page, rendered each time.
          const response = await page.goto(
            `${base}/service/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          )
          if (response?.status() === 429) refused = response
        }
        expect(refused, 'no 429 within 30 uncached pages').toBeTruthy()
        expect(Number(await refused!.headerValue('retry-after'))).toBeGreaterThan(60)
        await expect(page).toHaveTitle('Too many requests')
        await expect(page.getByRole('heading', { level: 1, name: 'Too many requests' })).toBeVisible()
        await expect(page.getByText(/came from your network in a short time/)).toBeVisible()
        await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible()
        await expectNoAxeViolations(page)
        await page.setViewportSize({ width: 390, height: 844 })
        await expect(page.getByRole('link', { name: 'Try again' })).toBeInViewport()
        await expectNoAxeViolations(page)

        // The cached page is still there for this address.
        expect((await page.goto(`${base}/`))?.status()).toBe(200)
        await expect(page.locator('main')).toBeVisible()
      } finally {
        server.child.kill('SIGTERM')
        if ((await server.exited) !== 0) console.error(server.output())
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})
