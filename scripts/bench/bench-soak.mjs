// Part of `npm run bench` (prints figures, gates nothing; needs a build): the server's memory and a mixed soak.
//   On embedded PGlite, from a fresh DATA_DIR: RSS when ready and after a warm-up (idle), peak RSS (VmHWM) through
//   start-up and a load burst, then BENCH_SOAK_MINUTES of mixed traffic — cached and uncached pages, API reads,
//   administrator writes, uploads — sampling RSS and open file descriptors every BENCH_SOAK_SAMPLE_SECONDS; then
//   idle RSS again after a restart on the same DATA_DIR (a reopened database). On PostgreSQL (with
//   BENCH_DATABASE_URL or TEST_DATABASE_URL): idle RSS and peak through the same burst.
// Options: BENCH_SOAK_MINUTES (default 10; 0 skips the soak), BENCH_SOAK_SAMPLE_SECONDS (default 5),
//   BENCH_SOAK_WORKERS (concurrent clients in the soak, default 4), BENCH_DURATION (seconds of each load in the
//   burst, default 10), BENCH_CONNECTIONS (default 50).
import http from 'node:http'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { answers, sleep, spawnServer, stopProcess, withScratchDatabase } from './server.mjs'

const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10)
const sampleSeconds = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 5)
const workers = Number(process.env.BENCH_SOAK_WORKERS ?? 4)
const burstSeconds = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const ADMIN = { email: 'admin@example.com', password: 'change-me-now' }
const IDLE_SETTLE_MS = 10_000

const mb = (kb) => Math.round(kb / 1024)

/** VmRSS and VmHWM of a process, in kB; undefined once it has exited. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    return { rss: field('VmRSS'), hwm: field('VmHWM') }
  } catch {
    return undefined
  }
}

const fdCount = (pid) => readdirSync(`/proc/${pid}/fd`).length

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  } catch {
    return []
  }
}

async function startServer(port, { dataDir, env = {} }) {
  const child = spawnServer(port, { dataDir, env })
  const base = `http://127.0.0.1:${port}`
  // Processes the server starts while it gets ready (a first start prepares a new embedded database in one):
  // their peak, sampled, is a lower bound.
  const helperPeaks = new Map()
  const started = Date.now()
  for (;;) {
    for (const pid of childrenOf(child.pid)) {
      const memory = memoryOf(pid)
      if (memory) helperPeaks.set(pid, Math.max(helperPeaks.get(pid) ?? 0, memory.hwm))
    }
    if (await answers(`${base}/api/health`)) break
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if (Date.now() - started > 120_000) throw new Error(`${base} did not come up`)
    await sleep(50)
  }
  const readyMs = Date.now() - started
  // The processes it starts while serving (the image process, for uploads), sampled every 200 ms: their peak, and
  // the peak of the server and them together.
  let childPeakKb = 0
  let combinedPeakKb = 0
  const watch = setInterval(() => {
    let sum = memoryOf(child.pid)?.rss ?? 0
    for (const pid of childrenOf(child.pid)) {
      const memory = memoryOf(pid)
      if (!memory) continue
      childPeakKb = Math.max(childPeakKb, memory.hwm)
      sum += memory.rss
    }
    combinedPeakKb = Math.max(combinedPeakKb, sum)
  }, 200)
  return {
    base,
    pid: child.pid,
    readyMs,
    helperPeakKb: Math.max(0, ...helperPeaks.values()),
    memory: () => memoryOf(child.pid),
    childPeakKb: () => childPeakKb,
    combinedPeakKb: () => combinedPeakKb,
    async stop() {
      clearInterval(watch)
      await stopProcess(child)
    },
  }
}

/** Requests through one keep-alive agent, so that its sockets can be closed before file descriptors are counted. */
function client(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
  const request = (method, url, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(new URL(url, base), { method, agent, headers }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      })
      req.on('error', reject)
      req.end(body)
    })
  return { request, close: () => agent.destroy() }
}

const json = (response) => JSON.parse(response.body.toString('utf8'))

function multipart(field, filename, type, data) {
  const boundary = `----switchboard-bench-${Math.random().toString(16).slice(2)}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A photo-like JPEG (what an administrator uploads from a phone or camera) and a small PNG. */
async function testImages() {
  const photo = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: { r: 90, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const graphic = await sharp({
    create: { width: 800, height: 500, channels: 4, background: { r: 240, g: 160, b: 20, alpha: 1 } },
  })
    .png()
    .toBuffer()
  return [
    { name: 'photo.jpg', type: 'image/jpeg', data: photo },
    { name: 'graphic.png', type: 'image/png', data: graphic },
  ]
}

/** The public pages of the demo company: the home page, and every service and category page. */
async function publicPages(http_) {
  const services = json(await http_.request('GET', '/api/services/active')).data
  const categories = json(await http_.request('GET', '/api/categories')).data
  return [
    '/',
    ...services.map((service) => `/service/${service._id}`),
    ...categories.map((category) => `/categories/${category._id}`),
  ]
}

const API_READS = [
  '/api/services',
  '/api/services/active',
  '/api/categories',
  '/api/team',
  '/api/partners',
  '/api/clients',
  '/api/company/info',
  '/api/events',
]

async function signIn(http_) {
  const response = await http_.request('POST', '/api/auth/login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`)
  return json(response).data.token
}

/** Every page and API read once, and a sign-in: what makes the process as big as serving makes it. */
async function warmUp(base) {
  const http_ = client(base)
  try {
    const pages = await publicPages(http_)
    for (const page of pages) await http_.request('GET', page, { headers: { 'accept-encoding': 'br' } })
    for (const url of API_READS) await http_.request('GET', url)
    await signIn(http_)
    return pages
  } finally {
    http_.close()
  }
}

function loadRun(url, options = {}) {
  return new Promise((resolve, reject) => {
    // A 30 s timeout: uncached pages queue up at 50 connections, and the burst measures memory, not latency.
    autocannon({ url, connections, duration: burstSeconds, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

/**
 * What `npm run bench` puts a server through, at BENCH_CONNECTIONS: the cached home page, an API read and
 * uncached pages, each for BENCH_DURATION seconds, with uploads going on meanwhile.
 */
async function burst(base, images) {
  const http_ = client(base)
  const token = await signIn(http_)
  let uploading = true
  let uploads = 0
  let uploadErrors = 0
  const uploader = (async () => {
    while (uploading) {
      const image = images[uploads % images.length]
      const form = multipart('image', image.name, image.type, image.data)
      const response = await http_.request('POST', '/api/upload/services', {
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        body: form.body,
      })
      if (response.status === 201) uploads += 1
      else {
        uploadErrors += 1
        if (uploadErrors === 1) console.log(`upload answered ${response.status}: ${response.body}`)
      }
    }
  })()
  let n = 0
  const results = [
    await loadRun(`${base}/`, { headers: { 'accept-encoding': 'br' } }),
    await loadRun(`${base}/api/services`),
    await loadRun(`${base}/`, {
      requests: [{ setupRequest: (request) => ({ ...request, path: `/?uncached=${++n}` }) }],
    }),
  ]
  uploading = false
  await uploader
  http_.close()
  const errors = results.map(
    (result, i) =>
      `${['cached', 'API', 'uncached'][i]}: ${result.non2xx} non-2xx, ${result.timeouts} timeouts, ${result.errors - result.timeouts} other`,
  )
  return {
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    uploads,
    errors: `${errors.join('; ')}; uploads: ${uploadErrors} failed`,
  }
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length
  if (n < 2) return 0
  const mx = points.reduce((s, p) => s + p.x, 0) / n
  const my = points.reduce((s, p) => s + p.y, 0) / n
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0)
  return sxx === 0 ? 0 : points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx
}

/**
 * BENCH_SOAK_MINUTES of mixed traffic from BENCH_SOAK_WORKERS clients without pauses. Each step is, at random:
 * a cached page (50 %), an uncached page — a query string or a page that does not exist (10 %), an API read
 * (25 %), an administrator's write — create, update or delete a service, each of which empties the page cache
 * (10 %), or an upload (5 %). Any answer other than the one expected is an error.
 */
async function soak(server, pages, images) {
  const http_ = client(server.base)
  const token = await signIn(http_)
  const auth = { authorization: `Bearer ${token}` }
  const counts = { requests: 0, errors: 0, byKind: {} }
  const errorSamples = []
  // Services created, per client: one client never updates or deletes another's (they would race).
  const createdBy = Array.from({ length: workers }, () => [])
  let sequence = 0

  const steps = [
    [0.5, 'cached page', () => ({ url: pages[sequence % pages.length], expect: [200] })],
    [
      0.1,
      'uncached page',
      () =>
        sequence % 2
          ? { url: `${pages[sequence % pages.length]}?soak=${sequence}`, expect: [200] }
          : { url: `/service/00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`, expect: [404] },
    ],
    [0.25, 'API read', () => ({ url: API_READS[sequence % API_READS.length], expect: [200] })],
    [
      0.1,
      'admin write',
      (created) => {
        if (created.length > 0 && sequence % 3 === 0) {
          return { method: 'DELETE', url: `/api/services/${created.shift()}`, expect: [200, 204] }
        }
        if (created.length > 0 && sequence % 3 === 1) {
          return {
            method: 'PUT',
            url: `/api/services/${created[0]}`,
            json: { shortDescription: `Updated by the soak, step ${sequence}` },
            expect: [200],
          }
        }
        return {
          method: 'POST',
          url: '/api/services',
          json: {
            title: `Soak service ${sequence}`,
            shortDescription: 'Created by the bench soak',
            details: '<p>Some <strong>rich</strong> text</p>'.repeat(20),
            features: ['One', 'Two', 'Three'],
          },
          expect: [201],
          onOk: (response) => created.push(json(response).data._id),
        }
      },
    ],
    [
      0.05,
      'upload',
      () => {
        const image = images[sequence % images.length]
        return { upload: image, url: '/api/upload/services', expect: [201] }
      },
    ],
  ]

  async function step(created) {
    sequence += 1
    let pick = Math.random()
    let chosen = steps[steps.length - 1]
    for (const candidate of steps) {
      if (pick < candidate[0]) {
        chosen = candidate
        break
      }
      pick -= candidate[0]
    }
    const [, kind, make] = chosen
    const spec = make(created)
    let options = { headers: { 'accept-encoding': 'br, gzip' } }
    if (spec.json) {
      options = { headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(spec.json) }
    } else if (spec.upload) {
      const form = multipart('image', spec.upload.name, spec.upload.type, spec.upload.data)
      options = { headers: { ...auth, ...form.headers }, body: form.body }
    } else if (spec.method === 'DELETE') {
      options = { headers: auth }
    }
    counts.requests += 1
    counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1
    try {
      const response = await http_.request(spec.method ?? (spec.upload ? 'POST' : 'GET'), spec.url, options)
      if (!spec.expect.includes(response.status)) {
        counts.errors += 1
        if (errorSamples.length < 5)
          errorSamples.push(`${spec.method ?? 'GET'} ${spec.url} → ${response.status} ${response.body}`)
      } else {
        spec.onOk?.(response)
      }
    } catch (error) {
      counts.errors += 1
      if (errorSamples.length < 5) errorSamples.push(`${spec.url} → ${error.message}`)
    }
  }

  const samples = []
  const started = Date.now()
  const until = started + soakMinutes * 60_000
  const sample = () => {
    const memory = server.memory()
    samples.push({ minutes: (Date.now() - started) / 60_000, rss: memory.rss, fds: fdCount(server.pid) })
  }
  const fdsBefore = fdCount(server.pid)
  sample()
  const sampler = setInterval(sample, sampleSeconds * 1000)
  await Promise.all(
    createdBy.map(async (created) => {
      while (Date.now() < until) await step(created)
    }),
  )
  clearInterval(sampler)
  sample()
  // What the soak created goes, so that a later run starts from the same content.
  for (const id of createdBy.flat()) await http_.request('DELETE', `/api/services/${id}`, { headers: auth })
  http_.close()
  await sleep(1000)
  const fdsAfter = fdCount(server.pid)

  const secondHalf = samples.filter((s) => s.minutes >= soakMinutes / 2)
  const mean = (list) => list.reduce((sum, s) => sum + s.rss, 0) / Math.max(1, list.length)
  const firstMinute = samples.filter((s) => s.minutes <= Math.min(1, soakMinutes / 2))
  const lastMinute = samples.filter((s) => s.minutes >= soakMinutes - Math.min(1, soakMinutes / 2))
  return {
    ...counts,
    errorSamples,
    seconds: (Date.now() - started) / 1000,
    slopeMbPerMinute: slope(secondHalf.map((s) => ({ x: s.minutes, y: s.rss / 1024 }))),
    firstMinuteMb: mb(mean(firstMinute)),
    lastMinuteMb: mb(mean(lastMinute)),
    minMb: mb(Math.min(...samples.map((s) => s.rss))),
    maxMb: mb(Math.max(...samples.map((s) => s.rss))),
    fdsBefore,
    fdsMax: Math.max(...samples.map((s) => s.fds)),
    fdsAfter,
  }
}

async function idleRss(server) {
  await sleep(IDLE_SETTLE_MS)
  return mb(server.memory().rss)
}

/**
 * On one database: a first start on a fresh DATA_DIR (RSS ready and idle, a burst, the soak when asked), then a
 * restart on the same DATA_DIR; a row for each, and a note on the burst (and the soak).
 */
async function measure(database, port, { env = {}, withSoak = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-soak-'))
  try {
    const server = await startServer(port, { dataDir, env })
    const atReady = server.memory()
    const pages = await warmUp(server.base)
    const idle = await idleRss(server)
    const load = await burst(server.base, images)
    const afterBurst = server.memory()
    const idleAfterBurst = await idleRss(server)
    let soakResult
    if (withSoak) {
      await warmUp(server.base)
      soakResult = await soak(server, pages, images)
    }
    const end = server.memory()
    await server.stop()

    const reopened = await startServer(port, { dataDir, env })
    const reopenedReady = reopened.memory()
    await warmUp(reopened.base)
    const reopenedIdle = await idleRss(reopened)
    await reopened.stop()

    const helperPeak = (started) => (started.helperPeakKb ? mb(started.helperPeakKb) : '–')
    rows.push({
      database: `${database}, first start`,
      'ready s': +(server.readyMs / 1000).toFixed(1),
      'RSS ready MB': mb(atReady.rss),
      'RSS idle MB': idle,
      'peak start MB': mb(atReady.hwm),
      'peak load MB': mb(afterBurst.hwm),
      'RSS after load MB': idleAfterBurst,
      'peak end MB': mb(end.hwm),
      'helper process peak MB': helperPeak(server),
      'image process peak MB': mb(server.childPeakKb()),
      'server + image process peak MB': mb(server.combinedPeakKb()),
    })
    rows.push({
      database: `${database}, restarted`,
      'ready s': +(reopened.readyMs / 1000).toFixed(1),
      'RSS ready MB': mb(reopenedReady.rss),
      'RSS idle MB': reopenedIdle,
      'peak start MB': mb(reopenedReady.hwm),
      'helper process peak MB': helperPeak(reopened),
    })
    notes.push(
      `burst on ${database}: ${load.requests} requests at ${connections} connections (${burstSeconds} s each of the cached home page, GET /api/services, uncached pages) and ${load.uploads} uploads meanwhile; errors: ${load.errors}`,
    )
    if (soakResult) notes.push(soakReport(soakResult))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const images = await testImages()
const rows = []
const notes = []

await measure('PGlite', 3420, { withSoak: soakMinutes > 0 })

if (serverUrl) {
  await withScratchDatabase(serverUrl, 'switchboard_soak', (url) =>
    measure('PostgreSQL', 3421, { env: { DATABASE_URL: url } }),
  )
}

function soakReport(result) {
  const kinds = Object.entries(result.byKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ')
  const lines = [
    `soak on PGlite: ${(result.seconds / 60).toFixed(1)} min, ${workers} clients, ${result.requests} requests (${kinds}), ${Math.round(result.requests / result.seconds)} req/s`,
    `  error responses: ${result.errors}${result.errorSamples.length ? ` (${result.errorSamples.join('; ')})` : ''}`,
    `  RSS: first minute ${result.firstMinuteMb} MB, last minute ${result.lastMinuteMb} MB, min ${result.minMb}, max ${result.maxMb}; trend over the second half ${result.slopeMbPerMinute >= 0 ? '+' : ''}${result.slopeMbPerMinute.toFixed(2)} MB/min`,
    `  open file descriptors: ${result.fdsBefore} before, ${result.fdsMax} at most during, ${result.fdsAfter} after (clients disconnected)`,
  ]
  return lines.join('\n')
}

console.log(
  '\nMemory of the server process (targets, issue 12: PGlite idle ≤ 300 MB, peak ≤ 400 MB; PostgreSQL idle ≤ 150 MB);\n' +
    'uploads are decoded in a child process that ends 30 s after the last one (its peak, and the two together, sampled):',
)
console.table(rows)
for (const note of notes) console.log(note)
