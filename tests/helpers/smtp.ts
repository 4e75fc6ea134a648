import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { freePort } from './built-server'

/** A mail as the test SMTP server received it (tests/helpers/smtp-sink.mjs). */
export type ReceivedMail = {
  id: string
  envelope: { from: string; to: string[] }
  from: string
  to: string
  replyTo: string
  subject: string
  text: string
  html: string
  messageId: string
  inReplyTo: string
  references: string[]
  headers: Record<string, string>
  raw: string
}

const SINK = path.resolve(import.meta.dirname, 'smtp-sink.mjs')

/**
 * A real SMTP server in its own process on 127.0.0.1: `start()` (again after `stop()`, on the same port, for an
 * outage), `mails` as received, `waitForMail(match)`. With `reject: '550 …'` it refuses every recipient.
 */
export function smtpServer(options: { port?: number; reject?: string } = {}) {
  const mails: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  let child: ChildProcess | undefined
  let port = options.port

  async function start() {
    port ??= await freePort()
    const process_ = spawn(process.execPath, [SINK], {
      env: { ...process.env, SMTP_PORT: String(port), SMTP_REJECT: options.reject ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child = process_
    await new Promise<void>((resolve, reject) => {
      process_.once('exit', (code) =>
        reject(new Error(`the SMTP server exited (${code}) before it listened`)),
      )
      createInterface({ input: process_.stdout! }).on('line', (line) => {
        const message = JSON.parse(line) as { ready?: number; mail?: ReceivedMail }
        if (message.ready) resolve()
        if (message.mail) {
          mails.push(message.mail)
          for (const wake of waiters) wake()
        }
      })
    })
    return server
  }

  const server = {
    mails,
    get port() {
      if (port === undefined) throw new Error('the SMTP server has not started')
      return port
    },
    get url() {
      return `smtp://127.0.0.1:${server.port}`
    },
    start,
    /** Stops the process (the port is free again: an outage). */
    async stop() {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return
      await new Promise((resolve) => {
        running.once('exit', resolve)
        running.kill('SIGTERM')
      })
    },
    /** The first mail received (now or within `timeoutMs`) that `match` accepts. */
    async waitForMail(match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = mails.find(match)
        if (found) return found
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no matching mail within ${timeoutMs} ms (received ${mails.length})`)
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake)
            clearTimeout(timer)
            resolve()
          }
          const timer = setTimeout(wake, left)
          waiters.add(wake)
        })
      }
    },
  }
  return server
}

export type SmtpServer = ReturnType<typeof smtpServer>
