import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort, startBuiltServer } from '../helpers/built-server'
import { smtpServer } from '../helpers/smtp'
import { ANY_WIDTH, expect, test } from './fixtures'

type OutboxMail = { subject: string; status: string; attempts: number; lastResponse: string | null }

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A database of its own for one run: a folder for the embedded one, or a new database on the PostgreSQL server. */
async function databaseFor(kind: 'embedded' | 'PostgreSQL') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-mail-'))
  const serverUrl = process.env.TEST_DATABASE_URL
  if (kind === 'embedded' || !serverUrl)
    return { dataDir, env: {}, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
  const name = `switchboard_mail_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    dataDir,
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true })
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function api(base: string, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function outboxMail(base: string, token: string, subject: string): Promise<OutboxMail | undefined> {
  const { body } = await api(base, 'GET', `/mail?search=${encodeURIComponent(subject)}`, token)
  return (body.data as OutboxMail[]).find((mail) => mail.subject === `New message: ${subject}`)
}

test.describe('the mail outbox across an SMTP outage and a killed server', () => {
  // The first failed attempt waits 30 s before the next (platform/mail/outbox.ts), and a server starts twice.
  test.setTimeout(150_000)

  // On PostgreSQL too when the run has a server (CI does), as the unit tests' postgres project.
  const kinds = process.env.TEST_DATABASE_URL
    ? (['embedded', 'PostgreSQL'] as const)
    : (['embedded'] as const)
  for (const kind of kinds) {
    test(
      `keeps the notification while the mail server is down, through kill -9 and a restart, and sends it once (${kind})`,
      ANY_WIDTH,
      async () => {
        const database = await databaseFor(kind)
        // The mail server's port is chosen now; the server itself is down until the app has been killed.
        const mailServer = smtpServer({ port: await freePort() })
        const port = await freePort()
        const base = `http://127.0.0.1:${port}`
        const env = { ...database.env, PUBLIC_URL: base, SMTP_URL: `smtp://127.0.0.1:${mailServer.port}` }
        let second: Awaited<ReturnType<typeof startBuiltServer>> | undefined
        try {
          const first = await startBuiltServer(database.dataDir, port, { env })
          const signIn = await api(base, 'POST', '/auth/login', undefined, {
            email: 'admin@example.com',
            password: 'change-me-now',
          })
          const token = (signIn.body.data as { token: string }).token
          const settings = await api(base, 'PUT', '/mail/settings', token, {
            notificationRecipients: ['sales@halden-electric.example'],
            acknowledgement: { enabled: false, subject: 'Thank you', text: 'We have received your message.' },
          })
          expect(settings.status).toBe(200)

          const subject = `Substation upgrade ${kind} ${Date.now()}`
          const sent = await api(base, 'POST', '/contact', undefined, {
            name: 'Nora Lind',
            email: 'nora.lind@example.com',
            subject,
            message: 'Can you upgrade our 20 kV substation next spring?',
          })
          expect(sent.status).toBe(201)

          // The first attempt finds no mail server: the mail waits in the outbox for its next attempt.
          await expect
            .poll(async () => outboxMail(base, token, subject), { timeout: 20_000 })
            .toMatchObject({
              status: 'queued',
              attempts: 1,
              lastResponse: expect.stringMatching(/ECONNREFUSED|connect/i),
            })

          first.child.kill('SIGKILL')
          await first.exited
          await mailServer.start()
          second = await startBuiltServer(database.dataDir, port, { env })

          const mail = await mailServer.waitForMail(
            (received) => received.subject === `New message: ${subject}`,
            90_000,
          )
          expect(mail.envelope.to).toEqual(['sales@halden-electric.example'])
          expect(mail.replyTo).toContain('nora.lind@example.com')
          await expect
            .poll(async () => (await outboxMail(base, token, subject))?.status, { timeout: 10_000 })
            .toBe('sent')
          // Once, however many passes the restarted worker makes.
          await new Promise((resolve) => setTimeout(resolve, 6_000))
          expect(
            mailServer.mails.filter((received) => received.subject === `New message: ${subject}`),
          ).toHaveLength(1)
        } finally {
          second?.child.kill('SIGTERM')
          await second?.exited
          await mailServer.stop()
          await database.drop()
        }
      },
    )
  }
})
