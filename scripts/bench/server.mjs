// The built server as the benchmarks start it: one child process on 127.0.0.1 with its own DATA_DIR.
import { spawn } from 'node:child_process'

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

/** `node dist/server.js` on this port and data folder (logging warnings only), plus any extra environment. */
export function spawnServer(port, { dataDir, env = {} }) {
  return spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** SIGTERM, then waits for the process to exit. */
export async function stopProcess(child) {
  child.kill('SIGTERM')
  if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve))
}
