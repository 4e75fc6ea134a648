import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, newsletterAnnouncements, newsletterSubscribers } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import type { ReceivedMail } from '../../tests/helpers/smtp'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { ANNOUNCEMENT_BATCH } from './announcement.schema'
import { CONFIRMATION_DAYS, CONFIRMATION_MAILS_PER_DAY } from './newsletter.schema'

const PUBLIC_URL = 'https://www.volta.example'
const DAY_MS = 24 * 60 * 60 * 1000

let ip = 0
const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`

/** The token of the link to `path` in a mail's text. */
function tokenIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${PUBLIC_URL}${path}\\?token=([\\w-]+)`).exec(mail.text)
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`)
  return match[1]!
}

describe(`the newsletter by double opt-in, through a real SMTP server, on ${testDatabaseKind}`, () => {
  const env: Record<string, string> = { PUBLIC_URL, MAIL_FROM: 'Volta Works <news@volta.example>' }
  const smtp = useSmtpServer(env)
  const h = useAdminApp({ env })
  beforeAll(async () => {
    expect((await h.call('PUT', '/api/company/info', { name: 'Volta Works' })).statusCode).toBe(200)
  })

  const subscribe = (email: string) =>
    h.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: nextIp() })
  const confirmationsTo = (email: string) =>
    smtp.mails.filter(
      (mail) => mail.envelope.to.includes(email) && mail.subject.startsWith('Confirm your subscription'),
    )
  /** The confirmation mail number `n` (1 = the first) that reached `email`. */
  const confirmationMail = (email: string, n = 1) =>
    smtp.waitForMail(() => confirmationsTo(email).length >= n).then(() => confirmationsTo(email)[n - 1]!)
  /** What the confirm page's button does: POST the link (no cookie, no token header). */
  const pressConfirm = (token: string) =>
    h.app.inject({ method: 'POST', url: `/newsletter/confirm?token=${token}`, payload: 'confirm=yes' })
  const rowOf = async (email: string) =>
    (await h.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
  const mailsTo = (email: string) =>
    h.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddresses} @> ${JSON.stringify([email])}::jsonb`)
  /** Signs up and confirms an address the way a visitor does: the form, the mail, the button. */
  async function confirmedSubscriber(email: string) {
    expect((await subscribe(email)).statusCode).toBe(201)
    const token = tokenIn(await confirmationMail(email), '/newsletter/confirm')
    expect((await pressConfirm(token)).headers.location).toBe('/newsletter/confirmed')
    return (await rowOf(email))!
  }

  it('mails a confirmation link; opening it changes nothing, its button confirms the address', async () => {
    const response = await subscribe('Ada@Example.com')
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toBe(
      'Thank you for subscribing! Please check your inbox and confirm your subscription.',
    )

    const mail = await confirmationMail('ada@example.com')
    expect(mail.subject).toBe('Confirm your subscription to the Volta Works newsletter')
    expect(mail.from).toBe('"Volta Works" <news@volta.example>')
    const token = tokenIn(mail, '/newsletter/confirm')
    expect(token.length).toBeGreaterThanOrEqual(40)
    expect(mail.html).toContain(`href="${PUBLIC_URL}/newsletter/confirm?token=${token}"`)
    expect(mail.text).toContain(`The link works for ${CONFIRMATION_DAYS} days.`)
    // Transactional: the address asked for it; it is not a newsletter and has no unsubscribe headers.
    expect(mail.headers['list-unsubscribe']).toBeUndefined()

    // Pending: listed as such, not counted among those who receive the newsletter.
    const pending = await rowOf('ada@example.com')
    expect(pending).toMatchObject({ status: 'pending', confirmedAt: null })
    const confirmedList = (await h.call('GET', '/api/newsletter?status=confirmed')).json()
    expect(confirmedList.data.map((row: { email: string }) => row.email)).not.toContain('ada@example.com')
    const pendingList = (await h.call('GET', '/api/newsletter?status=pending')).json()
    expect(pendingList.data).toEqual([
      expect.objectContaining({ email: 'ada@example.com', status: 'pending', confirmedAt: null }),
    ])

    // What the page shows on a GET (a scanner's visit) is a read: still pending.
    expect(await h.app.services.newsletter.confirmationLink(token)).toEqual({
      state: 'pending',
      email: 'ada@example.com',
    })
    expect((await rowOf('ada@example.com'))!.status).toBe('pending')

    const confirmed = await pressConfirm(token)
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe('/newsletter/confirmed')
    expect(confirmed.headers['cache-control']).toBe('no-store')
    const row = (await rowOf('ada@example.com'))!
    expect(row.status).toBe('confirmed')
    expect(row.confirmedAt).toBeInstanceOf(Date)
    expect(row.confirmTokenHash).toBeNull()

    // Used once: the link now leads to its page, which says it is not valid.
    const again = await pressConfirm(token)
    expect(again.headers.location).toBe(`/newsletter/confirm?token=${token}`)
    expect(await h.app.services.newsletter.confirmationLink(token)).toEqual({ state: 'unknown' })

    // Asking again once confirmed: the same answer, and no mail.
    const repeat = await subscribe('ada@example.com')
    expect(repeat.json()).toEqual(response.json())
    expect((await mailsTo('ada@example.com')).map((mail) => mail.kind)).toEqual(['newsletter-confirmation'])
  })

  it('gives a pending address that asks again a new link; the earlier one no longer works', async () => {
    await subscribe('bo@example.com')
    const first = tokenIn(await confirmationMail('bo@example.com'), '/newsletter/confirm')
    await subscribe('BO@example.com')
    const second = tokenIn(await confirmationMail('bo@example.com', 2), '/newsletter/confirm')
    expect(second).not.toBe(first)

    expect((await pressConfirm(first)).headers.location).toBe(`/newsletter/confirm?token=${first}`)
    expect((await rowOf('bo@example.com'))!.status).toBe('pending')
    expect((await pressConfirm(second)).headers.location).toBe('/newsletter/confirmed')
    expect((await rowOf('bo@example.com'))!.status).toBe('confirmed')
    const rows = await h.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'bo@example.com'`)
    expect(rows).toHaveLength(1)
  })

  it(`mails one address at most ${CONFIRMATION_MAILS_PER_DAY} links a day, whoever asks`, async () => {
    for (let n = 0; n < CONFIRMATION_MAILS_PER_DAY + 2; n += 1) {
      expect((await subscribe('flooded@example.com')).statusCode).toBe(201)
    }
    const recorded = await mailsTo('flooded@example.com')
    expect(recorded).toHaveLength(CONFIRMATION_MAILS_PER_DAY)
    // The last link mailed still works: the sign-ups past the cap changed nothing.
    const newest = recorded.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!
    const last = await smtp.waitForMail((mail) => mail.messageId === newest.headers['Message-ID'])
    expect((await pressConfirm(tokenIn(last, '/newsletter/confirm'))).headers.location).toBe(
      '/newsletter/confirmed',
    )
  })

  it(`refuses a link older than ${CONFIRMATION_DAYS} days, and the sweep deletes the sign-ups left pending`, async () => {
    await subscribe('late@example.com')
    const token = tokenIn(await confirmationMail('late@example.com'), '/newsletter/confirm')
    await subscribe('recent@example.com')
    await confirmationMail('recent@example.com')
    const longAgo = new Date(Date.now() - (CONFIRMATION_DAYS * DAY_MS + 60_000))
    await h.db
      .update(newsletterSubscribers)
      .set({ createdAt: longAgo })
      .where(eq(newsletterSubscribers.email, 'late@example.com'))
    // An old confirmed subscriber is never swept.
    await h.db
      .update(newsletterSubscribers)
      .set({ createdAt: longAgo })
      .where(eq(newsletterSubscribers.email, 'ada@example.com'))

    expect(await h.app.services.newsletter.confirmationLink(token)).toEqual({ state: 'expired' })
    expect((await pressConfirm(token)).headers.location).toBe(`/newsletter/confirm?token=${token}`)
    expect((await rowOf('late@example.com'))!.status).toBe('pending')

    expect(await h.app.services.newsletter.sweepExpired()).toBe(1)
    expect(await rowOf('late@example.com')).toBeUndefined()
    expect((await rowOf('recent@example.com'))!.status).toBe('pending')
    expect((await rowOf('ada@example.com'))!.status).toBe('confirmed')
    // A week on, the one still pending goes too.
    const weekOn = new Date(Date.now() + CONFIRMATION_DAYS * DAY_MS + 60_000)
    expect(await h.app.services.newsletter.sweepExpired(weekOn)).toBe(1)
    expect(await rowOf('recent@example.com')).toBeUndefined()
  })

  it('sends an announcement to the three confirmed subscribers only, each once with their own unsubscribe link', async () => {
    // This test's subscribers only.
    await h.db.delete(newsletterSubscribers)
    const readers = ['ann@example.com', 'ben@example.com', 'cleo@example.com']
    for (const email of readers) await confirmedSubscriber(email)
    await subscribe('pending@example.com')
    await confirmationMail('pending@example.com')
    const leaver = await confirmedSubscriber('leaver@example.com')

    // One-click unsubscribe as a mail client does it (RFC 8058): a form POST, no cookie, no Origin.
    const oneClick = await h.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${leaver.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.body).toBe('You have been unsubscribed.')
    expect(await rowOf('leaver@example.com')).toBeUndefined()

    const counts = (await h.call('GET', '/api/newsletter?status=confirmed')).json()
    expect(counts.pagination.total).toBe(3)
    const csv = (await h.call('GET', '/api/newsletter/export.csv')).body
    expect(
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(readers)

    // The composer: a preview, and a test to the administrator alone.
    const draft = {
      subject: 'New 630 A busbar range',
      body: 'Dear reader,\n\nOur new busbars are in stock: https://www.volta.example/service/busbars.\nAsk us for <b>prices</b>.\n\nThe Volta team',
    }
    const preview = (await h.call('POST', '/api/newsletter/announcements/preview', draft)).json().data
    expect(preview.recipients).toBe(3)
    expect(preview.html).toContain(
      '<a href="https://www.volta.example/service/busbars" style="color:#1d4ed8">https://www.volta.example/service/busbars</a>.',
    )
    expect(preview.html).toContain('Ask us for &#60;b&#62;prices&#60;/b&#62;.')
    expect(preview.text).toContain('Unsubscribe: https://www.volta.example/newsletter/unsubscribe?token=')

    const admin = (await h.call('GET', '/api/auth/verify')).json().data.admin as { email: string }
    const test = await h.call('POST', '/api/newsletter/announcements/test', draft)
    expect(test.statusCode).toBe(200)
    expect(test.json().data.to).toBe(admin.email)
    const testMail = await smtp.waitForMail((mail) => mail.subject === '[Test] New 630 A busbar range')
    expect(testMail.envelope.to).toEqual([admin.email])
    expect(await h.db.$count(newsletterAnnouncements)).toBe(0)

    const sent = await h.call('POST', '/api/newsletter/announcements', draft)
    expect(sent.statusCode).toBe(201)
    const announcement = sent.json().data
    expect(announcement).toMatchObject({ subject: draft.subject, recipientCount: 3 })

    const received = await Promise.all(
      readers.map((email) =>
        smtp.waitForMail((mail) => mail.subject === draft.subject && mail.envelope.to.includes(email)),
      ),
    )
    const tokens = await h.db
      .select({ email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, readers))
    for (const [index, mail] of received.entries()) {
      const own = tokens.find((row) => row.email === readers[index])!.token
      const link = `${PUBLIC_URL}/newsletter/unsubscribe?token=${own}`
      expect(mail.envelope.to).toEqual([readers[index]])
      expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`)
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(`Unsubscribe: ${link}`)
      expect(mail.html).toContain(`href="${link}"`)
      expect(mail.html).not.toContain('<b>prices</b>')
    }

    await expect
      .poll(
        async () => {
          const state = (await h.call('GET', `/api/newsletter/announcements/${announcement._id}`)).json().data
          return { status: state.status, sent: state.progress.sent, queued: state.progress.queued }
        },
        { timeout: 15_000 },
      )
      .toEqual({ status: 'sent', sent: 3, queued: 0 })
    // Exactly one each, none to the pending, the unsubscribed or anyone else.
    const copies = smtp.mails.filter((mail) => mail.subject === draft.subject)
    expect(copies.map((mail) => mail.envelope.to[0]).sort()).toEqual(readers)

    const recipients = (
      await h.call('GET', `/api/newsletter/announcements/${announcement._id}/recipients`)
    ).json()
    expect(recipients.pagination.total).toBe(3)
    expect(recipients.data.map((row: { email: string }) => row.email)).toEqual(readers)
    for (const row of recipients.data) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1 })
      expect(row.response).toMatch(/Message accepted as/)
    }
    const list = (await h.call('GET', '/api/newsletter/announcements')).json()
    expect(list.data[0]).toMatchObject({ _id: announcement._id, status: 'sent', progress: { sent: 3 } })

    // Queueing again (a resumed send) records nothing twice: the event keys are taken.
    await h.db
      .update(newsletterAnnouncements)
      .set({ status: 'sending', recipientCount: 0, createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(newsletterAnnouncements.id, announcement._id))
    expect(await h.app.services.announcements.settle()).toEqual({ resumed: 1, sent: 1 })
    expect(await h.db.$count(mailOutbox, eq(mailOutbox.announcementId, announcement._id as string))).toBe(3)

    // The visible link's button (a browser's form POST) unsubscribes too, then shows the goodbye page.
    const button = await h.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${tokens[0]!.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      payload: 'unsubscribe=yes',
    })
    expect(button.statusCode).toBe(303)
    expect(button.headers.location).toBe('/newsletter/unsubscribed')
    expect(await rowOf(tokens[0]!.email)).toBeUndefined()
    // A link whose subscription is gone: the same answer, never an error.
    const gone = await h.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${tokens[0]!.token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    })
    expect(gone.statusCode).toBe(200)
    expect(await h.app.services.newsletter.unsubscribeLink(tokens[0]!.token)).toEqual({ state: 'unknown' })
  })

  it('refuses an announcement when nobody has confirmed, and checks the composer’s fields', async () => {
    await h.db.delete(newsletterSubscribers)
    const none = await h.call('POST', '/api/newsletter/announcements', { subject: 'Hello', body: 'Text' })
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toBe('There are no confirmed subscribers to send to')
    const bad = await h.call('POST', '/api/newsletter/announcements/preview', {
      subject: 'Hi\r\nBcc: x@example.com',
      body: '',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ subject: 'Subject must be on one line', body: 'Text is required' })
    for (const url of [
      '/api/newsletter/announcements',
      '/api/newsletter/announcements/preview',
      '/api/newsletter/announcements/test',
    ]) {
      expect((await h.call('POST', url, { subject: 'x', body: 'y' }, false)).statusCode).toBe(401)
    }
    expect((await h.call('GET', '/api/newsletter/announcements/not-an-id')).statusCode).toBe(404)
  })
})

describe(`an announcement to many subscribers, on ${testDatabaseKind}`, () => {
  // No SMTP server: mail is kept in the outbox, which is all this test looks at.
  const h = useAdminApp()

  it(`is queued in batches of ${ANNOUNCEMENT_BATCH}, one mail and one event key per subscriber`, async () => {
    const total = ANNOUNCEMENT_BATCH * 2 + 1
    const confirmedAt = new Date(Date.now() - 60_000)
    await h.db.insert(newsletterSubscribers).values(
      Array.from({ length: total }, (_, n) => ({
        email: `reader${n}@bulk.example`,
        status: 'confirmed' as const,
        confirmedAt,
      })),
    )
    await h.db.insert(newsletterSubscribers).values({ email: 'waiting@bulk.example' })

    const started = performance.now()
    const sent = await h.call('POST', '/api/newsletter/announcements', {
      subject: 'Spring catalogue',
      body: 'Our spring catalogue is out.',
    })
    const elapsed = performance.now() - started
    expect(sent.statusCode).toBe(201)
    const { _id: id, recipientCount } = sent.json().data
    expect(recipientCount).toBe(total)
    // Measured here for the record; a generous bound only catches a queueing gone quadratic.
    expect(elapsed).toBeLessThan(60_000)

    const rows = await h.db
      .select({ key: mailOutbox.eventKey, to: mailOutbox.toAddresses })
      .from(mailOutbox)
      .where(eq(mailOutbox.announcementId, id))
    expect(rows).toHaveLength(total)
    expect(new Set(rows.map((row) => row.key)).size).toBe(total)
    expect(rows.every((row) => row.key?.startsWith(`newsletter-announcement:${id}:`))).toBe(true)
    expect(rows.some((row) => row.to[0] === 'waiting@bulk.example')).toBe(false)

    const page = (
      await h.call('GET', `/api/newsletter/announcements/${id}/recipients?limit=5&page=2&search=bulk`)
    ).json()
    expect(page.pagination).toEqual({ page: 2, limit: 5, total, totalPages: Math.ceil(total / 5) })
  })
})
