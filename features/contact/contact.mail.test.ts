import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { CONTACT_RATE_LIMIT } from './contact.routes'

const PUBLIC_URL = 'https://www.volta.example'

describe(`a new contact message is mailed to the staff on ${testDatabaseKind}`, () => {
  const env: Record<string, string> = { PUBLIC_URL, MAIL_FROM: 'Volta Works <no-reply@volta.example>' }
  const smtp = useSmtpServer(env, (smtp) => `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`)
  const h = useAdminApp({ env })
  let ip = 0
  const submit = (body: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: `198.51.100.${++ip}` })
  const visitor = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Switchgear retrofit',
    message: 'We need a quote for <script>alert(1)</script> two panels.\nBy Friday, please.',
    ...overrides,
  })
  const mailsAbout = async (contactMessageId: string) =>
    h.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, contactMessageId))

  beforeAll(async () => {
    const saved = await h.call('PUT', '/api/company/info', {
      name: 'Volta Works',
      email: 'office@volta.example',
    })
    expect(saved.statusCode).toBe(200)
  })

  it('sends the subject, name, e-mail, message and a link to it, Reply-To the visitor, from MAIL_FROM', async () => {
    const response = await submit(visitor())
    expect(response.statusCode).toBe(201)
    const id = response.json().data._id as string

    const mail = await smtp.waitForMail((received) => received.subject === 'New message: Switchgear retrofit')
    expect(mail.envelope.to).toEqual(['office@volta.example'])
    expect(mail.from).toBe('"Volta Works" <no-reply@volta.example>')
    expect(mail.replyTo).toBe('"Ada Lovelace" <ada@example.com>')
    for (const text of ['Ada Lovelace', 'ada@example.com', 'Switchgear retrofit', 'By Friday, please.']) {
      expect(mail.text).toContain(text)
      expect(mail.html).toContain(text)
    }
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/messages?message=${id}`)
    expect(mail.html).toContain(`href="${PUBLIC_URL}/admin/messages?message=${id}"`)
    // What the visitor typed is text in the HTML part, never markup.
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')

    await expect
      .poll(async () =>
        (await mailsAbout(id)).map(({ kind, status, attempts }) => ({ kind, status, attempts })),
      )
      .toEqual([{ kind: 'contact-notification', status: 'sent', attempts: 1 }])
  })

  it('sends nothing for a message caught by the honeypot or the rate limit', async () => {
    const before = await h.db.$count(mailOutbox)
    expect((await submit(visitor({ website: 'https://spam.example' }))).statusCode).toBe(201)
    const address = '203.0.113.50'
    for (let index = 0; index <= CONTACT_RATE_LIMIT.max; index += 1) {
      await h.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: visitor({ subject: `Flood ${index}` }),
        remoteAddress: address,
      })
    }
    // The five allowed messages are mailed; the honeypot's and the throttled one are not.
    expect(await h.db.$count(mailOutbox)).toBe(before + CONTACT_RATE_LIMIT.max)
  })

  it('refuses a line break in the name or the subject, which could add mail headers', async () => {
    const before = await h.db.$count(mailOutbox)
    const subject = await submit(visitor({ subject: 'Hello\r\nBcc: victim@example.com' }))
    expect(subject.statusCode).toBe(400)
    expect(subject.json().errors).toMatchObject({ subject: 'Subject must be on one line' })
    const name = await submit(visitor({ name: 'Ada\nBcc: victim@example.com' }))
    expect(name.statusCode).toBe(400)
    expect(name.json().errors).toMatchObject({ name: 'Name must be on one line' })
    expect(await h.db.$count(mailOutbox)).toBe(before)
  })

  it('mails a reply to the visitor from the company address, threaded and quoting the message', async () => {
    const created = await submit(visitor({ subject: 'Panel quote' }))
    const id = created.json().data._id as string
    const first = await h.call('POST', `/api/contact/${id}/reply`, {
      message: 'Thank you, we will call you.',
    })
    expect(first.statusCode).toBe(200)
    const mail = await smtp.waitForMail((received) => received.subject === 'Re: Panel quote')
    expect(mail.envelope.to).toEqual(['ada@example.com'])
    expect(mail.from).toBe('"Volta Works" <office@volta.example>')
    expect(mail.replyTo).toBe('"Volta Works" <office@volta.example>')
    const root = `<message-${id}@www.volta.example>`
    expect(mail.inReplyTo).toBe(root)
    expect(mail.references).toEqual([root])
    expect(mail.text).toContain('Thank you, we will call you.')
    expect(mail.text).toMatch(
      /On .+ UTC, Ada Lovelace wrote:\n> We need a quote for <script>alert\(1\)<\/script> two panels\.\n> By Friday, please\./,
    )
    expect(mail.html).toContain('<blockquote')
    expect(mail.html).not.toContain('<script>')

    // The second reply answers the first, and references the whole thread.
    await h.call('POST', `/api/contact/${id}/reply`, { message: 'Friday 10:00 suits us.' })
    const second = await smtp.waitForMail((received) => received.text.includes('Friday 10:00 suits us.'))
    expect(second.subject).toBe('Re: Panel quote')
    expect(second.inReplyTo).toBe(mail.messageId)
    expect(second.references).toEqual([root, mail.messageId])

    // The thread shows each reply's delivery.
    await expect
      .poll(async () =>
        (await h.call('GET', `/api/contact/${id}`))
          .json()
          .data.replies.map((reply: { delivery: { status: string } }) => reply.delivery.status),
      )
      .toEqual(['sent', 'sent'])
    const [reply] = (await h.call('GET', `/api/contact/${id}`)).json().data.replies
    expect(reply.delivery.response).toContain('Message accepted as')
    expect(reply.delivery.mailId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the outbox to administrators: the list, one mail in full, where mail goes', async () => {
    const list = await h.call('GET', '/api/mail?status=sent&search=switchgear')
    expect(list.statusCode).toBe(200)
    const [first] = list.json().data
    expect(first).toMatchObject({
      kind: 'contact-notification',
      to: ['office@volta.example'],
      status: 'sent',
    })

    const detail = (await h.call('GET', `/api/mail/${first._id}`)).json().data
    expect(detail.headers['Message-ID']).toMatch(/@volta\.example>$/)
    expect(detail.text).toContain('Ada Lovelace')
    expect(detail.html).toContain('<!doctype html>')

    const summary = (await h.call('GET', '/api/mail/summary')).json().data
    expect(summary.mode).toBe('smtp')
    // The server is named without its password.
    expect(summary.server).toBe(`smtp://mailer@127.0.0.1:${smtp.port}`)
    expect(summary.counts.sent).toBeGreaterThanOrEqual(1)

    const retry = await h.call('POST', `/api/mail/${first._id}/retry`)
    expect(retry.statusCode).toBe(409)
    expect(retry.json().message).toBe('Only a mail that failed can be sent again')
    // A failed mail is sent again at once.
    await h.db
      .update(mailOutbox)
      .set({ status: 'failed', lastResponse: '550 Mailbox unavailable' })
      .where(eq(mailOutbox.id, first._id))
    const copies = () => smtp.mails.filter((mail) => mail.messageId === detail.headers['Message-ID']).length
    expect(copies()).toBe(1)
    const again = await h.call('POST', `/api/mail/${first._id}/retry`)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({ status: 'queued', attempts: 0 })
    await expect
      .poll(async () => (await h.call('GET', `/api/mail/${first._id}`)).json().data.status)
      .toBe('sent')
    // The same mail, Message-ID and all, a second time.
    await expect.poll(copies).toBe(2)

    expect((await h.call('GET', '/api/mail/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await h.call('GET', '/api/mail', undefined, false)).statusCode).toBe(401)
  })
  it('sends no acknowledgement to the visitor unless the settings turn it on', async () => {
    const settings = await h.call('GET', '/api/mail/settings')
    expect(settings.json().data).toEqual({
      notificationRecipients: [],
      acknowledgement: {
        enabled: false,
        subject: 'We have received your message',
        text: 'Thank you for writing to us. We have received your message and will answer it as soon as we can.',
      },
    })
    const created = await submit(visitor({ subject: 'No acknowledgement' }))
    const id = created.json().data._id as string
    await smtp.waitForMail((received) => received.subject === 'New message: No acknowledgement')
    expect((await mailsAbout(id)).map((mail) => mail.kind)).toEqual(['contact-notification'])
  })

  it('refuses mail settings that could not be used, with a message per field', async () => {
    const bad = await h.call('PUT', '/api/mail/settings', {
      notificationRecipients: ['sales@volta.example', 'not an address', 'SALES@volta.example'],
      acknowledgement: { enabled: true, subject: 'Hi\r\nBcc: x@example.com', text: '' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toMatchObject({
      'notificationRecipients.1': 'Please enter a valid email address',
      'acknowledgement.subject': 'Subject must be on one line',
      'acknowledgement.text': 'Write the subject and the text of the acknowledgement, or turn it off',
    })
    const duplicates = await h.call('PUT', '/api/mail/settings', {
      notificationRecipients: ['sales@volta.example', 'SALES@volta.example'],
      acknowledgement: { enabled: false, subject: '', text: '' },
    })
    expect(duplicates.json().errors).toMatchObject({
      notificationRecipients: 'Each address may be listed only once',
    })
    expect((await h.call('GET', '/api/mail/settings', undefined, false)).statusCode).toBe(401)
    expect((await h.call('PUT', '/api/mail/settings', {}, false)).statusCode).toBe(401)
  })

  it('tells the chosen recipients, and acknowledges the visitor in the thread the replies continue', async () => {
    const saved = await h.call('PUT', '/api/mail/settings', {
      notificationRecipients: ['sales@volta.example', 'Support@Volta.example'],
      acknowledgement: {
        enabled: true,
        subject: 'Thanks, we got it',
        text: 'Our engineers read every message.\nWe answer within two working days.',
      },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.notificationRecipients).toEqual(['sales@volta.example', 'support@volta.example'])

    const created = await submit(
      visitor({ subject: 'Acknowledged', message: 'Please mail <b>Eve</b> our price list: eve@example.com' }),
    )
    const id = created.json().data._id as string
    const notification = await smtp.waitForMail(
      (received) => received.subject === 'New message: Acknowledged',
    )
    expect(notification.envelope.to).toEqual(['sales@volta.example', 'support@volta.example'])

    const acknowledgement = await smtp.waitForMail((received) => received.subject === 'Thanks, we got it')
    expect(acknowledgement.envelope.to).toEqual(['ada@example.com'])
    expect(acknowledgement.from).toBe('"Volta Works" <office@volta.example>')
    expect(acknowledgement.text).toContain('Our engineers read every message.')
    expect(acknowledgement.text).toMatch(
      /automatic reply to the message you sent through our website on .+ UTC/,
    )
    // Only the company's words: nothing the visitor typed goes to the address they gave.
    for (const typed of ['Acknowledged', 'Eve', 'price list', 'Ada Lovelace']) {
      expect(acknowledgement.text).not.toContain(typed)
      expect(acknowledgement.html).not.toContain(typed)
    }
    const root = `<message-${id}@www.volta.example>`
    expect(acknowledgement.messageId).toBe(root)

    await h.call('POST', `/api/contact/${id}/reply`, { message: 'Here is the price list.' })
    const reply = await smtp.waitForMail((received) => received.text.includes('Here is the price list.'))
    expect(reply.inReplyTo).toBe(root)

    // Turned off again, the next visitor gets no acknowledgement.
    await h.call('PUT', '/api/mail/settings', {
      notificationRecipients: [],
      acknowledgement: {
        enabled: false,
        subject: 'Thanks, we got it',
        text: 'Our engineers read every message.',
      },
    })
    const quiet = (await submit(visitor({ subject: 'Quiet again' }))).json().data._id as string
    await smtp.waitForMail((received) => received.subject === 'New message: Quiet again')
    expect((await mailsAbout(quiet)).map((mail) => [mail.kind, mail.toAddresses])).toEqual([
      ['contact-notification', ['office@volta.example']],
    ])
  })
})
