import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  adminUsers,
  contactMessages,
  contactReplies,
  mailOutbox,
  newsletterSubscribers,
  privacyRequests,
} from '../../platform/db/tables'
import { recordMail } from '../../platform/mail/outbox'
import { createContactMessage, createNewsletterSubscriber } from '../../tests/factories/contact'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { expectAnnounced, expectInvalid } from '../../tests/helpers/routes'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import {
  PRIVACY_ERASED_MESSAGE,
  PRIVACY_EXPORT_FORMAT,
  PRIVACY_NOTHING_ERASED_MESSAGE,
  type PrivacyExport,
} from './privacy.schema'

const PUBLIC_URL = 'https://www.volta.example'
const FROM = 'Volta Works <no-reply@volta.example>'
const ADA = 'ada.privacy@example.com'
const BOB = 'bob.other@example.com'

describe(`privacy requests on ${testDatabaseKind}`, () => {
  const env: Record<string, string> = { PUBLIC_URL, MAIL_FROM: FROM }
  const smtp = useSmtpServer(env)
  const h = useAdminApp({ env })
  let adminName: string

  let ip = 0
  const remoteAddress = () => `198.51.100.${++ip}`
  const contact = async (email: string, subject: string) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: remoteAddress(),
      payload: {
        name: email.startsWith('ada') ? 'Ada Lovelace' : 'Someone Else',
        email,
        subject,
        message: `About ${subject}.`,
      },
    })
    expect(response.statusCode).toBe(201)
    return response.json().data._id as string
  }
  const outbox = () => h.app.mail.outbox
  /** Every stored mail with the address as a recipient or its Reply-To. */
  const mailsMentioning = async (address: string) =>
    (await h.db.select().from(mailOutbox)).filter(
      (mail) =>
        mail.toAddresses.some((to) => to.toLowerCase().includes(address)) ||
        (mail.replyTo ?? '').toLowerCase().includes(address),
    )

  beforeAll(async () => {
    // The tests decide when mail goes: queued until they drain the outbox.
    await outbox().stop()
    const [admin] = await h.db.select({ name: adminUsers.name }).from(adminUsers)
    adminName = admin!.name
    expect(
      (await h.call('PUT', '/api/company/info', { name: 'Volta Works', email: 'office@volta.example' }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await h.call('PUT', '/api/mail/settings', {
          notificationRecipients: [],
          acknowledgement: {
            enabled: true,
            subject: 'We got your message',
            text: 'We answer within two days.',
          },
        })
      ).statusCode,
    ).toBe(200)
  })

  describe('an address with messages, replies, a subscription and mail', () => {
    let adaMessages: string[]
    let bobMessage: string

    beforeAll(async () => {
      adaMessages = [await contact(ADA, 'Switchgear retrofit'), await contact(ADA, 'Second question')]
      bobMessage = await contact(BOB, 'Unrelated enquiry')
      // An older record, stored in mixed case before addresses were lower-cased.
      const legacy = await createContactMessage(h.db, {
        name: 'Ada L.',
        email: 'ADA.Privacy@Example.COM',
        subject: 'Old enquiry',
        message: 'From long ago.',
      })
      adaMessages.push(legacy.id)
      await createNewsletterSubscriber(h.db, { email: ADA })
      await createNewsletterSubscriber(h.db, { email: BOB })
      // Notifications and acknowledgements are delivered: sent mail.
      await outbox().drain()
      await smtp.waitForMail((mail) => mail.subject === 'New message: Switchgear retrofit')
      // The reply's mail stays queued.
      const replied = await h.call('POST', `/api/contact/${adaMessages[0]}/reply`, {
        message: 'We will call you on Friday.',
      })
      expect(replied.statusCode).toBe(200)
      // A mail to Ada and another person, and a notification of Bob's message received at Ada's address.
      await recordMail(h.db, {
        kind: 'test',
        from: FROM,
        to: ['"Ada" <Ada.Privacy@example.com>', 'carol@example.com'],
        subject: 'Shared mail',
        text: 'Hello both.',
        html: '<p>Hello both.</p>',
      })
      await recordMail(h.db, {
        kind: 'contact-notification',
        from: FROM,
        to: [ADA],
        replyTo: `"Someone Else" <${BOB}>`,
        subject: 'New message: Unrelated enquiry',
        text: `Someone Else (${BOB}) wrote: About Unrelated enquiry.`,
        html: '<p>Bob</p>',
        contactMessageId: bobMessage,
      })
    })

    it('exports exactly what is stored about it, found in any letter case, as a dated JSON file', async () => {
      const response = await h.call('POST', '/api/privacy/export', { email: '  ADA.Privacy@EXAMPLE.com ' })
      expect(response.statusCode).toBe(200)
      const today = new Date().toISOString().slice(0, 10)
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="privacy-export-${ADA}-${today}.json"`,
      )
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      const exported = response.json() as PrivacyExport
      expect(exported).toMatchObject({
        format: PRIVACY_EXPORT_FORMAT,
        email: ADA,
        site: { name: 'Volta Works', url: PUBLIC_URL },
        counts: { contactMessages: 3, replies: 1, subscriptions: 1, mails: 7 },
      })
      expect(Date.parse(exported.generatedAt)).toBeGreaterThan(Date.now() - 60_000)

      // Messages with every field, and the reply with its text and author.
      expect(exported.contactMessages.map((message) => message.subject).sort()).toEqual([
        'Old enquiry',
        'Second question',
        'Switchgear retrofit',
      ])
      const retrofit = exported.contactMessages.find((message) => message.subject === 'Switchgear retrofit')!
      expect(retrofit).toMatchObject({
        id: adaMessages[0],
        name: 'Ada Lovelace',
        email: ADA,
        message: 'About Switchgear retrofit.',
        status: 'read',
        replies: [{ message: 'We will call you on Friday.', author: adminName }],
      })
      expect(exported.newsletterSubscription).toMatchObject({
        email: ADA,
        status: expect.stringMatching(/^(pending|confirmed)$/),
      })

      // Mail: the acknowledgements and the reply sent to Ada, the staff's notifications of her messages, the
      // shared mail without the other recipient, and the notification of Bob's message without its content.
      const kinds = exported.mails.map((mail) => `${mail.kind} ${mail.status}`).sort()
      expect(kinds).toEqual([
        'contact-acknowledgement sent',
        'contact-acknowledgement sent',
        'contact-notification queued',
        'contact-notification sent',
        'contact-notification sent',
        'contact-reply queued',
        'test queued',
      ])
      const reply = exported.mails.find((mail) => mail.kind === 'contact-reply')!
      expect(reply).toMatchObject({ to: [ADA], otherRecipients: 0, reasons: ['recipient', 'message'] })
      expect(reply.content?.text).toContain('We will call you on Friday.')
      expect(reply.content?.headers['In-Reply-To']).toMatch(/^<message-/)
      const shared = exported.mails.find((mail) => mail.kind === 'test')!
      expect(shared).toMatchObject({ to: ['"Ada" <Ada.Privacy@example.com>'], otherRecipients: 1 })
      const notifications = exported.mails.filter((mail) => mail.kind === 'contact-notification')
      const ofBob = notifications.find((mail) => mail.status === 'queued')!
      expect(ofBob).toMatchObject({ to: [ADA], reasons: ['recipient'], content: null })
      for (const own of notifications.filter((mail) => mail !== ofBob)) {
        expect(own.reasons).toEqual(['reply-to', 'message'])
        expect(own.to).toEqual([])
        expect(own.otherRecipients).toBe(1)
        expect(own.content?.replyTo).toBe(`"Ada Lovelace" <${ADA}>`)
      }

      // Nothing of anybody else: not Bob's message or subscription, not Carol's address, not the staff's.
      for (const other of [BOB, 'Unrelated enquiry', 'carol@example.com']) {
        expect(response.body).not.toContain(other)
      }
    })

    it('records the export with who asked, when, and what was found; looking up is not recorded', async () => {
      const lookup = await h.call('POST', '/api/privacy/lookup', { email: 'ada.privacy@example.com' })
      expect(lookup.statusCode).toBe(200)
      expect(lookup.json().data).toMatchObject({
        email: ADA,
        counts: { contactMessages: 3, replies: 1, subscriptions: 1, mails: 7 },
        mailStatuses: { queued: 3, sending: 0, sent: 4, kept: 0, failed: 0 },
      })
      expect(
        lookup.json().data.mails.filter((mail: { subject: string | null }) => mail.subject === null),
      ).toHaveLength(1)

      const list = await h.call('GET', '/api/privacy/requests')
      expect(list.statusCode).toBe(200)
      expect(list.json()).toMatchObject({
        success: true,
        data: [
          {
            email: ADA,
            kind: 'export',
            counts: { contactMessages: 3, replies: 1, subscriptions: 1, mails: 7 },
            admin: { _id: expect.any(String), name: adminName },
          },
        ],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      })
      expect(Date.parse(list.json().data[0].createdAt)).toBeGreaterThan(Date.now() - 60_000)
    })

    it('erases its messages, replies, subscription and mail in one go, leaves others alone, and records it', async () => {
      const bobBefore = await mailsMentioning(BOB)
      // Public pages show no messages or subscribers: nothing for the page cache to forget.
      await expectAnnounced(h, [], async () => {
        const response = await h.call('POST', '/api/privacy/erase', { email: 'Ada.Privacy@example.com' })
        expect(response.statusCode).toBe(200)
        expect(response.json().message).toBe(PRIVACY_ERASED_MESSAGE)
      })
      const erased = await h.call('GET', '/api/privacy/requests')
      const [latest] = erased.json().data
      expect(latest).toMatchObject({
        email: ADA,
        kind: 'erase',
        counts: { contactMessages: 3, replies: 1, subscriptions: 1, mails: 7 },
        admin: { name: adminName },
      })

      const adaRows = await h.db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${ADA}`)
      expect(adaRows).toEqual([])
      for (const id of adaMessages) {
        expect(await h.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).toEqual([])
        expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, id))).toEqual([])
      }
      const subscribers = await h.db.select().from(newsletterSubscribers)
      expect(subscribers.map((row) => row.email)).toEqual([BOB])
      expect(await mailsMentioning('ada.privacy')).toEqual([])

      // The shared mail stays for Carol; Bob's message, its mail and his subscription are untouched.
      const [shared] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Shared mail'))
      expect(shared?.toAddresses).toEqual(['carol@example.com'])
      expect((await h.call('GET', `/api/contact/${bobMessage}`)).statusCode).toBe(200)
      // The notification of Bob's message that went to Ada's address alone went with her address.
      const ids = (mails: { id: string }[]) => mails.map((mail) => mail.id).sort()
      expect(ids(await mailsMentioning(BOB))).toEqual(
        ids(bobBefore.filter((mail) => !mail.toAddresses.includes(ADA))),
      )
      expect(bobBefore.length - (await mailsMentioning(BOB)).length).toBe(1)

      const lookup = await h.call('POST', '/api/privacy/lookup', { email: ADA })
      expect(lookup.json().data).toMatchObject({
        counts: { contactMessages: 0, replies: 0, subscriptions: 0, mails: 0 },
        messages: [],
        subscription: null,
        mails: [],
      })
    })
  })

  it('answers the counts of an erasure, and says so when nothing was stored (still recorded)', async () => {
    await createContactMessage(h.db, { email: 'counted@example.com' })
    await createNewsletterSubscriber(h.db, { email: 'Counted@Example.com' })
    const erased = await h.call('POST', '/api/privacy/erase', { email: 'counted@example.com' })
    expect(erased.statusCode).toBe(200)
    expect(erased.headers['cache-control']).toBe('no-store')
    expect(erased.json()).toEqual({
      success: true,
      message: PRIVACY_ERASED_MESSAGE,
      data: {
        _id: expect.any(String),
        email: 'counted@example.com',
        kind: 'erase',
        counts: { contactMessages: 1, replies: 0, subscriptions: 1, mails: 0 },
        admin: { _id: expect.any(String), name: adminName },
        createdAt: expect.any(String),
      },
    })

    const nothing = await h.call('POST', '/api/privacy/erase', { email: 'nobody-here@example.com' })
    expect(nothing.statusCode).toBe(200)
    expect(nothing.json()).toMatchObject({
      message: PRIVACY_NOTHING_ERASED_MESSAGE,
      data: { kind: 'erase', counts: { contactMessages: 0, replies: 0, subscriptions: 0, mails: 0 } },
    })
    const recorded = await h.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.email, 'nobody-here@example.com'))
    expect(recorded).toMatchObject([{ kind: 'erase', adminName }])
  })

  it('never delivers queued mail to an erased address; the other mail still goes', async () => {
    const DORA = 'dora@example.com'
    await contact(DORA, 'Cable trays')
    await contact('erin@example.com', 'Lighting')
    await createNewsletterSubscriber(h.db, { email: DORA })
    await recordMail(h.db, {
      kind: 'test',
      from: FROM,
      to: [DORA, 'erin@example.com'],
      subject: 'To Dora and Erin',
      text: 'Hello both.',
      html: '<p>Hello both.</p>',
    })
    // Claimed by another server a moment ago, its lease still running.
    const claimed = await recordMail(h.db, {
      kind: 'test',
      from: FROM,
      to: [DORA],
      subject: 'Being sent elsewhere',
      text: 'Hello.',
      html: '<p>Hello.</p>',
    })
    await h.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, claimed!.id))
    expect((await mailsMentioning(DORA)).filter((mail) => mail.status !== 'sent')).toHaveLength(4)

    const erased = await h.call('POST', '/api/privacy/erase', { email: DORA })
    expect(erased.json().data.counts).toEqual({ contactMessages: 1, replies: 0, subscriptions: 1, mails: 4 })

    await outbox().drain()
    await smtp.waitForMail((mail) => mail.subject === 'To Dora and Erin')
    await smtp.waitForMail((mail) => mail.subject === 'New message: Lighting')
    expect(smtp.mails.find((mail) => mail.subject === 'To Dora and Erin')?.envelope.to).toEqual([
      'erin@example.com',
    ])
    for (const mail of smtp.mails) {
      expect(mail.envelope.to).not.toContain(DORA)
      expect(mail.replyTo ?? '').not.toContain(DORA)
      expect(mail.subject).not.toBe('New message: Cable trays')
    }
    expect(await mailsMentioning(DORA)).toEqual([])
  })

  it('needs a token, and a valid address', async () => {
    for (const [method, url] of [
      ['POST', '/api/privacy/lookup'],
      ['POST', '/api/privacy/export'],
      ['POST', '/api/privacy/erase'],
      ['GET', '/api/privacy/requests'],
    ] as const) {
      const response = await h.call(method, url, method === 'POST' ? { email: ADA } : undefined, false)
      expect(response.statusCode, url).toBe(401)
    }
    const before = await h.db.$count(privacyRequests)
    for (const url of ['/api/privacy/lookup', '/api/privacy/export', '/api/privacy/erase']) {
      expectInvalid(await h.call('POST', url, {}), { email: 'Email is required' })
      expectInvalid(await h.call('POST', url, { email: '   ' }), { email: 'Email is required' })
      for (const email of ['not an address', 'a@b', 'x@@example.com', `${'l'.repeat(250)}@example.com`]) {
        expectInvalid(await h.call('POST', url, { email }), { email: 'Please enter a valid email address' })
      }
    }
    expect(await h.db.$count(privacyRequests)).toBe(before)
    const paging = await h.call('GET', '/api/privacy/requests?limit=500')
    expect(paging.statusCode).toBe(400)
    expect(paging.json().message).toBe('Limit must be a whole number between 1 and 100')
  })
})
