import { existsSync } from 'node:fs'
import path from 'node:path'
import { prepare, type Prepared } from './bootstrap'
import { forkOwnModule } from '../platform/child-module'
import type { Config } from '../platform/config'

/** What the child process reports back: what it did, and who it was. */
export type FirstStartReport = { createdAdmin: boolean; seeded: boolean; pid: number }

/** Messages from the child: a log line, its report, or why it failed. */
export type FirstStartMessage = { log: string } | { done: FirstStartReport } | { failed: string }

/** Whether DATA_DIR holds no embedded database yet (with DATABASE_URL there is none to create). */
export function isNewEmbeddedDatabase(config: Config): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))
}

/**
 * prepare() in a short-lived child process (server/first-start-worker.ts): PGlite's initdb grows the WebAssembly
 * memory of the process that runs it to 600–800 MB, and that memory is never given back. The child creates,
 * migrates and seeds the new database, then exits and takes that memory with it.
 */
export function prepareInChildProcess(
  config: Config,
  log: (message: string) => void,
): Promise<FirstStartReport> {
  return new Promise((resolve, reject) => {
    const child = forkOwnModule(import.meta.url, 'first-start-worker', { stdio: 'inherit' })
    let report: FirstStartReport | undefined
    let failure: string | undefined
    child.on('message', (message: FirstStartMessage) => {
      if ('log' in message) log(message.log)
      else if ('done' in message) report = message.done
      else failure = message.failed
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (report) resolve(report)
      else reject(new Error(failure ?? `the first-start process ended with ${signal ?? `code ${code}`}`))
    })
    child.send(config)
  })
}

/**
 * What the server runs before it listens: prepare(), with a new embedded database created in a child process
 * first, so that the serving process only ever reopens one. Should the child fail, prepare() runs here, as it
 * would have without it, and reports what went wrong in the usual way (a locked DATA_DIR, a failed migration).
 */
export async function prepareServer(
  config: Config,
  log: (message: string) => void = () => {},
): Promise<Prepared & { firstStart?: FirstStartReport }> {
  let firstStart: FirstStartReport | undefined
  if (isNewEmbeddedDatabase(config)) {
    firstStart = await prepareInChildProcess(config, log).catch(() => undefined)
  }
  const prepared = await prepare(config, log)
  if (!firstStart) return prepared
  return {
    ...prepared,
    createdAdmin: prepared.createdAdmin || firstStart.createdAdmin,
    seeded: prepared.seeded || firstStart.seeded,
    firstStart,
  }
}
