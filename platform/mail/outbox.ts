import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { type MailKind, mailOutbox } from '../db/tables'
import { leasedRows, passBatches, retryDelay } from '../jobs/lease'
import { createWorker, type Queue, type Worker, type WorkerLog } from '../jobs/worker'
import { type MailTransport, SmtpError } from './transport'

export type OutboxRow = typeof mailOutbox.$inferSelect

/** A mail to record: everything but its delivery state. */
export type NewMail = {
  kind: MailKind
  /** At most one mail per event key: recording the same event again records nothing. */
  eventKey?: string
  from: string
  to: string[]
  replyTo?: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  contactMessageId?: string
  contactReplyId?: string
  /** A newsletter announcement's mail: one recipient's result. */
  announcementId?: string
}

/**
 * Attempts before a mail counts as failed: 30 s, 1, 2, 4, 8, 16, 32 min, 1 h apart (about two hours in all; the
 * rhythm is retryDelay of platform/jobs/lease.ts).
 */
export const MAX_ATTEMPTS = 8

/** A Message-ID on the host of `from`'s address, stable for the mail's whole life (retries included). */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'switchboard.local'
  return `<${randomUUID()}@${domain}>`
}

/**
 * Records a mail in the outbox, inside the caller's transaction when it passes one: the mail exists exactly when
 * the event that causes it does. Returns the row, or undefined when the event key already had its mail.
 */
export async function recordMail(db: Database, mail: NewMail): Promise<OutboxRow | undefined> {
  const [row] = await db
    .insert(mailOutbox)
    .values(outboxValues(mail))
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning()
  return row
}

/**
 * Records many mails in one statement (a newsletter's batch), inside the caller's transaction: those whose event
 * key already has its mail are left out. Returns how many were recorded.
 */
export async function recordMails(db: Database, mails: NewMail[]): Promise<number> {
  if (mails.length === 0) return 0
  const rows = await db
    .insert(mailOutbox)
    .values(mails.map(outboxValues))
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id })
  return rows.length
}

function outboxValues(mail: NewMail): typeof mailOutbox.$inferInsert {
  return {
    kind: mail.kind,
    eventKey: mail.eventKey,
    fromAddress: mail.from,
    toAddresses: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: { 'Message-ID': newMessageId(mail.from), ...mail.headers },
    contactMessageId: mail.contactMessageId,
    contactReplyId: mail.contactReplyId,
    announcementId: mail.announcementId,
  }
}

/**
 * The outbox's leased rows (platform/jobs/lease.ts): a mail is due at `nextAttemptAt`; a claimed one is `sending`,
 * a server's for a 2-minute lease, so that two servers never send the same mail and a crashed sender's is taken up.
 */
const lease = leasedRows(mailOutbox, { dueAt: mailOutbox.nextAttemptAt, claimed: 'sending' })

/**
 * The recipients of a claimed mail as they are now, or undefined when it is no longer this server's to send: a
 * privacy request may have erased the mail, or removed an address from it, since the batch was claimed.
 */
async function stillHeld(db: Database, row: OutboxRow) {
  const [current] = await db
    .select({ toAddresses: mailOutbox.toAddresses, replyTo: mailOutbox.replyTo })
    .from(mailOutbox)
    .where(lease.heldBy(row))
  return current
}

export type OutboxQueueOptions = {
  db: Database
  transport: MailTransport
  log?: WorkerLog
  /** The wait after n failed attempts; {@link retryDelay} unless a test shortens it. */
  delayAfter?: (attempts: number) => number
}

export type OutboxWorkerOptions = OutboxQueueOptions & {
  /** How often to look for due mail when nothing wakes the worker (retries, other servers' mail). */
  pollMs?: number
}

/**
 * The outbox as one queue of the server's worker (platform/jobs/worker.ts): a failed attempt waits
 * {@link retryDelay} and is tried again, up to {@link MAX_ATTEMPTS}; a permanent refusal (5xx) fails at once.
 * Without an SMTP server every mail is marked kept.
 */
export function createOutboxQueue({
  db,
  transport,
  log,
  delayAfter = retryDelay,
}: OutboxQueueOptions): Queue {
  async function deliver(row: OutboxRow): Promise<void> {
    // A batch is sent one mail after another: look again just before each, so that a mail erased meanwhile is
    // not sent, and an address removed from it is not sent to.
    const current = await stillHeld(db, row)
    if (!current) {
      log?.info(`mail "${row.subject}" was withdrawn before it was sent`)
      return
    }
    if (current.toAddresses.length === 0) {
      await lease.settle(db, row, {
        status: 'failed',
        lastResponse: 'No recipient is left to send this mail to',
      })
      return
    }
    try {
      const { response } = await transport.send({
        from: row.fromAddress,
        to: current.toAddresses,
        replyTo: current.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
      })
      const status = transport.mode === 'local' ? 'kept' : 'sent'
      if (!(await lease.settle(db, row, { status, sentAt: new Date(), lastResponse: response }))) {
        log?.info(`mail "${row.subject}" was withdrawn while it was being sent`)
        return
      }
      if (status === 'kept')
        log?.info(
          `mail kept in the outbox (no SMTP_URL): "${row.subject}" to ${current.toAddresses.join(', ')}`,
        )
    } catch (error) {
      const failure =
        error instanceof SmtpError ? error : new SmtpError(String((error as Error)?.message ?? error), false)
      const final = failure.permanent || row.attempts >= MAX_ATTEMPTS
      await lease.settle(db, row, {
        status: final ? 'failed' : 'queued',
        lastResponse: failure.message,
        nextAttemptAt: new Date(Date.now() + delayAfter(row.attempts)),
      })
      log?.warn(
        final
          ? `mail "${row.subject}" failed after ${row.attempts} attempt(s): ${failure.message}`
          : `mail "${row.subject}" not sent (attempt ${row.attempts}), trying again later: ${failure.message}`,
      )
    }
  }

  return {
    name: 'outbox',
    /** Claims and delivers due mail until none is left; returns how many were handled. */
    pass: (stopping) => passBatches((limit) => lease.claimDue(db, limit), deliver, stopping),
    async nextDue() {
      const [next] = await db
        .select({ at: mailOutbox.nextAttemptAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'queued'))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
      return next?.at
    },
  }
}

/**
 * A worker that delivers the outbox alone: woken at once when this server records a mail and every `pollMs`
 * otherwise. The server runs one worker for the outbox and the job table (server/app.ts); tools and tests that
 * only send mail use this one.
 */
export function createOutboxWorker({ pollMs, ...queue }: OutboxWorkerOptions): Worker {
  return createWorker({ queues: [createOutboxQueue(queue)], log: queue.log, pollMs })
}

export type OutboxWorker = Worker
