import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '../db/tables'
import { useTestDatabase } from '../../tests/helpers/test-db'
import { smtpServer } from '../../tests/helpers/smtp'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { freePort } from '../../tests/helpers/built-server'
import { retryDelay } from '../jobs/lease'
import { createOutboxWorker, MAX_ATTEMPTS, type NewMail, recordMail } from './outbox'
import { createMailTransport, type MailTransport } from './transport'

const mail = (overrides: Partial<NewMail> = {}): NewMail => ({
  kind: 'test',
  from: '"Volta Works" <no-reply@volta.example>',
  to: ['office@volta.example'],
  subject: 'Test mail',
  text: 'Hello',
  html: '<p>Hello</p>',
  ...overrides,
})

const statusOf = async (db: ReturnType<typeof useTestDatabase>['db'], id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

describe('the mail outbox', () => {
  const database = useTestDatabase()
  const smtp = useSmtpServer()
  beforeEach(async () => {
    await database.db.delete(mailOutbox)
    smtp.mails.length = 0
  })

  it('delivers a recorded mail to the SMTP server with its headers, and keeps the server’s answer', async () => {
    const transport = createMailTransport(smtp.url)
    const worker = createOutboxWorker({ db: database.db, transport })
    const row = await recordMail(
      database.db,
      mail({ replyTo: '"Ada" <ada@example.com>', headers: { 'In-Reply-To': '<first@volta.example>' } }),
    )
    expect(row?.status).toBe('queued')
    expect(row?.headers['Message-ID']).toMatch(/^<[\w-]+@volta\.example>$/)

    expect(await worker.drain()).toBe(1)
    const received = await smtp.waitForMail()
    expect(received.subject).toBe('Test mail')
    expect(received.envelope.to).toEqual(['office@volta.example'])
    expect(received.replyTo).toBe('"Ada" <ada@example.com>')
    expect(received.messageId).toBe(row!.headers['Message-ID'])
    expect(received.inReplyTo).toBe('<first@volta.example>')
    expect(received.text.trim()).toBe('Hello')
    expect(received.html).toContain('<p>Hello</p>')

    const stored = await statusOf(database.db, row!.id)
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null })
    expect(stored.lastResponse).toContain(`Message accepted as ${received.id}`)
    expect(stored.sentAt).toBeInstanceOf(Date)
    transport.close()
  })

  it('records one mail per event key, however often the event is recorded', async () => {
    const first = await recordMail(database.db, mail({ eventKey: 'contact-notification:1' }))
    const again = await recordMail(database.db, mail({ eventKey: 'contact-notification:1' }))
    expect(first).toBeDefined()
    expect(again).toBeUndefined()
    expect(await database.db.$count(mailOutbox)).toBe(1)
  })

  it('keeps mail while the SMTP server is down and delivers it once the server is back, also after a restart', async () => {
    const port = await freePort()
    const outage = smtpServer({ port })
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`)
    const worker = createOutboxWorker({ db: database.db, transport, delayAfter: () => 300 })
    const row = await recordMail(database.db, mail({ subject: 'During the outage' }))

    await worker.drain()
    const stored = await statusOf(database.db, row!.id)
    expect(stored).toMatchObject({ status: 'queued', attempts: 1 })
    expect(stored.lastResponse).toMatch(/ECONNREFUSED/)
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(stored.createdAt.getTime())
    transport.close()

    // The server comes back; a new worker, as after a restart of the app, delivers the mail once it is due.
    await outage.start()
    const restartedTransport = createMailTransport(outage.url)
    try {
      const restarted = createOutboxWorker({ db: database.db, transport: restartedTransport })
      await expect
        .poll(async () => {
          await restarted.drain()
          return (await statusOf(database.db, row!.id)).status
        })
        .toBe('sent')
      await outage.waitForMail((received) => received.subject === 'During the outage')
      expect(outage.mails).toHaveLength(1)
      expect((await statusOf(database.db, row!.id)).attempts).toBe(2)
    } finally {
      restartedTransport.close()
      await outage.stop()
    }
  })

  it('waits 30 s after the first failure, doubling up to an hour, and gives up after eight attempts', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelay(20)).toBe(3_600_000)
    expect(MAX_ATTEMPTS).toBe(8)
  })

  it('marks a mail failed after its last attempt, and at once when the server refuses it for good', async () => {
    const refusing = smtpServer({ reject: '550 No such mailbox here' })
    await refusing.start()
    const transport = createMailTransport(refusing.url)
    try {
      const worker = createOutboxWorker({ db: database.db, transport })
      const refused = await recordMail(database.db, mail({ subject: 'Refused' }))
      await worker.drain()
      const stored = await statusOf(database.db, refused!.id)
      expect(stored).toMatchObject({ status: 'failed', attempts: 1 })
      expect(stored.lastResponse).toContain('No such mailbox here')

      const port = await freePort()
      const down = createOutboxWorker({
        db: database.db,
        transport: createMailTransport(`smtp://127.0.0.1:${port}`),
        delayAfter: () => 0,
      })
      const unreachable = await recordMail(database.db, mail({ subject: 'Unreachable' }))
      await database.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, unreachable!.id))
      await down.drain()
      expect(await statusOf(database.db, unreachable!.id)).toMatchObject({
        status: 'failed',
        attempts: MAX_ATTEMPTS,
      })
    } finally {
      await refusing.stop()
      transport.close()
    }
  })

  it('takes up a mail whose sender died while sending it, once the lease has run out', async () => {
    const row = await recordMail(database.db, mail({ subject: 'Sender died' }))
    // As a server killed with -9 after claiming it leaves it: sending, leased, lease over.
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row!.id))
    const transport = createMailTransport(smtp.url)
    await createOutboxWorker({ db: database.db, transport }).drain()
    await smtp.waitForMail((received) => received.subject === 'Sender died')
    expect(await statusOf(database.db, row!.id)).toMatchObject({ status: 'sent', attempts: 2 })
    transport.close()
  })

  it('leaves alone a mail another server is sending (its lease runs)', async () => {
    const row = await recordMail(database.db, mail({ subject: 'Being sent elsewhere' }))
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, row!.id))
    const transport = createMailTransport(smtp.url)
    expect(await createOutboxWorker({ db: database.db, transport }).drain()).toBe(0)
    expect(smtp.mails).toHaveLength(0)
    transport.close()
  })

  it('sends no mail erased after its batch was claimed, to no address removed from it, and never writes an erased mail back', async () => {
    const transport = createMailTransport(smtp.url)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let inFlight = () => {}
    const sending = new Promise<void>((resolve) => (inFlight = resolve))
    // The real SMTP transport, held at its first mail until the erasure below is done.
    const gated: MailTransport = {
      mode: transport.mode,
      close: () => transport.close(),
      async send(envelope) {
        inFlight()
        await held
        return transport.send(envelope)
      },
    }
    const rows = []
    for (const [subject, to] of [
      ['In flight', ['ada@example.com']],
      ['Erased while waiting', ['ada@example.com']],
      ['Shared', ['ada@example.com', 'bob@example.com']],
    ] as const) {
      rows.push((await recordMail(database.db, mail({ subject, to: [...to] })))!)
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - ${`${10 - rows.length} seconds`}::interval` })
        .where(eq(mailOutbox.id, rows.at(-1)!.id))
    }
    const draining = createOutboxWorker({ db: database.db, transport: gated }).drain()
    await sending
    // The whole batch is claimed; the first mail is in its SMTP transaction. A privacy request now erases
    // the first two and takes Ada off the third.
    expect((await database.db.select().from(mailOutbox)).map((row) => row.status)).toEqual([
      'sending',
      'sending',
      'sending',
    ])
    await database.db.delete(mailOutbox).where(eq(mailOutbox.id, rows[0]!.id))
    await database.db.delete(mailOutbox).where(eq(mailOutbox.id, rows[1]!.id))
    await database.db
      .update(mailOutbox)
      .set({ toAddresses: ['bob@example.com'] })
      .where(eq(mailOutbox.id, rows[2]!.id))
    release()
    expect(await draining).toBe(3)

    // The mail already on its way arrives (it left before the erasure); the erased one never does; the shared
    // one goes to Bob alone; the erased rows stay erased.
    await smtp.waitForMail((received) => received.subject === 'Shared')
    expect(smtp.mails.map((received) => [received.subject, received.envelope.to])).toEqual([
      ['In flight', ['ada@example.com']],
      ['Shared', ['bob@example.com']],
    ])
    const left = await database.db.select().from(mailOutbox)
    expect(left.map((row) => [row.subject, row.status])).toEqual([['Shared', 'sent']])
    transport.close()
  })

  it('two servers draining the same outbox at once send each mail exactly once', async () => {
    for (let index = 0; index < 30; index += 1)
      await recordMail(database.db, mail({ subject: `Batch ${index}` }))
    const transports = [createMailTransport(smtp.url), createMailTransport(smtp.url)]
    const workers = transports.map((transport) => createOutboxWorker({ db: database.db, transport }))
    const handled = await Promise.all(workers.map((worker) => worker.drain()))
    expect(handled[0]! + handled[1]!).toBe(30)
    await smtp.waitForMail(() => smtp.mails.length >= 30)
    const subjects = smtp.mails.map((received) => received.subject).sort()
    expect(new Set(subjects).size).toBe(30)
    expect(subjects).toHaveLength(30)
    for (const transport of transports) transport.close()
  })

  it('without an SMTP server keeps every mail in the outbox, marked kept, and says so in the log', async () => {
    const logged: string[] = []
    const worker = createOutboxWorker({
      db: database.db,
      transport: createMailTransport(undefined),
      log: { info: (line) => logged.push(line), warn: (line) => logged.push(line) },
    })
    const row = await recordMail(database.db, mail({ subject: 'Kept here' }))
    await worker.drain()
    const stored = await statusOf(database.db, row!.id)
    expect(stored.status).toBe('kept')
    expect(stored.lastResponse).toContain('no SMTP server is configured')
    expect(logged.join('\n')).toContain('"Kept here" to office@volta.example')
  })
})
