// Part of `npm run bench` (prints figures, gates nothing; needs a build): one client floods uncached work while
// another visitor reads the cached home page and a signed-in editor saves a service (docs/decisions/0016).
//   - The flooder: wrk (pinned to core 1 with taskset when there is one), BENCH_FLOOD_CONNECTIONS (50) connections
//     from 127.0.0.1 asking for public JSON with random query strings (parameters the routes ignore, and searches
//     of events by an unknown category), unknown pages and API paths, and signing in with wrong passwords (a Lua
//     script).
//   - The bystander: from 127.0.0.2 (another address), the cached home page (brotli), one request at a time, every
//     10 ms; its p50 / p99 / max.
//   - The editor: signed in from 127.0.0.1, the flooder's own address (an office behind one NAT), PUT of a service,
//     one at a time, every 50 ms; its p50 / p99 / max.
//   The bystander and the editor are measured one after the other (a save empties the page cache, and the first
//   view after it is another figure: bench.mjs), BENCH_FLOOD_SECONDS (10) each, first on a quiet server, then
//   during the flood, which starts just before the bystander (its first burst is counted). All of it with the
//   per-client limits on (the default), then off (CLIENT_LIMITS=false), each on a fresh server and PGlite.
// Options: BENCH_FLOOD_SECONDS, BENCH_FLOOD_CONNECTIONS, BENCH_FLOOD_PORT (default 3430; the server uses it and the
//   next one: bench-admin and bench-staff take 3410 and 3420), BENCH_FLOOD_ONLY=on|off (one of the two runs).
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sleep, spawnServer, stopProcess, waitFor } from './server.mjs'

const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 10)
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 50)
const firstPort = Number(process.env.BENCH_FLOOD_PORT ?? 3430)
const only = process.env.BENCH_FLOOD_ONLY
const QUIET_SECONDS = 5
const BYSTANDER_EVERY_MS = 10
const EDITOR_EVERY_MS = 50
const BYSTANDER_ADDRESS = '127.0.0.2'
const ADMIN = { email: 'admin@example.com', password: 'change-me-now' }

if (spawnSync('wrk', ['--version']).error) {
  console.log('\nFlood: skipped (wrk is not installed).')
  process.exit(0)
}
const pinned = spawnSync('taskset', ['-c', '1', 'true']).status === 0

/** What the flooder asks for: uncached work of every kind an anonymous client can ask for. */
const FLOOD_SCRIPT = `
local lists = { "/api/services/active", "/api/services", "/api/categories", "/api/team", "/api/partners",
  "/api/clients", "/api/company/info", "/api/company/hero-images", "/api/events" }
local json = { ["Accept-Encoding"] = "br, gzip", ["Accept"] = "application/json" }
local page = { ["Accept-Encoding"] = "br, gzip", ["Accept"] = "text/html" }
local signIn = { ["Content-Type"] = "application/json" }
local n = 0
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time())
  limited = 0
  answered = 0
end

local function hex(length)
  local digits = {}
  for i = 1, length do digits[i] = string.format("%x", math.random(0, 15)) end
  return table.concat(digits)
end

request = function()
  n = n + 1
  local pick = math.random(100)
  if pick <= 20 then
    -- Public JSON with a random query string the route does not read (answered from the response cache).
    return wrk.format("GET", lists[math.random(#lists)] .. "?search=" .. hex(10) .. "&page=" .. n, json)
  elseif pick <= 40 then
    -- Public JSON searched with a parameter the route reads, a value no one asked for before (a miss).
    return wrk.format("GET", "/api/events?category=" .. hex(12), json)
  elseif pick <= 60 then
    -- A page that does not exist: a service or category of an unknown id is a rendered 404.
    local kind = math.random(2) == 1 and "/service/" or "/categories/"
    return wrk.format("GET", kind .. hex(8) .. "-" .. hex(4) .. "-4" .. hex(3) .. "-8" .. hex(3) .. "-" .. hex(12), page)
  elseif pick <= 70 then
    -- Any other unknown path.
    return wrk.format("GET", "/" .. hex(12) .. "?" .. hex(6), page)
  elseif pick <= 85 then
    -- An unknown API path.
    return wrk.format("GET", "/api/" .. hex(10), json)
  else
    -- Signing in with a wrong password (argon2, then a database write).
    local body = '{"email":"visitor' .. n .. '@example.com","password":"wrong-password-' .. n .. '"}'
    return wrk.format("POST", "/api/auth/login", signIn, body)
  end
end

response = function(status, headers, body)
  if status == 429 then limited = limited + 1 else answered = answered + 1 end
end

function done(summary, latency, requests)
  local limitedAll, answeredAll = 0, 0
  for _, thread in ipairs(threads) do
    limitedAll = limitedAll + thread:get("limited")
    answeredAll = answeredAll + thread:get("answered")
  end
  io.write(string.format("FLOOD %d %d\\n", limitedAll, answeredAll))
end
`

let debugStart = performance.now()
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    'p50 ms': +percentile(sorted, 50).toFixed(1),
    'p99 ms': +percentile(sorted, 99).toFixed(1),
    'max ms': +(sorted.at(-1) ?? 0).toFixed(1),
  }
}

/** One request through a keep-alive agent, timed to the last byte of the body. */
function timed(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.request(url, { method, agent, headers }, (response) => {
      response.on('data', () => {})
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** Calls `step` every `everyMs` (or as soon as the previous one is done) for `forSeconds`: its timings. */
async function paced(forSeconds, everyMs, step) {
  const times = []
  const statuses = new Map()
  const deadline = performance.now() + forSeconds * 1000
  const most = Math.ceil((forSeconds * 1000) / everyMs)
  for (let i = 0; i < most && performance.now() < deadline; i++) {
    const started = performance.now()
    const { status, ms } = await step()
    times.push(ms)
    if (process.env.BENCH_FLOOD_DEBUG && ms > 20)
      console.log(`  ${(started - debugStart).toFixed(0)} ms: ${ms.toFixed(1)} ms`)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    const left = everyMs - (performance.now() - started)
    if (left > 0) await sleep(left)
  }
  return { times, statuses }
}

/** Busy time of a process (user + system), in seconds. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function measure(limits, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-flood-'))
  const base = `http://127.0.0.1:${port}`
  const server = spawnServer(port, { dataDir, env: { CLIENT_LIMITS: limits ? 'true' : 'false' } })
  const scriptFile = path.join(dataDir, 'flood.lua')
  writeFileSync(scriptFile, FLOOD_SCRIPT)
  const bystander = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: BYSTANDER_ADDRESS })
  const editor = new http.Agent({ keepAlive: true, maxSockets: 1 })
  let flood
  try {
    await waitFor(`${base}/api/health`)
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()).data
    const service = (await (await fetch(`${base}/api/services/active`)).json()).data[0]
    const home = () =>
      timed(bystander, `${base}/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    const save = () =>
      timed(editor, `${base}/api/services/${service._id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: service.title }),
      })
    for (let i = 0; i < 20; i++) await home() // fill the page cache; the first hits prepare the fast path

    const quietReads = await paced(QUIET_SECONDS, BYSTANDER_EVERY_MS, home)
    const quietSaves = await paced(QUIET_SECONDS, EDITOR_EVERY_MS, save)
    for (let i = 0; i < 20; i++) await home() // the saves emptied the cache: fill it again

    const floodSeconds = 2 * seconds + 2
    const wrk = ['-t1', `-c${floodConnections}`, `-d${floodSeconds}s`, '-s', scriptFile, `${base}/`]
    const cpuBefore = cpuSeconds(server.pid)
    const floodStarted = performance.now()
    debugStart = floodStarted
    flood = spawn(pinned ? 'taskset' : 'wrk', pinned ? ['-c', '1', 'wrk', ...wrk] : wrk, {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    flood.stdout.on('data', (chunk) => (output += chunk))
    const floodDone = new Promise((resolve) => flood.on('close', resolve))
    const floodReads = await paced(seconds, BYSTANDER_EVERY_MS, home)
    const floodSaves = await paced(seconds, EDITOR_EVERY_MS, save)
    // wrk stops itself after -d; should it not, it is stopped a little later.
    await Promise.race([floodDone, sleep((floodSeconds + 30) * 1000)])
    const floodElapsed = (performance.now() - floodStarted) / 1000
    const cpu = cpuSeconds(server.pid) - cpuBefore
    const [limited, answered] = (/FLOOD (\d+) (\d+)/.exec(output) ?? [0, 0, 0]).slice(1).map(Number)
    const floodRate = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)
    const errorsOf = (statuses, ok) =>
      [...statuses].filter(([status]) => !ok(status)).reduce((sum, [, count]) => sum + count, 0)
    const label = limits ? 'limits on' : 'limits off'
    /** A line of the table: who, their answer times, and how many answers were not 200. */
    const row = (who, requests) => ({
      run: label,
      who,
      ...figures(requests.times),
      'not 200': errorsOf(requests.statuses, (s) => s === 200),
    })
    return {
      rows: [
        row('bystander, cached home page (quiet)', quietReads),
        row('bystander, cached home page (flood)', floodReads),
        row('editor, save a service (quiet)', quietSaves),
        row('editor, save a service (flood)', floodSaves),
      ],
      flood: {
        run: label,
        'flood req/s': Math.round(floodRate),
        'answered 429': limited,
        'answered otherwise': answered,
        'work answered /s': Math.round(answered / floodElapsed),
        'server CPU (% of a core)': Math.round((cpu / floodElapsed) * 100),
      },
    }
  } finally {
    if (flood && flood.exitCode === null) flood.kill('SIGTERM')
    bystander.destroy()
    editor.destroy()
    await stopProcess(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const runs = []
if (only !== 'off') runs.push(await measure(true, firstPort))
if (only !== 'on') runs.push(await measure(false, firstPort + 1))
console.log(
  `\nOne client flooding uncached work (${floodConnections} connections, wrk${pinned ? ' on core 1' : ''}) while another ` +
    `address reads the cached home page every ${BYSTANDER_EVERY_MS} ms and a signed-in editor on the flooder's own ` +
    `address saves a service every ${EDITOR_EVERY_MS} ms (${seconds} s each; quiet: ${QUIET_SECONDS} s before the flood; PGlite):`,
)
console.table(runs.flatMap((run) => run.rows))
console.table(runs.map((run) => run.flood))
/** The targets of issue 22, item 3, met or not in each run. */
const TARGETS = [
  ['bystander, cached home page (flood)', 25],
  ['editor, save a service (flood)', 200],
]
for (const run of runs) {
  for (const [who, target] of TARGETS) {
    const row = run.rows.find((candidate) => candidate.who === who)
    const p99 = row['p99 ms']
    console.log(
      `${row.run}: ${who}: p99 ${p99} ms (target < ${target} ms): ${p99 < target && row['not 200'] === 0 ? 'met' : 'NOT met'}`,
    )
  }
}
