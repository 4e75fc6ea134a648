// `npm run bench`: prints figures, gates nothing. Needs a build (`npm run build`). Every server is started in its
// default configuration (requests logged, the log written to a file), the load generator pinned to one core.
//   Pages: the cached home page against nginx serving the same bytes with the same headers (one worker; needs
//   `apt-get install nginx`) and a bare Fastify doing the same, interleaved; the home page with a campaign query.
//   Public API: GET /api/services/active from its cache at 10 and 50 connections, /api/health for scale, on
//   embedded PGlite and (with TEST_DATABASE_URL or BENCH_DATABASE_URL) on PostgreSQL.
//   Pages the cache cannot answer: the first view after a write (of a partner, then of a service for the home page;
//   of the service; of the category) with the write's own time, and the first visitor's own render of a page
//   nobody asked for since the previous write; a signed-in read, renders at 10 clients.
//   Lighthouse 12 (mobile) on the home page, a service and a category, and the gzip size of their JS and CSS.
//   Then the other bench scripts: one client's flood beside a visitor and an editor (bench-flood), the
//   back-office (bench-admin), the soak (bench-soak), mail (bench-mail), content writes and revisions (bench-writes),
//   schedules' lateness (bench-schedules), backup and restore times and sizes (bench-backup).
// `npm run bench -- --quick`: in about a minute, the figures a change to the request path moves, compared with the
//   previous quick run (scripts/bench/.results/quick.json, ignored by git); moves over 20 % are marked.
// Options: BENCH_DURATION (seconds, default 10; 5 with --quick), BENCH_CONNECTIONS (default 50), CHROME_PATH
//   (/usr/bin/chromium), BENCH_LIGHTHOUSE_RUNS (default 3; the median run is reported), BENCH_ROUNDS (default 3:
//   nginx, the cached home page and the bare Fastify run interleaved this many times; medians compared),
//   BENCH_ONLY=load|render|lighthouse to run one part (load includes render), BENCH_WRITES (default 200: first
//   views after a write, per page), BENCH_RENDER_CONNECTIONS (default 10: clients of the uncached renders),
//   BENCH_LOADGEN=autocannon|wrk to choose the load generator (wrk when installed, else autocannon, which on 2
//   cores takes more CPU from the server).
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs'
import { spawnServer, stopProcess, track, waitFor, withScratchDatabase } from './server.mjs'

const quick = process.argv.includes('--quick')
let duration = Number(process.env.BENCH_DURATION ?? (quick ? 5 : 10))
let connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)

async function startServer(port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-'))
  const child = spawnServer(port, { dataDir, env })
  await waitFor(`http://127.0.0.1:${port}/api/health`)
  return {
    /** Resident memory of the server process now, in MB (Linux). */
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    },
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
  const child = spawnTracked(
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

const spawnTracked = (...args) => track(spawn(...args))

const nginxAvailable = spawnSync('nginx', ['-v']).error === undefined

/**
 * nginx (one worker process, like the one Node.js process it is compared with; access log on, as the server's is)
 * serving the given bytes at / with the given headers: the ceiling a cached page is measured against. Undefined
 * when nginx is not installed (`apt-get install nginx`).
 */
async function startNginx(port, pageFile, pageHeaders) {
  if (!nginxAvailable) return undefined
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-nginx-'))
  const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  const headers = Object.entries(pageHeaders)
    .filter(([name]) => name !== 'content-type' && name !== 'etag')
    .map(([name, value]) => `      add_header ${name} ${quote(value)} always;`)
    .join('\n')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  keepalive_requests 1000000;
  etag off;
  server {
    listen 127.0.0.1:${port};
    location = / {
      root ${path.dirname(pageFile)};
      default_type ${quote(pageHeaders['content-type'] ?? 'text/html')};
      try_files /${path.basename(pageFile)} =404;
${headers}
      add_header etag ${quote(pageHeaders.etag ?? '"x"')} always;
      add_header content-encoding br always;
    }
  }
}
`,
  )
  // Its worker runs as another user: the page must be readable to it.
  chmodSync(path.dirname(pageFile), 0o755)
  chmodSync(pageFile, 0o644)
  const child = track(spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' }))
  await waitFor(`http://127.0.0.1:${port}/`)
  return {
    async stop() {
      await stopProcess(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
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
const loadGenerator = wrkAvailable ? 'wrk' : 'autocannon'

const pinned = spawnSync('taskset', ['-c', '1', 'true']).status === 0
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** wrk (C, one thread) loads the server far less than autocannon does on a 2-core machine; used when installed. */
function runWrk(title, url, headers) {
  const args = [
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  // The load generator on one core, the server (and nginx) on the other, as in the issue's measurements.
  const [command, ...rest] = pinned ? ['taskset', '-c', '1', ...args] : args
  const output = spawnSync(command, rest, { encoding: 'utf8' }).stdout
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

/** The median run of each scenario, by req/s. */
const medianOf = (all) => [...all].sort((a, b) => a['req/s'] - b['req/s'])[Math.floor(all.length / 2)]

/**
 * The cached home page against nginx sending the same bytes with the same headers (and a bare Fastify doing the
 * same), interleaved `rounds` times; then the public API. Returns the figures `--quick` keeps.
 */
export async function loadFigures({ rounds: roundCount = rounds } = {}) {
  const rows = []
  const embedded = await startServer(3302, {})
  // The same bytes the cached home page answers, served by nginx and by a bare Fastify.
  const pageDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-page-'))
  const pageFile = path.join(pageDir, 'home.br')
  await fetch('http://127.0.0.1:3302/') // fill the page cache
  await new Promise((resolve) => setTimeout(resolve, 3000)) // its best brotli pass, done after 2 s in the background
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
  const nginx = await startNginx(3316, pageFile, pageHeaders)

  // This machine's speed drifts by up to 2× within minutes (docs/decisions/0006), so the scenarios that are
  // compared run interleaved, `rounds` times, and the medians are compared.
  const NGINX = 'nginx sending the same page bytes (1 worker)'
  const CACHED = 'home page, cached (br), access log on'
  const SAME_BYTES = 'bare Fastify sending the same page bytes'
  // A redirect hit beside a page hit (issue 25): a service's id address, answered 301 from the redirect table.
  const REDIRECT = 'redirect hit: /service/{id} → 301 (redirect table)'
  const firstService = (await (await fetch('http://127.0.0.1:3302/api/services/active')).json()).data[0]
  const redirectUrl = `http://127.0.0.1:3302/service/${firstService._id}`
  const redirectAnswer = await fetch(redirectUrl, { redirect: 'manual' })
  if (redirectAnswer.status !== 301)
    throw new Error(`${redirectUrl} answered ${redirectAnswer.status}, not 301`)
  const compared = {
    ...(nginx ? { [NGINX]: ['http://127.0.0.1:3316/', {}] } : {}),
    // The Accept-Encoding a browser sends; the page cache answers brotli.
    [CACHED]: ['http://127.0.0.1:3302/', { 'accept-encoding': BROWSER_ENCODINGS }],
    [SAME_BYTES]: ['http://127.0.0.1:3305/', {}],
    [REDIRECT]: [redirectUrl, { 'accept-encoding': BROWSER_ENCODINGS }],
  }
  const runs = Object.fromEntries(Object.keys(compared).map((title) => [title, []]))
  for (let round = 0; round < roundCount; round++) {
    for (const [title, [url, headers]] of Object.entries(compared))
      runs[title].push(await run(title, url, headers))
  }
  // Each scenario's median run (as for Lighthouse), with the rate of every run.
  const medians = {}
  for (const [title, all] of Object.entries(runs)) {
    medians[title] = medianOf(all)
    rows.push({ ...medians[title], 'all runs': all.map((r) => r['req/s']).join(' ') })
  }
  samePage.stop()
  await nginx?.stop()
  rmSync(pageDir, { recursive: true, force: true })

  rows.push(
    await run(
      'home page with a campaign query string (br)',
      'http://127.0.0.1:3302/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123',
      { 'accept-encoding': BROWSER_ENCODINGS },
    ),
  )
  const api = await apiFigures('http://127.0.0.1:3302', 'PGlite')
  rows.push(...api.rows)
  await embedded.stop()

  if (serverUrl) {
    await withScratchDatabase(serverUrl, 'switchboard_bench', async (url) => {
      const server = await startServer(3303, { DATABASE_URL: url })
      try {
        rows.push(...(await apiFigures('http://127.0.0.1:3303', 'PostgreSQL')).rows)
      } finally {
        await server.stop()
      }
    })
  }

  console.log(`\n${duration} s each, on this machine (load generator: ${loadGenerator}):`)
  console.table(rows)
  const ratio = (baseline) => medians[CACHED]['req/s'] / medians[baseline]['req/s']
  const perRound = (baseline) =>
    runs[CACHED].map((r, i) => Math.round((r['req/s'] / runs[baseline][i]['req/s']) * 100)).join(' ')
  console.log(
    `cached home page: ${pageBytes} bytes of brotli body and ${headerBytes} bytes of headers per response`,
  )
  if (nginx) {
    console.log(
      `cached home page: ${Math.round(ratio(NGINX) * 100)} % of nginx sending the same bytes (target ≥ 60 %; medians of ${roundCount} interleaved rounds; per round: ${perRound(NGINX)})`,
    )
  } else {
    console.log('nginx is not installed (apt-get install nginx): no comparison with it')
  }
  console.log(
    `cached home page: ${Math.round(ratio(SAME_BYTES) * 100)} % of a bare Fastify sending the same bytes (per round: ${perRound(SAME_BYTES)})`,
  )
  return {
    'cached page ÷ nginx %': nginx ? Math.round(ratio(NGINX) * 100) : undefined,
    'cached page req/s': medians[CACHED]['req/s'],
    'redirect hit req/s': medians[REDIRECT]['req/s'],
    'public API req/s (10 conn.)': api.rate,
    'public API p99 ms (50 conn.)': api.p99,
  }
}

/** The public API answered from its cache: req/s at 10 connections, p99 at 50; and a health check for scale. */
async function apiFigures(base, database) {
  const saved = connections
  try {
    connections = 10
    const ten = await run(`GET /api/services/active, 10 conn. (${database})`, `${base}/api/services/active`, {
      'accept-encoding': BROWSER_ENCODINGS,
    })
    connections = 50
    const fifty = await run(
      `GET /api/services/active, 50 conn. (${database})`,
      `${base}/api/services/active`,
      {
        'accept-encoding': BROWSER_ENCODINGS,
      },
    )
    const health = await run(`GET /api/health, 50 conn. (${database})`, `${base}/api/health`)
    return { rows: [ten, fifty, health], rate: ten['req/s'], p99: fifty['p99 ms'] }
  } finally {
    connections = saved
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/**
 * Pages the cache cannot answer. (1) The first view of a page after a content write (which empties the caches),
 * timed from the request to the last byte, BENCH_WRITES times per page. (2) Renders at BENCH_RENDER_CONNECTIONS
 * (10) concurrent clients, each request rendered: requests that carry an Authorization header are never answered
 * from the page cache (the read cache, emptied only by writes, still serves the data).
 */
async function renderFigures({
  writes = Number(process.env.BENCH_WRITES ?? 200),
  only: pageNames = ['home', 'home after a service write', 'service', 'category'],
  renders: measureRenders = true,
} = {}) {
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
  const paths = {
    home: '/',
    'home after a service write': '/',
    service: `/service/${service._id}`,
    category: `/categories/${category._id}`,
  }
  const pages = Object.fromEntries(pageNames.map((name) => [name, paths[name]]))
  // Before each first view, a write of something the page shows (the same value again: nothing a visitor sees
  // changes, but it is a content write like any other): every page is forgotten, and the data of that area.
  const writeOf = {
    home: [`/api/partners/${partner._id}`, { name: partner.name }],
    'home after a service write': [`/api/services/${service._id}`, { title: service.title }],
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
  const timed = async (work) => {
    const started = performance.now()
    const result = await work()
    return [performance.now() - started, result]
  }
  const p = (times, q) => +percentile(times, q).toFixed(1)
  const rows = []
  for (const [name, pagePath] of Object.entries(pages)) {
    for (let i = 0; i < 20; i++) await rawGet(base + pagePath, { 'accept-encoding': BROWSER_ENCODINGS }) // warm up
    const views = []
    const saves = []
    let bytes = 0
    for (let i = 0; i < writes; i++) {
      saves.push((await timed(() => write(name)))[0])
      const [time, response] = await timed(() =>
        rawGet(base + pagePath, { 'accept-encoding': BROWSER_ENCODINGS }),
      )
      views.push(time)
      bytes = response.body.length
    }
    // The visitor's own render: a write renders again the pages asked for since the previous write, so after two
    // writes in a row nobody has asked for the page, and its first visitor renders it (a page seldom visited).
    const own = []
    for (let i = 0; i < Math.min(writes, 100); i++) {
      await write(name)
      await write(name)
      own.push((await timed(() => rawGet(base + pagePath, { 'accept-encoding': BROWSER_ENCODINGS })))[0])
    }
    for (const times of [views, saves, own]) times.sort((a, b) => a - b)
    rows.push({
      page: name,
      'first view after a write: p50 ms': p(views, 50),
      'p99 ms': p(views, 99),
      'max ms': +views.at(-1).toFixed(1),
      'the write: p50 ms': p(saves, 50),
      'p99 ms ': p(saves, 99),
      'own render: p50 ms': p(own, 50),
      'p99 ms  ': p(own, 99),
      'br bytes': bytes,
    })
  }
  console.log(
    `\nThe first view of a page after a write of content it shows (${writes} writes per page, PGlite). The write ` +
      `answers once the pages asked for since the previous write are rendered again; "own render": the first ` +
      `view of a page nobody had asked for since the previous write, rendered for its visitor:`,
  )
  console.table(rows)
  console.log(
    `${rows[0].page}: first view after a write p99 ${rows[0]['p99 ms']} ms (target < 25 ms), the write before it ` +
      `p99 ${rows[0]['p99 ms ']} ms`,
  )
  const figures = {
    'first view after a write p50 ms': rows[0]['first view after a write: p50 ms'],
    'first view after a write p99 ms': rows[0]['p99 ms'],
    'the write before it p99 ms': rows[0]['p99 ms '],
    'own render after a write p99 ms': rows[0]['p99 ms  '],
  }
  // A signed-in read: the session (and its role and two-factor state) checked on every API call.
  const signedIn = []
  const headers = { authorization: `Bearer ${token}` }
  for (let i = 0; i < 300; i++) {
    const started = performance.now()
    const response = await fetch(`${base}/api/auth/verify`, { headers })
    await response.arrayBuffer()
    if (i >= 50) signedIn.push(performance.now() - started) // the first 50 warm up
  }
  signedIn.sort((a, b) => a - b)
  figures['signed-in read p50 ms'] = +percentile(signedIn, 50).toFixed(2)
  console.log(
    `signed-in read (GET /api/auth/verify, one client, PGlite): p50 ${figures['signed-in read p50 ms']} ms, p99 ${percentile(signedIn, 99).toFixed(2)} ms`,
  )
  figures['RSS MB'] = server.rssMb()
  if (!measureRenders) {
    await server.stop()
    return figures
  }

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
  return figures
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

/**
 * `npm run bench -- --quick`: in about a minute, the figures a change to the request path can move, next to the
 * previous quick run's (kept in scripts/bench/.results/, ignored by git), a figure that moved by more than 20 %
 * marked. Gates nothing.
 */
async function quickFigures() {
  const figures = {
    ...(await loadFigures({ rounds: 1 })),
    ...(await renderFigures({ writes: 50, only: ['home after a service write'], renders: false })),
  }
  const folder = path.join(path.dirname(new URL(import.meta.url).pathname), '.results')
  const file = path.join(folder, 'quick.json')
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
  const rows = Object.entries(figures).map(([figure, now]) => {
    const before = previous?.figures?.[figure]
    const change = before ? (now - before) / before : undefined
    return {
      figure,
      now,
      previous: before ?? '—',
      change: change === undefined ? '' : `${change > 0 ? '+' : ''}${Math.round(change * 100)} %`,
      '': change !== undefined && Math.abs(change) > 0.2 ? '◀ moved > 20 %' : '',
    }
  })
  console.log(
    `\nQuick figures${previous ? ` (previous run: ${previous.at}, ${previous.commit ?? 'unknown commit'})` : ' (no previous run kept)'}:`,
  )
  console.table(rows)
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  mkdirSync(folder, { recursive: true })
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), commit, figures }, null, 2))
}

/** The other parts of `npm run bench`, each a script of its own, after this one. */
function runOtherBenches() {
  for (const script of [
    'bench-flood.mjs',
    'bench-admin.mjs',
    'bench-soak.mjs',
    'bench-mail.mjs',
    'bench-writes.mjs',
    'bench-schedules.mjs',
    'bench-backup.mjs',
  ]) {
    const result = spawnSync(process.execPath, [path.join('scripts', 'bench', script)], { stdio: 'inherit' })
    if (result.status !== 0) console.log(`${script} failed (exit ${result.status}); going on`)
  }
}

const only = process.env.BENCH_ONLY
if (quick) {
  await quickFigures()
} else {
  if (!only || only === 'load') await loadFigures()
  if (!only || only === 'load' || only === 'render') await renderFigures()
  if (!only || only === 'lighthouse') await lighthouseFigures()
  if (!only) runOtherBenches()
}
