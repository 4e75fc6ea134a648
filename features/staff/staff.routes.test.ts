import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVALID_CREDENTIALS } from '../auth/auth.service'
import type { Role } from '../../platform/auth/access'
import { NOT_ALLOWED_MESSAGE } from '../../platform/auth/access'
import {
  adminUsers,
  contactMessages,
  contactMessageReads,
  contactReplies,
  staffSessions,
} from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { adminSession, createAdmin, postLogin, signIn, TEST_PASSWORD } from '../../tests/helpers/auth'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { STAFF_MESSAGES } from './staff.schema'

describe(`staff accounts (docs/product.md#staff) on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  const as = (
    headers: Record<string, string>,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => h.app.inject({ method, url, payload, headers })
  const verify = (token: string) =>
    h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } })
  const login = (email: string, password = TEST_PASSWORD) =>
    postLogin(h.app, email, password, { remoteAddress: '10.1.2.3' })

  it('lists everyone with role, status, two-factor sign-in and last sign-in, never a secret', async () => {
    const editor = await createAdmin(h.db, { role: 'editor', name: 'Eda Editor' })
    const response = await h.call('GET', '/api/users')
    expect(response.statusCode).toBe(200)
    const people = response.json().data as Record<string, unknown>[]
    const row = people.find((person) => person._id === editor.id)
    expect(row).toEqual({
      _id: editor.id,
      name: 'Eda Editor',
      email: editor.email,
      role: 'editor',
      status: 'active',
      lastSignInAt: null,
      twoFactorEnabled: false,
      createdAt: editor.createdAt.toISOString(),
    })
    // The owner of the suite signed in: their last sign-in is known.
    expect(people.some((person) => person.role === 'owner' && typeof person.lastSignInAt === 'string')).toBe(
      true,
    )
    expect(response.body).not.toMatch(/passwordHash|totp|\$argon2/i)
  })

  it.each<Role>(['admin', 'editor', 'support'])('refuses every staff route to a %s (403)', async (role) => {
    const { headers } = await adminSession(h.app, h.db, role)
    const other = await createAdmin(h.db, { role: 'editor' })
    const calls: [string, string, object?][] = [
      ['GET', '/api/users'],
      ['GET', '/api/users/invitations'],
      ['POST', '/api/users/invitations', { email: 'x@volta.example', role: 'editor' }],
      ['POST', `/api/users/invitations/${other.id}/resend`],
      ['DELETE', `/api/users/invitations/${other.id}`],
      ['PUT', `/api/users/${other.id}`, { role: 'owner' }],
      ['DELETE', `/api/users/${other.id}`],
    ]
    for (const [method, url, payload] of calls) {
      const response = await h.app.inject({ method: method as 'GET', url, payload, headers })
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(response.json().message).toBe(NOT_ALLOWED_MESSAGE)
      const noToken = await h.app.inject({ method: method as 'GET', url, payload })
      expect(noToken.statusCode, `${method} ${url} without a token`).toBe(401)
    }
    const [still] = await h.db.select().from(adminUsers).where(eq(adminUsers.id, other.id))
    expect(still?.role).toBe('editor')
  })

  it('changes a role: the person’s sessions end, and they sign in again with the new role', async () => {
    const person = await createAdmin(h.db, { role: 'editor' })
    const { token } = await signIn(h.app, person.email)
    const response = await h.call('PUT', `/api/users/${person.id}`, { role: 'support' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ _id: person.id, role: 'support', status: 'active' })
    expect((await verify(token)).statusCode).toBe(401)
    const again = await login(person.email)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.admin.role).toBe('support')
  })

  it('deactivates: sessions end, sign-in fails like a wrong password; reactivates', async () => {
    const person = await createAdmin(h.db, { role: 'admin' })
    const { token } = await signIn(h.app, person.email)
    const response = await h.call('PUT', `/api/users/${person.id}`, { status: 'deactivated' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.status).toBe('deactivated')
    expect((await verify(token)).statusCode).toBe(401)
    const open = await h.db.select().from(staffSessions).where(eq(staffSessions.userId, person.id))
    expect(open.every((session) => session.endedAt !== null)).toBe(true)

    const refused = await login(person.email)
    const wrong = await login(person.email, 'not the password')
    expect(refused.statusCode).toBe(401)
    expect(refused.json().message).toBe(INVALID_CREDENTIALS)
    expect(refused.json()).toEqual(wrong.json())

    const back = await h.call('PUT', `/api/users/${person.id}`, { status: 'active' })
    expect(back.statusCode).toBe(200)
    expect((await login(person.email)).statusCode).toBe(200)
  })

  it('keeps the sessions of someone whose change is only a reactivation, and checks the input', async () => {
    const person = await createAdmin(h.db, { role: 'editor' })
    const { token } = await signIn(h.app, person.email)
    const same = await h.call('PUT', `/api/users/${person.id}`, { role: 'editor', status: 'active' })
    expect(same.statusCode).toBe(200)
    expect((await verify(token)).statusCode).toBe(200)

    const empty = await h.call('PUT', `/api/users/${person.id}`, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain(STAFF_MESSAGES.noChange)
    const badRole = await h.call('PUT', `/api/users/${person.id}`, { role: 'superuser' })
    expect(badRole.statusCode).toBe(400)
    expect(badRole.json().errors).toEqual({ role: 'Choose a role' })
    const badStatus = await h.call('PUT', `/api/users/${person.id}`, { status: 'gone' })
    expect(badStatus.statusCode).toBe(400)
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await h.call('PUT', `/api/users/${id}`, { role: 'admin' })).statusCode).toBe(404)
      expect((await h.call('DELETE', `/api/users/${id}`)).statusCode).toBe(404)
    }
  })

  it('refuses to change or remove yourself', async () => {
    const me = await adminSession(h.app, h.db, 'owner')
    for (const payload of [{ role: 'admin' }, { status: 'deactivated' }, { role: 'owner' }]) {
      const response = await as(me.headers, 'PUT', `/api/users/${me.admin.id}`, payload)
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(
        'You cannot change your own role or deactivate yourself. Ask another owner.',
      )
    }
    const removed = await as(me.headers, 'DELETE', `/api/users/${me.admin.id}`)
    expect(removed.statusCode).toBe(409)
    expect(removed.json().message).toBe(STAFF_MESSAGES.removeYourself)
    expect((await verify(me.token)).statusCode).toBe(200)
  })

  it('never leaves the staff without an active owner, even when two owners demote each other at once', async () => {
    // Every other owner is made an editor, so that two owners remain: a and b.
    const a = await adminSession(h.app, h.db, 'owner')
    const b = await adminSession(h.app, h.db, 'owner')
    const owners = await h.db.select().from(adminUsers).where(eq(adminUsers.role, 'owner'))
    for (const owner of owners.filter((row) => row.id !== a.admin.id && row.id !== b.admin.id)) {
      expect((await as(a.headers, 'PUT', `/api/users/${owner.id}`, { role: 'editor' })).statusCode).toBe(200)
    }
    const [first, second] = await Promise.all([
      as(a.headers, 'PUT', `/api/users/${b.admin.id}`, { role: 'admin' }),
      as(b.headers, 'PUT', `/api/users/${a.admin.id}`, { status: 'deactivated' }),
    ])
    const statuses = [first.statusCode, second.statusCode].sort()
    // The second either finds its caller's session ended (401) or no other owner left (409).
    expect(statuses[0]).toBe(200)
    expect([401, 409]).toContain(statuses[1])
    const active = await h.db.select().from(adminUsers).where(eq(adminUsers.status, 'active'))
    expect(active.filter((row) => row.role === 'owner')).toHaveLength(1)
  })

  it('refuses to demote, deactivate or remove the last active owner (409)', async () => {
    // The service alone, as a caller who is not that owner (the API's callers are owners themselves).
    const owners = await h.db.select().from(adminUsers).where(eq(adminUsers.role, 'owner'))
    const active = owners.filter((row) => row.status === 'active')
    expect(active).toHaveLength(1)
    const last = active[0]!
    const caller = await createAdmin(h.db, { role: 'admin' })
    const { staff } = h.app.services
    for (const change of [{ role: 'admin' as const }, { status: 'deactivated' as const }]) {
      await expect(staff.update(caller.id, last.id, change)).rejects.toMatchObject({
        statusCode: 409,
        message: STAFF_MESSAGES.lastOwner,
      })
    }
    await expect(staff.remove(caller.id, last.id)).rejects.toMatchObject({ statusCode: 409 })
    // A deactivated owner does not count: promoting somebody else works, then the change is allowed.
    const next = await createAdmin(h.db, { role: 'editor' })
    await staff.update(caller.id, next.id, { role: 'owner' })
    await staff.update(caller.id, last.id, { role: 'admin' })
  })

  it('removes a person: their sessions go, what they wrote stays', async () => {
    const person = await createAdmin(h.db, { role: 'support', name: 'Sam Support' })
    const { token } = await signIn(h.app, person.email)
    const [message] = await h.db
      .insert(contactMessages)
      .values({ name: 'Visitor', email: 'visitor@example.com', subject: 'Hi', message: 'Hello there' })
      .returning()
    await h.db.insert(contactMessageReads).values({ messageId: message!.id, adminId: person.id })
    await h.db
      .insert(contactReplies)
      .values({ messageId: message!.id, adminId: person.id, adminName: person.name, message: 'Thank you' })

    // The suite's owner was demoted above: another owner removes.
    const owner = await adminSession(h.app, h.db, 'owner')
    const response = await as(owner.headers, 'DELETE', `/api/users/${person.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({ _id: person.id })
    expect((await verify(token)).statusCode).toBe(401)
    expect(await h.db.select().from(adminUsers).where(eq(adminUsers.id, person.id))).toEqual([])
    const replies = await h.db.select().from(contactReplies).where(eq(contactReplies.messageId, message!.id))
    expect(replies).toHaveLength(1)
    expect(replies[0]!.adminId).toBeNull()
    expect((await login(person.email)).statusCode).toBe(401)
    expect((await as(owner.headers, 'DELETE', `/api/users/${person.id}`)).statusCode).toBe(404)
  })
})
