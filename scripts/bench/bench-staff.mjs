// `node scripts/bench/bench-staff.mjs` (prints figures, gates nothing; needs a build): what staff accounts cost
// a request.
//   - a signed-in read (GET /api/auth/verify): the session checked on every request (kept in the process,
//     docs/product.md#sessions), and a signed-in list read (GET /api/users) for a read that also queries;
//   - a content write (PUT /api/services/:id): the write and its audit entry in one transaction;
//   - the same write's public read afterwards, for scale.
// On the embedded database (DATA_DIR) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
// server, on a database of its own there (created and dropped). BENCH_STAFF_PORT: the port (default 3420).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { spawnServer, stopProcess, waitFor, withScratchDatabase } from './server.mjs'

const PORT = Number(process.env.BENCH_STAFF_PORT ?? 3420)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const base = `http://127.0.0.1:${PORT}`
const N = Number(process.env.BENCH_STAFF_RUNS ?? 300)

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms`
}

async function timed(n, request) {
  const times = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    const response = await request(i)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${response.status} ${response.url}`)
    times.push(performance.now() - start)
  }
  return times
}

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-staff-'))
  const server = spawnServer(PORT, { dataDir, env: { SEED_DEMO: 'false', ...env } })
  try {
    await waitFor(`${base}/api/health`, 120_000)
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'change-me-now' }),
    })
    const { token } = (await login.json()).data
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const created = await fetch(`${base}/api/services`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Bench service', shortDescription: 'Measured.' }),
    })
    const id = (await created.json()).data._id
    await timed(50, () => fetch(`${base}/api/auth/verify`, { headers })) // warm-up
    const reads = await timed(N, () => fetch(`${base}/api/auth/verify`, { headers }))
    await timed(20, () => fetch(`${base}/api/users`, { headers })) // warm-up
    const listReads = await timed(N, () => fetch(`${base}/api/users`, { headers }))
    const writes = await timed(N, (i) =>
      fetch(`${base}/api/services/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ title: `Bench service ${i}` }),
      }),
    )
    const publicReads = await timed(N, () => fetch(`${base}/api/services/${id}`))
    console.log(`staff accounts, ${label} (${N} each, one client):`)
    console.log(`  signed-in read (session checked)      ${figures(reads)}`)
    console.log(`  signed-in list read (GET /api/users)  ${figures(listReads)}`)
    console.log(`  content write + audit entry (one tx)  ${figures(writes)}`)
    console.log(`  public read of the same record        ${figures(publicReads)}`)
  } finally {
    await stopProcess(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await measure('embedded database', {})
if (serverUrl) {
  await withScratchDatabase(serverUrl, 'switchboard_bench_staff', (url) =>
    measure('PostgreSQL', { DATABASE_URL: url }),
  )
} else {
  console.log('staff accounts, PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)')
}
