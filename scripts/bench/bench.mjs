// `npm run bench`: prints figures, gates nothing. Needs a build (`npm run build`).
//   API: GET /api/services at 50 connections for 10 s, on embedded PGlite and (with TEST_DATABASE_URL or
//   BENCH_DATABASE_URL) on PostgreSQL. Pages: the home page cached and with a campaign query string, against a
//   Fastify hello-world measured in the same run; pages the cache cannot answer (the first view after a write,
//   renders at 10 clients) for the home page, a service and a category.
//   Lighthouse 12 (mobile) on the home page, a service and a category, and the gzip size of the JS and CSS each
//   of those pages loads.
// Options: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), CHROME_PATH (/usr/bin/chromium),
//   BENCH_LIGHTHOUSE_RUNS (default 3; the median run is reported), BENCH_ROUNDS (default 3: the hello-world, the
//   cached home page and the same bytes from a bare Fastify run interleaved this many times; medians compared),
//   BENCH_ONLY=load|render|lighthouse to run one part (load includes render), BENCH_WRITES (default 100: first
//   views after a write, per page), BENCH_RENDER_CONNECTIONS (default 10: clients of the uncached renders),
//   BENCH_LOADGEN=autocannon|wrk to choose the load generator (wrk when installed, else autocannon: the issue's
//   tool, which on 2 cores takes more CPU from the server).
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pg from 'pg'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs'
import { spawnServer, stopProcess, waitFor } from './server.mjs'

const duration = Number(process.env.BENCH_DURATION ?? 10)
let connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)

async function startServer(port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-'))
  const child = spawnServer(port, { dataDir, env })
  await waitFor(`http://127.0.0.1:${port}/api/health`)
  return {
    async stop() {
      await stopProcess(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A bare Fastify answering 'hello world', or, given a file, those bytes as a brotli-encoded HTML page with the
 * given headers (the cached page's own: helmet's, the CSP, ETag… so the baseline sends the same bytes in all).
 */
async function startHelloWorld(port, pageFile, pageHeaders = {}) {
  const handler = pageFile
    ? `const page = readFileSync(${JSON.stringify(pageFile)})
       const headers = ${JSON.stringify(pageHeaders)}
       app.get('/', (request, reply) => reply.headers(headers).header('content-encoding', 'br').send(page))`
    : `app.get('/', async () => 'hello world')`
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'
       import { readFileSync } from 'node:fs'
       const app = Fastify()
       ${handler}
       await app.listen({ port: ${port}, host: '127.0.0.1' })`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  await waitFor(`http://127.0.0.1:${port}/`)
  return { stop: () => child.kill('SIGTERM') }
}

/** A GET whose body is kept as sent (compressed), with its headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            headers: new Headers(
              Object.entries(response.headers).map(([name, value]) => [name, [value].flat().join(', ')]),
            ),
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}

const wrkAvailable =
  process.env.BENCH_LOADGEN !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** wrk (C, one thread) loads the server far less than autocannon does on a 2-core machine; used when installed. */
function runWrk(title, url, headers) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  const output = spawnSync('wrk', args, { encoding: 'utf8' }).stdout
  const ms = (label) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(output)
    if (!match) return undefined
    const value = Number(match[1])
    return +(match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value).toFixed(2)
  }
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0
  return {
    scenario: title,
    'req/s': Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
    'p50 ms': ms('50'),
    'p99 ms': ms('99'),
    errors: Number(errors),
  }
}

function run(title, url, headers = {}, requests) {
  if (wrkAvailable && !requests) return Promise.resolve(runWrk(title, url, headers))
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, requests }, (error, result) => {
      if (error) return reject(error)
      const line = {
        scenario: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      }
      resolve(line)
    })
  })
}

async function loadFigures() {
  const rows = []
  const embedded = await startServer(3302, {})
  const hello = await startHelloWorld(3301)
  // The same bytes the cached home page answers, served by a bare Fastify: the ceiling for a page this size.
  const pageFile = path.join(tmpdir(), `switchboard-bench-home-${process.pid}.br`)
  await fetch('http://127.0.0.1:3302/') // fill the page cache
  // Not fetch(): it decodes the brotli body, and the baseline would then send the HTML uncompressed (5× the bytes).
  const cachedHome = await rawGet('http://127.0.0.1:3302/', { 'accept-encoding': BROWSER_ENCODINGS })
  if (cachedHome.headers.get('content-encoding') !== 'br')
    throw new Error('the cached home page is not brotli')
  writeFileSync(pageFile, cachedHome.body)
  const PER_RESPONSE = [
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'content-encoding',
    'x-request-id',
  ]
  const pageHeaders = Object.fromEntries(
    [...cachedHome.headers].filter(([name]) => !PER_RESPONSE.includes(name)),
  )
  const pageBytes = statSync(pageFile).size
  const headerBytes = [...cachedHome.headers].reduce(
    (sum, [name, value]) => sum + name.length + value.length + 4,
    0,
  )
  const samePage = await startHelloWorld(3305, pageFile, pageHeaders)

  // This machine's speed drifts by up to 2× within minutes (docs/decisions/0006), so the three scenarios that are
  // compared run interleaved, BENCH_ROUNDS times, and the medians are compared.
  const HELLO = 'Fastify hello-world'
  const CACHED = 'home page, cached (br)'
  const SAME_BYTES = 'bare Fastify sending the same page bytes'
  const compared = {
    [HELLO]: ['http://127.0.0.1:3301/', {}],
    // The Accept-Encoding a browser sends; the page cache answers brotli.
    [CACHED]: ['http://127.0.0.1:3302/', { 'accept-encoding': BROWSER_ENCODINGS }],
    [SAME_BYTES]: ['http://127.0.0.1:3305/', {}],
  }
  const runs = Object.fromEntries(Object.keys(compared).map((title) => [title, []]))
  for (let round = 0; round < rounds; round++) {
    for (const [title, [url, headers]] of Object.entries(compared))
      runs[title].push(await run(title, url, headers))
  }
  // Each scenario's median run (as for Lighthouse), with the rate of every run.
  const medians = {}
  for (const [title, all] of Object.entries(runs)) {
    medians[title] = [...all].sort((a, b) => a['req/s'] - b['req/s'])[Math.floor(all.length / 2)]
    rows.push({ ...medians[title], 'all runs': all.map((r) => r['req/s']).join(' ') })
  }
  hello.stop()
  samePage.stop()
  rmSync(pageFile, { force: true })

  rows.push(await run('GET /api/services (PGlite)', 'http://127.0.0.1:3302/api/services'))
  rows.push(
    await run(
      'home page with a campaign query string (br)',
      'http://127.0.0.1:3302/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123',
      { 'accept-encoding': BROWSER_ENCODINGS },
    ),
  )
  await embedded.stop()

  if (serverUrl) {
    const name = `switchboard_bench_${process.pid}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const server = await startServer(3303, { DATABASE_URL: url.toString() })
    rows.push(await run('GET /api/services (PostgreSQL)', 'http://127.0.0.1:3303/api/services'))
    await server.stop()
    await admin.query(`drop database ${name} with (force)`)
    await admin.end()
  }

  console.log(`\n${connections} connections, ${duration} s each, on this machine:`)
  console.table(rows)
  const percentOf = (baseline) => Math.round((medians[CACHED]['req/s'] / medians[baseline]['req/s']) * 100)
  const perRound = (baseline) =>
    runs[CACHED].map((r, i) => Math.round((r['req/s'] / runs[baseline][i]['req/s']) * 100)).join(' ')
  console.log(
    `cached home page: ${pageBytes} bytes of brotli body and ${headerBytes} bytes of headers per response`,
  )
  console.log(`load generator: ${wrkAvailable ? 'wrk' : 'autocannon'}`)
  console.log(
    `cached home page: ${percentOf(HELLO)} % of the hello-world's req/s (medians of ${rounds} interleaved rounds; per round: ${perRound(HELLO)})`,
  )
  console.log(
    `cached home page: ${percentOf(SAME_BYTES)} % of a bare Fastify sending the same bytes (per round: ${perRound(SAME_BYTES)})`,
  )
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/**
 * Pages the cache cannot answer. (1) The first view of a page after a content write (which empties the caches),
 * timed from the request to the last byte, BENCH_WRITES times per page. (2) Renders at BENCH_RENDER_CONNECTIONS
 * (10) concurrent clients, each request rendered: requests that carry an Authorization header are never answered
 * from the page cache (the read cache, emptied only by writes, still serves the data).
 */
async function renderFigures() {
  const writes = Number(process.env.BENCH_WRITES ?? 100)
  const renderConnections = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 10)
  const base = 'http://127.0.0.1:3310'
  const server = await startServer(3310, {})
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'change-me-now' }),
  })
  const { token } = (await login.json()).data
  const partner = (await (await fetch(`${base}/api/partners`)).json()).data[0]
  const service = (await (await fetch(`${base}/api/services/active`)).json()).data[0]
  const category = (await (await fetch(`${base}/api/categories`)).json()).data[0]
  const pages = { home: '/', service: `/service/${service._id}`, category: `/categories/${category._id}` }
  // Before each first view, a write of something the page shows (the same value again: nothing a visitor sees
  // changes, but it is a content write like any other): every page is forgotten, and the data of that area.
  const writeOf = {
    home: [`/api/partners/${partner._id}`, { name: partner.name }],
    service: [`/api/services/${service._id}`, { title: service.title }],
    category: [`/api/categories/${category._id}`, { title: category.title }],
  }
  const write = async (page) => {
    const [url, body] = writeOf[page]
    const response = await fetch(base + url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`write failed: ${response.status}`)
  }
  const rows = []
  for (const [name, pagePath] of Object.entries(pages)) {
    for (let i = 0; i < 20; i++) await rawGet(base + pagePath, { 'accept-encoding': BROWSER_ENCODINGS }) // warm up
    const times = []
    let bytes = 0
    for (let i = 0; i < writes; i++) {
      await write(name)
      const started = performance.now()
      const response = await rawGet(base + pagePath, { 'accept-encoding': BROWSER_ENCODINGS })
      times.push(performance.now() - started)
      bytes = response.body.length
    }
    times.sort((a, b) => a - b)
    rows.push({
      page: name,
      'first view after a write: p50 ms': +percentile(times, 50).toFixed(1),
      'p99 ms': +percentile(times, 99).toFixed(1),
      'max ms': +times.at(-1).toFixed(1),
      'br bytes': bytes,
    })
  }
  console.log(
    `\nThe first view of a page after a write of content it shows (${writes} writes per page, PGlite):`,
  )
  console.table(rows)

  const renders = []
  const savedConnections = connections
  connections = renderConnections
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      renders.push(
        await run(`${name}: rendered for every request`, base + pagePath, {
          'accept-encoding': BROWSER_ENCODINGS,
          authorization: 'Bearer not-for-the-cache',
        }),
      )
    }
  } finally {
    connections = savedConnections
  }
  console.log(
    `\nRenders with the page cache unable to help, ${renderConnections} connections, ${duration} s each:`,
  )
  console.table(renders)
  await server.stop()
}

/** Every script and stylesheet a page references, fetched and gzipped, in bytes. */
async function pageWeight(url) {
  const html = await (await fetch(url)).text()
  const assets = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
  )
  const sizes = { js: 0, css: 0 }
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(new URL(asset, url))).arrayBuffer())
    sizes[asset.endsWith('.css') ? 'css' : 'js'] += gzipSync(body, { level: 9 }).length
  }
  return sizes
}

async function lighthouseFigures() {
  const server = await startServer(3304, {})
  const base = 'http://127.0.0.1:3304'
  const services = (await (await fetch(`${base}/api/services/active`)).json()).data
  const categories = (await (await fetch(`${base}/api/categories`)).json()).data
  const pages = {
    home: '/',
    service: `/service/${services[0]._id}`,
    category: `/categories/${categories[0]._id}`,
  }
  // Lighthouse drives Chromium over the DevTools protocol, so chrome-launcher starts it (not Playwright).
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] })
  const rows = []
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = base + pagePath
      await fetch(url) // fill the page cache, as for any visitor after the first
      // Lighthouse varies from run to run on a shared 2-core machine: keep the run with the median score.
      const runs = []
      // A run Lighthouse could not complete (e.g. NO_NAVSTART on a busy machine) has no score: it is reported
      // and run again rather than counted as 0, which would shift the median.
      for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns * 2; attempt++) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          console.log(
            `  ${name}: a Lighthouse run failed (${lhr.runtimeError?.code ?? 'no score'}), running again`,
          )
        } else {
          runs.push(lhr)
        }
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`)
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
      const lhr = runs[Math.floor(runs.length / 2)]
      const perfScores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100))
      const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100)
      const weight = await pageWeight(url)
      rows.push({
        page: name,
        performance: score('performance'),
        'perf (all runs)': perfScores.join(' '),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'FCP ms': Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        'JS gzip KB': +(weight.js / 1024).toFixed(1),
        'CSS gzip KB': +(weight.css / 1024).toFixed(1),
      })
      for (const [key, category] of Object.entries(lhr.categories)) {
        if ((category.score ?? 1) < 1) {
          const failing = category.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter(
              (audit) =>
                audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
            )
            .map((audit) => audit.id)
          console.log(`  ${name} ${key}: below 100 because of ${failing.join(', ') || 'metrics'}`)
          if (process.env.BENCH_VERBOSE) {
            for (const id of failing) {
              const items = lhr.audits[id]?.details?.items ?? []
              for (const item of items.slice(0, 5))
                console.log(
                  `    ${id}: ${item.url ?? item.node?.snippet ?? JSON.stringify(item).slice(0, 160)}`,
                )
            }
          }
        }
      }
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  console.log('\nLighthouse (mobile, simulated throttling) and page weight:')
  console.table(rows)
}

const only = process.env.BENCH_ONLY
if (!only || only === 'load') await loadFigures()
if (!only || only === 'load' || only === 'render') await renderFigures()
if (!only || only === 'lighthouse') await lighthouseFigures()
