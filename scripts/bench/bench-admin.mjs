// Part of `npm run bench` (prints figures, gates nothing; needs a build): the back-office's weight and speed.
//   - the sign-in page: the JS and CSS it loads, in bytes as sent (the encoding the server chose for Chromium's
//     Accept-Encoding) and brotli / gzip of the same files, and the time until its form can be typed in;
//   - the time from pressing 'Sign in' to a usable services table (rows shown, status switches enabled), in a
//     fresh browser context each run (nothing cached), median of BENCH_ADMIN_RUNS (default 5). The address and
//     password are typed at a fast typist's pace (BENCH_ADMIN_TYPING_MS per key, default 40), as a person would:
//     what the page does meanwhile (prefetching the next screen) counts only if it is done by then. A second row
//     fills the form and clicks at once when the page is idle, the worst case. The sign-in page's own files are
//     those it loads before the form is touched (its focus prefetches the next screen);
//   - each back-office screen's code, from the route manifest of the build: the screen's own files and what
//     opening it adds to what the sign-in page already loaded (brotli, as the server sends it to browsers).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { launchChromium } from '../chromium.mjs'
import { spawnServer, stopProcess, waitFor } from './server.mjs'

const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 3410)
const base = `http://127.0.0.1:${PORT}`
const runs = Number(process.env.BENCH_ADMIN_RUNS ?? 5)
const typingMs = Number(process.env.BENCH_ADMIN_TYPING_MS ?? 40)
const CLIENT_DIR = 'build/client'
const EMAIL = 'admin@example.com'
const PASSWORD = 'change-me-now'

const kb = (bytes) => +(bytes / 1024).toFixed(1)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Brotli (quality 11, as scripts/build/precompress.mjs writes it) and gzip (level 9) of a built file. */
const compressed = new Map()
function compressedSizes(urlPath) {
  if (!compressed.has(urlPath)) {
    const file = path.join(CLIENT_DIR, urlPath)
    const body = readFileSync(file)
    const br = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    const gzip = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(body, { level: 9 }).length
    compressed.set(urlPath, { raw: body.length, br, gzip })
  }
  return compressed.get(urlPath)
}

/** Records the /assets/ JS and CSS a page loads: path → bytes as sent and the encoding they were sent in. */
function recordAssets(page) {
  const assets = new Map()
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url())
    if (!/^\/assets\/.+\.(js|css)$/.test(url.pathname)) return
    try {
      const response = await request.response()
      if (!response || response.status() !== 200) return
      const sizes = await request.sizes()
      // A file fetched again (a prefetched stylesheet then applied) is counted once, as first sent.
      if (assets.has(url.pathname)) return
      assets.set(url.pathname, {
        sent: sizes.responseBodySize,
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
      })
    } catch {
      // finished as the context closed: not part of what was measured
    }
  })
  return assets
}

/** Sums of the recorded files of one kind. */
function weigh(assets, kind) {
  const files = [...assets].filter(([name]) => name.endsWith(kind))
  const sum = (pick) => files.reduce((total, entry) => total + pick(entry), 0)
  return {
    files: files.length,
    sent: sum(([, asset]) => asset.sent),
    encodings: [...new Set(files.map(([, asset]) => asset.encoding))].join('/'),
    br: sum(([name]) => compressedSizes(name).br),
    gzip: sum(([name]) => compressedSizes(name).gzip),
  }
}

/** One sign-in: opens the page, types (or not), presses 'Sign in', waits for a usable services table. */
async function signInRun(browser, { typing }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const assets = recordAssets(page)
  const opened = performance.now()
  await page.goto(`${base}/login?redirect=${encodeURIComponent('/admin/services')}`)
  const email = page.getByRole('textbox', { name: 'Email' })
  await email.waitFor({ state: 'visible' })
  const formReady = performance.now() - opened
  // What the sign-in page loads by itself, before the person touches the form (its focus starts prefetching the
  // screen that opens after signing in, which is counted with the next row, not with the page).
  await page.waitForLoadState('networkidle')
  const signInAssets = new Map(assets)
  const password = page.getByRole('textbox', { name: 'Password' })
  if (typing) {
    await email.pressSequentially(EMAIL, { delay: typingMs })
    await password.pressSequentially(PASSWORD, { delay: typingMs })
  } else {
    await email.fill(EMAIL)
    await password.fill(PASSWORD)
  }
  const started = performance.now()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForFunction(() => {
    const switches = document.querySelectorAll('[role="switch"]')
    return switches.length > 0 && [...switches].every((element) => !element.hasAttribute('disabled'))
  })
  const signedIn = performance.now() - started
  await page.waitForLoadState('networkidle')
  await context.close()
  return { formReady, signedIn, signInAssets, assets }
}

/** What each route of the manifest loads (its module, its imports, its CSS), from the build's route manifest. */
function routeManifest() {
  const file = readdirSync(path.join(CLIENT_DIR, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  const text = readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''))
}

function screenTable(signInFiles) {
  const manifest = routeManifest()
  const rows = []
  for (const route of Object.values(manifest.routes)) {
    if (!route.id.startsWith('routes/admin/') || route.id === 'routes/admin/layout') continue
    const files = [route.module, ...(route.imports ?? []), ...(route.css ?? [])]
    const own = compressedSizes(route.module)
    const added = files.filter((name) => !signInFiles.has(name))
    const sum = (names, kind) =>
      names.filter((name) => name.endsWith(kind)).reduce((total, name) => total + compressedSizes(name).br, 0)
    rows.push({
      screen: route.path ? `/admin/${route.path}` : '/admin',
      'route module br KB': kb(own.br),
      'JS added on open, br KB': kb(sum(added, '.js')),
      'CSS added, br KB': kb(sum(added, '.css')),
      'files added': added.length,
    })
  }
  return rows
}

const browser = await launchChromium()
const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-admin-'))
const server = spawnServer(PORT, { dataDir })
// A crash must not leave the server running.
process.once('exit', () => server.kill('SIGTERM'))

try {
  await waitFor(`${base}/api/health`)
  // One run first, not counted: the server's first sign-in and first reads warm its caches.
  await signInRun(browser, { typing: false })
  const typed = []
  const atOnce = []
  for (let run = 0; run < runs; run++) {
    typed.push(await signInRun(browser, { typing: true }))
    atOnce.push(await signInRun(browser, { typing: false }))
  }
  const first = typed[0]
  const js = weigh(first.signInAssets, '.js')
  const css = weigh(first.signInAssets, '.css')
  const total = weigh(first.assets, '.js')
  const totalCss = weigh(first.assets, '.css')

  console.log(
    '\nBack-office sign-in page (1280 px, fresh context; KB of the files as sent, and brotli / gzip of them):',
  )
  console.table([
    {
      what: 'JS',
      files: js.files,
      'sent KB': kb(js.sent),
      'sent as': js.encodings,
      'br KB': kb(js.br),
      'gzip KB': kb(js.gzip),
    },
    {
      what: 'CSS',
      files: css.files,
      'sent KB': kb(css.sent),
      'sent as': css.encodings,
      'br KB': kb(css.br),
      'gzip KB': kb(css.gzip),
    },
    {
      what: 'JS, sign-in page → services table',
      files: total.files,
      'sent KB': kb(total.sent),
      'sent as': total.encodings,
      'br KB': kb(total.br),
      'gzip KB': kb(total.gzip),
    },
    {
      what: 'CSS, sign-in page → services table',
      files: totalCss.files,
      'sent KB': kb(totalCss.sent),
      'sent as': totalCss.encodings,
      'br KB': kb(totalCss.br),
      'gzip KB': kb(totalCss.gzip),
    },
  ])

  const times = (results, pick) => results.map((result) => Math.round(pick(result)))
  console.log(`\nBack-office timings (median of ${runs}; fresh context each run, nothing cached):`)
  console.table([
    {
      what: 'sign-in page opened → form shown',
      'median ms': Math.round(median(typed.map((result) => result.formReady))),
      'all runs ms': times(typed, (result) => result.formReady).join(' '),
    },
    {
      what: `'Sign in' → usable services table (typed at ${typingMs} ms a key)`,
      'median ms': Math.round(median(typed.map((result) => result.signedIn))),
      'all runs ms': times(typed, (result) => result.signedIn).join(' '),
    },
    {
      what: "'Sign in' → usable services table (filled and clicked at once, page idle)",
      'median ms': Math.round(median(atOnce.map((result) => result.signedIn))),
      'all runs ms': times(atOnce, (result) => result.signedIn).join(' '),
    },
  ])

  console.log('\nBack-office screens: the code each one loads when opened after the sign-in page (brotli):')
  console.table(screenTable(new Set(first.signInAssets.keys())))
} finally {
  await browser.close()
  await stopProcess(server)
  rmSync(dataDir, { recursive: true, force: true })
}
