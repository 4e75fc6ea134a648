// The built server as the benchmarks start it: one child process on 127.0.0.1 with its own DATA_DIR.
import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import pg from 'pg'

const children = new Set()
/** Every process the bench starts is ended with it, also when it fails half-way. */
export function track(child) {
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

/** A TCP port free on 127.0.0.1 at the moment it is asked for. */
export async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether a GET of this URL answers 2xx now. */
export async function answers(url) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false // not up yet
  }
}

/** Polls a URL until it answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await answers(url)) return
    await sleep(200)
  }
  throw new Error(`${url} did not come up`)
}

/**
 * The benches measure what one address gets from the server, which the per-client limits would mostly refuse
 * (bench-flood.mjs measures those): unless a bench sets CLIENT_LIMITS, a budget that is never spent, so that the
 * limits' code still runs on every request as in production.
 */
const UNSPENT_LIMITS = { CLIENT_LIMIT_BURST: '1000000', CLIENT_LIMIT_PER_SECOND: '1000000' }

/**
 * `node dist/server.js` on this port and data folder, in its default configuration — every request logged, as a
 * production server keeps an access log — with its standard output (the log) written to `server.log` in the data
 * folder, as a real deployment writes it to a file or the journal; plus any extra environment. The per-client
 * limits get a budget that is never spent, unless `env` sets CLIENT_LIMITS (above).
 */
export function spawnServer(port, { dataDir, env = {} }) {
  const log = openSync(path.join(dataDir, 'server.log'), 'a')
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      ...(env.CLIENT_LIMITS === undefined ? UNSPENT_LIMITS : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  })
  closeSync(log)
  return track(child)
}

/** SIGTERM, then waits for the process to exit. */
export async function stopProcess(child) {
  child.kill('SIGTERM')
  if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve))
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl` for one bench (`prefix` and this process's id),
 * given to `use` as a URL, and dropped afterwards, also when `use` fails.
 */
export async function withScratchDatabase(serverUrl, prefix, use) {
  const name = `${prefix}_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await use(url.toString())
  } finally {
    await admin.query(`drop database ${name} with (force)`)
    await admin.end()
  }
}
