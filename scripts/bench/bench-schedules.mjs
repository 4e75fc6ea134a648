// Schedules (docs/decisions/0021-job-table.md): prints figures, gates nothing. Needs a build (`npm run build`).
//   Lateness: BENCH_SCHEDULE_SAMPLES (default 20) schedules made through the API on a built server (embedded
//   database, default 5 s poll), each 2 to 4 s ahead, deactivating and activating a demo service in turn; for each,
//   the time from its moment (`at`) to its being done (the row's finishedAt, the server's clock), and to the public
//   page showing it (`/service/{id}` answering 404 once deactivated, 200 once activated, asked every 5 ms from a
//   little before the moment; same machine, same clock): median, min, max.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, spawnServer, stopProcess, waitFor } from './server.mjs'

const samples = Number(process.env.BENCH_SCHEDULE_SAMPLES ?? 20)
const password = 'a-bench-password-for-schedules'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-schedules-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}/api`
const server = spawnServer(port, { dataDir, env: { ADMIN_PASSWORD: password, SEED_DEMO: 'true' } })
try {
  await waitFor(`${base}/health`)
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  })
  const { token } = (await login.json()).data
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const services = (await (await fetch(`${base}/services`, { headers })).json()).data
  const service = services[0]
  const late = []
  const seen = []
  for (let index = 0; index < samples; index += 1) {
    const at = new Date(Date.now() + 2000 + Math.random() * 2000).toISOString()
    const action = index % 2 === 0 ? 'deactivate' : 'activate'
    const made = await fetch(`${base}/schedules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'services', id: service._id, action, at }),
    })
    if (made.status !== 201)
      throw new Error(`POST /api/schedules answered ${made.status}: ${await made.text()}`)
    const { _id } = (await made.json()).data
    // The public page, asked from shortly before the moment until it shows the change.
    const expected = action === 'deactivate' ? 404 : 200
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(at) - Date.now() - 200)))
    for (;;) {
      const page = await fetch(`http://127.0.0.1:${port}/service/${service._id}`)
      await page.arrayBuffer()
      if (page.status === expected) {
        seen.push(Date.now() - Date.parse(at))
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const row = (await (await fetch(`${base}/schedules/${_id}`, { headers })).json()).data
      if (row.status === 'done') {
        late.push(Date.parse(row.finishedAt) - Date.parse(row.at))
        break
      }
      if (row.status === 'failed') throw new Error(row.lastError)
    }
  }
  console.log(
    `schedule's moment → done: median ${median(late).toFixed(0)} ms, min ${Math.min(...late)}, ` +
      `max ${Math.max(...late)} (${samples} samples, embedded, 5 s poll)`,
  )
  console.log(
    `schedule's moment → public page changed: median ${median(seen).toFixed(0)} ms, min ${Math.min(...seen)}, ` +
      `max ${Math.max(...seen)}`,
  )
} finally {
  await stopProcess(server)
  rmSync(dataDir, { recursive: true, force: true })
}
