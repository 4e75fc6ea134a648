// Part of `npm run bench` (prints figures, gates nothing; needs a build): what a content write costs now that
// every save keeps a revision (docs/decisions/0022-content-safety.md), on embedded PGlite and (with
// TEST_DATABASE_URL or BENCH_DATABASE_URL) on PostgreSQL:
//   - a service save that changes its title, and one that changes nothing: p50 / p99 over BENCH_WRITE_SAVES
//     (default 200), each save a real PUT through the API, as the back-office sends it;
//   - the revisions' storage after 1,000 saves of the demo company's content (services, categories with their
//     events and products, team, partners, clients, the company settings, in turn), on PostgreSQL:
//     pg_total_relation_size of content_revisions, and per revision.
// Run it on an older build (a worktree at an earlier commit, `npm run build` there) in the same sitting for the
// "before" figures: without revisions the saves are the same calls.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { spawnServer, stopProcess, waitFor, withScratchDatabase } from './server.mjs'

const saves = Number(process.env.BENCH_WRITE_SAVES ?? 200)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const EMAIL = 'admin@example.com'
const PASSWORD = 'change-me-now'

const percentile = (sorted, q) =>
  +sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))].toFixed(1)

async function withServer(port, env, use) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-writes-'))
  const child = spawnServer(port, { dataDir, env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...env } })
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`)
    return await use(`http://127.0.0.1:${port}`)
  } finally {
    await stopProcess(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return (await response.json()).data.token
}

async function api(base, token, method, url, body) {
  const response = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`)
  return (await response.json()).data
}

async function timedSaves(base, token, service, changing) {
  const times = []
  for (let i = 0; i < saves; i++) {
    const title = changing ? `${service.title} ${i % 2}` : service.title
    const started = performance.now()
    await api(base, token, 'PUT', `/api/services/${service._id}`, { title })
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

/** One database's figures: saves, and (given a connection to its database) the revisions' storage. */
async function measure(label, base, databaseUrl) {
  const token = await signIn(base)
  const [service] = await api(base, token, 'GET', '/api/services')
  // Warm up: the first saves compile queries and fill caches.
  for (let i = 0; i < 20; i++)
    await api(base, token, 'PUT', `/api/services/${service._id}`, { title: `${service.title} w${i % 2}` })
  const changed = await timedSaves(base, token, service, true)
  const unchanged = await timedSaves(base, token, service, false)
  const row = {
    database: label,
    'save that changes: p50 ms': changed.p50,
    'p99 ms': changed.p99,
    'save that changes nothing: p50 ms': unchanged.p50,
    'p99 ms ': unchanged.p99,
  }
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('delete from content_revisions')
      const items = [
        ...(await api(base, token, 'GET', '/api/services')).map((item) => ['services', item, 'title']),
        ...(await api(base, token, 'GET', '/api/categories')).map((item) => [
          'categories',
          item,
          'description',
        ]),
        ...(await api(base, token, 'GET', '/api/team')).map((item) => ['team', item, 'description']),
        ...(await api(base, token, 'GET', '/api/partners')).map((item) => ['partners', item, 'description']),
        ...(await api(base, token, 'GET', '/api/clients')).map((item) => ['clients', item, 'description']),
      ]
      const company = await api(base, token, 'GET', '/api/company/info')
      for (let i = 0; i < 1000; i++) {
        if (i % (items.length + 1) === items.length) {
          await api(base, token, 'PUT', '/api/company/info', {
            name: company.name,
            description: `${company.description} ${i}`,
          })
          continue
        }
        const [type, item, field] = items[i % (items.length + 1)]
        await api(base, token, 'PUT', `/api/${type}/${item._id}`, { [field]: `${item[field]} (${i})` })
      }
      const { rows } = await client.query(
        `select count(*)::int as revisions, pg_total_relation_size('content_revisions')::bigint as bytes from content_revisions`,
      )
      row['revisions of 1,000 saves'] = rows[0].revisions
      row['storage KB'] = Math.round(Number(rows[0].bytes) / 1024)
      row['per revision KB'] = +(Number(rows[0].bytes) / 1024 / Math.max(1, rows[0].revisions)).toFixed(1)
    } catch (error) {
      row['storage KB'] = `n/a (${error.message})`
    } finally {
      await client.end()
    }
  }
  return row
}

const rows = []
rows.push(await withServer(3320, {}, (base) => measure('PGlite', base)))
if (serverUrl) {
  rows.push(
    await withScratchDatabase(serverUrl, 'bench_writes', (url) =>
      withServer(3321, { DATABASE_URL: url }, (base) => measure('PostgreSQL', base, url)),
    ),
  )
}
console.log(
  `\nA service save through the API (${saves} saves each), and the revisions' storage (PostgreSQL):`,
)
console.table(rows)
