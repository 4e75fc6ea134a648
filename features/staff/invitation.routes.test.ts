import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, mailOutbox, staffInvitations } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { adminSession, createAdmin } from '../../tests/helpers/auth'
import { useSmtpServer } from '../../tests/helpers/smtp-suite'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { HIDDEN_TOKEN } from '../mail/mail.schema'
import { hashInvitationToken } from './invitation.service'
import { INVITATION_IP_LIMIT } from './staff.routes'
import { STAFF_MESSAGES } from './staff.schema'

const PUBLIC_URL = 'https://www.volta.example'
const LINK = /https:\/\/www\.volta\.example\/invite\?token=([\w-]+)/

describe(`staff invitations (docs/product.md#invitations) on ${testDatabaseKind}`, () => {
  const env: Record<string, string> = { PUBLIC_URL, MAIL_FROM: 'Volta Works <no-reply@volta.example>' }
  const smtp = useSmtpServer(env)
  const h = useAdminApp({ env })
  let inviterName = ''

  beforeAll(async () => {
    const saved = await h.call('PUT', '/api/company/info', { name: 'Volta Works' })
    expect(saved.statusCode).toBe(200)
    inviterName = (await h.call('GET', '/api/auth/verify')).json().data.admin.name
  })

  let address = 0
  const publicCall = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, payload, remoteAddress: `203.0.113.${++address % 250}` })
  const lookup = (token: string) => publicCall('/api/invitations/lookup', { token })
  const accept = (token: string, name = 'Nina New', password = 'a good password') =>
    publicCall('/api/invitations/accept', { token, name, password })
  const invite = (email: string, role = 'editor') => h.call('POST', '/api/users/invitations', { email, role })

  /** The link of the n-th invitation mail (1-based) that `email` received. */
  async function linkMailed(email: string, nth = 1) {
    const mailsTo = () => smtp.mails.filter((mail) => mail.envelope.to.includes(email))
    await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(nth)
    const mail = mailsTo()[nth - 1]!
    const token = LINK.exec(mail.text)?.[1]
    expect(token, mail.text).toBeDefined()
    return { token: token!, mail }
  }

  it('invites by e-mail: the invitation and its mail, with who, the company, the role and a 72-hour link', async () => {
    const response = await invite('  Nina.New@Volta.example ', 'editor')
    expect(response.statusCode).toBe(201)
    const invitation = response.json().data
    expect(invitation).toMatchObject({
      email: 'nina.new@volta.example',
      role: 'editor',
      invitedBy: inviterName,
    })
    expect(invitation.expired).toBe(false)
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(71.9)
    expect(hours).toBeLessThanOrEqual(72)

    const { token, mail } = await linkMailed('nina.new@volta.example')
    expect(token).toMatch(/^[\w-]{43}$/) // 32 random bytes, base64url
    expect(mail.subject).toBe(`${inviterName} invited you to the Volta Works back-office`)
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(inviterName)
      expect(part).toContain('Volta Works')
      expect(part).toContain('as Editor')
      expect(part).toContain('The website’s content')
      expect(part).toContain('expires in 72 hours')
    }
    expect(mail.html).toContain(`href="${PUBLIC_URL}/invite?token=${token}"`)

    // Only the SHA-256 of the token is stored; the outbox does not show the token.
    const [row] = await h.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation._id))
    expect(row!.tokenHash).toBe(hashInvitationToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
    const [outboxRow] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff-invitation'))
    const detail = await h.call('GET', `/api/mail/${outboxRow!.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.body).not.toContain(token)
    expect(detail.json().data.text).toContain(`/invite?token=${HIDDEN_TOKEN}`)

    // The answer names its mail and says it is on its way (the list does not).
    const { mailId, mailDelivery, ...listedAs } = invitation
    expect(mailId).toBe(outboxRow!.id)
    expect(mailDelivery).toBe('smtp')
    const listed = await h.call('GET', '/api/users/invitations')
    expect(listed.json().data).toEqual([listedAs])
  })

  it('looks the link up, then accepts it once: the account has the invited address and role, and is signed in', async () => {
    await invite('omar@volta.example', 'support')
    const { token } = await linkMailed('omar@volta.example')
    const details = await lookup(token)
    expect(details.statusCode).toBe(200)
    expect(details.json().data).toEqual({
      email: 'omar@volta.example',
      role: 'support',
      roleLabel: 'Support',
      companyName: 'Volta Works',
    })

    const accepted = await accept(token, '  Omar Support ')
    expect(accepted.statusCode).toBe(201)
    // Joining is a sign-in: this browser is known to the account from now on (docs/product.md#login).
    expect(String(accepted.headers['set-cookie'])).toMatch(/^sb_device_[\w-]+=.+; Path=\/api\/auth; HttpOnly/)
    const session = accepted.json().data
    expect(session.admin).toMatchObject({
      name: 'Omar Support',
      email: 'omar@volta.example',
      role: 'support',
    })
    const verify = await h.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(verify.statusCode).toBe(200)
    const signIn = await publicCall('/api/auth/login', {
      email: 'omar@volta.example',
      password: 'a good password',
    })
    expect(signIn.statusCode).toBe(200)

    // Single use: the same link again is refused, and the invitation is no longer pending.
    for (const again of [await accept(token), await lookup(token)]) {
      expect(again.statusCode).toBe(400)
      expect(again.json().message).toBe(STAFF_MESSAGES.invalidInvitation)
    }
    const pending = (await h.call('GET', '/api/users/invitations')).json().data as { email: string }[]
    expect(pending.map((row) => row.email)).not.toContain('omar@volta.example')
  })

  it('lets only one of two simultaneous accepts with the same link create the account', async () => {
    await invite('race@volta.example')
    const { token } = await linkMailed('race@volta.example')
    const answers = await Promise.all([accept(token, 'First'), accept(token, 'Second')])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400])
    const rows = await h.db.select().from(adminUsers).where(eq(adminUsers.email, 'race@volta.example'))
    expect(rows).toHaveLength(1)
  })

  it('answers the same 400 for an unknown, expired or cancelled link, and checks name and password', async () => {
    const unknown = await lookup('x'.repeat(43))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(STAFF_MESSAGES.invalidInvitation)
    expect((await lookup('')).json().message).toBe(STAFF_MESSAGES.invalidInvitation)

    const expiring = (await invite('late@volta.example')).json().data
    const { token: late } = await linkMailed('late@volta.example')
    await h.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, expiring._id))
    for (const response of [await lookup(late), await accept(late)]) {
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(STAFF_MESSAGES.invalidInvitation)
    }
    // Still listed, marked expired, and a resend makes it work again.
    const listed = (await h.call('GET', '/api/users/invitations')).json().data as {
      _id: string
      expired: boolean
    }[]
    expect(listed.find((row) => row._id === expiring._id)?.expired).toBe(true)

    const cancelled = (await invite('gone@volta.example')).json().data
    const { token: gone } = await linkMailed('gone@volta.example')
    const cancel = await h.call('DELETE', `/api/users/invitations/${cancelled._id}`)
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().data).toEqual({ _id: cancelled._id })
    expect((await lookup(gone)).json().message).toBe(STAFF_MESSAGES.invalidInvitation)
    expect((await accept(gone)).statusCode).toBe(400)
    expect((await h.call('DELETE', `/api/users/invitations/${cancelled._id}`)).statusCode).toBe(404)
    // A cancelled invitation no longer blocks a new one to the address.
    expect((await invite('gone@volta.example')).statusCode).toBe(201)

    await invite('fields@volta.example')
    const { token } = await linkMailed('fields@volta.example')
    const bad = await publicCall('/api/invitations/accept', { token, name: ' ', password: '123' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({
      name: 'Name is required',
      password: 'New password must be at least 6 characters long',
    })
  })

  it('resends with a new link: the old one stops working, the new one works', async () => {
    const invitation = (await invite('twice@volta.example', 'admin')).json().data
    const { token: first } = await linkMailed('twice@volta.example')
    const resent = await h.call('POST', `/api/users/invitations/${invitation._id}/resend`)
    expect(resent.statusCode).toBe(200)
    expect(resent.json().data).toMatchObject({ _id: invitation._id, role: 'admin', expired: false })
    const { token: second } = await linkMailed('twice@volta.example', 2)
    expect(second).not.toBe(first)
    expect((await lookup(first)).statusCode).toBe(400)
    expect((await lookup(second)).json().data.role).toBe('admin')
    const missing = await h.call('POST', '/api/users/invitations/00000000-0000-4000-8000-000000000000/resend')
    expect(missing.statusCode).toBe(404)
  })

  it('refuses an invitation to a staff address or one already invited (409), and checks the input', async () => {
    const existing = await createAdmin(h.db, { email: 'here@volta.example' })
    const taken = await invite(existing.email.toUpperCase())
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe(STAFF_MESSAGES.accountExists)

    expect((await invite('dup@volta.example')).statusCode).toBe(201)
    const duplicate = await invite('Dup@volta.example', 'admin')
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().message).toMatch(/already pending.*Resend it/)

    const invalid = await h.call('POST', '/api/users/invitations', { email: 'nope', role: 'king' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().errors).toEqual({
      email: 'Please enter a valid email address',
      role: 'Choose a role',
    })
  })

  it('refuses an accept when the address joined the staff meanwhile (409, never 500)', async () => {
    await invite('meanwhile@volta.example')
    const { token } = await linkMailed('meanwhile@volta.example')
    await createAdmin(h.db, { email: 'meanwhile@volta.example' })
    const response = await accept(token)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(STAFF_MESSAGES.alreadyJoined)
  })

  it('keeps an invitation listed when who sent it is removed', async () => {
    const owner = await adminSession(h.app, h.db, 'owner')
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/users/invitations',
      headers: owner.headers,
      payload: { email: 'orphan@volta.example', role: 'editor' },
    })
    expect(sent.statusCode).toBe(201)
    expect((await h.call('DELETE', `/api/users/${owner.admin.id}`)).statusCode).toBe(200)
    const listed = (await h.call('GET', '/api/users/invitations')).json().data as {
      email: string
      invitedBy: string
    }[]
    expect(listed.find((row) => row.email === 'orphan@volta.example')?.invitedBy).toBeNull()
  })

  it('throttles each public invitation route per IP address (429)', async () => {
    // Each route from an address of its own: both from one would be 42 anonymous writes at once, past the
    // per-client limits (docs/decisions/0016) before either route's own limit.
    for (const [url, remoteAddress] of [
      ['/api/invitations/lookup', '192.0.2.77'],
      ['/api/invitations/accept', '192.0.2.78'],
    ] as const) {
      const statuses: number[] = []
      for (let attempt = 0; attempt <= INVITATION_IP_LIMIT.max; attempt += 1) {
        const payload = { token: 'y'.repeat(43), name: 'Guess', password: 'guessing' }
        const response = await h.app.inject({ method: 'POST', url, payload, remoteAddress })
        statuses.push(response.statusCode)
      }
      expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true)
      expect(statuses.at(-1)).toBe(429)
    }
  })
})
