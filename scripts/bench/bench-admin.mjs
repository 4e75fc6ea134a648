// Part of `npm run bench` (prints figures, gates nothing; needs a build): the back-office's weight and speed.
//   - the gzip size of the JS and CSS a browser loads from the sign-in page to a usable services table;
//   - the time from pressing 'Sign in' to a usable services table (rows shown, status switches enabled), in a
//     fresh browser context each run (nothing cached), median of BENCH_ADMIN_RUNS (default 5).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../chromium.mjs'
import { spawnServer, stopProcess, waitFor } from './server.mjs'

const PORT = 3410
const base = `http://127.0.0.1:${PORT}`
const runs = Number(process.env.BENCH_ADMIN_RUNS ?? 5)

const browser = await launchChromium()
const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-admin-'))
const server = spawnServer(PORT, { dataDir })

try {
  await waitFor(`${base}/api/health`)
  const times = []
  let weight = null
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const assets = new Map()
    page.on('response', async (response) => {
      const url = new URL(response.url())
      if (!/^\/assets\/.+\.(js|css)$/.test(url.pathname)) return
      try {
        assets.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length)
      } catch {
        // a response without a body (redirect) weighs nothing
      }
    })
    await page.goto(`${base}/login?redirect=${encodeURIComponent('/admin/services')}`)
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com')
    await page.getByRole('textbox', { name: 'Password' }).fill('change-me-now')
    const started = performance.now()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('switch').first().waitFor({ state: 'visible' })
    await page.waitForFunction(() => {
      const switches = document.querySelectorAll('[role="switch"]')
      return switches.length > 0 && [...switches].every((element) => !element.hasAttribute('disabled'))
    })
    times.push(performance.now() - started)
    if (!weight) {
      await page.waitForLoadState('networkidle')
      const sum = (kind) =>
        [...assets].filter(([name]) => name.endsWith(kind)).reduce((total, [, size]) => total + size, 0)
      weight = { js: sum('.js'), css: sum('.css'), files: assets.size }
    }
    await context.close()
  }
  times.sort((a, b) => a - b)
  console.log('\nBack-office (sign-in page to a usable services table, 1280 px, fresh context each run):')
  console.table([
    {
      'JS gzip KB': +(weight.js / 1024).toFixed(1),
      'CSS gzip KB': +(weight.css / 1024).toFixed(1),
      'asset files': weight.files,
      'sign-in → services table ms (median)': Math.round(times[Math.floor(times.length / 2)]),
      'all runs ms': times.map((time) => Math.round(time)).join(' '),
    },
  ])
} finally {
  await browser.close()
  await stopProcess(server)
  rmSync(dataDir, { recursive: true, force: true })
}
