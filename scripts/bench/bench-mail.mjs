// `npm run bench` (mail part): prints figures, gates nothing. Needs a build (`npm run build`).
//   Latency: the time from a contact form sent (POST /api/contact) to the notification accepted by a local SMTP
//   server (tests/helpers/smtp-sink.mjs, a process of its own), median of BENCH_MAIL_SAMPLES (default 20), on the
//   embedded database.
//   Throughput: BENCH_MAIL_COUNT (default 500) mails queued at once in the outbox of a server on PostgreSQL
//   (TEST_DATABASE_URL or BENCH_DATABASE_URL; skipped without), delivered to the local SMTP server: mails/s.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { freePort, spawnServer, stopProcess, waitFor } from './server.mjs'

const samples = Number(process.env.BENCH_MAIL_SAMPLES ?? 20)
const count = Number(process.env.BENCH_MAIL_COUNT ?? 500)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL

/** The test SMTP server; `received` maps each subject to the time its mail was accepted. */
async function startSink() {
  const port = await freePort()
  const child = spawn(process.execPath, ['tests/helpers/smtp-sink.mjs'], {
    env: { ...process.env, SMTP_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const received = new Map()
  await new Promise((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line)
      if (message.ready) resolve()
      if (message.mail) received.set(message.mail.subject, performance.now())
    })
  })
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => stopProcess(child) }
}

async function until(check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function latency() {
  const sink = await startSink()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-mail-'))
  const port = await freePort()
  // Behind a trusted proxy each sample can come from its own address, under the contact form's rate limit.
  const server = spawnServer(port, { dataDir, env: { SMTP_URL: sink.url, TRUST_PROXY: 'true' } })
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`)
    const times = []
    for (let index = 0; index < samples; index += 1) {
      const subject = `Bench ${index} ${Date.now()}`
      const started = performance.now()
      const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
        body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', subject, message: 'Hello' }),
      })
      if (response.status !== 201) throw new Error(`POST /api/contact answered ${response.status}`)
      await until(() => sink.received.has(`New message: ${subject}`))
      times.push(sink.received.get(`New message: ${subject}`) - started)
    }
    console.log(
      `contact form → notification accepted by SMTP: median ${median(times).toFixed(1)} ms, ` +
        `min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)} (${samples} samples, embedded)`,
    )
  } finally {
    await stopProcess(server)
    await sink.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function throughput() {
  if (!serverUrl) {
    console.log('outbox throughput: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)')
    return
  }
  const name = `switchboard_bench_mail_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const sink = await startSink()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-mail-'))
  const port = await freePort()
  const server = spawnServer(port, {
    dataDir,
    env: { SMTP_URL: sink.url, DATABASE_URL: url.toString(), SEED_DEMO: 'false' },
  })
  const db = new pg.Client({ connectionString: url.toString() })
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`)
    await db.connect()
    const started = performance.now()
    await db.query(
      `insert into mail_outbox (kind, from_address, to_addresses, subject, text_body, html_body, headers)
       select 'test', 'bench@example.com', '["office@example.com"]', 'Throughput ' || n, 'Hello', '<p>Hello</p>',
              jsonb_build_object('Message-ID', '<bench-' || n || '@example.com>')
       from generate_series(1, $1) as n`,
      [count],
    )
    await until(() => sink.received.size >= count, 300_000)
    const times = [...sink.received.values()]
    const first = Math.min(...times)
    const last = Math.max(...times)
    const rate = (count - 1) / ((last - first) / 1000)
    console.log(
      `outbox → local SMTP server: ${count} mails delivered at ${rate.toFixed(0)} mails/s once found ` +
        `(PostgreSQL; ${((first - started) / 1000).toFixed(1)} s until the worker's next poll found them)`,
    )
  } finally {
    await db.end().catch(() => undefined)
    await stopProcess(server)
    await sink.stop()
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

await latency()
await throughput()
